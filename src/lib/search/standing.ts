/**
 * How much a page's matches count, by what the page is for. A reader who types a product's name
 * or a task wants the Latest guide to it; an article about it, or the reference of an API that
 * current nodes no longer serve, repeats the name on every section and outscored the guide on
 * words alone ("nildb" found an article and the legacy 0.4 reference first, issue 38). Such pages
 * still answer, below the guides, and first when only they hold the words.
 */
import {legacyApiFolders} from '../../../config/api-reference';
import {isUnder} from '../routes';

/** The standing of the Latest docs: the guides, concepts and community pages. */
export const FULL_STANDING = 1;
/**
 * The standing of the current API reference: just below a guide, since its every operation page
 * repeats the product's name, but far above articles, so "nildb api" finds it first.
 */
export const REFERENCE_STANDING = 0.85;
/** The standing of articles and of the legacy reference: below a guide with as good a match. */
export const SECONDARY_STANDING = 0.5;

/** The section of the API reference (sections.ts). */
const REFERENCE_SECTION = 'API';

/** Sections whose pages are secondary to the docs for a doc question (sections.ts names them). */
const SECONDARY_SECTIONS: ReadonlySet<string> = new Set(['Articles']);

/** A page's standing, from its section and its address (absolute, without anchor). */
export function standingOf(section: string, page: string): number {
  if (SECONDARY_SECTIONS.has(section)) return SECONDARY_STANDING;
  if (section !== REFERENCE_SECTION) return FULL_STANDING;
  const route = new URL(page).pathname;
  return legacyApiFolders.some((folder) => isUnder(route, folder))
    ? SECONDARY_STANDING
    : REFERENCE_STANDING;
}
