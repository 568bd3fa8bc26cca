/**
 * The SEO gate for one built page: what search engines and link previews read
 * from its head. Every page needs a canonical URL on the site, a description,
 * Open Graph and Twitter card tags with an absolute image URL; articles also
 * need schema.org BlogPosting data with the fields rich results use.
 */
import {parseHTML} from 'linkedom';

export interface PageMetadata {
  canonical: string;
  description: string;
  ogTitle: string;
  ogDescription: string;
  ogImage: string;
  twitterCard: string;
  twitterImage: string;
  /** Every JSON-LD object of the page (unparseable blocks are reported, not listed). */
  structuredData: Record<string, unknown>[];
}

export interface MetadataCheck {
  metadata: PageMetadata;
  /** One line per problem, each naming the route; empty when the page passes. */
  problems: string[];
}

/** The schema.org types an article's JSON-LD may use, and the fields each must have. */
export const ARTICLE_TYPES = ['BlogPosting', 'TechArticle', 'Article'] as const;
export const ARTICLE_FIELDS = [
  'headline',
  'description',
  'datePublished',
  'author',
  'image',
  'url',
] as const;

export function readPageMetadata(html: string): {metadata: PageMetadata; jsonErrors: string[]} {
  const {document} = parseHTML(html);
  const content = (selector: string) =>
    document.querySelector(selector)?.getAttribute('content')?.trim() ?? '';
  const structuredData: Record<string, unknown>[] = [];
  const jsonErrors: string[] = [];
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      const data: unknown = JSON.parse(script.textContent ?? '');
      for (const item of Array.isArray(data) ? data : [data]) {
        if (item && typeof item === 'object') structuredData.push(item as Record<string, unknown>);
      }
    } catch (error) {
      jsonErrors.push((error as Error).message);
    }
  }
  return {
    metadata: {
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
      description: content('meta[name="description"]'),
      ogTitle: content('meta[property="og:title"]'),
      ogDescription: content('meta[property="og:description"]'),
      ogImage: content('meta[property="og:image"]'),
      twitterCard: content('meta[name="twitter:card"]'),
      twitterImage: content('meta[name="twitter:image"]'),
      structuredData,
    },
    jsonErrors,
  };
}

const isAbsoluteOn = (url: string, siteUrl: string) =>
  url === siteUrl || url.startsWith(`${siteUrl}/`);

/** The canonical URL a route should name: the site URL and the clean path. */
export function canonicalUrlOf(route: string, siteUrl: string): string {
  return route === '/' ? `${siteUrl}/` : `${siteUrl}${route}`;
}

/** The file (relative to the build folder) an absolute image URL on the site points at. */
export function builtFileOfUrl(url: string, siteUrl: string): string | null {
  if (!isAbsoluteOn(url, siteUrl)) return null;
  return decodeURIComponent(new URL(url).pathname).replace(/^\//, '');
}

function articleProblems(route: string, structuredData: Record<string, unknown>[]): string[] {
  const article = structuredData.find((item) =>
    (ARTICLE_TYPES as readonly unknown[]).includes(item['@type']),
  );
  if (!article) {
    return [`${route}: no JSON-LD of type ${ARTICLE_TYPES.join(', ')}`];
  }
  const problems: string[] = [];
  for (const field of ARTICLE_FIELDS) {
    const value = article[field];
    const empty =
      value === undefined ||
      value === null ||
      (typeof value === 'string' && value.trim() === '') ||
      (Array.isArray(value) && value.length === 0);
    if (empty) problems.push(`${route}: article JSON-LD has no ${field}`);
  }
  if (
    typeof article.datePublished === 'string' &&
    Number.isNaN(Date.parse(article.datePublished))
  ) {
    problems.push(`${route}: article JSON-LD datePublished is not a date`);
  }
  return problems;
}

/**
 * Checks one built page. `siteUrl` is the configured origin without a trailing
 * slash; `isArticle` asks for the article's structured data as well. The 404
 * page is served for every unknown path, so its canonical URL only has to be
 * on the site (`canonicalOfRoute: false`). Given `siteDescription`, a page
 * that only carries the site-wide default description fails.
 */
export function checkPageMetadata(
  html: string,
  route: string,
  {
    siteUrl,
    isArticle = false,
    canonicalOfRoute = true,
    siteDescription,
  }: {
    siteUrl: string;
    isArticle?: boolean;
    canonicalOfRoute?: boolean;
    /** The site-wide default description, which this page must replace with its own. */
    siteDescription?: string;
  },
): MetadataCheck {
  const {metadata, jsonErrors} = readPageMetadata(html);
  const problems = jsonErrors.map((message) => `${route}: JSON-LD does not parse: ${message}`);
  const expectedCanonical = canonicalUrlOf(route, siteUrl);
  if (!metadata.canonical) problems.push(`${route}: no <link rel=canonical>`);
  else if (!isAbsoluteOn(metadata.canonical, siteUrl)) {
    problems.push(`${route}: canonical ${metadata.canonical} is not an absolute URL on ${siteUrl}`);
  } else if (canonicalOfRoute && metadata.canonical !== expectedCanonical) {
    problems.push(`${route}: canonical is ${metadata.canonical}, expected ${expectedCanonical}`);
  }
  const required: [keyof PageMetadata, string][] = [
    ['description', '<meta name=description>'],
    ['ogTitle', 'og:title'],
    ['ogDescription', 'og:description'],
    ['ogImage', 'og:image'],
    ['twitterCard', 'twitter:card'],
    ['twitterImage', 'twitter:image'],
  ];
  for (const [key, name] of required) {
    if (!metadata[key]) problems.push(`${route}: no ${name} (or it is empty)`);
  }
  if (siteDescription && metadata.description === siteDescription) {
    problems.push(`${route}: description is the site-wide default, not the page's own`);
  }
  for (const [key, name] of [
    ['ogImage', 'og:image'],
    ['twitterImage', 'twitter:image'],
  ] as const) {
    const url = metadata[key];
    if (url && !isAbsoluteOn(url, siteUrl)) {
      problems.push(`${route}: ${name} ${url} is not an absolute URL on ${siteUrl}`);
    }
  }
  if (isArticle) problems.push(...articleProblems(route, metadata.structuredData));
  return {metadata, problems};
}
