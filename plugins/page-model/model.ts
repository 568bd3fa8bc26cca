/**
 * The page model: every built page that carries content (docs, API reference,
 * articles), parsed once into what search records, the Markdown export and
 * llms.txt need — title, section, description and the cleaned content element.
 */
import {parseHTML} from 'linkedom';
import {articleBodyOf, contentOf} from '../../src/lib/pageContent';
import {withEndTags} from './html';

export type PageType = 'doc' | 'api' | 'article';

/** Fixtures exist only in test builds (PORTAL_TEST_FIXTURES=1). */
export type Section = 'Learn' | 'Build' | 'Community' | 'API' | 'Articles' | 'Fixtures';

export interface PageModel {
  route: string;
  /** Absolute URL on the production site. */
  url: string;
  type: PageType;
  section: Section;
  title: string;
  description: string;
  language: string;
  /** Search tags Docusaurus gives the page (docsearch:docusaurus_tag), for contextual search. */
  searchTags: string[];
  /** The page's article body without navigation, buttons and other chrome. */
  content: Element;
}

const SECTION_BY_PREFIX: readonly [string, Section][] = [
  ['/learn', 'Learn'],
  ['/build', 'Build'],
  ['/tools', 'Build'],
  ['/community', 'Community'],
  ['/api', 'API'],
  ['/articles', 'Articles'],
  ['/__fixtures', 'Fixtures'],
];

export function sectionOf(route: string): Section | null {
  const match = SECTION_BY_PREFIX.find(
    ([prefix]) => route === prefix || route.startsWith(`${prefix}/`),
  );
  return match ? match[1] : null;
}

function pageTypeOf(html: Element): PageType | null {
  const classes = html.classList;
  if (classes.contains('docs-doc-page')) return classes.contains('plugin-id-api') ? 'api' : 'doc';
  if (classes.contains('blog-post-page')) return 'article';
  return null;
}

const text = (element: Element | null | undefined): string =>
  (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** Reads one built page; null for pages that are not content (lists, tags, home, redirects). */
export function readPageModel(html: string, route: string, siteUrl: string): PageModel | null {
  const {document} = parseHTML(withEndTags(html));
  const type = pageTypeOf(document.documentElement);
  const section = sectionOf(route);
  const article = document.querySelector('article');
  const body = articleBodyOf(document);
  if (!type || !section || !article || !body) return null;

  const title =
    text(article.querySelector('h1')) ||
    document.querySelector('meta[property="og:title"]')?.getAttribute('content') ||
    '';
  const content = contentOf(body);
  const meta = (name: string) =>
    document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? '';
  return {
    route,
    url: `${siteUrl}${route === '/' ? '' : route}`,
    type,
    section,
    title,
    description: meta('description'),
    language: meta('docsearch:language') || document.documentElement.getAttribute('lang') || 'en',
    searchTags: (meta('docsearch:docusaurus_tag') || 'default').split(',').filter(Boolean),
    content,
  };
}
