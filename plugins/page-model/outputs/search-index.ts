/**
 * The embedded search index as an output of the page model: build/search/index.<hash>.json
 * (content hashed, cacheable for ever) and build/search/manifest.json (tiny, revalidated) naming
 * it; and the reader of those files (hosted-search upload, relevance checks, benchmarks).
 */
import {createHash} from 'node:crypto';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {
  SEARCH_MANIFEST_PATH,
  type SearchIndexFile,
  type SearchManifest,
  type SearchRecord,
} from '../../../src/lib/search/types';
import {compactIndex, expandIndex} from '../../../src/lib/search/compact';
import type {PageOutput} from '../index';
import {searchRecordsOf} from './search-records';

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

/** The records of a build's embedded index (build/search/manifest.json names the file). */
export async function readBuiltRecords(buildDir: string): Promise<SearchRecord[]> {
  const manifest = JSON.parse(
    await readFile(path.join(buildDir, SEARCH_MANIFEST_PATH), 'utf8'),
  ) as SearchManifest;
  const index = JSON.parse(
    await readFile(path.join(buildDir, manifest.index), 'utf8'),
  ) as SearchIndexFile;
  return expandIndex(index);
}

export const searchIndexOutput: PageOutput = {
  name: 'Search index',
  async write(pages, outDir) {
    const records = pages.flatMap(searchRecordsOf);
    const {file, bytes} = await writeSearchIndex(outDir, records);
    return `${records.length} records, ${(bytes / 1024).toFixed(0)} KiB raw, ${file}`;
  },
};
