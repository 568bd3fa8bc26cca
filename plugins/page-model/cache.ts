/**
 * The page models of the last build, kept by page content: reading a built page (parsing its HTML
 * and normalising its body) is most of the page model's cost, and a rebuild writes the same HTML
 * for every page it did not change. A page whose HTML, route, site URL and API operation are the
 * same as last time, read by the same reader code, gets last time's model without being parsed.
 *
 * Kept in node_modules/.cache (beside the Rspack cache; `npm run clear` empties both), one JSON
 * file, rewritten after each build with only the pages that build had: a page removed from the
 * site leaves the cache with it.
 */
import {createHash} from 'node:crypto';
import {mkdir, readFile, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {PageModel} from '../../src/lib/page-model/model';
import type {ApiOperation} from './openapi';

/** Bump when the file's shape changes. */
const FORMAT = 1;

export interface PageModelCacheFile {
  format: number;
  /** Hash of the reader's own code: other code reads pages differently, so nothing is reused. */
  reader: string;
  /** Page key (pageKey) → the model read for it, null for a page that is not content. */
  pages: Record<string, PageModel | null>;
}

/** What a page is read from: everything readPageModel takes. */
export function pageKey(
  html: string,
  route: string,
  siteUrl: string,
  operation: ApiOperation | undefined,
): string {
  // The JSON array ends where it ends, so the HTML after it cannot be mistaken for part of it.
  return createHash('sha256')
    .update(JSON.stringify([route, siteUrl, operation ?? null]))
    .update(html)
    .digest('base64url');
}

/** The hash of the files whose code reads pages: a change to any of them empties the cache. */
export async function readerVersion(files: readonly string[]): Promise<string> {
  const hash = createHash('sha256').update(String(FORMAT));
  for (const file of [...files].sort()) {
    hash
      .update(file)
      .update('\0')
      .update(await readFile(file));
  }
  return hash.digest('base64url');
}

export interface PageModelCache {
  /** The model kept for a key: undefined when there is none, null for a page that is not content. */
  get(key: string): PageModel | null | undefined;
  set(key: string, model: PageModel | null): void;
  /** Pages reused and read this build. */
  readonly stats: {reused: number; read: number};
}

/** An in-memory cache seeded with `previous` when it was written by the same reader code. */
export function pageModelCache(
  reader: string,
  previous: PageModelCacheFile | null,
): PageModelCache & {file(): PageModelCacheFile} {
  const kept =
    previous && previous.format === FORMAT && previous.reader === reader ? previous.pages : {};
  const used: Record<string, PageModel | null> = {};
  const stats = {reused: 0, read: 0};
  return {
    stats,
    get(key) {
      if (!Object.hasOwn(kept, key)) return undefined;
      stats.reused += 1;
      used[key] = kept[key]!;
      return kept[key];
    },
    set(key, model) {
      stats.read += 1;
      used[key] = model;
    },
    file: () => ({format: FORMAT, reader, pages: used}),
  };
}

/** Reads the cache file; null when there is none or it cannot be read (then nothing is reused). */
export async function readCacheFile(file: string): Promise<PageModelCacheFile | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as PageModelCacheFile;
  } catch {
    return null;
  }
}

/** Writes the cache file whole, through a temporary file, so a build stopped halfway leaves the old one. */
export async function writeCacheFile(file: string, contents: PageModelCacheFile): Promise<void> {
  await mkdir(path.dirname(file), {recursive: true});
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify(contents));
  await rename(temporary, file);
}
