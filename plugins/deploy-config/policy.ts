/**
 * The deployment policy: what a production web server must answer, derived
 * from the sources of truth (the redirect table, the enabled third-party
 * scripts, the search mode, the inline scripts of the build). The nginx and
 * vercel.json emitters only translate it; neither decides anything.
 */
import type {Redirect} from '../../config/redirects';
import type {SearchConfig, ThirdPartyScript} from '../../config/env';
import {SEARCH_MANIFEST_PATH} from '../../src/lib/search/types';

export interface HttpRedirect {
  /** Path as a reader types it (decoded), e.g. `/quickstart/`. */
  from: string;
  /** Current route it answers with. */
  to: string;
  status: 301;
}

export interface Header {
  name: string;
  value: string;
}

/** How long a browser or CDN may keep a response without asking again. */
export type CacheClass = 'immutable' | 'revalidate' | 'media';

export const CACHE_CONTROL: Record<CacheClass, string> = {
  // File names carry a content hash: a changed file is a new URL.
  immutable: 'public, max-age=31536000, immutable',
  // Same URL, new content on each deploy: keep it, but ask (ETag/Last-Modified) before reuse.
  revalidate: 'public, max-age=0, must-revalidate',
  // Unhashed images and fonts from static/: rarely change; an hour of staleness is acceptable.
  media: 'public, max-age=3600',
};

/** Which paths a cache rule covers; each emitter translates these four shapes. */
export type PathMatch =
  | {kind: 'exact'; path: string}
  | {kind: 'prefix'; path: string}
  /** A path with one `{hash}` placeholder standing for a hex content hash. */
  | {kind: 'hashed'; path: string}
  | {kind: 'extension'; extensions: readonly string[]};

export interface CacheRule {
  match: PathMatch;
  cache: CacheClass;
  /** What the rule is for, written into the emitted configuration. */
  why: string;
}

export interface DeployPolicy {
  redirects: HttpRedirect[];
  /** Sent on every response (pages, assets, redirects, 404s). */
  securityHeaders: Header[];
  /** Most specific first; paths no rule covers (pages) get `defaultCache`. */
  cacheRules: CacheRule[];
  defaultCache: CacheClass;
  /** Served with status 404 for every path that is neither a file nor a route. */
  notFoundPage: string;
  /** Media types compressed on the fly (HTML is always compressed). */
  compressibleTypes: string[];
  /** Files in the build that configure the server and must not be served. */
  privateFiles: string[];
  /** The CSP alone, for reports and tests. */
  contentSecurityPolicy: string;
}

export interface DeployPolicyInput {
  redirects: readonly Redirect[];
  scripts: readonly ThirdPartyScript[];
  search: SearchConfig;
  /** CSP source expressions ('sha256-…') of every inline script the server will serve. */
  inlineScriptHashes: readonly string[];
}

export const NGINX_CONFIG_FILE = 'nginx.conf';
export const VERCEL_CONFIG_FILE = 'vercel.json';
export const VERCEL_IGNORE_FILE = '.vercelignore';

/** Every URL a legacy path is typed as: bare, with trailing slash, as .html, as a directory index. */
export function redirectVariants(from: string): string[] {
  return [from, `${from}/`, `${from}.html`, `${from}/index.html`];
}

/** Each table row as HTTP 301s, for every way the old path is typed. */
export function httpRedirects(table: readonly Redirect[]): HttpRedirect[] {
  return table.flatMap(({from, to}) =>
    redirectVariants(from).map((variant) => ({from: variant, to, status: 301 as const})),
  );
}

const originOf = (url: string): string => new URL(url).origin;

/** Hosts the configured search needs to reach (Algolia: the DSN host and its fallbacks). */
function searchOrigins(search: SearchConfig): string[] {
  if (search.mode !== 'algolia') return [];
  const app = search.appId.toLowerCase();
  return [
    `https://${app}-dsn.algolia.net`,
    `https://${app}-1.algolianet.com`,
    `https://${app}-2.algolianet.com`,
    `https://${app}-3.algolianet.com`,
  ];
}

const unique = (values: readonly string[]): string[] => [...new Set(values)];

/**
 * Only this origin, plus what configuration enabled. Inline scripts are allowed
 * one by one by hash; styles need 'unsafe-inline' (React style attributes,
 * the <style> of the inlined diagram SVGs), which cannot run code.
 */
export function contentSecurityPolicy(input: Omit<DeployPolicyInput, 'redirects'>): string {
  const scriptOrigins = unique(input.scripts.map((script) => originOf(script.src)));
  // Scripts report back to where they came from (Umami posts to its own host).
  const connectOrigins = unique([...scriptOrigins, ...searchOrigins(input.search)]);
  const hashes = unique(input.inlineScriptHashes).sort();
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...hashes, ...scriptOrigins]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...connectOrigins]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** Browser features the portal never uses, switched off for the page and anything it embeds. */
const DISABLED_FEATURES = [
  'accelerometer',
  'autoplay',
  'bluetooth',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
];

export function deployPolicy(input: DeployPolicyInput): DeployPolicy {
  const csp = contentSecurityPolicy(input);
  return {
    redirects: httpRedirects(input.redirects),
    securityHeaders: [
      {name: 'Content-Security-Policy', value: csp},
      {name: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains'},
      {name: 'X-Content-Type-Options', value: 'nosniff'},
      {name: 'X-Frame-Options', value: 'DENY'},
      {name: 'Referrer-Policy', value: 'strict-origin-when-cross-origin'},
      {name: 'Permissions-Policy', value: DISABLED_FEATURES.map((f) => `${f}=()`).join(', ')},
    ],
    cacheRules: [
      {
        match: {kind: 'prefix', path: '/assets/'},
        cache: 'immutable',
        why: 'content-hashed JS, CSS, images',
      },
      {
        match: {kind: 'hashed', path: '/search/index.{hash}.json'},
        cache: 'immutable',
        why: 'content-hashed search index',
      },
      {
        match: {kind: 'exact', path: SEARCH_MANIFEST_PATH},
        cache: 'revalidate',
        why: 'names the current search index',
      },
      {
        match: {kind: 'extension', extensions: ['md', 'txt', 'xml', 'json']},
        cache: 'revalidate',
        why: 'Markdown export, llms*.txt, robots.txt, feeds, sitemap',
      },
      {
        match: {
          kind: 'extension',
          extensions: ['png', 'jpg', 'jpeg', 'gif', 'svg', 'webp', 'avif', 'ico', 'woff', 'woff2'],
        },
        cache: 'media',
        why: 'unhashed images and fonts from static/',
      },
    ],
    defaultCache: 'revalidate',
    notFoundPage: '/404.html',
    compressibleTypes: [
      'text/css',
      'text/plain',
      'text/markdown',
      'text/xml',
      'application/javascript',
      'application/json',
      'application/manifest+json',
      'application/rss+xml',
      'application/atom+xml',
      'image/svg+xml',
    ],
    privateFiles: [`/${NGINX_CONFIG_FILE}`, `/${VERCEL_CONFIG_FILE}`, `/${VERCEL_IGNORE_FILE}`],
    contentSecurityPolicy: csp,
  };
}
