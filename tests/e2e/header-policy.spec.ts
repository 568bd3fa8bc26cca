/**
 * Every response header the portal promises, held here as this test's own data (README
 * "What the server answers", issue 16 "As shipped"), never read from plugins/deploy-config.
 * Checked on each page type through nginx with the generated build/nginx.conf (HTTP, no
 * browser), and in build/vercel.json applied route by route the way Vercel applies it.
 */
import {readFileSync} from 'node:fs';
import {test, expect} from '../support/test';
import {
  apiServerUrls,
  CACHE,
  cspProblems,
  securityHeaderProblems,
} from '../support/promised-headers';
import {requireBuild} from '../support/require-build';
import {vercelHeadersFor, vercelRedirectFor, type VercelJson} from '../support/vercel-json';

const BUILD_DIR = 'build';
requireBuild(BUILD_DIR);

const apiServers = apiServerUrls();

/** Every promise of tests/support/promised-headers.ts, as soft failures naming the path. */
function expectPromisedHeaders(
  headers: Record<string, string>,
  scope: 'site' | 'api',
  what: string,
): void {
  expect.soft(securityHeaderProblems(headers), `${what}: security headers`).toEqual([]);
  expect
    .soft(cspProblems(headers['content-security-policy'], {scope, apiServers}), `${what}: CSP`)
    .toEqual([]);
}

interface Sample {
  path: string;
  kind: 'doc' | 'api' | 'asset' | 'media' | 'text' | 'redirect' | 'not-found';
}

/** What each kind answers: status and caching. */
const EXPECTED: Record<Sample['kind'], {status: number; cache?: string; scope: 'site' | 'api'}> = {
  doc: {status: 200, cache: CACHE.revalidate, scope: 'site'},
  api: {status: 200, cache: CACHE.revalidate, scope: 'api'},
  asset: {status: 200, cache: CACHE.immutable, scope: 'site'},
  media: {status: 200, cache: CACHE.media, scope: 'site'},
  text: {status: 200, cache: CACHE.revalidate, scope: 'site'},
  // A permanent redirect carries a cache lifetime (checked below), so a wrong row can be taken back.
  redirect: {status: 301, scope: 'site'},
  'not-found': {status: 404, cache: CACHE.revalidate, scope: 'site'},
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
      expectPromisedHeaders(headers, expected.scope, path);
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
      expectPromisedHeaders(headers, expected.scope, path);
      if (kind === 'redirect') {
        expect.soft(vercelRedirectFor(vercel, path)?.statusCode, `${path}: redirect`).toBe(301);
      } else {
        expect.soft(vercelRedirectFor(vercel, path), `${path}: not redirected`).toBeUndefined();
        expect.soft(headers['cache-control'], `${path}: Cache-Control`).toBe(expected.cache);
      }
    });
  }
});
