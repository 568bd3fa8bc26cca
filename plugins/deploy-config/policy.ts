/**
 * The deployment policy: what a production web server must answer, derived
 * from the sources of truth (the redirect table, the pages of the build, the
 * enabled third-party scripts, the search mode, the servers of the OpenAPI
 * documents, the inline scripts of the build). The nginx and vercel.json
 * emitters only translate it; neither decides anything.
 */
import type {Redirect} from '../../config/redirects';
import type {SearchConfig, ThirdPartyScript} from '../../config/env';
import {SEARCH_MANIFEST_PATH} from '../../src/lib/search/types';
import {markdownPathOf} from '../../src/lib/routes';
import {
  API_CATALOG_MEDIA_TYPE,
  API_CATALOG_PATH,
  PUBLISHED_API_DOCUMENTS,
  YAML_MEDIA_TYPE,
} from '../../src/lib/api-documents';
import {versionOfRoute} from '../../config/versions';
import {llmsPathOf} from '../page-model/outputs/llms';
import {MAX_BODY_BYTES, MCP_PATH} from '../../mcp/limits';

export interface HttpRedirect {
  /** Path as a reader types it (decoded), e.g. `/quickstart/`. */
  from: string;
  /** Current route it answers with. */
  to: string;
  status: 301;
}

/** A page of the build: the path it is served at and the HTML file that holds it. */
export interface BuiltPage {
  path: string;
  /** Relative to the build directory, with forward slashes. */
  file: string;
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

/**
 * Cache lifetime of a permanent redirect, in seconds. Without one a browser keeps a 301 for as
 * long as it likes (Chromium: until its cache is cleared), so a wrong row of the redirect table
 * could never be taken back; a day saves the round trip on repeat visits and lets a corrected
 * table reach every reader within a day.
 */
export const REDIRECT_MAX_AGE = 86_400;

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

/**
 * A file renamed since an earlier site: the old name answers 301 with the new one. Files, unlike
 * pages, have one spelling, so these take none of the page variants of the redirect table.
 */
export const RENAMED_FILES: readonly {from: string; to: string}[] = [
  // The original site published llm.txt, and readers and assistants still ask for it; llms.txt is
  // the name the llms.txt proposal uses.
  {from: '/llm.txt', to: '/llms.txt'},
];

/** Pages under `prefix` get their own security headers (the API reference's CSP). */
export interface ScopedHeaders {
  /** A path prefix ending in `/`. */
  prefix: string;
  headers: Header[];
  /** What the scope is for, written into the emitted configuration. */
  why: string;
}

/**
 * A file served with a media type of its own rather than its extension's: the API catalog has
 * no extension, and the OpenAPI documents are typed explicitly so both servers agree.
 */
export interface TypedFile {
  path: string;
  /** The media type, with any parameters; a type in `compressibleTypes` also gets a charset. */
  mediaType: string;
  cache: CacheClass;
  /** Headers of its own, beside the security and cache headers every file gets. */
  headers: Header[];
}

/** The `Link` header (RFC 8288) one path answers with. */
export interface LinkHeader {
  path: string;
  value: string;
}

export interface DeployPolicy {
  /**
   * Legacy paths (the redirect table) and the non-canonical spellings of every page of the
   * build. Every `from` and `to` is a literal path: no Location is ever made from the request.
   */
  redirects: HttpRedirect[];
  /** Pages of the build, each served at its clean path. */
  pages: BuiltPage[];
  /**
   * Pages that have a Markdown twin (`<path>.md`, written by the page model). A request for one
   * whose Accept header prefers text/markdown over text/html gets the twin; every page response
   * varies on Accept.
   */
  markdownTwins: BuiltPage[];
  /** Sent on every response (pages, assets, redirects, 404s) outside the scopes below. */
  securityHeaders: Header[];
  /** Replace `securityHeaders` for paths under their prefix. */
  scopedHeaders: ScopedHeaders[];
  /** Most specific first; paths no rule covers (pages) get `defaultCache`. */
  cacheRules: CacheRule[];
  defaultCache: CacheClass;
  /** Served with status 404 for every path that is neither a file nor a route. */
  notFoundPage: string;
  /** The clean path of `notFoundPage`: it answers 404 too, never 200. */
  notFoundPath: string;
  /** Media types compressed on the fly (HTML is always compressed). */
  compressibleTypes: string[];
  /** Files in the build that configure the server and must not be served. */
  privateFiles: string[];
  /** The published OpenAPI documents and the API catalog (src/lib/api-documents.ts). */
  typedFiles: TypedFile[];
  /**
   * Every path that answers with a `Link` header, and no other: each page with a Markdown twin
   * names the twin, each twin names the llms.txt that lists it, the API catalog names itself.
   */
  linkHeaders: LinkHeader[];
  /** The CSP of every page outside the API reference, for reports and tests. */
  contentSecurityPolicy: string;
  /** The CSP of the API reference's pages. */
  apiContentSecurityPolicy: string;
  /** The docs MCP server, proxied at its own path. */
  mcp: McpProxy;
}

/**
 * `/mcp`: the docs MCP server (mcp/http.ts, a long-lived process beside the web server) over
 * Streamable HTTP. The web server caps what it forwards; the MCP server checks the rest (Host,
 * Origin, the per-client rate, the requests in flight), which needs state no include can hold.
 */
export interface McpProxy {
  path: string;
  /** host:port of the MCP server (MCP_UPSTREAM, config/env.ts). */
  upstream: string;
  /** Largest request body forwarded; larger answers 413 (the MCP server's own cap, mcp/http.ts). */
  maxBodyBytes: number;
  /** Seconds a client may pause while sending a body before the request is dropped (408). */
  bodyTimeoutSeconds: number;
  /** Seconds to wait for the MCP server's answer (a search takes milliseconds). */
  readTimeoutSeconds: number;
}

export function mcpProxy(upstream: string): McpProxy {
  return {
    path: MCP_PATH,
    upstream,
    maxBodyBytes: MAX_BODY_BYTES,
    bodyTimeoutSeconds: 5,
    readTimeoutSeconds: 30,
  };
}

/** The API reference: where its pages live and the servers its request explorer sends to. */
export interface ApiReferenceInput {
  /** Path prefix of its pages, ending in `/` (e.g. `/api/`). */
  pathPrefix: string;
  /** `servers[].url` of every OpenAPI document, as written (variables like `{nodeUrl}` kept). */
  serverUrls: readonly string[];
}

export interface DeployPolicyInput {
  redirects: readonly Redirect[];
  /** Pages of the build; the table's client-redirect pages and the 404 page are skipped. */
  pages: readonly BuiltPage[];
  /** Paths of the pages the page model exported as `<path>.md`. */
  markdownTwins: readonly string[];
  scripts: readonly ThirdPartyScript[];
  search: SearchConfig;
  api: ApiReferenceInput;
  /** CSP source expressions ('sha256-…') of every inline script the server will serve. */
  inlineScriptHashes: readonly string[];
  /** host:port of the docs MCP server. */
  mcpUpstream: string;
}

export const NGINX_CONFIG_FILE = 'nginx.conf';
export const VERCEL_CONFIG_FILE = 'vercel.json';
export const VERCEL_IGNORE_FILE = '.vercelignore';
/** What the operator includes in nginx's http {} block: the MCP server's upstream. */
export const NGINX_HTTP_CONFIG_FILE = 'nginx-http.conf';

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

/**
 * The spellings of a page that answer 301 to its clean path: `/page/`, `/page.html` and
 * `/page/index.html` (and `/index.html` for the home page). They are listed page by page, so
 * a path that is not a page of the build is never redirected (it answers 404) and no part of a
 * request ever reaches a Location header: `//evil.example/` cannot become `//evil.example`.
 */
export function canonicalRedirects(pages: readonly BuiltPage[]): HttpRedirect[] {
  return pages.flatMap(({path}) =>
    (path === '/' ? ['/index.html'] : redirectVariants(path).slice(1)).map((from) => ({
      from,
      to: path,
      status: 301 as const,
    })),
  );
}

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

/** Hosts a reader may type as a local node: plain http is allowed for these alone. */
const LOCAL_NODE_SOURCES = ['http://localhost:*', 'http://127.0.0.1:*'];

/**
 * Where the request explorer may send requests: each fixed server of the OpenAPI documents,
 * and, when a server's address is a variable the reader fills in (`{nodeUrl}`), any https
 * origin plus http on this machine (a node the reader runs locally).
 */
export function apiExplorerSources(serverUrls: readonly string[]): string[] {
  return unique(
    serverUrls.flatMap((url) => {
      if (/\{[^}]+\}/.test(url)) return ['https:', ...LOCAL_NODE_SOURCES];
      const {protocol, origin} = new URL(url);
      if (protocol !== 'https:' && protocol !== 'http:') {
        throw new Error(`OpenAPI server ${url} is not an http(s) URL`);
      }
      return [origin];
    }),
  );
}

interface CspInput {
  scripts: readonly ThirdPartyScript[];
  search: SearchConfig;
  inlineScriptHashes: readonly string[];
  /** Extra connect-src sources of this group of pages (the API explorer's servers). */
  connect?: readonly string[];
}

/**
 * Only this origin, plus what configuration enabled. Inline scripts are allowed
 * one by one by hash; a third-party script by its exact file URL. Styles need
 * 'unsafe-inline' (React style attributes, the <style> of the inlined diagram
 * SVGs), which cannot run code.
 */
export function contentSecurityPolicy(input: CspInput): string {
  const hashes = unique(input.inlineScriptHashes).sort();
  const scripts = input.scripts;
  const assets = unique(scripts.flatMap((script) => script.assetSources));
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...hashes, ...unique(scripts.map((script) => script.src))]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...assets]],
    ['font-src', ["'self'", 'data:', ...assets]],
    [
      'connect-src',
      unique([
        "'self'",
        ...scripts.flatMap((script) => script.connectSources),
        ...searchOrigins(input.search),
        ...(input.connect ?? []),
      ]),
    ],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** Browser features the portal never uses, switched off for the page and anything it embeds. */
const DISABLED_FEATURES = [
  // Only names Chromium recognises: an unknown one (e.g. bluetooth) logs a console warning on
  // every page. tests/e2e/serving.spec.ts fails on any warning a page load through nginx logs.
  'accelerometer',
  'autoplay',
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

/** Whether a script may run on pages under this path prefix. */
const loadsUnder = (script: ThirdPartyScript, prefix: string) =>
  !script.excludedPathPrefixes.some((excluded) => prefix.startsWith(excluded));

function securityHeaders(csp: string): Header[] {
  return [
    {name: 'Content-Security-Policy', value: csp},
    {name: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains'},
    {name: 'X-Content-Type-Options', value: 'nosniff'},
    {name: 'X-Frame-Options', value: 'DENY'},
    {name: 'Referrer-Policy', value: 'strict-origin-when-cross-origin'},
    // No other site's window keeps a handle on ours (window.opener), and ours on none.
    {name: 'Cross-Origin-Opener-Policy', value: 'same-origin'},
    {name: 'Permissions-Policy', value: DISABLED_FEATURES.map((f) => `${f}=()`).join(', ')},
  ];
}

/**
 * The published OpenAPI documents and the API catalog are for tools, and some tools run in a
 * browser on their own origin (an API client or editor opening a document by its URL): any
 * origin may read them. They are public files, fetched without credentials, so `*` discloses
 * nothing a plain request would not.
 */
const READABLE_BY_ANY_ORIGIN: Header = {name: 'Access-Control-Allow-Origin', value: '*'};

/** The published OpenAPI documents (YAML and JSON) and the API catalog, with their media types. */
export function typedFiles(): TypedFile[] {
  const published = (path: string, mediaType: string): TypedFile => ({
    path,
    mediaType,
    cache: 'revalidate',
    headers: [READABLE_BY_ANY_ORIGIN],
  });
  return [
    ...PUBLISHED_API_DOCUMENTS.flatMap((document) => [
      published(document.yamlPath, YAML_MEDIA_TYPE),
      published(document.jsonPath, 'application/json'),
    ]),
    published(API_CATALOG_PATH, API_CATALOG_MEDIA_TYPE),
  ];
}

/**
 * The `Link` headers of the signposts for agents. A page with a Markdown twin names it as its
 * Markdown alternate; the twin names as its `index` (an IANA-registered relation: "refers to an
 * index") the llms.txt of its docs version, the file that lists it with every other page; the
 * API catalog names itself as `api-catalog`, which RFC 9727 section 2 asks a HEAD request to
 * the well-known address to answer with. Paths are literal, percent-encoded as in a URL.
 */
export function linkHeaders(twinPaths: readonly string[]): LinkHeader[] {
  return [
    ...twinPaths.flatMap((path) => [
      {
        path,
        value: `<${encodeURI(markdownPathOf(path))}>; rel="alternate"; type="text/markdown"`,
      },
      {
        path: markdownPathOf(path),
        value: `<${llmsPathOf(versionOfRoute(path), 'llms.txt')}>; rel="index"`,
      },
    ]),
    {path: API_CATALOG_PATH, value: `<${API_CATALOG_PATH}>; rel="api-catalog"`},
  ];
}

export function deployPolicy(input: DeployPolicyInput): DeployPolicy {
  const {pathPrefix} = input.api;
  if (!pathPrefix.startsWith('/') || !pathPrefix.endsWith('/')) {
    throw new Error(`API path prefix ${pathPrefix} must start and end with "/"`);
  }
  const csp = contentSecurityPolicy(input);
  const apiCsp = contentSecurityPolicy({
    ...input,
    scripts: input.scripts.filter((script) => loadsUnder(script, pathPrefix)),
    connect: apiExplorerSources(input.api.serverUrls),
  });
  const legacy = httpRedirects(input.redirects);
  const redirected = new Set(legacy.map(({from}) => from));
  const notFoundPage = '/404.html';
  const notFoundPath = '/404';
  // Client-redirect pages of the table are shadowed by the HTTP 301s; the 404 page is no page.
  const pages = input.pages.filter(({path}) => !redirected.has(path) && path !== notFoundPath);
  const twins = new Set(input.markdownTwins);
  const pagePaths = new Set(pages.map(({path}) => path));
  const missing = [...twins].filter((path) => !pagePaths.has(path));
  if (missing.length > 0) {
    throw new Error(`Markdown twins of no page of the build: ${missing.join(', ')}`);
  }
  const markdownTwins = pages
    .filter(({path}) => twins.has(path))
    .map(({path}) => ({path, file: markdownPathOf(path).slice(1)}));
  return {
    redirects: [
      ...legacy,
      ...canonicalRedirects(pages),
      ...RENAMED_FILES.map(({from, to}) => ({from, to, status: 301 as const})),
    ],
    pages,
    markdownTwins,
    securityHeaders: securityHeaders(csp),
    scopedHeaders: [
      {
        prefix: pathPrefix,
        headers: securityHeaders(apiCsp),
        why: 'API reference: the request explorer sends to the API servers',
      },
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
    notFoundPage,
    notFoundPath,
    compressibleTypes: [
      'text/css',
      'text/plain',
      'text/markdown',
      'text/xml',
      'application/javascript',
      'application/json',
      'application/manifest+json',
      // The published OpenAPI documents (typedFiles).
      YAML_MEDIA_TYPE,
      // Stryker disable next-line StringLiteral: the feeds are rss.xml and atom.xml, served as text/xml (nginx.ts types)
      'application/rss+xml',
      // Stryker disable next-line StringLiteral: the feeds are rss.xml and atom.xml, served as text/xml (nginx.ts types)
      'application/atom+xml',
      'image/svg+xml',
    ],
    privateFiles: [
      `/${NGINX_CONFIG_FILE}`,
      `/${NGINX_HTTP_CONFIG_FILE}`,
      `/${VERCEL_CONFIG_FILE}`,
      `/${VERCEL_IGNORE_FILE}`,
    ],
    typedFiles: typedFiles(),
    linkHeaders: linkHeaders(markdownTwins.map(({path}) => path)),
    contentSecurityPolicy: csp,
    apiContentSecurityPolicy: apiCsp,
    mcp: mcpProxy(input.mcpUpstream),
  };
}
