/**
 * The one contract between search's readers and its backends. The modal (src/theme/SearchBar),
 * the /search page (src/theme/SearchPage) and the docs MCP server (mcp/) ask a `SearchClient`;
 * the embedded index (local.ts, in a worker in the browser) or Algolia (hosted.ts) answers.
 * Nothing outside the adapters knows either backend's request or response shapes.
 */
import type {Hierarchy, RecordType} from './types';

/** Text with the query's words marked: HTML-escaped, each match in `<mark>…</mark>`. */
export type MarkedHtml = string;

export interface SearchQuery {
  /** What the reader typed (an adapter cuts it to MAX_QUERY_LENGTH). */
  query: string;
  /** The page's language (`language` of the records). */
  language: string;
  /**
   * Docusaurus tags of the page's context (`docusaurus_tag`): a hit carries one of them, or the
   * `default` tag of pages outside the docs; none given, any tag. The docs version they name
   * chooses the local index.
   */
  tags: readonly string[];
  /** Only hits in these top-level sections (`hierarchy.lvl0`), when given. */
  sections?: readonly string[];
  /** Words a hit's snippet and headings are cut to; the whole texts, marked, when absent. */
  snippetWords?: number;
  /** Which page of results, from 0. */
  page?: number;
  /** Pages of the site a page of results lists (DEFAULT_PAGES_PER_RESULT when absent). */
  pagesPerResult?: number;
  /** Hits listed for each page of the site, its best (DEFAULT_HITS_PER_SITE_PAGE when absent). */
  hitsPerSitePage?: number;
}

export interface SearchHit {
  /** Unique within the index. */
  id: string;
  /** The page and anchor of the hit's heading, as the index holds it (an absolute URL). */
  url: string;
  type: RecordType;
  /** The headings above the hit, as text: `lvl0` its section, `lvl1` its page's title. */
  hierarchy: Hierarchy;
  /** Each heading level the hit has, marked (and cut to `snippetWords` when the query gives it). */
  headings: Partial<Record<keyof Hierarchy, MarkedHtml>>;
  /** The hit's own text, marked and cut to the query's snippet length; null for a heading. */
  snippet: MarkedHtml | null;
  /** A record of code lines: its snippet is the line that matched. */
  code: boolean;
}

/** A page of the site that matches, with its best hits. */
export interface PageHits {
  /** The page's address without anchor, as the index holds it (an absolute URL). */
  url: string;
  /** The page's best hits, best first: at most the query's `hitsPerSitePage`. */
  hits: SearchHit[];
}

/**
 * The answer to a query, by page of the site: a reader looks for a page, so each page is listed
 * once, with its best sections, and counted once. The backends group (pageGroups.ts) because
 * only they see every match: the count of pages and which hits are a page's best need them all,
 * and a page of results must not cut a page's hits in two.
 */
export interface SearchResults {
  query: string;
  /** The pages of the site on this page of results, best first. */
  found: PageHits[];
  /** Pages of the site that match, over every page of results. */
  total: number;
  /** This page of results, from 0. */
  page: number;
  /** Pages of results. */
  pages: number;
}

export interface SearchClient {
  /** Which backend answers: the embedded index, or Algolia. */
  readonly backend: 'local' | 'algolia';
  /**
   * Answers a query. Rejects with a `SearchUnavailableError` when the backend cannot be reached
   * (the index does not load, Algolia is out of reach), and with the signal's reason once
   * `signal` has aborted (a newer query came).
   */
  search: (query: SearchQuery, signal?: AbortSignal) => Promise<SearchResults>;
  /** Starts loading what a first query in this context needs; never rejects. */
  preload: (tags: readonly string[]) => Promise<void>;
}

/** The backend cannot answer: an index that does not load, Algolia out of reach. */
export class SearchUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'SearchUnavailableError';
  }
}

/** Pages of the site a page of results lists unless the query says otherwise. */
export const DEFAULT_PAGES_PER_RESULT = 10;
/** Hits listed for each page of the site unless the query says otherwise: a few, its best. */
export const DEFAULT_HITS_PER_SITE_PAGE = 3;
