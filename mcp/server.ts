/**
 * The docs MCP server: the portal's search, pages and API reference as tools
 * and resources an assistant can use. Search runs the site's own engine and
 * ranking over the site's own index; pages are the site's `.md` exports, byte
 * for byte; API operations come from the OpenAPI documents the reference is
 * generated from. Bad input is a tool error with a message, never a crash.
 */
import {McpServer, ResourceTemplate} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {z} from 'zod';
import {SearchEngine} from '../src/lib/search/engine';
import {answer} from '../src/lib/search/local';
import {markedText} from '../src/lib/search/highlight';
import {MAX_QUERY_LENGTH} from '../src/lib/search/types';
import type {ApiCatalogue} from './api-operations';
import {LLMS_TXT_PATH, type DocsPage, type DocsSource} from './docs-source';
import {markdownPathOf} from '../src/lib/routes';
import {LATEST_SCOPE, inScope} from '../src/lib/search/indexScope';
import {DOCS_VERSIONS, LATEST, type DocsVersion} from '../config/versions';
import {SegmentedCache} from '../src/lib/search/boundedCache';

export const SERVER_NAME = 'nillion-docs';
/** The tools createDocsServer registers. */
export const TOOL_NAMES = [
  'search_docs',
  'read_page',
  'list_api_operations',
  'get_api_operation',
] as const;
/** A name of TOOL_NAMES: registering a tool under any other name is a type error. */
const toolName = (name: (typeof TOOL_NAMES)[number]) => name;

/** Pages a search returns unless asked for fewer or more. */
const DEFAULT_PAGES = 5;
const MAX_PAGES = 25;
/** Sections returned for each page: its best two, so five pages fill about what eight hits did. */
const HITS_PER_PAGE = 2;
/** Words of body text around the first match shown for a hit. */
const SNIPPET_WORDS = 30;
/** The site's one locale (docusaurus.config.ts `i18n`), every record's language. */
const LANGUAGE = 'en';

export interface SearchHit {
  title: string;
  /** The label of the docs version the page belongs to (Latest for API and articles). */
  version: string;
  /** Headings from the page title down to the matching section. */
  headings: string[];
  section: string;
  url: string;
  snippet: string;
}

const failure = (message: string): CallToolResult => ({
  isError: true,
  content: [{type: 'text', text: message}],
});

/** Client text quoted in a message: JSON-escaped (no control characters) and cut short. */
function quoted(text: string): string {
  return JSON.stringify(text.length > 100 ? `${text.slice(0, 100)}…` : text);
}

const LEVELS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/**
 * The site's search for `query`, optionally in one section (its exact name): the best `limit`
 * pages, best first, each with its best sections, as the site's search lists them. Only the hits
 * returned are snippeted: the section is a facet filter of the engine, not a filter of a long
 * result list afterwards.
 */
export function searchDocs(
  engine: SearchEngine,
  query: string,
  {
    section,
    limit = DEFAULT_PAGES,
    version = LATEST,
  }: {section?: string; limit?: number; version?: DocsVersion} = {},
): SearchHit[] {
  const {found} = answer(engine, {
    query,
    language: LANGUAGE,
    // The engine holds one docs version's records already: any tag.
    tags: [],
    ...(section && {sections: [section]}),
    snippetWords: SNIPPET_WORDS,
    pagesPerResult: limit,
    hitsPerSitePage: HITS_PER_PAGE,
  });
  return found
    .flatMap(({hits}) => hits)
    .map((hit) => ({
      title: hit.hierarchy.lvl1,
      version: version.label,
      headings: [
        hit.hierarchy.lvl1,
        ...LEVELS.map((level) => hit.hierarchy[level]).filter((h): h is string => !!h),
      ],
      section: hit.hierarchy.lvl0,
      url: hit.url,
      snippet: markedText(hit.snippet ?? ''),
    }));
}

/**
 * The page a URL or route names, among the site's pages only: a full URL (any
 * host: only its path is read), a route, or either with `.md`, `/` or a hash.
 */
export function findPage(
  pages: readonly DocsPage[],
  urlOrRoute: string,
  version?: DocsVersion,
): DocsPage | undefined {
  let route: string;
  try {
    route = new URL(urlOrRoute.trim(), 'https://route.invalid').pathname;
  } catch {
    return undefined;
  }
  route = decodeURIComponent(route)
    .replace(/\.md$/, '')
    .replace(/(?:\/index)?\.html$/, '')
    .replace(/\/+$/, '');
  const found = pages.find((page) => page.route === (route || '/'));
  // A Latest route asked for in an older version: that version's copy of the page, or Latest's
  // page where the version has none (the API reference, articles); the answer names which.
  if (found && version && version !== LATEST && found.version === LATEST) {
    return pages.find((page) => page.route === `/${version.path}${found.route}`) ?? found;
  }
  return found;
}

/**
 * The docs version an assistant names, by its name (`2025`, `current`), its label, or `latest`,
 * in any case; undefined for one the site does not have.
 */
export function versionNamed(name: string): DocsVersion | undefined {
  const wanted = name.trim().toLowerCase();
  return DOCS_VERSIONS.find(
    (version) =>
      version.name.toLowerCase() === wanted ||
      version.label.toLowerCase() === wanted ||
      (version === LATEST && wanted === 'latest'),
  );
}

const VERSION_CHOICES = DOCS_VERSIONS.map(
  (version) =>
    `"${version === LATEST ? 'latest' : version.name}" (${version.label}: ${version.generation})`,
).join(', ');

function searchText(query: string, hits: readonly SearchHit[], version: DocsVersion): string {
  const from = `Docs version: ${version.label}.`;
  if (hits.length === 0) return `${from} No page matches ${quoted(query)}.`;
  return `${from}\n${hits
    .map(
      (hit, index) =>
        `${index + 1}. ${hit.headings.join(' › ')} (${hit.section})\n   ${hit.url}` +
        (hit.snippet ? `\n   ${hit.snippet}` : ''),
    )
    .join('\n')}`;
}

/**
 * Searches the HTTP server remembers by their question. The index does not change while the
 * server runs, so a question asked again has the same answer; a search costs a few milliseconds
 * of the engine's time, the answer about 5 KiB of heap. A question asked once waits among
 * `askedOnce` others; asked again, it joins the `askedAgain` answers, which a flood of questions
 * each asked once cannot push out (SegmentedCache). The bounds keep the memory held under 3 MiB
 * whatever clients send. Over stdio (one assistant, rarely the same question twice) nothing is
 * kept, so `npm run bench:mcp`'s search latency stays the engine's.
 */
export const HTTP_SEARCHES_REMEMBERED: SearchesRemembered = {askedOnce: 200, askedAgain: 400};

export interface SearchesRemembered {
  askedOnce: number;
  askedAgain: number;
}

export interface SearchOptions {
  /** A section's exact name (DocsData.sections). */
  section?: string;
  limit?: number;
  version?: DocsVersion;
}

/** What every server instance reads: loaded once per process, shared by HTTP requests. */
export interface DocsData {
  source: DocsSource;
  /** The sections (search's lvl0 names) the pages belong to, sorted. */
  sections: readonly string[];
  /**
   * The search engine over one docs version's records (that version's docs and every page
   * outside the docs), built on first use (a few hundred ms).
   */
  engine: (version?: DocsVersion) => SearchEngine;
  /** searchDocs over that version's engine; with `searchesRemembered`, a question repeated is answered from memory. */
  search: (query: string, options?: SearchOptions) => readonly SearchHit[];
  api: ApiCatalogue;
}

export function docsData(
  source: DocsSource,
  api: ApiCatalogue,
  {searchesRemembered}: {searchesRemembered?: SearchesRemembered} = {},
): DocsData {
  const engines = new Map<string, SearchEngine>();
  const engine = (version = LATEST) => {
    const scope = version === LATEST ? LATEST_SCOPE : version.name;
    let found = engines.get(scope);
    if (!found) {
      found = new SearchEngine(
        source.records.filter((record) => inScope(record.docusaurus_tag, scope)),
      );
      engines.set(scope, found);
    }
    return found;
  };
  const searches =
    searchesRemembered &&
    new SegmentedCache<string, readonly SearchHit[]>({
      probation: searchesRemembered.askedOnce,
      protected: searchesRemembered.askedAgain,
    });
  return {
    source,
    sections: [...new Set(source.pages.map((page) => page.section))].sort(),
    api,
    engine,
    search: (query, {section, limit = DEFAULT_PAGES, version = LATEST} = {}) => {
      const question = JSON.stringify([version.name, section ?? null, limit, query]);
      const known = searches?.get(question);
      if (known) return known;
      const found = searchDocs(engine(version), query, {section, limit, version});
      // Frozen: one answer is handed to every request that asks the question.
      for (const hit of found) Object.freeze(Object.freeze(hit).headings);
      const hits = Object.freeze(found);
      searches?.set(question, hits);
      return hits;
    },
  };
}

export function createDocsServer({source, sections, search, api: catalogue}: DocsData): McpServer {
  const {apis} = catalogue;
  const pageUrl = (route: string) => `${source.siteUrl}${route}`;
  const server = new McpServer({name: SERVER_NAME, version: '1.0.0'});

  server.registerTool(
    toolName('search_docs'),
    {
      title: 'Search the Nillion docs',
      description: `Searches the Nillion developer docs (guides, API reference, articles) with the site's own search, in one docs version (Latest unless asked). Returns the best matching pages, each with up to ${HITS_PER_PAGE} of its best sections, with title, URL, section, version and a snippet. Sections: ${sections.join(', ')}.`,
      inputSchema: {
        query: z.string().describe(`Words to search for (at most ${MAX_QUERY_LENGTH} characters)`),
        section: z
          .string()
          .optional()
          .describe(`Only this section: ${sections.join(', ')}`),
        limit: z.number().int().min(1).max(MAX_PAGES).optional().describe('Pages to return'),
        version: z
          .string()
          .optional()
          .describe(`Docs version (default latest): ${VERSION_CHOICES}`),
      },
      outputSchema: {
        version: z.string(),
        hits: z.array(
          z.object({
            title: z.string(),
            version: z.string(),
            headings: z.array(z.string()),
            section: z.string(),
            url: z.string(),
            snippet: z.string(),
          }),
        ),
      },
    },
    ({query, section, limit, version: versionName}) => {
      const version = versionName === undefined ? LATEST : versionNamed(versionName);
      if (!version)
        return failure(
          `Unknown docs version ${quoted(versionName!)}. Versions: ${VERSION_CHOICES}.`,
        );
      if (query.trim() === '') return failure('The query is empty: give some words to search for.');
      if (query.length > MAX_QUERY_LENGTH) {
        return failure(
          `The query is ${query.length} characters long; the search takes at most ${MAX_QUERY_LENGTH}.`,
        );
      }
      const sectionName = section
        ? sections.find((name) => name.toLowerCase() === section.trim().toLowerCase())
        : undefined;
      if (section && !sectionName) {
        return failure(`Unknown section ${quoted(section)}. Sections: ${sections.join(', ')}.`);
      }
      const hits = search(query, {section: sectionName, limit, version});
      return {
        content: [{type: 'text', text: searchText(query, hits, version)}],
        structuredContent: {version: version.label, hits},
      };
    },
  );

  server.registerTool(
    toolName('read_page'),
    {
      title: 'Read a docs page as Markdown',
      description:
        "Returns a page of the Nillion docs as Markdown, exactly as the site publishes it at its address plus .md, after a line naming the docs version it belongs to. Accepts a full URL or a route such as /build/quickstart; with a version, a Latest route gives that version's copy of the page.",
      inputSchema: {
        url_or_route: z
          .string()
          .describe('A page URL (https://…) or route (/learn/what-is-nillion)'),
        version: z
          .string()
          .optional()
          .describe(`Docs version (default: the one the URL is in): ${VERSION_CHOICES}`),
      },
    },
    async ({url_or_route: urlOrRoute, version: versionName}) => {
      const version = versionName === undefined ? undefined : versionNamed(versionName);
      if (versionName !== undefined && !version)
        return failure(
          `Unknown docs version ${quoted(versionName!)}. Versions: ${VERSION_CHOICES}.`,
        );
      const page = findPage(source.pages, urlOrRoute, version);
      if (!page) {
        return failure(
          `No page at ${quoted(urlOrRoute)}. Use search_docs to find pages, or one of the routes listed in ${pageUrl(LLMS_TXT_PATH)}.`,
        );
      }
      const markdown = await source.readText(markdownPathOf(page.route));
      if (markdown === null)
        return failure(`${page.url} has no Markdown export in ${source.origin}.`);
      // The page's text stays byte for byte the site's export, in a part of its own.
      return {
        content: [
          {type: 'text', text: `Docs version: ${page.version.label} (${page.version.generation}).`},
          {type: 'text', text: markdown},
        ],
      };
    },
  );

  server.registerTool(
    toolName('list_api_operations'),
    {
      title: 'List API operations',
      description: `Lists the operations of the Nillion APIs documented in the API reference (${apis.join(', ')}): operationId, method, path and summary.`,
      inputSchema: {
        api: z
          .string()
          .optional()
          .describe(`Only this API: ${apis.join(', ')}`),
      },
    },
    ({api}) => {
      if (api && !apis.includes(api))
        return failure(`Unknown API ${quoted(api)}. APIs: ${apis.join(', ')}.`);
      const listed = catalogue
        .operations()
        .filter((operation) => !api || operation.api === api)
        .map(({api: name, operationId, method, path, summary, route}) => ({
          api: name,
          operationId,
          method,
          path,
          summary,
          url: pageUrl(route),
        }));
      const text = listed
        .map((op) => `${op.api} ${op.operationId}: ${op.method} ${op.path} (${op.summary})`)
        .join('\n');
      return {
        content: [{type: 'text', text}],
        structuredContent: {operations: listed},
      };
    },
  );

  server.registerTool(
    toolName('get_api_operation'),
    {
      title: 'Get an API operation',
      description:
        'Returns one operation of the Nillion API reference by operationId: method, path, parameters, request and response schemas, security and server URLs.',
      inputSchema: {operationId: z.string().describe('As listed by list_api_operations')},
    },
    ({operationId}) => {
      const operation = catalogue.operations().find((op) => op.operationId === operationId);
      if (!operation) {
        return failure(`No operation ${quoted(operationId)}. Use list_api_operations to see them.`);
      }
      const result = {...operation, url: pageUrl(operation.route)};
      return {
        content: [{type: 'text', text: JSON.stringify(result, null, 2)}],
        structuredContent: result,
      };
    },
  );

  server.registerResource(
    'llms.txt',
    pageUrl(LLMS_TXT_PATH),
    {
      title: 'llms.txt',
      description: 'Index of every docs page with its Markdown URL',
      mimeType: 'text/plain',
    },
    async (uri) => {
      const text = await source.readText(LLMS_TXT_PATH);
      if (text === null) throw new Error(`${source.origin} has no ${LLMS_TXT_PATH}`);
      return {contents: [{uri: uri.href, mimeType: 'text/plain', text}]};
    },
  );

  server.registerResource(
    'page',
    new ResourceTemplate(`${source.siteUrl}{+route}.md`, {
      list: () => ({
        resources: source.pages.map((page) => ({
          uri: page.markdownUrl,
          name: page.route,
          title: page.title,
          description: `${page.section}: ${page.title}`,
          mimeType: 'text/markdown',
        })),
      }),
    }),
    {title: 'Docs page', description: 'A docs page as Markdown', mimeType: 'text/markdown'},
    async (uri) => {
      const page = findPage(source.pages, uri.href);
      const text = page ? await source.readText(markdownPathOf(page.route)) : null;
      if (!page || text === null) throw new Error(`No page at ${uri.href}`);
      return {contents: [{uri: uri.href, mimeType: 'text/markdown', text}]};
    },
  );

  return server;
}
