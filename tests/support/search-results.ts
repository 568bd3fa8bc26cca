import type {SearchHit, SearchResults} from '../../src/lib/search/client';

/** Every hit of a page of results, in the order shown: each page's, page by page. */
export const hitsOf = (results: SearchResults): SearchHit[] =>
  results.found.flatMap(({hits}) => hits);
