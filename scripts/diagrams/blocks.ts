/**
 * The ```mermaid blocks of content files, each with the key of its rendered file
 * (plugins/diagrams/store.ts). Read by the render script and the content check; the build finds
 * its diagrams in the Markdown tree instead (plugins/diagrams/remark.ts).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {
  DIAGRAM_LANG,
  diagramKey,
  normalizeSource,
  pinnedMermaidVersion,
} from '../../plugins/diagrams/store';
import {extractCodeBlocks} from '../content-checks/code-blocks';

/** A ```mermaid block of a content file. */
export interface DiagramBlock {
  /** Repository-relative path. */
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  /** 1-based page line of the diagram's first line (so an error on diagram line n is on sourceLine + n - 1). */
  sourceLine: number;
  source: string;
  key: string;
}

const leadingBlankLines = (code: string): number =>
  (/^(?:[ \t]*\n)*/.exec(code)?.[0].match(/\n/g) ?? []).length;

/** Every diagram of the given content files, in file and page order. */
export function findDiagrams(
  files: readonly string[],
  root = process.cwd(),
  mermaidVersion = pinnedMermaidVersion(root),
): DiagramBlock[] {
  return files.flatMap((file) =>
    extractCodeBlocks(readFileSync(path.join(root, file), 'utf8'))
      .filter((block) => block.lang === DIAGRAM_LANG)
      .map((block) => ({
        file,
        line: block.fenceLine,
        sourceLine: block.fenceLine + 1 + leadingBlankLines(block.code),
        source: normalizeSource(block.code),
        key: diagramKey(block.code, mermaidVersion),
      })),
  );
}
