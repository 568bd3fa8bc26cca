/**
 * Until the modal and the /search page ask the `SearchClient` contract themselves, DocSearch's
 * modal and the page's algoliasearch-helper send Algolia-shaped requests: this answers them from
 * a `SearchClient`, request by request. It goes with DocSearch (issue 37).
 */
import type {SearchClient, SearchQuery, SearchResults} from './client';

type Params = Record<string, unknown>;
type RawRequest = {indexName: string; params?: string | Params} & Params;

function flatParams(request: RawRequest): Params {
  const {params, ...rest} = request;
  if (typeof params !== 'string') return {...rest, ...params};
  const fromParams: Params = {};
  for (const [key, value] of new URLSearchParams(params)) {
    try {
      fromParams[key] = JSON.parse(value);
    } catch {
      fromParams[key] = value;
    }
  }
  return {...rest, ...fromParams};
}

const filterStrings = (filters: unknown): string[] =>
  typeof filters === 'string'
    ? [filters]
    : Array.isArray(filters)
      ? filters.flatMap(filterStrings)
      : [];

function queryOf(params: Params): SearchQuery {
  const values = (attribute: string) =>
    filterStrings(params.facetFilters)
      .filter((filter) => filter.startsWith(`${attribute}:`))
      .map((filter) => filter.slice(attribute.length + 1));
  const snippet = (Array.isArray(params.attributesToSnippet) ? params.attributesToSnippet : [])
    .map(String)
    .find((entry) => entry.startsWith('content'));
  const sections = values('hierarchy.lvl0');
  return {
    query: String(params.query ?? ''),
    language: values('language')[0] ?? 'en',
    tags: values('docusaurus_tag'),
    ...(sections.length > 0 && {sections}),
    ...(snippet && {snippetWords: Number(snippet.split(':')[1]) || 10}),
    page: Number(params.page ?? 0),
    hitsPerPage: Number(params.hitsPerPage ?? 20),
  };
}

const marked = (value: string) => ({value, matchLevel: 'full', matchedWords: []});

function algoliaResponse(results: SearchResults, hitsPerPage: number) {
  return {
    hits: results.hits.map((hit) => {
      const hierarchy = Object.fromEntries(
        Object.entries(hit.headings).map(([level, value]) => [level, marked(value)]),
      );
      const content = hit.snippet === null ? {} : {content: marked(hit.snippet)};
      return {
        objectID: hit.id,
        url: hit.url,
        type: hit.type,
        hierarchy: hit.hierarchy,
        content: hit.snippet,
        _highlightResult: {hierarchy, ...content},
        _snippetResult: {hierarchy, ...content},
      };
    }),
    nbHits: results.total,
    page: results.page,
    nbPages: results.pages,
    hitsPerPage,
    processingTimeMS: 0,
    exhaustiveNbHits: true,
    query: results.query,
    params: new URLSearchParams({query: results.query}).toString(),
  };
}

/** An Algolia-shaped `search(requests)` over a `SearchClient`; a failure is a RetryError. */
export function algoliaShaped(client: SearchClient) {
  const agent = {value: 'nillion-portal-local-search', add: () => agent};
  return {
    async search(input: RawRequest[] | {requests: RawRequest[]}) {
      const requests = Array.isArray(input) ? input : input.requests;
      // One after the other: the worker answers a query superseded by the next with the next's.
      const results = [];
      for (const request of requests) {
        const query = queryOf(flatParams(request));
        const answer = await client.search(query).catch((error: unknown) => {
          // DocSearch shows "Unable to fetch results" for Algolia's RetryError only.
          throw Object.assign(new Error(String(error), {cause: error}), {name: 'RetryError'});
        });
        results.push({...algoliaResponse(answer, query.hitsPerPage!), index: request.indexName});
      }
      return {results};
    },
    addAlgoliaAgent: () => undefined,
    transporter: {algoliaAgent: agent},
    clearCache: async () => undefined,
  };
}
