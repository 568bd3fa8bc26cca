/**
 * The embedded search index as an output of the page model: a split index (src/lib/search/split.ts)
 * per docs version, every file of it named by its contents' hash (build/search/index.<hash>.json,
 * cacheable for ever; src/lib/search/indexScope.ts), and build/search/manifest.json (tiny,
 * revalidated) naming each version's directory; and the reader of those files (hosted-search
 * upload, relevance checks, benchmarks).
 */
import {createHash} from 'node:crypto';
import {mkdir, readFile, stat, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {
  SEARCH_MANIFEST_PATH,
  searchFilePath,
  type SearchIndexEntry,
  type SearchManifest,
  type SearchRecord,
} from '../../../src/lib/search/types';
import {
  SplitSearchEngine,
  allRecordsOf,
  splitIndex,
  type SplitDirectory,
  type SplitFiles,
} from '../../../src/lib/search/split';
import {LATEST_SCOPE, inScope, versionOfDocsTag} from '../../../src/lib/search/indexScope';
import type {PageOutput} from '../index';
import {searchRecordsOf} from './search-records';

/** A file's name in the split index: the first 12 hex digits of its contents' SHA-256. */
export const contentHash = (body: string): string =>
  createHash('sha256').update(body).digest('hex').slice(0, 12);

/** The site's origin, as the records' URLs give it. */
const originOf = (records: readonly SearchRecord[]): string =>
  records.length > 0 ? new URL(records[0].url_without_anchor).origin : '';

/** The split index of one scope's records, in memory. */
export function splitScope(records: readonly SearchRecord[]): SplitFiles {
  return splitIndex(records, originOf(records), contentHash);
}

/** Writes one scope's split index; the entry names its directory. */
async function writeScope(outDir: string, records: SearchRecord[]): Promise<SearchIndexEntry> {
  const {directory, files} = splitScope(records);
  const directoryBody = JSON.stringify(directory);
  files.set(contentHash(directoryBody), directoryBody);
  await mkdir(path.join(outDir, 'search'), {recursive: true});
  for (const [hash, body] of files) {
    await writeFile(path.join(outDir, searchFilePath(hash)), body);
  }
  return {index: searchFilePath(contentHash(directoryBody)), records: records.length};
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
    scopes[scope] = await writeScope(
      outDir,
      records.filter((record) => inScope(record.docusaurus_tag, scope)),
    );
  }
  const manifest: SearchManifest = {...scopes[LATEST_SCOPE], scopes};
  await writeFile(path.join(outDir, SEARCH_MANIFEST_PATH), JSON.stringify(manifest));
  return manifest;
}

const readJson = async (buildDir: string, file: string): Promise<unknown> =>
  JSON.parse(await readFile(path.join(buildDir, file), 'utf8'));

/** The directory of a build's split index for one docs version, as the manifest names it. */
async function readBuiltDirectory(buildDir: string, scope: string): Promise<SplitDirectory> {
  const manifest = (await readJson(buildDir, SEARCH_MANIFEST_PATH)) as SearchManifest;
  const entry = manifest.scopes?.[scope];
  if (!entry) throw new Error(`The search manifest of ${buildDir} has no index for "${scope}"`);
  return (await readJson(buildDir, entry.index)) as SplitDirectory;
}

/** Reads a file of a build's split index by the name its directory gives it. */
const builtFileReader = (buildDir: string) => (hash: string) =>
  readJson(buildDir, searchFilePath(hash));

/**
 * The records of a build's embedded index for one docs version (Latest unless named), read from
 * its pages' texts: build/search/manifest.json names the directory that names them.
 */
export async function readBuiltRecords(
  buildDir: string,
  scope: string = LATEST_SCOPE,
): Promise<SearchRecord[]> {
  return allRecordsOf(await readBuiltDirectory(buildDir, scope), builtFileReader(buildDir));
}

/**
 * A build's split index for one docs version, as the browser's engine reads it (files from disk
 * in place of fetches): what checks of the shipped index search with.
 */
export async function openBuiltSplitIndex(
  buildDir: string,
  scope: string = LATEST_SCOPE,
): Promise<SplitSearchEngine> {
  return new SplitSearchEngine(
    await readBuiltDirectory(buildDir, scope),
    builtFileReader(buildDir),
  );
}

/**
 * Every record of a build's embedded indexes, each once: what the hosted index holds, where
 * DocSearch's version filter does what the per-version files do here.
 */
export async function readAllBuiltRecords(buildDir: string): Promise<SearchRecord[]> {
  const manifest = (await readJson(buildDir, SEARCH_MANIFEST_PATH)) as SearchManifest;
  const byId = new Map<string, SearchRecord>();
  for (const scope of Object.keys(manifest.scopes)) {
    for (const record of await readBuiltRecords(buildDir, scope)) byId.set(record.objectID, record);
  }
  return [...byId.values()];
}

/** A scope's files as the build log reports them: the directory, and the files it names. */
async function describeScope(outDir: string, scope: string, entry: SearchIndexEntry) {
  const kib = (bytes: number) => (bytes / 1024).toFixed(0);
  const size = async (file: string) => (await stat(path.join(outDir, file))).size;
  const directory = (await readJson(outDir, entry.index)) as SplitDirectory;
  const named = new Set([
    ...[...directory.headingShards, ...directory.bodyShards].map(([, file]) => file),
    ...directory.textChunks,
  ]);
  const sizes = await Promise.all([...named].map((hash) => size(searchFilePath(hash))));
  const total = sizes.reduce((sum, bytes) => sum + bytes, 0);
  return (
    `${scope}: ${entry.records} records, directory ${kib(await size(entry.index))} KiB ` +
    `and ${named.size} files of ${kib(total)} KiB raw, ${entry.index}`
  );
}

export const searchIndexOutput: PageOutput = {
  name: 'Search index',
  async write({pages, outDir}) {
    const manifest = await writeSearchIndex(outDir, pages.flatMap(searchRecordsOf));
    const lines = await Promise.all(
      Object.entries(manifest.scopes).map(([scope, entry]) => describeScope(outDir, scope, entry)),
    );
    return lines.join('; ');
  },
};
