/**
 * Facts about the site's routes that the build, the quality gates and the browser share: which
 * section a route belongs to, where a page's Markdown is published, the test-fixtures prefix and
 * the class that marks a diagram. One place each, so the search index, the Markdown export and
 * the Copy page widget cannot disagree.
 */

/** Parts of the site, in the order llms.txt lists them. Fixtures exist only in test builds. */
export type Section = 'Learn' | 'Build' | 'Community' | 'API' | 'Articles' | 'Fixtures';

/** Test-only pages (PORTAL_TEST_FIXTURES=1) live under this prefix. */
export const FIXTURE_PREFIX = '/__fixtures';

const SECTION_BY_PREFIX: readonly [string, Section][] = [
  ['/learn', 'Learn'],
  ['/build', 'Build'],
  ['/tools', 'Build'],
  ['/community', 'Community'],
  ['/api', 'API'],
  ['/articles', 'Articles'],
  [FIXTURE_PREFIX, 'Fixtures'],
];

/** The section of a route, or null for routes outside every section (home, search, 404). */
export function sectionOf(route: string): Section | null {
  const match = SECTION_BY_PREFIX.find(
    ([prefix]) => route === prefix || route.startsWith(`${prefix}/`),
  );
  return match ? match[1] : null;
}

/** Where a page's Markdown is published: its path (a trailing slash dropped) plus `.md`. */
export const markdownPathOf = (path: string): string => `${path.replace(/\/+$/, '')}.md`;

/**
 * Class of the figure src/components/Diagram renders around every pre-rendered diagram; the
 * figure keeps the diagram's Mermaid source in `data-mermaid-source`.
 */
export const DIAGRAM_CLASS = 'portal-diagram';
export const DIAGRAM_SELECTOR = `.${DIAGRAM_CLASS}`;
export const DIAGRAM_SOURCE_ATTRIBUTE = 'data-mermaid-source';
