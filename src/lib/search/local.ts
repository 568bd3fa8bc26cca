/**
 * The embedded index as a `SearchClient` (client.ts): the engine (engine.ts over records in
 * memory, split.ts over the files of a docs version's split index) answers a `SearchQuery` with
 * `SearchResults`, highlighted and snippeted by highlight.ts. In the browser it runs in the search
 * worker (searchWorker.ts); the MCP server and the build's tools call `answer` in memory.
 */
import {
  DEFAULT_HITS_PER_SITE_PAGE,
  DEFAULT_PAGES_PER_RESULT,
  SearchUnavailableError,
  type SearchClient,
  type SearchHit,
  type SearchQuery,
  type SearchResults,
} from './client';
import {queryTerms, type FacetFilters, type RankedMatch, type SearchEngine} from './engine';
import {facetFiltersOf} from './facetFilters';
import {codeLineSnippet, highlight, snippet, type Tags} from './highlight';
import {indexScopeOf} from './indexScope';
import {groupByPage, type PageGroup} from './pageGroups';
import {SplitSearchEngine, type FetchFile, type SplitDirectory} from './split';
import {
  MAX_QUERY_LENGTH,
  QUERY_MEASURE,
  SEARCH_MANIFEST_PATH,
  searchFilePath,
  type SearchManifest,
  type SearchRecord,
} from './types';

const MARK: Tags = {pre: '<mark>', post: '</mark>'};
const ELLIPSIS = '…';
const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** A query as the engine takes it: its text within the limit, its filters, its page. */
interface Question {
  text: string;
  filters: FacetFilters;
  page: number;
  pagesPerResult: number;
  hitsPerSitePage: number;
  snippetWords: number | undefined;
}

function questionOf(query: SearchQuery): Question {
  return {
    text: query.query.slice(0, MAX_QUERY_LENGTH),
    filters: {facetFilters: facetFiltersOf(query)},
    page: query.page ?? 0,
    pagesPerResult: query.pagesPerResult ?? DEFAULT_PAGES_PER_RESULT,
    hitsPerSitePage: query.hitsPerSitePage ?? DEFAULT_HITS_PER_SITE_PAGE,
    snippetWords: query.snippetWords,
  };
}

/** The ranked matches by page of the site, and the pages on the question's page of results. */
function groupsOf(question: Question, ranked: readonly RankedMatch[]) {
  const all = groupByPage(ranked, ({page}) => page, question.hitsPerSitePage);
  const {page, pagesPerResult} = question;
  return {all, shown: all.slice(page * pagesPerResult, (page + 1) * pagesPerResult)};
}

/** The matches of the pages shown, in the order they are shown: the records to fetch. */
const matchesOf = (shown: readonly PageGroup<RankedMatch>[]) => shown.flatMap(({items}) => items);

/**
 * A record as a hit: every heading it has marked where the query matched, and its text as a
 * snippet (a record of code lines: the line that matched). The last word typed is a prefix.
 */
function hitOf(
  record: SearchRecord,
  terms: readonly string[],
  prefixes: readonly string[],
  words: number | undefined,
): SearchHit {
  const mark = (text: string) => highlight(text, terms, prefixes, MARK).value;
  // Cut like the text, as Algolia cuts the headings it is asked to snippet.
  const markHeading = words
    ? (text: string) => snippet(text, terms, prefixes, words, MARK, ELLIPSIS).value
    : mark;
  const headings: SearchHit['headings'] = {};
  for (const level of LEVELS) {
    const heading = record.hierarchy[level];
    if (heading !== null) headings[level] = markHeading(heading);
  }
  const {content} = record;
  let text: string | null = null;
  if (content !== null) {
    if (record.code)
      text = codeLineSnippet(content, terms, prefixes, words ?? Infinity, MARK, ELLIPSIS).value;
    else if (words) text = snippet(content, terms, prefixes, words, MARK, ELLIPSIS).value;
    else text = mark(content);
  }
  return {
    id: record.objectID,
    url: record.url,
    type: record.type,
    hierarchy: record.hierarchy,
    headings,
    snippet: text,
    code: record.code === true,
  };
}

function resultsOf(
  question: Question,
  {all, shown}: ReturnType<typeof groupsOf>,
  shownRecords: readonly SearchRecord[],
): SearchResults {
  const prefixes = queryTerms(question.text).slice(-1);
  let at = 0;
  return {
    query: question.text,
    found: shown.map(({page, items}) => ({
      url: page,
      hits: items.map(({terms}) =>
        hitOf(shownRecords[at++], terms, prefixes, question.snippetWords),
      ),
    })),
    total: all.length,
    page: question.page,
    pages: Math.ceil(all.length / question.pagesPerResult),
  };
}

/** A query answered by the engine over records in memory (the MCP server, the build's tools). */
export function answer(engine: SearchEngine, query: SearchQuery): SearchResults {
  const question = questionOf(query);
  const groups = groupsOf(question, engine.rank(question.text, question.filters));
  return resultsOf(question, groups, engine.recordsOf(matchesOf(groups.shown)));
}

/**
 * A query answered by the split index, fetching what it needs: the shards of the query's words,
 * then the texts of the hits shown; once `signal` has aborted it stops, with the signal's reason.
 */
export async function answerFromSplit(
  engine: SplitSearchEngine,
  query: SearchQuery,
  signal?: AbortSignal,
): Promise<SearchResults> {
  const question = questionOf(query);
  const groups = groupsOf(question, await engine.rank(question.text, question.filters, signal));
  // Fetched even when a newer query has come meanwhile: typed on from this one, it mostly shows
  // the same pages, whose texts are then on the way. But an answer superseded is not given.
  const records = await engine.recordsOf(matchesOf(groups.shown));
  signal?.throwIfAborted();
  return resultsOf(question, groups, records);
}

/** A docs version's split index: its directory and how to fetch the files it names. */
export interface LoadedIndex {
  directory: SplitDirectory;
  fetchFile: FetchFile;
}

/** Loads the index of one docs version (indexScope.ts). */
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

const unavailable = (error: unknown) =>
  new SearchUnavailableError(`Search index unavailable: ${String(error)}`, {cause: error});

/**
 * The embedded index's client, loading the index of each docs version the first time a query or
 * a preload in its context asks for it; a load that failed is tried again by the next query.
 */
export function createLocalSearchClient(loadIndex: IndexLoader = fetchIndex): SearchClient {
  const engines = new Map<string, Promise<SplitSearchEngine>>();
  const engineFor = (tags: readonly string[]) => {
    const scope = indexScopeOf(tags);
    let engine = engines.get(scope);
    if (!engine) {
      engine = loadIndex(scope)
        .then(({directory, fetchFile}) => new SplitSearchEngine(directory, fetchFile))
        .catch((error: unknown) => {
          engines.delete(scope);
          throw unavailable(error);
        });
      engines.set(scope, engine);
    }
    return engine;
  };
  return {
    backend: 'local',
    async search(query, signal) {
      const engine = await engineFor(query.tags);
      const started = performance.now();
      const results = await answerFromSplit(engine, query, signal).catch((error: unknown) => {
        // Stopped for a newer query: not a failure of the index.
        if (signal?.aborted) throw signal.reason;
        throw unavailable(error);
      });
      performance.measure?.(QUERY_MEASURE, {start: started, end: performance.now()});
      return results;
    },
    async preload(tags) {
      await engineFor(tags)
        .then((engine) => {
          engine.prepare();
          return engine.loadHeadings();
        })
        .catch(() => undefined);
    },
  };
}
