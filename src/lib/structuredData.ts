/**
 * JSON-LD the theme does not emit itself: the site as a whole (schema.org
 * WebSite) with the search page as its SearchAction, for the home page. Blog
 * posts already carry the theme's BlogPosting data.
 */
export interface WebSiteData {
  '@context': 'https://schema.org';
  '@type': 'WebSite';
  name: string;
  description: string;
  url: string;
  potentialAction: {
    '@type': 'SearchAction';
    target: {'@type': 'EntryPoint'; urlTemplate: string};
    'query-input': string;
  };
}

/** `siteUrl` is the origin (no trailing slash), `baseUrl` the path the site is served under. */
export function webSiteStructuredData({
  siteUrl,
  baseUrl,
  name,
  description,
}: {
  siteUrl: string;
  baseUrl: string;
  name: string;
  description: string;
}): WebSiteData {
  const home = new URL(baseUrl, siteUrl).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name,
    description,
    url: home,
    potentialAction: {
      '@type': 'SearchAction',
      target: {'@type': 'EntryPoint', urlTemplate: `${new URL('search', home).href}?q={query}`},
      'query-input': 'required name=query',
    },
  };
}

/** Serializes JSON-LD for a script element: `<` is escaped so no text can close the element. */
export function jsonLdScript(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * The theme's blog JSON-LD gives each author's `image` as written in authors.yml (`/img/...`), and
 * a relative URL in structured data is read against nothing. This resolves every `image` string of
 * the data against `siteRoot` (site URL plus base URL); absolute URLs and other fields stay as they are.
 */
export function withAbsoluteImages<T>(data: T, siteRoot: string): T {
  if (Array.isArray(data))
    return data.map((item: unknown) => withAbsoluteImages(item, siteRoot)) as T;
  if (data === null || typeof data !== 'object') return data;
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      key === 'image' && typeof value === 'string'
        ? new URL(value, siteRoot).href
        : withAbsoluteImages(value, siteRoot),
    ]),
  ) as T;
}
