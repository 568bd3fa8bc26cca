/**
 * The generated server configuration as a reader's browser meets it, on a small build written
 * here: writeDeployConfig() emits nginx.conf and vercel.json for it, Debian's nginx serves it
 * over HTTP, and vercel.json is applied rule by rule as Vercel documents it
 * (tests/support/vercel-json.ts). Expected values are the portal's promises
 * (tests/support/promised-headers.ts, tests/support/legacy-redirects.ts), never the policy code.
 */
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {writeDeployConfig} from '../../../plugins/deploy-config';
import {readBuild} from '../../../plugins/page-model/read';
import type {Redirect} from '../../../config/redirects';
import type {ThirdPartyScript} from '../../../config/env';
import {startNginxOnFreePort, type RunningNginx} from '../../support/free-port-nginx';
import {
  apiServerUrls,
  CACHE,
  cspProblems,
  securityHeaderProblems,
} from '../../support/promised-headers';
import {
  vercelHeadersFor,
  vercelRedirectFor,
  vercelServedFile,
  type VercelJson,
} from '../../support/vercel-json';

const INLINE_SCRIPT = 'document.documentElement.dataset.probe = "1";';
const page = (title: string) =>
  `<!doctype html><html><head><script>${INLINE_SCRIPT}</script></head><body><h1>${title}</h1></body></html>`;

/** A build with one file of each kind the server treats differently. */
const FILES: Record<string, string> = {
  'index.html': page('Home'),
  '404.html': page('Page Not Found'),
  'learn/intro.html': page('Intro'),
  'build/guide/index.html': page('Guide'),
  'api/nilai/health.html': page('Health'),
  'api/overview.html': page('API overview'),
  'assets/js/main.0123abcd.js': 'console.log("main");',
  'assets/css/styles.89abcdef.css': 'body{color:black}',
  'search/index.0123456789ab.json': '{"records":[]}',
  'search/manifest.json': '{"index":"/search/index.0123456789ab.json","records":0}',
  'img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'learn/intro.md': '# Intro\n',
  // A page of the 2025 docs version and its twin, listed by that version's own llms.txt.
  '2025/build/old.html': page('Old'),
  '2025/build/old.md': '# Old\n',
  // An OpenAPI document in both forms and the API catalog (plugins/api-documents).
  'openapi/nilai.yaml': 'openapi: 3.1.0\n',
  'openapi/nilai.json': '{"openapi": "3.1.0"}\n',
  '.well-known/api-catalog': '{"linkset": []}\n',
  'llms.txt': '# Docs\n',
  'sitemap.xml': '<urlset/>',
  // The client-redirect page of a legacy path: shadowed by the HTTP 301, never served.
  'old-intro.html': '<script>location.replace("/learn/intro")</script>',
};

/** Pages the page model exported as `<path>.md` (the build above has the one file for it). */
const MARKDOWN_TWINS = ['/learn/intro', '/2025/build/old'];

const REDIRECTS: Redirect[] = [
  {from: '/old-intro', to: '/learn/intro'},
  {from: '/build/secretLLM/overview', to: '/build/guide'},
];

const ANALYTICS: ThirdPartyScript = {
  id: 'analytics',
  src: 'https://analytics.example/script.js',
  integrity: null,
  attributes: {'data-website-id': 'x'},
  respectsPrivacySignals: true,
  connectSources: ['https://analytics.example'],
  assetSources: [],
  excludedPathPrefixes: [],
};
const ASSISTANT: ThirdPartyScript = {
  id: 'assistant',
  src: 'https://cdn.assistant.example/widget@1.2.3/index.js',
  integrity: 'sha384-abc',
  attributes: {'data-api-key': 'public'},
  respectsPrivacySignals: false,
  connectSources: ['https://api.assistant.example'],
  assetSources: ['https://img.assistant.example'],
  excludedPathPrefixes: ['/api/'],
};

const apiServers = apiServerUrls();

function writeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-deploy-'));
  for (const [file, body] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    writeFileSync(path.join(dir, file), body);
  }
  return dir;
}

type Kind = 'page' | 'api' | 'immutable' | 'media' | 'text' | 'not-found';
const SAMPLES: [string, Kind][] = [
  ['/', 'page'],
  ['/learn/intro', 'page'],
  ['/build/guide', 'page'],
  ['/api/nilai/health', 'api'],
  ['/api/overview', 'api'],
  ['/assets/js/main.0123abcd.js', 'immutable'],
  ['/assets/css/styles.89abcdef.css', 'immutable'],
  ['/search/index.0123456789ab.json', 'immutable'],
  ['/img/logo.svg', 'media'],
  ['/search/manifest.json', 'text'],
  ['/learn/intro.md', 'text'],
  ['/llms.txt', 'text'],
  ['/sitemap.xml', 'text'],
  ['/no/such/page', 'not-found'],
  ['/404', 'not-found'],
  ['/nginx.conf', 'not-found'],
  ['/vercel.json', 'not-found'],
];
const CACHE_OF: Record<Kind, string> = {
  page: CACHE.revalidate,
  api: CACHE.revalidate,
  immutable: CACHE.immutable,
  media: CACHE.media,
  text: CACHE.revalidate,
  'not-found': CACHE.revalidate,
};

/** The page file of the small build that answers a clean path. */
const builtFileOf = (url: string) =>
  FILES[`${url.slice(1)}.html`] === undefined
    ? `${url.slice(1)}/index.html`
    : `${url.slice(1)}.html`;

const headersOf = (response: Response) => Object.fromEntries(response.headers.entries());

/**
 * The build above with the configuration written for these scripts and this search, served by
 * nginx for the tests of one describe block; its vercel.json read back.
 */
function servedBuild(
  scripts: Parameters<typeof writeDeployConfig>[2]['scripts'],
  search: Parameters<typeof writeDeployConfig>[2]['search'],
) {
  const served = {build: '', nginx: undefined as unknown as RunningNginx, vercel: {} as VercelJson};
  beforeAll(async () => {
    served.build = writeBuild();
    await writeDeployConfig(
      process.cwd(),
      served.build,
      {redirects: REDIRECTS, scripts, search, mcpUpstream: '127.0.0.1:3939'},
      MARKDOWN_TWINS,
      (await readBuild(served.build, [], 'https://docs.example.org')).files,
    );
    served.vercel = JSON.parse(
      readFileSync(path.join(served.build, 'vercel.json'), 'utf8'),
    ) as VercelJson;
    served.nginx = await startNginxOnFreePort(served.build);
  }, 60_000);
  afterAll(async () => {
    await served.nginx?.stop();
    if (served.build) rmSync(served.build, {recursive: true, force: true});
  });
  return served;
}

describe('the generated configuration, without third-party scripts', () => {
  const served = servedBuild([], {mode: 'local', indexName: 'test'});

  const get = (url: string) => fetch(`${served.nginx.url}${url}`, {redirect: 'manual'});

  it.each(SAMPLES)('nginx: %s answers with every promised header (%s)', async (url, kind) => {
    const response = await get(url);
    const headers = headersOf(response);
    expect(response.status).toBe(kind === 'not-found' ? 404 : 200);
    expect(headers['cache-control']).toBe(CACHE_OF[kind]);
    expect(securityHeaderProblems(headers)).toEqual([]);
    const scope = kind === 'api' ? 'api' : 'site';
    expect(cspProblems(headers['content-security-policy'], {scope, apiServers})).toEqual([]);
    if (['page', 'api', 'not-found'].includes(kind)) {
      expect(headers['content-type']).toBe('text/html; charset=utf-8');
    }
  });

  it('nginx: the CSP allows exactly the inline scripts of the served pages', async () => {
    const csp = (await get('/learn/intro')).headers.get('content-security-policy') ?? '';
    const {createHash} = await import('node:crypto');
    const hash = `'sha256-${createHash('sha256').update(INLINE_SCRIPT).digest('base64')}'`;
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc.trim().split(/\s+/).slice(1).sort()).toEqual(["'self'", hash].sort());
  });

  it.each(
    REDIRECTS.flatMap(({from, to}) =>
      [from, `${from}/`, `${from}.html`, `${from}/index.html`].map((typed) => [typed, to]),
    ),
  )('nginx: legacy %s answers 301 to %s, query kept, with a cache lifetime', async (typed, to) => {
    const response = await get(`${typed}?ref=x`);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`${to}?ref=x`);
    const maxAge = Number(/max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(securityHeaderProblems(headersOf(response))).toEqual([]);
  });

  it.each([
    ['/learn/intro/', '/learn/intro'],
    ['/learn/intro.html', '/learn/intro'],
    ['/build/guide/', '/build/guide'],
    ['/build/guide/index.html', '/build/guide'],
    ['/index.html', '/'],
  ])('nginx: a page has one URL: %s answers 301 to %s', async (typed, to) => {
    const response = await get(typed);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(to);
  });

  it.each(['//evil.example/', '//evil.example.html', '/%5Cevil.example/', '/%2F%2Fevil.example/'])(
    'nginx: %s never redirects off the origin',
    async (typed) => {
      const response = await get(typed);
      const location = response.headers.get('location');
      if (location !== null)
        expect(new URL(location, served.nginx.url).origin).toBe(served.nginx.url);
      else expect(response.status).toBe(404);
    },
  );

  // Markdown by content negotiation: a page with a Markdown twin answers with it when Accept
  // names text/markdown and prefers nothing HTML over it; every other request gets the page.
  const NEGOTIATION: [string, string, 'markdown' | 'html'][] = [
    ['/learn/intro', 'text/markdown', 'markdown'],
    ['/learn/intro', 'text/markdown, text/html;q=0.9', 'markdown'],
    ['/learn/intro', 'text/html, text/markdown', 'markdown'],
    ['/learn/intro', 'text/html,application/xhtml+xml,*/*;q=0.8', 'html'],
    ['/learn/intro', 'text/markdown;q=0.5, text/html', 'html'],
    ['/learn/intro', 'text/markdown;q=0', 'html'],
    ['/build/guide', 'text/markdown', 'html'],
  ];

  it.each(NEGOTIATION)(
    'nginx: %s with Accept "%s" answers with its %s',
    async (url, accept, kind) => {
      const response = await fetch(`${served.nginx.url}${url}`, {
        headers: {accept},
        redirect: 'manual',
      });
      expect(response.status).toBe(200);
      const body = await response.text();
      if (kind === 'markdown') {
        expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
        expect(body).toBe('# Intro\n');
      } else {
        expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
        expect(body).toContain('<h1>');
      }
      if (MARKDOWN_TWINS.includes(url)) {
        expect(response.headers.get('vary') ?? '').toMatch(/(^|,)\s*accept\s*(,|$)/i);
      }
      expect(securityHeaderProblems(headersOf(response))).toEqual([]);
    },
  );

  // nginx compares q-values (RFC 9110: equal quality leaves the server's choice, the twin);
  // Vercel cannot (below), so these cases are nginx's only.
  it.each([
    ['text/markdown;q=0.5, text/html;q=0.50', 'markdown'],
    ['text/markdown;q=0.85, text/html;q=0.9', 'html'],
    ['text/markdown;q=0.8, text/html;q=0.9', 'html'],
    ['text/markdown;q=0.9, text/html;q=0.85', 'markdown'],
    ['text/markdown;q=0.101, text/html;q=0.1', 'markdown'],
    ['text/markdown;q=0.000, text/html;q=0', 'html'],
  ])('nginx: /learn/intro with Accept "%s" answers with its %s', async (accept, kind) => {
    const response = await fetch(`${served.nginx.url}/learn/intro`, {headers: {accept}});
    expect(response.headers.get('content-type')).toBe(
      kind === 'markdown' ? 'text/markdown; charset=utf-8' : 'text/html; charset=utf-8',
    );
  });

  it("nginx: /llm.txt, the original site's name, answers 301 with /llms.txt", async () => {
    const response = await get('/llm.txt');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/llms.txt');
  });

  it.each(SAMPLES)('vercel.json: %s gets every promised header (%s)', (url, kind) => {
    const headers = vercelHeadersFor(served.vercel, url);
    expect(vercelRedirectFor(served.vercel, url)).toBeUndefined();
    expect(securityHeaderProblems(headers)).toEqual([]);
    const scope = kind === 'api' ? 'api' : 'site';
    expect(cspProblems(headers['content-security-policy'], {scope, apiServers})).toEqual([]);
    if (!['not-found'].includes(kind)) expect(headers['cache-control']).toBe(CACHE_OF[kind]);
  });

  const builtFiles = new Set(Object.keys(FILES));

  it.each([
    ['/', 'index.html'],
    ['/learn/intro', 'learn/intro.html'],
    ['/build/guide', 'build/guide/index.html'],
    ['/api/nilai/health', 'api/nilai/health.html'],
    ['/learn/intro.md', 'learn/intro.md'],
    ['/assets/js/main.0123abcd.js', 'assets/js/main.0123abcd.js'],
  ])('vercel.json: %s is served from %s', (url, file) => {
    expect(vercelServedFile(served.vercel, builtFiles, url, {accept: 'text/html'})).toBe(file);
  });

  // Vercel's `has` is one regex over the whole Accept header, so it cannot compare q-values:
  // there the twin answers text/markdown at full quality only (lower q gets the page).
  it.each([
    ...NEGOTIATION,
    ['/learn/intro', 'text/markdown;q=1.0, text/html', 'markdown'] as const,
    ['/learn/intro', 'text/markdown;q=0.9', 'html'] as const,
    ['/learn/intro', 'text/markdownish', 'html'] as const,
  ])('vercel.json: %s with Accept "%s" is served its %s', (url, accept, kind) => {
    const file = vercelServedFile(served.vercel, builtFiles, url, {Accept: accept});
    expect(file).toBe(kind === 'markdown' ? `${url.slice(1)}.md` : builtFileOf(url));
    if (MARKDOWN_TWINS.includes(url)) {
      expect(vercelHeadersFor(served.vercel, url).vary ?? '').toMatch(/(^|,)\s*accept\s*(,|$)/i);
    }
  });

  // Signposts for agents (issue 39): a page with a Markdown twin names it (RFC 8288 Link), the
  // twin names the llms.txt of its docs version as its index, the API catalog names itself
  // (RFC 9727: a HEAD request to it answers with rel="api-catalog"); every other path, a page
  // without a twin included, answers without a Link header.
  const LINKS: [path: string, link: string | null][] = [
    ['/learn/intro', '</learn/intro.md>; rel="alternate"; type="text/markdown"'],
    ['/learn/intro.md', '</llms.txt>; rel="index"'],
    ['/2025/build/old', '</2025/build/old.md>; rel="alternate"; type="text/markdown"'],
    ['/2025/build/old.md', '</2025/llms.txt>; rel="index"'],
    ['/.well-known/api-catalog', '</.well-known/api-catalog>; rel="api-catalog"'],
    ['/build/guide', null],
    ['/', null],
    ['/api/nilai/health', null],
    ['/llms.txt', null],
    ['/openapi/nilai.yaml', null],
    ['/assets/js/main.0123abcd.js', null],
    ['/learn/intro/', null],
    ['/no/such/page', null],
  ];

  it.each(LINKS)('nginx: %s answers with Link %s', async (url, link) => {
    for (const method of ['GET', 'HEAD']) {
      const response = await fetch(`${served.nginx.url}${url}`, {method, redirect: 'manual'});
      expect(response.headers.get('link'), method).toBe(link);
      expect(securityHeaderProblems(headersOf(response)), method).toEqual([]);
    }
  });

  it('nginx: a page sends its Link beside Vary: Accept, whichever form Accept chose', async () => {
    for (const accept of ['text/html', 'text/markdown']) {
      const response = await fetch(`${served.nginx.url}/learn/intro`, {headers: {accept}});
      expect(response.headers.get('link'), accept).toBe(
        '</learn/intro.md>; rel="alternate"; type="text/markdown"',
      );
      expect(response.headers.get('vary') ?? '', accept).toMatch(/(^|,)\s*accept\s*(,|$)/i);
      expect(response.headers.get('cache-control'), accept).toBe(CACHE.revalidate);
      // Only the documents published for tools are readable from other origins.
      expect(response.headers.get('access-control-allow-origin'), accept).toBeNull();
    }
  });

  it.each(LINKS)('vercel.json: %s gets Link %s', (url, link) => {
    expect(vercelHeadersFor(served.vercel, url).link).toBe(link ?? undefined);
  });

  // The OpenAPI documents and the API catalog: their media types (RFC 9512 YAML, JSON, RFC 9264
  // Linkset with the RFC 9727 profile), revalidated like every unhashed file, and readable by a
  // tool running in a browser on another origin (CORS: any origin, no credentials).
  const TYPED: [path: string, contentType: string][] = [
    ['/openapi/nilai.yaml', 'application/yaml; charset=utf-8'],
    ['/openapi/nilai.json', 'application/json; charset=utf-8'],
    [
      '/.well-known/api-catalog',
      'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"',
    ],
  ];

  it.each(TYPED)('nginx: %s is served as %s, revalidated', async (url, contentType) => {
    const response = await get(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(contentType);
    expect(response.headers.get('cache-control')).toBe(CACHE.revalidate);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(securityHeaderProblems(headersOf(response))).toEqual([]);
    expect(await response.text()).toBe(FILES[url.slice(1)]);
  });

  it('vercel.json: a page is not readable from other origins', () => {
    expect(vercelHeadersFor(served.vercel, '/learn/intro')).not.toHaveProperty(
      'access-control-allow-origin',
    );
  });

  it.each(TYPED)('vercel.json: %s is served as %s, revalidated', (url, contentType) => {
    const headers = vercelHeadersFor(served.vercel, url);
    expect(headers['content-type']).toBe(contentType);
    expect(headers['cache-control']).toBe(CACHE.revalidate);
    expect(headers['access-control-allow-origin']).toBe('*');
    expect(securityHeaderProblems(headers)).toEqual([]);
    expect(vercelServedFile(served.vercel, builtFiles, url)).toBe(url.slice(1));
  });

  it("vercel.json: /llm.txt, the original site's name, answers 301 with /llms.txt", () => {
    const rule = vercelRedirectFor(served.vercel, '/llm.txt');
    expect(rule?.destination).toBe('/llms.txt');
    expect(rule?.statusCode).toBe(301);
  });

  it('vercel.json: every legacy spelling and every other spelling of a page is a 301', () => {
    for (const [typed, to] of [
      ['/old-intro', '/learn/intro'],
      ['/old-intro/index.html', '/learn/intro'],
      ['/build/secretLLM/overview.html', '/build/guide'],
      ['/learn/intro/', '/learn/intro'],
      ['/build/guide/index.html', '/build/guide'],
    ]) {
      const rule = vercelRedirectFor(served.vercel, typed);
      expect(rule?.destination, typed).toBe(to);
      expect(rule?.statusCode, typed).toBe(301);
    }
  });
});

describe('the generated configuration, with analytics, the assistant and hosted search', () => {
  const served = servedBuild([ASSISTANT, ANALYTICS], {
    mode: 'algolia',
    appId: 'ABCD1234',
    apiKey: 'public',
    indexName: 'docs',
  });

  const cspOf = async (url: string) =>
    (await fetch(`${served.nginx.url}${url}`)).headers.get('content-security-policy') ?? undefined;
  const algolia = [
    'abcd1234-dsn.algolia.net',
    ...[1, 2, 3].map((n) => `abcd1234-${n}.algolianet.com`),
  ];

  it('doc pages allow both script files exactly, their hosts and Algolia', async () => {
    const csp = await cspOf('/learn/intro');
    expect(
      cspProblems(csp, {
        scope: 'site',
        scripts: [ASSISTANT.src, ANALYTICS.src],
        scriptConnect: [
          'https://analytics.example',
          'https://api.assistant.example',
          ...algolia.map((host) => `https://${host}`),
        ],
      }),
    ).toEqual([]);
    expect(csp).toMatch(/img-src [^;]*https:\/\/img\.assistant\.example/);
    // The file, not its CDN: another file on the same host stays refused.
    expect(csp).not.toMatch(/script-src [^;]*https:\/\/cdn\.assistant\.example(?:\/)?[ ;]/);
  });

  it('API pages leave the assistant out (bearer tokens live there) and keep analytics', async () => {
    const csp = await cspOf('/api/nilai/health');
    expect(
      cspProblems(csp, {
        scope: 'api',
        scripts: [ANALYTICS.src],
        scriptConnect: ['https://analytics.example'],
        apiServers,
      }),
    ).toEqual([]);
    expect(csp).not.toContain('assistant.example');
  });
});
