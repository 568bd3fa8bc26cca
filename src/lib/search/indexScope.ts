/**
 * Which embedded index answers a search: one per docs version, so a reader's browser downloads
 * the index of the version it reads and never both. Each index holds that version's docs and
 * everything outside the docs (API reference, articles), which has one version only.
 *
 * The scope is read from what every search already carries: the Docusaurus tags of the reader's
 * context (`SearchQuery.tags`, client.ts) name the docs version of the page the reader is on as
 * `docs-default-<version>`. Hosted Algolia filters on the same tag.
 */

/** Latest's scope: the docs plugin's name for docs/ (config/versions.ts LATEST). */
export const LATEST_SCOPE = 'current';

const DOCS_TAG_PREFIX = 'docs-default-';

/** The docs plugin's search tag of a version: `docs-default-<name>`. */
export const docsTagOf = (version: string): string => `${DOCS_TAG_PREFIX}${version}`;

/** The docs version a search tag names (`docs-default-2025` → `2025`), or null for another tag. */
export const versionOfDocsTag = (tag: string): string | null =>
  tag.startsWith(DOCS_TAG_PREFIX) ? tag.slice(DOCS_TAG_PREFIX.length) : null;

/**
 * The docs version whose index answers a search in the context of these tags: the older version
 * one names, or Latest when none names one (a page outside the docs) or only Latest.
 */
export function indexScopeOf(tags: readonly string[]): string {
  for (const tag of tags) {
    const version = versionOfDocsTag(tag);
    if (version && version !== LATEST_SCOPE) return version;
  }
  return LATEST_SCOPE;
}
/** The records of one scope: its docs version's pages and every page outside the docs. */
export function inScope(tags: readonly string[], scope: string): boolean {
  const docsTags = tags.filter((tag) => versionOfDocsTag(tag) !== null);
  return docsTags.length === 0 || docsTags.includes(docsTagOf(scope));
}
