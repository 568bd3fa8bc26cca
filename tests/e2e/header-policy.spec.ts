/**
 * Every response header the portal promises, held here as this test's own data (README
 * "What the server answers", issue 16 "As shipped"), never read from plugins/deploy-config.
 * Checked on each page type through nginx with the generated build/nginx.conf (HTTP, no
 * browser), and in build/vercel.json applied route by route the way Vercel applies it.
 */
import {readFileSync} from 'node:fs';
import {test, expect} from '@playwright/test';
import {parse} from 'yaml';
import {allows, parseCsp, type Csp} from '../support/csp';
import {requireBuild} from '../support/require-build';
import {vercelHeadersFor, vercelRedirectFor, type VercelJson} from '../support/vercel-json';

const BUILD_DIR = 'build';
requireBuild(BUILD_DIR);

/** Sent with every response: pages, API pages, assets, redirects, 404s. */
const SECURITY_HEADERS: Record<string, string> = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
};

/**
 * Permissions-Policy: every browser feature the portal never uses, each switched off (`=()`)
 * for the page and anything it embeds. No `bluetooth`: Chromium does not know it and warns on
 * every page (issue 16).
 */
const DISABLED_FEATURES = [
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

/** CSP directives with the same sources on every response. */
const FIXED_DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  // React style attributes and Mermaid's <style> need inline styles; styles cannot run code.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};
const ALL_DIRECTIVES = [...Object.keys(FIXED_DIRECTIVES), 'script-src', 'connect-src'].sort();

const REVALIDATE = 'public, max-age=0, must-revalidate';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const MEDIA = 'public, max-age=3600';

const SELF = 'https://docs.nillion.com';

/** The API explorer's fixed servers: `servers[].url` of the OpenAPI documents (not variables). */
const apiServers = ['openapi/nilai.yaml', 'openapi/nildb.yaml'].flatMap((file) =>
  ((parse(readFileSync(file, 'utf8')) as {servers: {url: string}[]}).servers ?? [])
    .map(({url}) => url)
    .filter((url) => !url.includes('{')),
);

function expectSecurityHeaders(headers: Record<string, string>, what: string): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect.soft(headers[name], `${what}: ${name}`).toBe(value);
  }
  const features = (headers['permissions-policy'] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  expect
    .soft(features.sort(), `${what}: Permissions-Policy`)
    .toEqual(DISABLED_FEATURES.map((feature) => `${feature}=()`).sort());
}

/** The CSP every response carries; `scope` says whose connect-src applies. */
function expectCsp(header: string | undefined, scope: 'site' | 'api', what: string): void {
  expect(header, `${what}: Content-Security-Policy`).toBeTruthy();
  const csp: Csp = parseCsp(header!);
  expect.soft([...csp.keys()].sort(), `${what}: CSP directives`).toEqual(ALL_DIRECTIVES);
  for (const [directive, sources] of Object.entries(FIXED_DIRECTIVES)) {
    expect
      .soft([...(csp.get(directive) ?? [])].sort(), `${what}: ${directive}`)
      .toEqual([...sources].sort());
  }

  // Scripts: this origin and inline scripts one by one by hash; nothing else in this build.
  const scripts = csp.get('script-src') ?? [];
  expect.soft(scripts, `${what}: script-src 'self'`).toContain("'self'");
  const others = scripts.filter((source) => source !== "'self'");
  expect.soft(others.length, `${what}: inline scripts allowed by hash`).toBeGreaterThan(0);
  expect
    .soft(
      others.filter((source) => !/^'sha256-[A-Za-z0-9+/]+=*'$/.test(source)),
      `${what}: script-src holds only 'self' and hashes (no unsafe-inline, eval or host)`,
    )
    .toEqual([]);

  const connect = (url: string) => allows(csp, 'connect-src', url, SELF);
  expect.soft(connect(`${SELF}/search/manifest.json`), `${what}: connect to self`).toBe(true);
  expect.soft(connect('http://attacker.example/collect'), `${what}: plain http`).toBe(false);
  expect.soft(connect('wss://attacker.example/'), `${what}: websockets`).toBe(false);
  if (scope === 'site') {
    expect.soft(csp.get('connect-src'), `${what}: connect-src`).toEqual(["'self'"]);
    return;
  }
  // API pages: the request explorer reaches the documents' servers, any https node a reader
  // types, and a node on this machine over plain http; nothing else over plain http.
  for (const server of apiServers) {
    expect.soft(connect(`${server}/v1/health`), `${what}: connect to ${server}`).toBe(true);
  }
  for (const node of [
    'https://nildb-node.example.org/health',
    'https://node.example.net:8443/v1/models',
    'http://localhost:8080/health',
    'http://127.0.0.1:37939/about',
  ]) {
    expect.soft(connect(node), `${what}: connect to a typed node ${node}`).toBe(true);
  }
  expect
    .soft(connect('http://192.168.1.20:8080/health'), `${what}: plain http off-machine`)
    .toBe(false);
}

interface Sample {
  path: string;
  kind: 'doc' | 'api' | 'asset' | 'media' | 'text' | 'redirect' | 'not-found';
}

/** What each kind answers: status and caching. */
const EXPECTED: Record<Sample['kind'], {status: number; cache?: string; scope: 'site' | 'api'}> = {
  doc: {status: 200, cache: REVALIDATE, scope: 'site'},
  api: {status: 200, cache: REVALIDATE, scope: 'api'},
  asset: {status: 200, cache: IMMUTABLE, scope: 'site'},
  media: {status: 200, cache: MEDIA, scope: 'site'},
  text: {status: 200, cache: REVALIDATE, scope: 'site'},
  // A permanent redirect carries a cache lifetime (checked below), so a wrong row can be taken back.
  redirect: {status: 301, scope: 'site'},
  'not-found': {status: 404, cache: REVALIDATE, scope: 'site'},
};

const homeHtml = readFileSync(`${BUILD_DIR}/index.html`, 'utf8');
const mainScript = /src="?(\/assets\/js\/main\.[0-9a-f]+\.js)/.exec(homeHtml)?.[1];
const stylesheet = /href="?(\/assets\/css\/styles\.[0-9a-f]+\.css)/.exec(homeHtml)?.[1];
const searchIndex = (
  JSON.parse(readFileSync(`${BUILD_DIR}/search/manifest.json`, 'utf8')) as {index: string}
).index;

const SAMPLES: Sample[] = [
  {path: '/learn/what-is-nillion', kind: 'doc'},
  {path: '/', kind: 'doc'},
  {path: '/articles/nildb-encryption', kind: 'doc'},
  {path: '/api/nilai/health-check-v-1-health-get', kind: 'api'},
  {path: '/api/nildb/read-data', kind: 'api'},
  {path: '/api/overview', kind: 'api'},
  {path: mainScript ?? '/assets/js/main.js (not found in index.html)', kind: 'asset'},
  {path: stylesheet ?? '/assets/css/styles.css (not found in index.html)', kind: 'asset'},
  {path: searchIndex, kind: 'asset'},
  {path: '/img/favicon.svg', kind: 'media'},
  {path: '/learn/what-is-nillion.md', kind: 'text'},
  {path: '/llms.txt', kind: 'text'},
  {path: '/sitemap.xml', kind: 'text'},
  {path: '/search/manifest.json', kind: 'text'},
  {path: '/quickstart', kind: 'redirect'},
  {path: '/build/secretLLM/overview.html', kind: 'redirect'},
  {path: '/learn/what-is-nillion/', kind: 'redirect'},
  {path: '/no/such/page', kind: 'not-found'},
  {path: '/404', kind: 'not-found'},
];

test.describe('through nginx, per page type', () => {
  for (const {path, kind} of SAMPLES) {
    test(`${kind} ${path}`, async ({request}) => {
      const expected = EXPECTED[kind];
      const response = await request.get(path, {maxRedirects: 0});
      const headers = response.headers();
      expect.soft(response.status(), `${path}: status`).toBe(expected.status);
      expectSecurityHeaders(headers, path);
      expectCsp(headers['content-security-policy'], expected.scope, path);
      if (expected.cache) {
        expect.soft(headers['cache-control'], `${path}: Cache-Control`).toBe(expected.cache);
      } else {
        const maxAge = /(?:^|[\s,])max-age=(\d+)/.exec(headers['cache-control'] ?? '')?.[1];
        expect.soft(Number(maxAge ?? 0), `${path}: a redirect's cache lifetime`).toBeGreaterThan(0);
        expect.soft(headers['cache-control'] ?? '', path).not.toContain('immutable');
      }
      if (['doc', 'api', 'not-found'].includes(kind)) {
        expect
          .soft(headers['content-type'], `${path}: Content-Type`)
          .toBe('text/html; charset=utf-8');
      }
    });
  }
});

test.describe('in vercel.json, applied route by route', () => {
  const vercel = JSON.parse(readFileSync(`${BUILD_DIR}/vercel.json`, 'utf8')) as VercelJson;
  for (const {path, kind} of SAMPLES) {
    test(`${kind} ${path}`, () => {
      const expected = EXPECTED[kind];
      const headers = vercelHeadersFor(vercel, path);
      expectSecurityHeaders(headers, path);
      expectCsp(headers['content-security-policy'], expected.scope, path);
      if (kind === 'redirect') {
        expect.soft(vercelRedirectFor(vercel, path)?.statusCode, `${path}: redirect`).toBe(301);
      } else {
        expect.soft(vercelRedirectFor(vercel, path), `${path}: not redirected`).toBeUndefined();
        expect.soft(headers['cache-control'], `${path}: Cache-Control`).toBe(expected.cache);
      }
    });
  }
});
