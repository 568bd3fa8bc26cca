import {SECTION_NAMES, type ReaderSection} from './sections';

/** Where the build writes one line of text per page, by route, for the /search page (plugins/page-model/outputs/search-summaries.ts). */
export const SEARCH_SUMMARIES_PATH = '/search/summaries.json';

/** The sections a reader can narrow /search to, the `lvl0` of the search records: every section readers see (sections.ts). */
export const SEARCH_SECTIONS = SECTION_NAMES;
export type SearchSection = ReaderSection;

/** The section a `?section=` value names, or null for all sections (an unknown value included). */
export function searchSectionOf(value: string | null | undefined): SearchSection | null {
  return SEARCH_SECTIONS.find((section) => section.toLowerCase() === value?.toLowerCase()) ?? null;
}
