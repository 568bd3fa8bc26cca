/**
 * Turns a page's code blocks into files on disk so real compilers can check
 * them, and maps a compiler's line back to the page line it came from.
 */
import {posix} from 'node:path';
import type {CodeBlock} from './code-blocks';

export interface SampleFile {
  /** Page the block comes from (repository-relative). */
  page: string;
  block: CodeBlock;
  /** Path of the sample inside its page's sample folder, e.g. `src/read.ts`. */
  path: string;
}

/** Folder name for one page's samples: the page path with separators made safe. */
export function pageFolder(page: string): string {
  return page.replace(/\.mdx?$/, '').replace(/[^\w.-]+/g, '__');
}

/**
 * Where a block is written. A title that names a file keeps its path, so blocks of
 * one page that import each other (`./nillion`, `@/lib/nillion`) resolve; other
 * blocks, and repeated titles, get a name from their line.
 */
export function samplePaths(
  page: string,
  blocks: readonly CodeBlock[],
  extension: (block: CodeBlock) => string,
): SampleFile[] {
  const taken = new Set<string>();
  return blocks.map((block) => {
    const ext = extension(block);
    const titled = block.title?.trim().split(/\s+/)[0] ?? '';
    const fileName = /^[\w./@-]+\.[cm]?[jt]sx?$|^[\w./@-]+\.py$/.test(titled)
      ? posix.normalize(titled)
      : '';
    let path =
      fileName && !fileName.startsWith('..') && !posix.isAbsolute(fileName)
        ? fileName
        : `block-line-${block.fenceLine}${ext}`;
    if (taken.has(path))
      path = `${path.replace(/(\.[^.]+)$/, '')}.line-${block.fenceLine}${posix.extname(path) || ext}`;
    taken.add(path);
    return {page, block, path};
  });
}

/** Page line of a 1-based line inside a block (the body starts on the line after the fence). */
export function pageLine(block: CodeBlock, lineInBlock: number): number {
  return block.fenceLine + lineInBlock;
}
