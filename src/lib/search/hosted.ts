/**
 * Algolia as a `SearchClient` (client.ts), through its lite client: one multi-query request per
 * query to the DocSearch index the crawler (or `npm run search:push`) fills, its hits mapped to
 * `SearchHit`. Algolia out of reach (every host failed) or refusing the request is a
 * `SearchUnavailableError`.
 */
import {liteClient} from 'algoliasearch/lite';
import {abortable} from './abortable';
import {
  DEFAULT_HITS_PER_SITE_PAGE,
  DEFAULT_PAGES_PER_RESULT,
  SearchUnavailableError,
  type SearchClient,
  type SearchHit,
  type SearchQuery,
  type SearchResults,
} from './client';
import {facetFiltersOf} from './facetFilters';
import {escapeHtml} from './highlight';
import {groupByPage, pageOfUrl} from './pageGroups';
import {MAX_QUERY_LENGTH, type Hierarchy, type RecordType} from './types';

export interface HostedIndex {
  appId: string;
  /** The public, search-only key. */
  apiKey: string;
  indexName: string;
}

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** What a hit needs of a record: its headings, text, type and address. */
export const RETRIEVED_ATTRIBUTES = [
  ...LEVELS.map((level) => `hierarchy.${level}`),
  'content',
  'type',
  'url',
];

/** The most hits Algolia keeps of one group (`distinct` above 4 is refused as too slow). */
const MAX_DISTINCT = 4;

/**
 * The one request of a query: Algolia's search parameters for it. Grouped by page as the
 * embedded index groups: `distinct` keeps each page's best hits (the index groups by
 * `url_without_anchor`), and with `distinct` above 1 `hitsPerPage` and `nbHits` count pages.
 */
export function hostedRequest(indexName: string, query: SearchQuery) {
  const words = query.snippetWords;
  return {
    indexName,
    query: query.query.slice(0, MAX_QUERY_LENGTH),
    page: query.page ?? 0,
    hitsPerPage: query.pagesPerResult ?? DEFAULT_PAGES_PER_RESULT,
    distinct: Math.min(query.hitsPerSitePage ?? DEFAULT_HITS_PER_SITE_PAGE, MAX_DISTINCT),
    facetFilters: facetFiltersOf(query),
    attributesToRetrieve: RETRIEVED_ATTRIBUTES,
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    ...(words && {
      attributesToSnippet: [
        ...LEVELS.slice(1).map((level) => `hierarchy.${level}:${words}`),
        `content:${words}`,
      ],
      snippetEllipsisText: '…',
    }),
  };
}

type Marked = {value?: string} | undefined;

/** A hit as Algolia answers it for the attributes retrieved. */
export interface AlgoliaHit {
  objectID: string;
  url: string;
  type: RecordType;
  hierarchy: Hierarchy;
  content?: string | null;
  _highlightResult?: {hierarchy?: Partial<Record<keyof Hierarchy, Marked>>; content?: Marked};
  _snippetResult?: {hierarchy?: Partial<Record<keyof Hierarchy, Marked>>; content?: Marked};
}

/** Algolia's hit as a `SearchHit`: its snippets, else its marked texts, else its texts escaped. */
export function hitOfAlgolia(hit: AlgoliaHit): SearchHit {
  const headings: SearchHit['headings'] = {};
  for (const level of LEVELS) {
    const heading = hit.hierarchy[level];
    if (heading !== null && heading !== undefined)
      headings[level] =
        hit._snippetResult?.hierarchy?.[level]?.value ??
        hit._highlightResult?.hierarchy?.[level]?.value ??
        escapeHtml(heading);
  }
  const content = hit.content ?? null;
  return {
    id: hit.objectID,
    url: hit.url,
    type: hit.type,
    hierarchy: hit.hierarchy,
    headings,
    snippet:
      content === null
        ? null
        : (hit._snippetResult?.content?.value ??
          hit._highlightResult?.content?.value ??
          escapeHtml(content)),
    // The hosted index's hits are snippeted by Algolia, by words: no line of code is picked out.
    code: false,
  };
}

export function createHostedSearchClient({appId, apiKey, indexName}: HostedIndex): SearchClient {
  const client = liteClient(appId, apiKey);
  return {
    backend: 'algolia',
    async search(query, signal) {
      const asked = client.search<AlgoliaHit>({requests: [hostedRequest(indexName, query)]});
      const response = await abortable(asked, signal).catch((error: unknown) => {
        if (signal?.aborted) throw signal.reason;
        throw new SearchUnavailableError(`Algolia unavailable: ${String(error)}`, {cause: error});
      });
      const [result] = response.results;
      if (!result || !('hits' in result))
        throw new SearchUnavailableError('Algolia answered without hits');
      const found = groupByPage<SearchHit>(
        result.hits.map(hitOfAlgolia),
        (hit) => pageOfUrl(hit.url),
        query.hitsPerSitePage ?? DEFAULT_HITS_PER_SITE_PAGE,
      ).map(({page, items}) => ({url: page, hits: items}));
      return {
        query: query.query.slice(0, MAX_QUERY_LENGTH),
        found,
        total: result.nbHits ?? found.length,
        page: result.page ?? 0,
        pages: result.nbPages ?? 1,
      } satisfies SearchResults;
    },
    // The connection to Algolia is opened by the page's preconnect; there is nothing to load.
    preload: async () => undefined,
  };
}
