/**
 * The one place that names the GitHub organisation and the documentation repository. The navbar
 * and footer link to the organisation; the docs' "Edit this page" links and the page feedback's
 * prefilled issues point into the repository. Imported by the site's client code too, so it holds
 * plain values only.
 */

export const GITHUB_ORG = 'NillionNetwork';
export const GITHUB_ORG_URL = `https://github.com/${GITHUB_ORG}`;

/** The repository this site is built from, and the branch readers' edits are proposed against. */
export const DOCS_REPOSITORY = {
  owner: GITHUB_ORG,
  name: 'nillion-docs',
  defaultBranch: 'main',
} as const;

export const DOCS_REPOSITORY_URL = `https://github.com/${DOCS_REPOSITORY.owner}/${DOCS_REPOSITORY.name}`;

/**
 * The docs plugin's `editUrl`: it appends each page's source path relative to the site root
 * (`docs/…`, `versioned_docs/version-2025/…`, `articles/…`), so a page's link opens its own file.
 */
export const DOCS_EDIT_URL = `${DOCS_REPOSITORY_URL}/edit/${DOCS_REPOSITORY.defaultBranch}/`;

/** Where a reader opens an issue about a page. */
export const DOCS_NEW_ISSUE_URL = `${DOCS_REPOSITORY_URL}/issues/new`;
