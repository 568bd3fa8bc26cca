/**
 * A search client with the contract of Algolia's lite client (`search`), answered
 * from the embedded index. DocSearch's modal and the /search page both talk to
 * it as they would to Algolia.
 */
import {queryTerms, type FacetFilters, type RankedMatch, type SearchEngine} from './engine';
import {codeLineSnippet, highlight, snippet, type Marked, type Tags} from './highlight';
import type {Hierarchy, SearchManifest, SearchRecord} from './types';
import {SplitSearchEngine, type FetchFile, type SplitDirectory} from './split';
import {MAX_QUERY_LENGTH, QUERY_MEASURE, SEARCH_MANIFEST_PATH, searchFilePath} from './types';
import {LATEST_SCOPE, indexScopeOf} from './indexScope';

export const DEFAULT_HITS_PER_PAGE = 20;

type Params = Record<string, unknown>;

/** One request, in any of the shapes the Algolia clients send. */
type RawRequest =
  ({indexName: string; params?: string | Params} & Params) | {indexName: string; params: string};

export interface LocalHit extends SearchRecord {
  _highlightResult: {
    hierarchy: Record<keyof Hierarchy, Marked>;
    content?: Marked;
  };
  _snippetResult: {
    hierarchy: Record<keyof Hierarchy, Marked>;
    content?: Marked;
  };
}

export interface LocalSearchResponse {
  hits: LocalHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  exhaustiveNbHits: true;
  query: string;
  params: string;
  index: string;
  queryID: string;
}

/** Turns a request of any client generation into flat parameters. */
export function normalizeRequest(request: RawRequest): Params & {indexName: string} {
  const {indexName, params, ...rest} = request as {indexName: string; params?: string | Params};
  if (typeof params !== 'string') return {indexName, ...rest, ...params};
  const fromParams: Params = {};
  for (const [key, value] of new URLSearchParams(params)) {
    try {
      fromParams[key] = JSON.parse(value);
    } catch {
      fromParams[key] = value;
    }
  }
  return {indexName, ...rest, ...fromParams};
}

/** "content:10" → 10 words for that attribute. */
function snippetWords(params: Params, attribute: string): number | null {
  const list = params.attributesToSnippet;
  if (!Array.isArray(list)) return null;
  for (const entry of list) {
    const [name, count] = String(entry).split(':');
    if (name === attribute) return Number(count) || 10;
  }
  return null;
}

function randomId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** A request's query, filters and which page of results it asks for. */
interface Asked {
  started: number;
  params: Params & {indexName: string};
  query: string;
  filters: FacetFilters;
  hitsPerPage: number;
  page: number;
}

function asked(request: RawRequest): Asked {
  const params = normalizeRequest(request);
  return {
    started: performance.now(),
    params,
    query: String(params.query ?? '').slice(0, MAX_QUERY_LENGTH),
    filters: {facetFilters: params.facetFilters as (string | string[])[] | undefined},
    hitsPerPage: Number(params.hitsPerPage ?? DEFAULT_HITS_PER_PAGE),
    page: Number(params.page ?? 0),
  };
}

const pageOf = ({page, hitsPerPage}: Asked, results: readonly RankedMatch[]) =>
  results.slice(page * hitsPerPage, (page + 1) * hitsPerPage);

/** A request answered by the engine over records in memory (the MCP server, tests). */
export function answer(engine: SearchEngine, request: RawRequest): LocalSearchResponse {
  const question = asked(request);
  const results = engine.rank(question.query, question.filters);
  return respond(question, results, engine.recordsOf(pageOf(question, results)));
}

/**
 * A request answered by the split index, fetching what it needs: the shards of the query's words,
 * then the texts of the pages shown; once `signal` has aborted it stops, with the signal's reason.
 */
export async function answerFromSplit(
  engine: SplitSearchEngine,
  request: RawRequest,
  signal?: AbortSignal,
): Promise<LocalSearchResponse> {
  const question = asked(request);
  const results = await engine.rank(question.query, question.filters, signal);
  // Fetched even when a newer query has come meanwhile: typed on from this one, it mostly shows
  // the same pages, whose texts are then on the way. But an answer superseded is not given.
  const records = await engine.recordsOf(pageOf(question, results));
  signal?.throwIfAborted();
  return respond(question, results, records);
}

/** The response to a request, in Algolia's shape, from its ranked results and the page's records. */
function respond(
  question: Asked,
  results: readonly RankedMatch[],
  pageRecords: readonly SearchRecord[],
): LocalSearchResponse {
  const {started, params, query, hitsPerPage, page} = question;
  const tags: Tags = {
    pre: String(params.highlightPreTag ?? '<mark>'),
    post: String(params.highlightPostTag ?? '</mark>'),
  };
  const ellipsis = String(params.snippetEllipsisText ?? '…');
  const prefixes = queryTerms(query).slice(-1);
  const pageResults = pageOf(question, results);
  const contentWords = snippetWords(params, 'content');

  const hits = pageResults.map(({terms}, at): LocalHit => {
    const record = pageRecords[at];
    const mark = (text: string) => highlight(text, terms, prefixes, tags);
    // Levels without a heading are left out, as Algolia does: the /search page titles a hit with
    // the deepest level it is given.
    const hierarchyHighlight = Object.fromEntries(
      LEVELS.flatMap((level) => {
        const heading = record.hierarchy[level];
        return heading === null ? [] : [[level, mark(heading)]];
      }),
    ) as Record<keyof Hierarchy, Marked>;
    // Like Algolia, no content entries for records without content (headings): the /search page
    // would otherwise show an empty summary. DocSearch falls back to the raw attribute when a
    // snippet is missing, so records WITH content always carry their escaped snippet.
    const {content} = record;
    if (content === null) {
      return {
        ...record,
        _highlightResult: {hierarchy: hierarchyHighlight},
        _snippetResult: {hierarchy: hierarchyHighlight},
      };
    }
    // A record of code lines shows the line that matched (highlighted), not its first words.
    const contentSnippet = record.code
      ? codeLineSnippet(content, terms, prefixes, contentWords ?? Infinity, tags, ellipsis)
      : contentWords
        ? snippet(content, terms, prefixes, contentWords, tags, ellipsis)
        : mark(content);
    return {
      ...record,
      _highlightResult: {hierarchy: hierarchyHighlight, content: mark(content)},
      _snippetResult: {hierarchy: hierarchyHighlight, content: contentSnippet},
    };
  });

  return {
    hits,
    nbHits: results.length,
    page,
    nbPages: Math.ceil(results.length / hitsPerPage),
    hitsPerPage,
    processingTimeMS: Math.round(performance.now() - started),
    exhaustiveNbHits: true,
    query,
    params: new URLSearchParams({query}).toString(),
    index: params.indexName,
    queryID: randomId(),
  };
}

/** A docs version's split index: its directory and how to fetch the files it names. */
export interface LoadedIndex {
  directory: SplitDirectory;
  fetchFile: FetchFile;
}

/** Loads the index of one docs version (src/lib/search/indexScope.ts). */
export type IndexLoader = (scope: string) => Promise<LoadedIndex>;

async function fetchJson(path: string, what: string, init?: RequestInit): Promise<unknown> {
  const response = await fetch(path, init);
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status}`);
  return response.json();
}

/**
 * Fetches the manifest (always revalidated), then the content-hashed directory it names for the
 * scope, Latest's when it names none for it (a version the manifest does not know).
 */
export const fetchIndex: IndexLoader = async (scope) => {
  const manifest = (await fetchJson(SEARCH_MANIFEST_PATH, 'Search manifest', {
    cache: 'no-cache',
  })) as SearchManifest;
  const directory = await fetchJson(
    manifest.scopes?.[scope]?.index ?? manifest.index,
    'Search index',
  );
  return {
    directory: directory as SplitDirectory,
    fetchFile: (name) => fetchJson(searchFilePath(name), 'Search index'),
  };
};

/** The docs version whose index answers a batch: the one its first request's filters name. */
export function scopeOfRequests(input: RawRequest[] | {requests: RawRequest[]}): string {
  const [first] = Array.isArray(input) ? input : input.requests;
  return indexScopeOf(first ? normalizeRequest(first).facetFilters : undefined);
}

export interface LocalSearchClient {
  /**
   * Answers a batch of requests. `signal` aborts it once its answer is no longer wanted (a newer
   * query came): it stops before fetching what it would have needed next, with the signal's
   * reason.
   */
  search: (
    requests: RawRequest[] | {requests: RawRequest[]},
    signal?: AbortSignal,
  ) => Promise<{results: LocalSearchResponse[]}>;
  /**
   * Loads the index of a docs version (Latest unless named) ahead of the first query, e.g. when
   * the page is idle or the reader points at the search button: its directory and the postings
   * of its headings.
   */
  preload: (scope?: string) => Promise<void>;
  addAlgoliaAgent: (segment: string, version?: string) => void;
  transporter: {algoliaAgent: {value: string; add: () => unknown}};
  clearCache: () => Promise<void>;
}

/**
 * DocSearch shows its "Unable to fetch results" screen only for Algolia's RetryError (every host
 * unreachable), which is what an index that cannot load amounts to.
 */
function unreachable(error: unknown): Error {
  const failure = new Error(`Search index unavailable: ${String(error)}`, {cause: error});
  failure.name = 'RetryError';
  return failure;
}

export function createLocalSearchClient(loadIndex: IndexLoader = fetchIndex): LocalSearchClient {
  // One engine per docs version, made the first time a search or preload asks for it.
  const engines = new Map<string, Promise<SplitSearchEngine>>();
  // A failed load is forgotten, so the next query tries again.
  const getEngine = (scope: string) => {
    let engine = engines.get(scope);
    if (!engine) {
      engine = loadIndex(scope)
        .then(({directory, fetchFile}) => new SplitSearchEngine(directory, fetchFile))
        .catch((error: unknown) => {
          engines.delete(scope);
          throw unreachable(error);
        });
      engines.set(scope, engine);
    }
    return engine;
  };
  const agent = {value: 'nillion-portal-local-search', add: () => agent};
  return {
    async search(input, signal) {
      const requests = Array.isArray(input) ? input : input.requests;
      const loaded = await getEngine(scopeOfRequests(requests));
      const started = performance.now();
      const results = await Promise.all(
        requests.map((request) => answerFromSplit(loaded, request, signal)),
      ).catch((error: unknown) => {
        // Stopped for a newer query: not a failure of the index.
        if (signal?.aborted) throw signal.reason;
        throw unreachable(error);
      });
      performance.measure?.(QUERY_MEASURE, {start: started, end: performance.now()});
      return {results};
    },
    async preload(scope = LATEST_SCOPE) {
      await getEngine(scope)
        .then((engine) => {
          engine.prepare();
          return engine.loadHeadings();
        })
        .catch(() => undefined);
    },
    addAlgoliaAgent: () => undefined,
    transporter: {algoliaAgent: agent},
    clearCache: async () => undefined,
  };
}
