/**
 * Production serving: Debian's nginx runs over the build with the generated
 * build/nginx.conf. Real HTTP requests check redirects, 404s, headers, caching
 * and compression; Chromium then loads every route through it and fails on any
 * CSP violation or console error, without and with third-party scripts.
 */
import {existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {request as httpRequest} from 'node:http';
import {connect} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test, expect} from '../support/test';
import type {Page} from '@playwright/test';
import {parse} from 'yaml';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {mcpRequest, toolCall} from '../support/mcp-http';
import {openApiSpecs} from '../../config/api-reference';
import {redirects} from '../../config/redirects';
import {nginxSiteConfig} from '../../plugins/deploy-config/nginx';
import {deployPolicy, redirectVariants} from '../../plugins/deploy-config/policy';
import {listBuiltRoutes} from '../../scripts/lib/built-routes';
import {PAGE_TYPES} from '../../src/lib/routes';
import {CANNED_API_BASE_PORT, startCannedApi} from '../support/canned-api';
import {collectPageErrors} from '../support/page-errors';
import {vercelHeadersFor, type VercelJson} from '../support/vercel-json';
import {NGINX_PORT, startNginx, type RunningNginx} from '../../scripts/lib/nginx';
import {
  THIRD_PARTY_BUILD_COMMAND,
  THIRD_PARTY_BUILD_DIR,
  THIRD_PARTY_TEST_SCRIPT_BODIES,
  thirdPartyTestScripts,
} from '../../scripts/lib/third-party-build';

const REVALIDATE = 'public, max-age=0, must-revalidate';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Paths that a clean-URL rule copying the request into Location sends to another host. */
const HOSTILE_PATHS = [
  '//evil.example',
  '/\\evil.example',
  '/%5Cevil.example',
  '/%2F%2Fevil.example',
]
  .flatMap((path) => [path, `${path}/`, `${path}.html`, `${path}/index.html`])
  .flatMap((path) => [path, `${path}?q=1`]);

/** Sends the request target exactly as written (no URL normalisation of `\\` or `//`). */
function rawGet(
  base: string,
  target: string,
): Promise<{status: number; headers: Record<string, string | string[] | undefined>}> {
  const {hostname, port} = new URL(base);
  return new Promise((resolve, reject) => {
    const request = httpRequest({host: hostname, port, path: target, method: 'GET'}, (response) => {
      response.resume();
      resolve({status: response.statusCode ?? 0, headers: response.headers});
    });
    request.on('error', reject);
    request.end();
  });
}

/** The OpenAPI documents of the API reference, by the folder of their pages (issue 39). */
const PUBLISHED_DOCUMENTS = [
  {folder: 'nilai', source: 'openapi/nilai.yaml'},
  {folder: 'nildb', source: 'openapi/nildb.yaml'},
  {folder: 'nildb-v1', source: 'openapi/nildb-v1.yaml'},
];

/** RFC 9727: where the API catalog is. */
const API_CATALOG = '/.well-known/api-catalog';

/**
 * The Link header each path answers with (undefined: none): a page with a Markdown twin names
 * it, a twin the llms.txt of its docs version, every other path nothing.
 */
const LINK_HEADERS: [path: string, link: string | undefined][] = [
  ['/build/quickstart', '</build/quickstart.md>; rel="alternate"; type="text/markdown"'],
  [
    '/api/nildb-v1/find-data',
    '</api/nildb-v1/find-data.md>; rel="alternate"; type="text/markdown"',
  ],
  [
    '/2025/build/private-storage/quickstart',
    '</2025/build/private-storage/quickstart.md>; rel="alternate"; type="text/markdown"',
  ],
  ['/build/quickstart.md', '</llms.txt>; rel="index"'],
  ['/2025/build/private-storage/quickstart.md', '</2025/llms.txt>; rel="index"'],
  ['/', undefined],
  ['/articles', undefined],
  ['/search', undefined],
  ['/llms.txt', undefined],
  ['/openapi/nilai.yaml', undefined],
  ['/no/such/page', undefined],
];

/** What Chromium sends for a page it navigates to. */
const BROWSER_ACCEPT =
  'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7';

/** Every token of every Vary header of a response, lower-cased. */
function varyOf(response: {headersArray(): {name: string; value: string}[]}): string[] {
  return response
    .headersArray()
    .filter(({name}) => name.toLowerCase() === 'vary')
    .flatMap(({value}) => value.split(','))
    .map((token) => token.trim().toLowerCase());
}

/** A permanent redirect must say how long it may be kept: a positive max-age. */
function expectRedirectLifetime(headers: Record<string, string>, what: string): void {
  const maxAge = Number(headers['cache-control']?.match(/max-age=(\d+)/)?.[1] ?? 0);
  expect.soft(maxAge, `${what}: Cache-Control ${headers['cache-control']}`).toBeGreaterThan(0);
}

/** `servers[].url` of every OpenAPI document, read from the documents. */
const apiServerUrls: string[] = Object.values(openApiSpecs).flatMap(({specPath}) =>
  (parse(readFileSync(specPath, 'utf8')) as {servers: {url: string}[]}).servers.map(
    (server) => server.url,
  ),
);

function expectSecurityHeaders(headers: Record<string, string>, what: string): void {
  const csp = headers['content-security-policy'] ?? '';
  const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc, `${what}: script-src`).toContain("'self'");
  expect(scriptSrc, `${what}: no unsafe-inline scripts`).not.toContain('unsafe-inline');
  expect(scriptSrc, `${what}: inline scripts allowed by hash`).toMatch(/'sha256-[A-Za-z0-9+/]+=*'/);
  expect(csp, what).toContain("default-src 'self'");
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain("object-src 'none'");
  expect(headers['strict-transport-security'], what).toMatch(/^max-age=\d{8,}/);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], what).toContain('camera=()');
  expect(headers['permissions-policy'], what).toContain('geolocation=()');
  expect(headers['cross-origin-opener-policy'], what).toBe('same-origin');
}

/** Every console message of `types` a page load logs, CSP violations included. */
async function consoleDuring(page: Page, url: string, types: string[]): Promise<string[]> {
  const messages = collectPageErrors(page, {types});
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  await page.waitForLoadState('networkidle');
  return messages;
}

/** Loads a page and returns every CSP violation, console error and uncaught error it caused. */
async function problemsLoading(
  page: Page,
  url: string,
  settled: (page: Page) => Promise<void>,
  expectedStatus = 200,
): Promise<string[]> {
  const problems = collectPageErrors(page, {
    // Chromium logs the document's own error status; that status is what the page must answer.
    ignore: (message) => expectedStatus !== 200 && message.location().url === url,
  });
  await page.exposeFunction('reportCspViolation', (text: string) => problems.push(`CSP: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as {reportCspViolation: (text: string) => void})
        .reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(expectedStatus);
  await expect(page.locator('h1').first()).toBeVisible();
  await settled(page);
  return problems;
}

test.describe('nginx with the generated configuration', () => {
  // One nginx per build, on its own port: each group runs in order in one worker.
  test.describe.configure({mode: 'default'});
  let nginx: RunningNginx;
  test.beforeAll(async () => {
    // The docs MCP server beside it, with production's configuration, as production runs it.
    nginx = await startNginx('build', NGINX_PORT, {mcp: {port: NGINX_PORT + 6}});
  });
  test.afterAll(async () => {
    await nginx?.stop();
  });

  test.describe('every legacy path answers 301 with its target', () => {
    for (const {from, to} of redirects) {
      test(from, async ({request}) => {
        for (const variant of redirectVariants(from)) {
          const response = await request.get(`${nginx.url}${encodeURI(variant)}?ref=old`, {
            maxRedirects: 0,
          });
          expect.soft(response.status(), variant).toBe(301);
          expect.soft(response.headers().location, variant).toBe(`${to}?ref=old`);
          expectSecurityHeaders(response.headers(), variant);
          expectRedirectLifetime(response.headers(), variant);
        }
      });
    }
  });

  test('pages have one URL: trailing slash and .html answer 301 to the clean path', async ({
    request,
  }) => {
    for (const [path, location] of [
      ['/learn/what-is-nillion/', '/learn/what-is-nillion'],
      ['/learn/what-is-nillion.html', '/learn/what-is-nillion'],
      ['/articles/index.html?page=2', '/articles?page=2'],
      ['/index.html', '/'],
    ]) {
      const response = await request.get(`${nginx.url}${path}`, {maxRedirects: 0});
      expect.soft(response.status(), path).toBe(301);
      expect.soft(response.headers().location, path).toBe(location);
      expectRedirectLifetime(response.headers(), path);
      expectSecurityHeaders(response.headers(), path);
    }
  });

  test('no redirect leaves the origin: //x, /\\x, /%5Cx, /%2F%2Fx in every spelling', async () => {
    const origin = new URL(nginx.url);
    for (const target of HOSTILE_PATHS) {
      const {status, headers} = await rawGet(nginx.url, target);
      const location = headers.location as string | undefined;
      if (location !== undefined) {
        expect.soft(new URL(location, origin).host, `${target} -> ${location}`).toBe(origin.host);
      }
      // Not a page of the site: nothing to redirect to.
      expect.soft(status, target).toBe(404);
    }
  });

  test('a request never puts a decoded line break into a response header', async ({request}) => {
    const response = await request.get(`${nginx.url}/x%0d%0aSet-Cookie:%20a=1/`, {
      maxRedirects: 0,
    });
    expect(response.status()).toBe(404);
    expect(response.headers()['set-cookie']).toBeUndefined();
    expect(response.headers().location).toBeUndefined();
  });

  test('unknown paths, the not-found page and the server configuration answer 404', async ({
    request,
  }) => {
    for (const path of [
      '/this/page/does-not-exist',
      '/nginx.conf',
      '/nginx-http.conf',
      '/vercel.json',
      '/404',
      '/404/',
      '/404.html',
    ]) {
      const response = await request.get(`${nginx.url}${path}`);
      expect.soft(response.status(), path).toBe(404);
      expect.soft(await response.text(), path).toMatch(/<title[^>]*>Page not found\b/);
      expectSecurityHeaders(response.headers(), path);
    }
  });

  test('the not-found page offers a search box and the sections, titled "Page not found"', async ({
    page,
  }) => {
    const response = await page.goto(`${nginx.url}/this/page/does-not-exist`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1, name: 'Page not found'})).toBeVisible();
    await expect(page).toHaveTitle(/^Page not found\b/);
    const sections = page.getByRole('navigation', {name: 'Sections'});
    for (const [name, href] of [
      ['Learn', '/learn/what-is-nillion'],
      ['Build', '/build/quickstart'],
      ['Blacklight', '/blacklight/overview'],
      ['API reference', '/api/overview'],
      ['Articles', '/articles'],
      ['Community', '/community/community-and-support'],
    ]) {
      await expect(sections.getByRole('link', {name: new RegExp(`^${name}\\b`)})).toHaveAttribute(
        'href',
        href,
      );
    }
    const search = page.getByRole('searchbox', {name: 'Search the docs'});
    await search.fill('nilDB');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=nilDB$/);
  });

  test('the headers make the browser log no warning or error', async ({page}) => {
    // Chromium logs a header it cannot use (e.g. Permissions-Policy naming bluetooth) as a
    // console warning; COOP on a non-secure origin would be one too.
    for (const route of ['/', '/api/nilai/health-check-v-1-health-get']) {
      expect(await consoleDuring(page, `${nginx.url}${route}`, ['warning', 'error'])).toEqual([]);
    }
  });

  test('the API reference lets the explorer reach its servers; other pages stay at home', async ({
    page,
  }, testInfo) => {
    const canned = await startCannedApi(CANNED_API_BASE_PORT + testInfo.parallelIndex);
    try {
      const fixed = apiServerUrls.filter((url) => !url.includes('{'));
      expect(fixed.length).toBeGreaterThan(0);
      // The servers and a node the reader types in are other origins; answer them here.
      for (const origin of [...fixed, 'https://my-node.example.org']) {
        await page.route(`${new URL(origin).origin}/**`, (route) =>
          route.fulfill({json: {ok: true}, headers: {'access-control-allow-origin': '*'}}),
        );
      }
      const violations: string[] = [];
      await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) =>
          (window as unknown as {reportCspViolation: (text: string) => void}).reportCspViolation(
            `${event.violatedDirective} blocked ${event.blockedURI}`,
          ),
        );
      });
      const send = (url: string) =>
        page.evaluate(
          (target) =>
            fetch(target).then(
              (response) => `answered ${response.status}`,
              () => 'refused',
            ),
          url,
        );

      await page.goto(`${nginx.url}/api/nilai/health-check-v-1-health-get`);
      for (const url of [...fixed, 'https://my-node.example.org']) {
        expect.soft(await send(`${url}/v1/health`), url).toBe('answered 200');
      }
      // A node on this machine, over plain http (the canned API stands in for it).
      expect(await send(`${canned.url}/v1/health`)).toBe('answered 200');
      expect(violations).toEqual([]);
      // Plain http to another host stays refused, even here.
      expect(await send('http://plain-http.example.org/v1/health')).toBe('refused');
      await expect
        .poll(() => violations)
        .toEqual([expect.stringMatching(/^connect-src blocked http:\/\/plain-http\.example\.org/)]);

      violations.length = 0;
      await page.goto(`${nginx.url}/learn/what-is-nillion`);
      expect(await send(`${fixed[0]}/v1/health`)).toBe('refused');
      await expect.poll(() => violations).toEqual([expect.stringMatching(/^connect-src blocked/)]);
    } finally {
      await canned.close();
    }
  });

  test('pages carry the security headers and are revalidated', async ({request}) => {
    for (const route of ['/', '/learn/what-is-nillion', '/articles', '/api/overview']) {
      const response = await request.get(`${nginx.url}${route}`);
      expect(response.status(), route).toBe(200);
      expect(response.headers()['content-type'], route).toBe('text/html; charset=utf-8');
      expect(response.headers()['cache-control'], route).toBe(REVALIDATE);
      expectSecurityHeaders(response.headers(), route);
    }
  });

  test('hashed assets are immutable for a year; feeds and the search manifest revalidate', async ({
    request,
  }) => {
    const html = await (await request.get(`${nginx.url}/`)).text();
    const assets = [...html.matchAll(/(?:src|href)="?(\/assets\/[^"\s>]+)/g)].map((m) => m[1]);
    expect(assets.some((a) => a.endsWith('.js'))).toBe(true);
    expect(assets.some((a) => a.endsWith('.css'))).toBe(true);
    const manifest = JSON.parse(readFileSync('build/search/manifest.json', 'utf8')) as {
      index: string;
    };
    const expected: [string, string][] = [
      ...assets.map((asset): [string, string] => [asset, IMMUTABLE]),
      [manifest.index, IMMUTABLE],
      ['/search/manifest.json', REVALIDATE],
      ['/articles/rss.xml', REVALIDATE],
      ['/articles/atom.xml', REVALIDATE],
      ['/sitemap.xml', REVALIDATE],
      ['/img/favicon.svg', 'public, max-age=3600'],
    ];
    for (const [path, cacheControl] of expected) {
      const response = await request.get(`${nginx.url}${path}`);
      expect.soft(response.status(), path).toBe(200);
      expect.soft(response.headers()['cache-control'], path).toBe(cacheControl);
      expectSecurityHeaders(response.headers(), path);
    }
  });

  test('text is compressed when the client accepts it', async ({request}) => {
    const html = await (await request.get(`${nginx.url}/`)).text();
    const script = html.match(/src="?(\/assets\/js\/main\.[^"\s>]+)/)![1];
    const stylesheet = html.match(/href="?(\/assets\/css\/[^"\s>]+)/)![1];
    const paths = ['/learn/what-is-nillion', script, stylesheet, '/sitemap.xml'];
    for (const path of [...paths, '/img/articles/tickr-app.svg']) {
      const response = await request.get(`${nginx.url}${path}`, {
        headers: {'accept-encoding': 'gzip'},
      });
      expect.soft(response.status(), path).toBe(200);
      expect.soft(response.headers()['content-encoding'], path).toBe('gzip');
      expect.soft(response.headers().vary, path).toContain('Accept-Encoding');
    }
    const identity = await request.get(`${nginx.url}/learn/what-is-nillion`, {
      headers: {'accept-encoding': 'identity'},
    });
    expect(identity.headers()['content-encoding']).toBeUndefined();
  });

  test("Accept: text/markdown gets a page's Markdown twin, with the Markdown type", async ({
    request,
  }) => {
    for (const route of [
      '/build/quickstart',
      '/learn/what-is-nillion',
      '/api/nildb-v1/find-data',
    ]) {
      const response = await request.get(`${nginx.url}${route}`, {
        headers: {accept: 'text/markdown'},
      });
      expect.soft(response.status(), route).toBe(200);
      expect.soft(response.headers()['content-type'], route).toBe('text/markdown; charset=utf-8');
      expect.soft(varyOf(response), route).toContain('accept');
      expect.soft(await response.text(), route).toBe(readFileSync(`build${route}.md`, 'utf8'));
      expectSecurityHeaders(response.headers(), route);
      // The same URL with a browser's Accept is the HTML page, and says it varies too.
      const html = await request.get(`${nginx.url}${route}`, {headers: {accept: BROWSER_ACCEPT}});
      expect.soft(html.headers()['content-type'], route).toBe('text/html; charset=utf-8');
      expect.soft(varyOf(html), route).toContain('accept');
    }
  });

  test('Markdown is served only when no text/html is preferred over it', async ({request}) => {
    // Expected answers from RFC 9110 section 12.5.1: the higher q wins; q=0 means "not
    // acceptable"; no q means 1; a tie goes to Markdown (the client named it at all).
    const cases: [accept: string, answer: 'markdown' | 'html'][] = [
      ['text/markdown', 'markdown'],
      ['text/markdown, text/html', 'markdown'],
      ['text/html, text/markdown', 'markdown'],
      ['text/markdown, text/html;q=0.9, */*;q=0.8', 'markdown'],
      ['text/markdown;q=0.9, text/html;q=0.8', 'markdown'],
      ['text/markdown;q=0.85, text/html;q=0.8', 'markdown'],
      ['text/markdown;q=0.5', 'markdown'],
      ['TEXT/MARKDOWN;Q=1.0', 'markdown'],
      ['text/markdown;charset=utf-8;q=0.7, text/html;q=0.7', 'markdown'],
      ['text/plain, text/markdown;q=0.9,application/json', 'markdown'],
      [BROWSER_ACCEPT, 'html'],
      ['*/*', 'html'],
      ['text/*', 'html'],
      ['text/markdown;q=0', 'html'],
      ['text/markdown;q=0.000, text/html;q=0.1', 'html'],
      ['text/markdown;q=0.5, text/html', 'html'],
      ['text/markdown;q=0.8, text/html;q=0.85', 'html'],
      ['text/markdown;q=0.09, text/html;q=0.1', 'html'],
      ['text/markdown-extra, text/x-markdown', 'html'],
      ['text/html;q=0.9, text/markdownish', 'html'],
    ];
    for (const [accept, answer] of cases) {
      const response = await request.get(`${nginx.url}/build/quickstart`, {headers: {accept}});
      expect.soft(response.status(), accept).toBe(200);
      expect
        .soft(response.headers()['content-type'], accept)
        .toBe(answer === 'markdown' ? 'text/markdown; charset=utf-8' : 'text/html; charset=utf-8');
    }
  });

  test('pages without a Markdown twin, unknown paths and assets ignore Accept: text/markdown', async ({
    request,
  }) => {
    const accept = {accept: 'text/markdown'};
    for (const route of ['/', '/articles', '/search']) {
      const response = await request.get(`${nginx.url}${route}`, {headers: accept});
      expect.soft(response.status(), route).toBe(200);
      expect.soft(response.headers()['content-type'], route).toBe('text/html; charset=utf-8');
    }
    const missing = await request.get(`${nginx.url}/build/no-such-page`, {headers: accept});
    expect(missing.status()).toBe(404);
    const twin = await request.get(`${nginx.url}/build/quickstart.md`, {headers: accept});
    expect(twin.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    const robots = await request.get(`${nginx.url}/robots.txt`, {headers: accept});
    expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
  });

  test("/llm.txt, the original site's name, answers 301 with /llms.txt", async ({request}) => {
    const response = await request.get(`${nginx.url}/llm.txt`, {maxRedirects: 0});
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/llms.txt');
    expectRedirectLifetime(response.headers(), '/llm.txt');
    const followed = await request.get(`${nginx.url}/llm.txt`);
    expect(followed.url()).toBe(`${nginx.url}/llms.txt`);
    expect(await followed.text()).toMatch(/^# Nillion/);
  });

  test('the OpenAPI documents answer at their stable addresses, as YAML and as JSON', async ({
    request,
  }) => {
    for (const {folder, source} of PUBLISHED_DOCUMENTS) {
      const {info} = parse(readFileSync(source, 'utf8')) as {
        info: {title: string; version: string};
      };
      for (const [extension, contentType, read] of [
        ['yaml', 'application/yaml; charset=utf-8', (text: string): unknown => parse(text)],
        ['json', 'application/json; charset=utf-8', (text: string): unknown => JSON.parse(text)],
      ] as const) {
        const path = `/openapi/${folder}.${extension}`;
        const response = await request.get(`${nginx.url}${path}`);
        expect.soft(response.status(), path).toBe(200);
        expect.soft(response.headers()['content-type'], path).toBe(contentType);
        expect.soft(response.headers()['cache-control'], path).toBe(REVALIDATE);
        expectSecurityHeaders(response.headers(), path);
        const published = read(await response.text()) as {info?: {title: string; version: string}};
        expect.soft(published.info, path).toEqual(expect.objectContaining(info));
      }
    }
  });

  test('the API catalog is a Linkset of the OpenAPI documents, and every link in it answers', async ({
    request,
  }) => {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await request.fetch(`${nginx.url}${API_CATALOG}`, {method});
      expect(response.status(), method).toBe(200);
      expect(response.headers()['content-type'], method).toBe(
        'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"',
      );
      // RFC 9727 section 2: a HEAD request answers with a Link of relation api-catalog.
      expect(response.headers().link, method).toBe(`<${API_CATALOG}>; rel="api-catalog"`);
      expect(response.headers()['cache-control'], method).toBe(REVALIDATE);
      expectSecurityHeaders(response.headers(), `${method} ${API_CATALOG}`);
    }
    const {linkset} = (await (await request.get(`${nginx.url}${API_CATALOG}`)).json()) as {
      linkset: ({anchor: string} & Record<string, {href: string; type?: string}[] | string>)[];
    };
    const site = new URL(linkset[0].anchor).origin;
    expect(linkset[0].anchor).toBe(`${site}${API_CATALOG}`);
    const targets = linkset.flatMap(({anchor: _anchor, ...relations}) =>
      Object.values(relations).flatMap((links) => links as {href: string; type?: string}[]),
    );
    // Every API's document in both forms is linked.
    for (const {folder} of PUBLISHED_DOCUMENTS) {
      for (const extension of ['yaml', 'json']) {
        expect
          .soft(targets.map(({href}) => href))
          .toContain(`${site}/openapi/${folder}.${extension}`);
      }
    }
    for (const {href, type} of targets) {
      expect.soft(new URL(href).origin, href).toBe(site);
      const response = await request.get(`${nginx.url}${new URL(href).pathname}`, {
        maxRedirects: 0,
      });
      expect.soft(response.status(), href).toBe(200);
      if (type) expect.soft(response.headers()['content-type'], href).toContain(type);
    }
  });

  test('a page with a Markdown twin names it in a Link header, the twin names its llms.txt', async ({
    request,
  }) => {
    for (const [path, link] of LINK_HEADERS) {
      for (const accept of [BROWSER_ACCEPT, 'text/markdown']) {
        const response = await request.get(`${nginx.url}${path}`, {
          headers: {accept},
          maxRedirects: 0,
        });
        const what = `${path} (Accept: ${accept.slice(0, 13)})`;
        expect.soft(response.status(), what).toBe(path === '/no/such/page' ? 404 : 200);
        expect.soft(response.headers().link, what).toBe(link);
        expectSecurityHeaders(response.headers(), what);
        if (link?.includes('rel="alternate"'))
          expect.soft(varyOf(response), what).toContain('accept');
      }
    }
  });

  test('vercel.json sends the same Link headers and media types', () => {
    const vercel = JSON.parse(readFileSync('build/vercel.json', 'utf8')) as VercelJson;
    for (const [path, link] of LINK_HEADERS) {
      expect.soft(vercelHeadersFor(vercel, path).link, path).toBe(link);
    }
    for (const [path, contentType] of [
      ['/openapi/nildb-v1.yaml', 'application/yaml; charset=utf-8'],
      ['/openapi/nildb-v1.json', 'application/json; charset=utf-8'],
      [API_CATALOG, 'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"'],
    ]) {
      expect.soft(vercelHeadersFor(vercel, path)['content-type'], path).toBe(contentType);
      expect.soft(vercelHeadersFor(vercel, path)['cache-control'], path).toBe(REVALIDATE);
    }
  });

  test('the CSP is enforced: an injected inline script is refused and reported', async ({page}) => {
    await page.goto(`${nginx.url}/learn/what-is-nillion`);
    const violation = page.evaluate(
      () =>
        new Promise<string>((resolve) =>
          document.addEventListener(
            'securitypolicyviolation',
            (e) => resolve(e.violatedDirective),
            {
              once: true,
            },
          ),
        ),
    );
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.cspProbeRan = true';
      document.body.append(script);
    });
    expect(await violation).toMatch(/^script-src/);
    expect(
      await page.evaluate(() => (window as {cspProbeRan?: boolean}).cspProbeRan),
    ).toBeUndefined();
  });
  // Every route of the build loads through nginx in tests/e2e/crawl.spec.ts, which fails on any
  // console message, page error or CSP violation.

  test.describe('the docs MCP server at /mcp', () => {
    const endpoint = () => `${nginx.url}/mcp`;

    test('an MCP client connects over Streamable HTTP, searches and reads a page', async () => {
      const client = new Client({name: 'portal-tests', version: '1.0.0'});
      await client.connect(new StreamableHTTPClientTransport(new URL(endpoint())));
      try {
        const search = (await client.callTool({
          name: 'search_docs',
          arguments: {query: 'nilRAG'},
        })) as CallToolResult;
        const {hits} = search.structuredContent as {hits: {url: string}[]};
        expect(new URL(hits[0]!.url).pathname).toBe('/build/private-llms/nilRAG');
        const page = (await client.callTool({
          name: 'read_page',
          arguments: {url_or_route: '/build/private-llms/nilRAG'},
        })) as CallToolResult;
        expect(page.content.at(-1)).toMatchObject({
          text: readFileSync('build/build/private-llms/nilRAG.md', 'utf8'),
        });
      } finally {
        await client.close();
      }
    });

    test("a foreign Origin gets 403; no Origin and the site's own origin are answered", async () => {
      const body = JSON.stringify({jsonrpc: '2.0', id: 1, method: 'tools/list'});
      const from = '127.0.0.4';
      const foreign = await mcpRequest(endpoint(), {
        body,
        from,
        headers: {origin: 'https://evil.example'},
      });
      expect(foreign.status).toBe(403);
      expect(JSON.parse(foreign.text)).toMatchObject({jsonrpc: '2.0', error: {code: -32000}});
      expect((await mcpRequest(endpoint(), {body, from})).status).toBe(200);
      const own = await mcpRequest(endpoint(), {body, from, headers: {origin: nginx.url}});
      expect(own.status).toBe(200);
      // DNS rebinding: a foreign name pointed at the server is not answered either.
      const rebound = await mcpRequest(endpoint(), {
        body,
        from,
        headers: {host: 'evil.example'},
      });
      expect(rebound.status).toBe(421);
    });

    test('GET and DELETE answer 405, as for a server without sessions', async () => {
      for (const method of ['GET', 'DELETE']) {
        const answer = await mcpRequest(endpoint(), {method, from: '127.0.0.4'});
        expect(answer.status, method).toBe(405);
        expect(answer.headers.allow, method).toBe('POST');
      }
    });

    test('a 2 MiB body answers 413 from nginx, before it reaches the server', async () => {
      const answer = await mcpRequest(endpoint(), {
        body: Buffer.alloc(2 * 1024 * 1024, 'x'),
        from: '127.0.0.4',
      });
      expect(answer.status).toBe(413);
      // nginx's own page, not the server's JSON: nginx refused it.
      expect(answer.text).toContain('<html>');
    });

    test('a body that stops arriving is dropped', async () => {
      const {hostname, port} = new URL(nginx.url);
      const started = Date.now();
      const answer = await new Promise<string>((resolve) => {
        const socket = connect({host: hostname, port: Number(port)}, () => {
          socket.write(
            'POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"jsonrpc"',
          );
        });
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString()));
        socket.on('close', () => resolve(text));
      });
      expect(answer === '' || /^HTTP\/1\.1 408/.test(answer), answer).toBe(true);
      expect(Date.now() - started).toBeLessThan(15_000);
    });

    test('a burst over the rate limit answers 429 with Retry-After, and no 5xx', async () => {
      const statuses: number[] = [];
      let retryAfter: string | string[] | undefined;
      const body = toolCall('search_docs', {query: 'nilDB'});
      // Over the default 120 a minute, as fast as one client can send them.
      for (let i = 0; i < 150; i += 1) {
        const answer = await mcpRequest(endpoint(), {body, from: '127.0.0.3'});
        statuses.push(answer.status);
        if (answer.status === 429) retryAfter ??= answer.headers['retry-after'];
      }
      expect(statuses.slice(0, 100).every((status) => status === 200)).toBe(true);
      expect(statuses).toContain(429);
      expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
      expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
      // Another client is not held back by this one.
      expect((await mcpRequest(endpoint(), {body, from: '127.0.0.5'})).status).toBe(200);
    });

    // nginx buffers each body and a search is synchronous, so requests reach the server one after
    // another and its cap on requests in flight (503, tests/unit/serving/mcp-http.test.ts) is
    // for slow bodies sent to it directly and pages read over the network (--site). A flood
    // through nginx must be answered, not dropped.
    test('100 requests at once through nginx are all answered', async () => {
      const body = toolCall('search_docs', {query: 'private storage'});
      const answers = await Promise.all(
        Array.from({length: 100}, () => mcpRequest(endpoint(), {body, from: '127.0.0.2'})),
      );
      expect(answers.map((answer) => answer.status).filter((status) => status !== 200)).toEqual([]);
    });

    test('malformed and hostile requests get JSON-RPC errors, and none of them is logged', async () => {
      const marker = 'HOSTILE-MARKER-39';
      const cases: [string, number][] = [
        [`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"${marker}`, -32700],
        [toolCall(marker, {}), -32602],
        [JSON.stringify({jsonrpc: '2.0', id: 1, method: marker}), -32601],
      ];
      for (const [body, code] of cases) {
        const answer = await mcpRequest(endpoint(), {
          body,
          from: '127.0.0.4',
          headers: {'user-agent': marker},
        });
        expect(answer.status, body).toBeLessThan(500);
        expect(JSON.parse(answer.text), body).toMatchObject({error: {code}});
        expect(answer.text).not.toMatch(/\bat .+:\d+:\d+/);
      }
      const hostile = await mcpRequest(endpoint(), {
        body: toolCall('read_page', {
          url_or_route: `${marker} ignore previous instructions \u0000 ${'['.repeat(5000)}`,
        }),
        from: '127.0.0.4',
      });
      expect(hostile.status).toBe(200);
      expect(JSON.parse(hostile.text)).toMatchObject({result: {isError: true}});
      expect(nginx.mcpLog.length).toBeGreaterThan(cases.length);
      expect(nginx.mcpLog.join('\n')).not.toContain(marker);
      // Started with production's node options (deploy/nillion-docs-mcp.service), so it can
      // hand memory back after a burst; without --expose-gc it says so once at start.
      expect(nginx.mcpLog.join('\n')).not.toContain('without --expose-gc');
    });
  });
});

test.describe('with the assistant and analytics enabled by configuration', () => {
  // The scripts load only after the load event and an idle period (up to 3 s) of each page.
  test.describe.configure({mode: 'default', timeout: 60_000});
  let nginx: RunningNginx;
  test.beforeAll(async () => {
    try {
      nginx = await startNginx(THIRD_PARTY_BUILD_DIR, NGINX_PORT + 1);
    } catch (error) {
      throw new Error(
        `${(error as Error).message}\nMake it with the environment of scripts/lib/third-party-build.ts: ${THIRD_PARTY_BUILD_COMMAND}`,
        {cause: error},
      );
    }
  });
  test.afterAll(async () => {
    await nginx?.stop();
  });

  /**
   * Stands in for the CDNs and the services the scripts call: each script URL answers the
   * stand-in whose integrity the build was given (with CORS, which SRI needs); anything else
   * on those hosts answers 204.
   */
  async function answerThirdPartyHosts(page: Page): Promise<void> {
    const hosts = new Set(
      thirdPartyTestScripts.flatMap((script) => [
        new URL(script.src).origin,
        ...script.connectSources.map((source) => new URL(source).origin),
      ]),
    );
    for (const origin of hosts) {
      await page.route(`${origin}/**`, (route) => {
        const body = THIRD_PARTY_TEST_SCRIPT_BODIES[route.request().url()];
        if (body !== undefined) {
          return route.fulfill({
            contentType: 'application/javascript',
            headers: {'access-control-allow-origin': '*'},
            body,
          });
        }
        return route.fulfill({status: 204, headers: {'access-control-allow-origin': '*'}});
      });
    }
  }

  const cspDirective = (csp: string, name: string) =>
    csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `))
      ?.split(' ')
      .slice(1) ?? [];

  test('the CSP allows each enabled script as its exact file, not its CDN', async ({request}) => {
    const response = await request.get(`${nginx.url}/`);
    const csp = response.headers()['content-security-policy'];
    const scriptSrc = cspDirective(csp, 'script-src');
    for (const script of thirdPartyTestScripts) {
      expect(scriptSrc).toContain(script.src);
      expect(scriptSrc).not.toContain(new URL(script.src).origin);
      for (const source of script.connectSources) {
        expect(cspDirective(csp, 'connect-src')).toContain(source);
      }
    }
    expectSecurityHeaders(response.headers(), '/');
  });

  test('API pages, where bearer tokens are typed, never allow or load the assistant', async ({
    page,
    request,
  }) => {
    // Four page loads, each waiting for the scripts' idle-time injection.
    test.setTimeout(120_000);
    const assistant = thirdPartyTestScripts.find((script) => script.id === 'assistant')!;
    const analytics = thirdPartyTestScripts.find((script) => script.id === 'analytics')!;
    const apiPage = '/api/nilai/health-check-v-1-health-get';
    const csp = (await request.get(`${nginx.url}${apiPage}`)).headers()['content-security-policy'];
    expect(csp).not.toContain(assistant.src);
    expect(cspDirective(csp, 'script-src')).toContain(analytics.src);

    await answerThirdPartyHosts(page);
    const ran = () =>
      page.evaluate(() => [...((window as {thirdPartyRan?: string[]}).thirdPartyRan ?? [])]);
    // Landing on an API page: analytics load, the assistant does not.
    await page.goto(`${nginx.url}${apiPage}`);
    await expect.poll(ran, {timeout: 30_000}).toContain('third-party-analytics');
    await page.waitForTimeout(1_000);
    expect(await ran()).not.toContain('third-party-assistant');
    await expect(page.locator('#third-party-assistant')).toHaveCount(0);

    // Entering the API reference from a page where the assistant runs loads the page afresh.
    await page.goto(`${nginx.url}/learn/what-is-nillion`);
    await expect.poll(ran, {timeout: 30_000}).toContain('third-party-assistant');
    await page.evaluate(() => ((window as {sameDocument?: boolean}).sameDocument = true));
    await page.locator('footer a[href="/api/overview"]').click();
    await page.waitForURL(/\/api\/overview$/);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => (window as {sameDocument?: boolean}).sameDocument))
      .toBeUndefined();
    await expect(page.locator('#third-party-assistant')).toHaveCount(0);
  });

  // The CSP and the injected scripts differ by page type only (API pages exclude the assistant), so
  // the first route of each type of this build stands for its type.
  test.describe('a route of every page type loads the scripts with no CSP violation or console error', () => {
    const routes = existsSync(THIRD_PARTY_BUILD_DIR) ? listBuiltRoutes(THIRD_PARTY_BUILD_DIR) : [];
    const onePerType = routes.filter(
      (built) => routes.find((other) => other.type === built.type) === built,
    );
    test('the build has a route of every page type', () => {
      expect(
        routes.length,
        `${THIRD_PARTY_BUILD_DIR}/ is missing: ${THIRD_PARTY_BUILD_COMMAND}`,
      ).toBeGreaterThan(50);
      expect(onePerType.map((built) => built.type).sort()).toEqual([...PAGE_TYPES].sort());
    });
    for (const {route, type} of onePerType) {
      test(`${route} (${type})`, async ({page}) => {
        await answerThirdPartyHosts(page);
        const ids = thirdPartyTestScripts
          .filter((script) => !script.excludedPathPrefixes.some((p) => route.startsWith(p)))
          .map((script) => `third-party-${script.id}`)
          .sort();
        const problems = await problemsLoading(
          page,
          `${nginx.url}${route}`,
          async (p) => {
            const calledHome = () =>
              p.evaluate(() =>
                [
                  ...((window as {thirdPartyCalledHome?: string[]}).thirdPartyCalledHome ?? []),
                ].sort(),
              );
            await expect.poll(calledHome, {timeout: 30_000}).toEqual(ids);
          },
          // The not-found page answers 404 at its own URL too.
          type === 'not-found' ? 404 : 200,
        );
        expect(problems).toEqual([]);
      });
    }
  });
});

test('nginx accepts and answers a legacy path full of characters its syntax reads specially', async ({
  request,
}) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-hostile-'));
  const from = '/old guide/"quoted";{x}$var(1)*';
  const policy = deployPolicy({
    redirects: [{from, to: '/new $place'}],
    pages: [],
    scripts: [],
    search: {mode: 'local', indexName: 'test'},
    api: {pathPrefix: '/api/', serverUrls: []},
    inlineScriptHashes: [],
    markdownTwins: [],
    mcpUpstream: '127.0.0.1:3939',
  });
  writeFileSync(path.join(dir, '404.html'), '<h1>Page Not Found</h1>');
  writeFileSync(path.join(dir, 'nginx.conf'), nginxSiteConfig(policy));
  const nginx = await startNginx(dir, NGINX_PORT + 2);
  try {
    for (const variant of redirectVariants(from)) {
      const response = await request.get(`${nginx.url}${encodeURI(variant)}`, {maxRedirects: 0});
      expect.soft(response.status(), variant).toBe(301);
      expect.soft(response.headers().location, variant).toBe('/new%20%24place');
    }
    const near = await request.get(`${nginx.url}${encodeURI('/old guide/"quoted"')}`);
    expect(near.status()).toBe(404);
  } finally {
    await nginx.stop();
    rmSync(dir, {recursive: true, force: true});
  }
});
