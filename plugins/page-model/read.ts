/**
 * The one read of a build: every built HTML file is read once, and from that one text come the
 * facts every output needs (its inline scripts' CSP hashes, the classes of its <html>) and, for
 * a content page, its page model: metadata taken from the head and the body handed to the
 * normaliser. Pages that are not content (lists, tags, the home page, redirect stubs) get no
 * model.
 */
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {parseHTML} from 'linkedom';
import {builtFilesOfRoute, routeOfBuiltFile} from '../../src/lib/routes';
import {sectionOfPage} from '../../src/lib/sections';
import {cspHashOf, inlineScriptsOf, pageKindOf, readablePart, withEndTags} from './html';
import {
  headingsOf,
  type Block,
  type PageModel,
  type PageType,
} from '../../src/lib/page-model/model';
import {operationBlocks, type ApiOperation} from './openapi';
import {articleBodyOf, normaliseContent, titleOf} from '../../src/lib/page-model/normalise';
import {pageKey, type PageModelCache} from './cache';
import {readInThreads, type ReadJob} from './read-pool';

/** The file a content page was written to: with trailingSlash: false, the first candidate. */
export function builtFileOf(outDir: string, route: string): string {
  return path.join(outDir, builtFilesOfRoute(route)[0]);
}

/**
 * An API operation page's blocks: what the page says before its Request section (summary,
 * endpoint, description), then the Request and Responses sections written from the operation
 * itself (openapi.ts) rather than read from the theme's rendering of it.
 */
function withOperation(blocks: Block[], operation: ApiOperation): Block[] {
  const request = blocks.findIndex((block) => block.type === 'heading' && block.id === 'request');
  return [...(request === -1 ? blocks : blocks.slice(0, request)), ...operationBlocks(operation)];
}

/**
 * Reads one built page; null for pages that are not content. `operation` is the OpenAPI
 * operation the page documents, for API operation pages.
 */
export function readPageModel(
  html: string,
  route: string,
  siteUrl: string,
  operation?: ApiOperation,
): PageModel | null {
  return readReadablePart(readablePart(html), route, siteUrl, operation);
}

/**
 * readPageModel of a page already cut to its readable part (html.ts): readBuiltPages cuts each
 * page once, for its cache key, and reads that.
 */
export function readReadablePart(
  readable: string,
  route: string,
  siteUrl: string,
  operation?: ApiOperation,
): PageModel | null {
  const type = pageKindOf(readable);
  const {document} = parseHTML(withEndTags(readable));
  const body = articleBodyOf(document);
  if (!type || !body) return null;
  const section = sectionOfPage(route);

  const meta = (name: string) =>
    document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? '';
  const read = normaliseContent(body);
  const blocks = type === 'api' && operation ? withOperation(read, operation) : read;
  return {
    route,
    url: `${siteUrl}${route}`,
    type,
    section,
    title:
      titleOf(document) ||
      document.querySelector('meta[property="og:title"]')?.getAttribute('content') ||
      '',
    description: meta('description'),
    language: meta('docsearch:language') || document.documentElement.getAttribute('lang') || 'en',
    searchTags: (meta('docsearch:docusaurus_tag') || 'default').split(',').filter(Boolean),
    headings: headingsOf(blocks),
    blocks,
  };
}

/** Below this many pages to read, threads cost more to start than they save. */
export const THREADS_FROM_PAGES = 100;

/** An HTML file of the build, as the one read found it. */
export interface BuiltHtmlFile {
  /** Its path in the build, with `/` separators: `build/quickstart.html`. */
  file: string;
  /** The path it is served at (routes.ts routeOfBuiltFile). */
  served: string;
  /** Which kind of content page it is, from its `<html>` classes (html.ts); null if none. */
  kind: PageType | null;
  /** The CSP source expression of each inline script it runs. */
  inlineScriptHashes: readonly string[];
}

/** A build as read once: every HTML file, and the model of every content page. */
export interface ReadBuild {
  outDir: string;
  /** Every HTML file, sorted by path (`x.html` before `x/index.html`). */
  files: BuiltHtmlFile[];
  /** The content pages, in route order. */
  pages: PageModel[];
}

async function htmlFilesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/**
 * Reads every HTML file of a build once. A file that is the built page of one of `routes` is
 * read into its page model, in route order; with a cache, a page whose readable part and inputs
 * are those of a page read before is not read again (cache.ts). With `threads` above one and at
 * least THREADS_FROM_PAGES pages to read, they are read in that many worker threads
 * (read-pool.ts).
 */
export async function readBuild(
  outDir: string,
  routes: readonly string[],
  siteUrl: string,
  apiOperations: ReadonlyMap<string, ApiOperation> = new Map(),
  cache?: PageModelCache,
  {threads = 1}: {threads?: number} = {},
): Promise<ReadBuild> {
  // The file each route was written to, with trailingSlash: false the first candidate.
  const routeOfFile = new Map(
    [...new Set(routes)].map((route) => [path.normalize(builtFilesOfRoute(route)[0]!), route]),
  );
  const files: BuiltHtmlFile[] = [];
  const found: {job: ReadJob; key?: string; page: PageModel | null | undefined}[] = [];
  // Sorted so that `x.html` comes before `x/index.html` (`.` sorts before `/`).
  // Stryker disable next-line MethodExpression: Node lists a directory tree breadth first, which puts x.html before x/index.html too
  for (const file of (await htmlFilesUnder(outDir)).sort()) {
    const html = await readFile(path.join(outDir, file), 'utf8');
    files.push({
      file: file.split(path.sep).join('/'),
      served: routeOfBuiltFile(file),
      kind: pageKindOf(html),
      inlineScriptHashes: [...new Set(inlineScriptsOf(html).map(cspHashOf))],
    });
    const route = routeOfFile.get(path.normalize(file));
    if (route === undefined) continue;
    const operation = apiOperations.get(route);
    // Keyed by what the model is read from: the rest of the page changes on every build.
    const readable = readablePart(html);
    const key = cache && pageKey(readable, route, siteUrl, operation);
    found.push({
      job: {readable, route, siteUrl, operation},
      key,
      page: key ? cache.get(key) : undefined,
    });
  }
  found.sort((a, b) => (a.job.route < b.job.route ? -1 : a.job.route > b.job.route ? 1 : 0));
  const toRead = found.filter((entry) => entry.page === undefined);
  const models =
    threads > 1 && toRead.length >= THREADS_FROM_PAGES
      ? await readInThreads(
          toRead.map((entry) => entry.job),
          threads,
        )
      : toRead.map(({job}) =>
          readReadablePart(job.readable, job.route, job.siteUrl, job.operation),
        );
  toRead.forEach((entry, at) => {
    entry.page = models[at]!;
    if (entry.key) cache!.set(entry.key, entry.page);
  });
  return {outDir, files, pages: found.flatMap((entry) => (entry.page ? [entry.page] : []))};
}
