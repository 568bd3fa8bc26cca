/**
 * Writes the embedded search index: build/search/index.<hash>.json (content
 * hashed, cacheable for ever) and build/search/manifest.json (tiny, revalidated)
 * naming it.
 */
import {createHash} from 'node:crypto';
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {PageModel} from '../page-model/model';
import {
  SEARCH_MANIFEST_PATH,
  type SearchManifest,
  type SearchRecord,
} from '../../src/lib/search/types';
import {compactIndex} from '../../src/lib/search/compact';
import {buildSearchRecords} from './records';

export function searchRecordsOf(pages: readonly PageModel[]): SearchRecord[] {
  return pages.flatMap((page) => buildSearchRecords(page));
}

export async function writeSearchIndex(
  outDir: string,
  records: SearchRecord[],
): Promise<{file: string; bytes: number}> {
  const body = JSON.stringify(compactIndex(records));
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 12);
  const dir = path.join(outDir, 'search');
  await mkdir(dir, {recursive: true});
  const file = `/search/index.${hash}.json`;
  await writeFile(path.join(outDir, file), body);
  const manifest: SearchManifest = {index: file, records: records.length};
  await writeFile(path.join(outDir, SEARCH_MANIFEST_PATH), JSON.stringify(manifest));
  return {file, bytes: Buffer.byteLength(body)};
}

/** The search index as an output of the page model. */
export const searchIndexOutput = {
  name: 'Search index',
  async write(pages: readonly PageModel[], outDir: string) {
    const records = searchRecordsOf(pages);
    const {file, bytes} = await writeSearchIndex(outDir, records);
    return `${records.length} records, ${(bytes / 1024).toFixed(0)} KiB raw, ${file}`;
  },
};
