/**
 * The page types the quality gates budget and report on. A built page's type
 * follows from its route and, for docs, from whether it draws a diagram: a
 * diagram is pre-rendered SVG inlined in the page (and in its content chunk),
 * so those pages get a budget of their own.
 */
import {DIAGRAM_CLASS} from '../src/lib/routes';

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

/** Pages whose routes do not fit a type by path alone. */
const ARTICLE_LIST_PATTERN =
  /^\/articles(?:\/(?:page\/\d+|tags(?:\/[^/]+)?|authors(?:\/[^/]+)?|archive))?$/;

const DIAGRAM_MARKER = new RegExp(`class=["']?${DIAGRAM_CLASS}\\b`);

/** nilAI and nilDB landing pages and the hand-written overviews of the API instance. */
const API_LANDING =
  /^\/api\/(?:overview|nilai\/(?:overview|nilai)|nildb\/(?:overview|nildb-api|accounts)|nildb-v1\/(?:overview|nildb-api-v-1))$/;

/** Whether a built page draws a Mermaid diagram. */
export function drawsDiagram(html: string): boolean {
  return DIAGRAM_MARKER.test(html);
}

export function classifyPage(route: string, html: string): PageType {
  if (route === '/') return 'home';
  if (route === '/404' || route === '/404.html') return 'not-found';
  if (route === '/search') return 'search';
  if (route === '/api' || route.startsWith('/api/')) {
    return API_LANDING.test(route) ? 'api-landing' : 'api-operation';
  }
  if (route === '/articles' || route.startsWith('/articles/')) {
    return ARTICLE_LIST_PATTERN.test(route) ? 'article-list' : 'article';
  }
  return drawsDiagram(html) ? 'doc-diagram' : 'doc';
}
