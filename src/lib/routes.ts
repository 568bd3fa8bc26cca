/**
 * Facts about the site's routes that the build, the quality gates, the tests and the browser
 * share: which file a route is built to and back, which page type a route belongs to, where a
 * page's Markdown is published, the test-fixtures prefix and the class that marks a diagram (the
 * section of a route is sections.ts's). One place each, so the search index, the Markdown
 * export, the deploy headers and the Copy page widget cannot disagree.
 *
 * Pure functions only: the browser bundle imports this module, so no Node APIs. Built-file paths
 * are relative to the build folder with `/` separators (a `\` from Windows is accepted on input).
 */

/** Test-only pages (PORTAL_TEST_FIXTURES=1) live under this prefix. */
export const FIXTURE_PREFIX = '/__fixtures';

/** Whether `route` is `prefix` itself or a route below it. */
export const isUnder = (route: string, prefix: string): boolean =>
  route === prefix || route.startsWith(`${prefix}/`);

/** Whether a route is a test-only fixture page. */
export const isFixtureRoute = (route: string): boolean => isUnder(route, FIXTURE_PREFIX);

/**
 * The route a built HTML file is served at, with trailingSlash: false and clean URLs:
 * `index.html` → `/`, `learn/x.html` → `/learn/x`, `quickstart/index.html` → `/quickstart`.
 */
export function routeOfBuiltFile(relativeFile: string): string {
  const posix = relativeFile.replace(/\\/g, '/');
  const withoutExtension = posix.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
  return `/${withoutExtension}`.replace(/\/$/, '') || '/';
}

/**
 * The files a route may be served from, in the order nginx's try_files tries them: `x.html`,
 * then `x/index.html` (the home page is `index.html`). Docusaurus writes the first with
 * trailingSlash: false; the second is what a folder-style page (a blog list) has.
 */
export function builtFilesOfRoute(route: string): string[] {
  const path = route.replace(/^\/+|\/+$/g, '');
  return path === '' ? ['index.html'] : [`${path}.html`, `${path}/index.html`];
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

const DIAGRAM_MARKER = new RegExp(`class=["']?${DIAGRAM_CLASS}\\b`);

/** Whether a built page draws a diagram (pre-rendered SVG inlined in the page). */
export function drawsDiagram(html: string): boolean {
  return DIAGRAM_MARKER.test(html);
}

/**
 * The page types the quality gates budget and report on. A built page's type follows from its
 * route and, for docs, from whether it draws a diagram: a diagram is pre-rendered SVG inlined in
 * the page (and in its content chunk), so those pages get a budget of their own.
 */
export const PAGE_TYPES = [
  'home',
  'doc',
  'doc-diagram',
  'api-operation',
  'api-landing',
  'article',
  'article-list',
  'search',
  'not-found',
] as const;

export type PageType = (typeof PAGE_TYPES)[number];

/** Article routes that list posts (list pages, tags, authors, archive) rather than show one. */
const ARTICLE_LIST_PATTERN =
  /^\/articles(?:\/(?:page\/\d+|tags(?:\/[^/]+)?|authors(?:\/[^/]+)?|archive))?$/;

/** nilAI and nilDB landing pages and the hand-written overviews of the API instance. */
const API_LANDING =
  /^\/api\/(?:overview|nilai\/(?:overview|nilai)|nildb\/(?:overview|nildb-api|accounts)|nildb-v1\/(?:overview|nildb-api-v-1))$/;

/** Whether an article route is a list of posts (list, tag, author, archive page). */
export const isArticleListRoute = (route: string): boolean => ARTICLE_LIST_PATTERN.test(route);

/** The page type of a built page, from its route and (for docs) its HTML. */
export function pageTypeOf(route: string, html: string): PageType {
  if (route === '/') return 'home';
  if (route === '/404' || route === '/404.html') return 'not-found';
  if (route === '/search') return 'search';
  if (isUnder(route, '/api')) return API_LANDING.test(route) ? 'api-landing' : 'api-operation';
  if (isUnder(route, '/articles')) return isArticleListRoute(route) ? 'article-list' : 'article';
  return drawsDiagram(html) ? 'doc-diagram' : 'doc';
}
