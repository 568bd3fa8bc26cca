/**
 * Where the MCP server reads the docs from: a local production build or a
 * deployed site. Either way it reads only what the site publishes, the outputs
 * of the page model: the search index (named by /search/manifest.json: per docs version, the
 * directory of a split index and the chunks of page texts it names), each page's `.md` export
 * and llms.txt. It never extracts content a second way. Every docs version is read; the tools
 * pick one.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {
  SEARCH_MANIFEST_PATH,
  searchFilePath,
  type SearchManifest,
  type SearchRecord,
} from '../src/lib/search/types';
import {allRecordsOf, type SplitDirectory} from '../src/lib/search/split';
import {markdownPathOf} from '../src/lib/routes';
import {versionOfRoute, type DocsVersion} from '../config/versions';

export const LLMS_TXT_PATH = '/llms.txt';

export interface DocsPage {
  /** Route, e.g. `/learn/what-is-nillion`. */
  route: string;
  /** Absolute URL of the page on the site. */
  url: string;
  /** Absolute URL of its Markdown export. */
  markdownUrl: string;
  title: string;
  section: string;
  /** The docs version the page belongs to (config/versions.ts): Latest for API and articles. */
  version: DocsVersion;
}

export interface DocsSource {
  /** Where the pages live, e.g. `https://docs.nillion.com` (from the index's URLs). */
  siteUrl: string;
  /** What was given: a build folder or a site URL, for messages. */
  origin: string;
  /** Every record of every docs version's index, each once. */
  records: SearchRecord[];
  pages: DocsPage[];
  /** A published text file by its path on the site (`/learn/x.md`), or null when there is none. */
  readText: (sitePath: string) => Promise<string | null>;
}

/** Reads a published file of the site by path: from a build folder or over HTTP. */
export type TextReader = (sitePath: string) => Promise<string | null>;

function buildReader(buildDir: string): TextReader {
  const root = path.resolve(buildDir);
  return async (sitePath) => {
    const file = path.resolve(root, `.${sitePath}`);
    // Only files inside the build: a path that climbs out of it is not a page.
    if (file !== root && !file.startsWith(root + path.sep)) return null;
    return existsSync(file) ? readFileSync(file, 'utf8') : null;
  };
}

function siteReader(siteUrl: string): TextReader {
  return async (sitePath) => {
    const response = await fetch(new URL(sitePath, siteUrl), {signal: AbortSignal.timeout(15_000)});
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`${siteUrl}${sitePath} answered HTTP ${response.status}`);
    return response.text();
  };
}

/** One page per route of the index, with its title and section. */
function pagesOf(records: readonly SearchRecord[]): DocsPage[] {
  const pages = new Map<string, DocsPage>();
  for (const record of records) {
    const url = record.url_without_anchor;
    if (pages.has(url)) continue;
    const route = new URL(url).pathname;
    pages.set(url, {
      route,
      url,
      markdownUrl: markdownPathOf(url),
      title: record.hierarchy.lvl1,
      section: record.hierarchy.lvl0,
      version: versionOfRoute(route),
    });
  }
  return [...pages.values()].sort((a, b) => a.route.localeCompare(b.route));
}

/**
 * A reader that keeps what it read of the given paths: each page's Markdown and llms.txt, which
 * `read_page` would otherwise read from the build (or fetch from the site) on every call, 17% of
 * its CPU under load. The index is read once when the server starts, so answering from memory also
 * keeps every page in step with the index it was found in. Only the named paths are kept, so memory
 * is bounded by the site (about 1.5 MB of Markdown), whatever clients ask; a failed read is not kept.
 */
export function rememberingReader(readText: TextReader, paths: ReadonlySet<string>): TextReader {
  const texts = new Map<string, Promise<string | null>>();
  return (sitePath) => {
    if (!paths.has(sitePath)) return readText(sitePath);
    let text = texts.get(sitePath);
    if (!text) {
      text = readText(sitePath);
      texts.set(sitePath, text);
      text.catch(() => texts.delete(sitePath));
    }
    return text;
  };
}

async function load(origin: string, readText: TextReader): Promise<DocsSource> {
  const manifestText = await readText(SEARCH_MANIFEST_PATH);
  if (manifestText === null) {
    throw new Error(
      `${origin} has no ${SEARCH_MANIFEST_PATH}: give a production build of the portal (npm run build) or its URL`,
    );
  }
  const manifest = JSON.parse(manifestText) as SearchManifest;
  // Each docs version's index; a page outside the docs is in all of them, and kept once.
  const byId = new Map<string, SearchRecord>();
  const readJson = async (file: string): Promise<unknown> => {
    const text = await readText(file);
    if (text === null) throw new Error(`${origin} names ${file}, which is missing`);
    return JSON.parse(text);
  };
  for (const {index} of Object.values(manifest.scopes ?? {current: manifest})) {
    const directory = (await readJson(index)) as SplitDirectory;
    for (const record of await allRecordsOf(directory, (hash) => readJson(searchFilePath(hash)))) {
      byId.set(record.objectID, record);
    }
  }
  const records = [...byId.values()];
  if (records.length === 0) throw new Error(`${origin}: the search index is empty`);
  const siteUrl = new URL(records[0]!.url).origin;
  const pages = pagesOf(records);
  const published = new Set([LLMS_TXT_PATH, ...pages.map((page) => markdownPathOf(page.route))]);
  return {siteUrl, origin, records, pages, readText: rememberingReader(readText, published)};
}

export function docsFromBuild(buildDir: string): Promise<DocsSource> {
  if (!existsSync(buildDir)) {
    return Promise.reject(new Error(`${buildDir} does not exist: run npm run build first`));
  }
  return load(buildDir, buildReader(buildDir));
}

export function docsFromSite(siteUrl: string): Promise<DocsSource> {
  const url = new URL(siteUrl);
  if (url.protocol !== 'https:' && !['localhost', '127.0.0.1'].includes(url.hostname)) {
    return Promise.reject(new Error(`--site must be an https:// URL (http only for localhost)`));
  }
  return load(url.origin, siteReader(url.origin));
}
