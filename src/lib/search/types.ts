/**
 * A search record in the shape DocSearch's crawler writes to Algolia (hierarchy lvl0–lvl6, content,
 * url, anchor), shared by the local index and Algolia.
 */
export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

export interface Hierarchy {
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
}

export interface SearchRecord {
  objectID: string;
  /** Absolute URL with the anchor of the nearest heading. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  language: string;
  docusaurus_tag: string[];
  /** Order within its page: earlier records win ties. */
  position: number;
  /** Set on a record of code lines (one per line in `content`): a hit shows the matching line. */
  code?: true;
}

/** A split index's content-hashed directory and how many records the index holds. */
export interface SearchIndexEntry {
  index: string;
  records: number;
}

/**
 * Small, revalidated file that names the current content-hashed indexes: the directory of one
 * split index (split.ts) per docs version (src/lib/search/indexScope.ts), keyed by the version's
 * name; `index` and `records` are Latest's.
 */
export interface SearchManifest extends SearchIndexEntry {
  scopes: Record<string, SearchIndexEntry>;
}

export const SEARCH_MANIFEST_PATH = '/search/manifest.json';

/** Where a file of the split index (split.ts) is served, named by the hash of its contents. */
export const searchFilePath = (hash: string): string => `/search/index.${hash}.json`;

/** User Timing name of each answered query (read by the search benchmark). */
export const QUERY_MEASURE = 'nillion-search-query';

/** Longest query the search box accepts: 64 characters (DocSearch's own default is 512). */
export const MAX_QUERY_LENGTH = 64;

/** Words in a hit's snippet: 10, or 5 on screens up to 768 px wide. */
export const SNIPPET_WORDS = 10;
export const SNIPPET_WORDS_SMALL_SCREEN = 5;
export const SMALL_SCREEN_QUERY = '(max-width: 768px)';

/** DocSearch's `attributesToSnippet` for a screen; DocSearch 4's own default is 15 words. */
export function snippetAttributes(smallScreen: boolean): string[] {
  const words = smallScreen ? SNIPPET_WORDS_SMALL_SCREEN : SNIPPET_WORDS;
  return [
    ...(['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const).map(
      (level) => `hierarchy.${level}:${words}`,
    ),
    `content:${words}`,
  ];
}
