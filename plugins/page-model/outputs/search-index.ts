/**
 * The embedded search index as an output of the page model: one build/search/index.<hash>.json
 * per docs version (content hashed, cacheable for ever; src/lib/search/indexScope.ts) and
 * build/search/manifest.json (tiny, revalidated) naming them; and the reader of those files
 * (hosted-search upload, relevance checks, benchmarks).
 */
import {createHash} from 'node:crypto';
import {mkdir, readFile, stat, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {
  SEARCH_MANIFEST_PATH,
  type SearchIndexEntry,
  type SearchIndexFile,
  type SearchManifest,
  type SearchRecord,
} from '../../../src/lib/search/types';
import {compactIndex, expandIndex} from '../../../src/lib/search/compact';
import {LATEST_SCOPE, inScope, versionOfDocsTag} from '../../../src/lib/search/indexScope';
import type {PageOutput} from '../index';
import {searchRecordsOf} from './search-records';

/** Writes one index file, named by the hash of its contents. */
async function writeIndexFile(outDir: string, records: SearchRecord[]): Promise<SearchIndexEntry> {
  const body = JSON.stringify(compactIndex(records));
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 12);
  await mkdir(path.join(outDir, 'search'), {recursive: true});
  const index = `/search/index.${hash}.json`;
  await writeFile(path.join(outDir, index), body);
  return {index, records: records.length};
}

/**
 * The docs versions the records belong to: every `docs-default-<version>` tag, Latest's first
 * (Latest has an index even where no record names it).
 */
export function scopesOf(records: readonly SearchRecord[]): string[] {
  const versions = records
    .flatMap((record) => record.docusaurus_tag)
    .map(versionOfDocsTag)
    .filter((version): version is string => version !== null);
  return [...new Set([LATEST_SCOPE, ...versions])];
}

/**
 * Writes one index per docs version (that version's docs and every page outside the docs) and
 * the manifest naming them.
 */
export async function writeSearchIndex(
  outDir: string,
  records: SearchRecord[],
): Promise<SearchManifest> {
  const scopes: Record<string, SearchIndexEntry> = {};
  for (const scope of scopesOf(records)) {
    scopes[scope] = await writeIndexFile(
      outDir,
      records.filter((record) => inScope(record.docusaurus_tag, scope)),
    );
  }
  const manifest: SearchManifest = {...scopes[LATEST_SCOPE], scopes};
  await writeFile(path.join(outDir, SEARCH_MANIFEST_PATH), JSON.stringify(manifest));
  return manifest;
}

/**
 * The records of a build's embedded index for one docs version (Latest unless named):
 * build/search/manifest.json names the file.
 */
export async function readBuiltRecords(
  buildDir: string,
  scope: string = LATEST_SCOPE,
): Promise<SearchRecord[]> {
  const manifest = JSON.parse(
    await readFile(path.join(buildDir, SEARCH_MANIFEST_PATH), 'utf8'),
  ) as SearchManifest;
  const entry = manifest.scopes?.[scope];
  if (!entry) throw new Error(`The search manifest of ${buildDir} has no index for "${scope}"`);
  const index = JSON.parse(
    await readFile(path.join(buildDir, entry.index), 'utf8'),
  ) as SearchIndexFile;
  return expandIndex(index);
}

/**
 * Every record of a build's embedded indexes, each once: what the hosted index holds, where
 * DocSearch's version filter does what the per-version files do here.
 */
export async function readAllBuiltRecords(buildDir: string): Promise<SearchRecord[]> {
  const manifest = JSON.parse(
    await readFile(path.join(buildDir, SEARCH_MANIFEST_PATH), 'utf8'),
  ) as SearchManifest;
  const byId = new Map<string, SearchRecord>();
  for (const scope of Object.keys(manifest.scopes)) {
    for (const record of await readBuiltRecords(buildDir, scope)) byId.set(record.objectID, record);
  }
  return [...byId.values()];
}

export const searchIndexOutput: PageOutput = {
  name: 'Search index',
  async write(pages, outDir) {
    const manifest = await writeSearchIndex(outDir, pages.flatMap(searchRecordsOf));
    const kib = async (file: string) =>
      ((await stat(path.join(outDir, file))).size / 1024).toFixed(0);
    const lines = await Promise.all(
      Object.entries(manifest.scopes).map(
        async ([scope, {index, records}]) =>
          `${scope}: ${records} records, ${await kib(index)} KiB raw, ${index}`,
      ),
    );
    return lines.join('; ');
  },
};
