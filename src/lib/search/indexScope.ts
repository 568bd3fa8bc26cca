/**
 * Which embedded index answers a search: one per docs version, so a reader's browser downloads
 * the index of the version it reads and never both. Each index holds that version's docs and
 * everything outside the docs (API reference, articles), which has one version only.
 *
 * The scope is read from what every search already carries: DocSearch's contextual facet filters
 * (and the /search page's version refinement) name the docs version of the page the reader is on
 * as `docusaurus_tag:docs-default-<version>`. Hosted Algolia filters on the same tag.
 */

/** Latest's scope: the docs plugin's name for docs/ (config/versions.ts LATEST). */
export const LATEST_SCOPE = 'current';

const DOCS_TAG_PREFIX = 'docs-default-';

/** The docs plugin's search tag of a version: `docs-default-<name>`. */
export const docsTagOf = (version: string): string => `${DOCS_TAG_PREFIX}${version}`;

/** The docs version a search tag names (`docs-default-2025` → `2025`), or null for another tag. */
export const versionOfDocsTag = (tag: string): string | null =>
  tag.startsWith(DOCS_TAG_PREFIX) ? tag.slice(DOCS_TAG_PREFIX.length) : null;

/** Filter strings at any depth of Algolia's facetFilters (a string, or ANDs of ORs). */
function filterStrings(filters: unknown): string[] {
  if (typeof filters === 'string') return [filters];
  return Array.isArray(filters) ? filters.flatMap(filterStrings) : [];
}

/**
 * The docs version whose index answers a search with these facet filters: the older version it
 * names, or Latest when it names none (a page outside the docs) or only Latest.
 */
export function indexScopeOf(facetFilters: unknown): string {
  for (const filter of filterStrings(facetFilters)) {
    const [attribute, ...value] = filter.split(':');
    const version = attribute === 'docusaurus_tag' ? versionOfDocsTag(value.join(':')) : null;
    if (version && version !== LATEST_SCOPE) return version;
  }
  return LATEST_SCOPE;
}

/** The records of one scope: its docs version's pages and every page outside the docs. */
export function inScope(tags: readonly string[], scope: string): boolean {
  const docsTags = tags.filter((tag) => versionOfDocsTag(tag) !== null);
  return docsTags.length === 0 || docsTags.includes(docsTagOf(scope));
}
