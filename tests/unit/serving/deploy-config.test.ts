import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {DEFAULT_MCP_MAX_CONCURRENT, parseEnv, thirdPartyScripts} from '../../../config/env';
import type {Redirect} from '../../../config/redirects';
import {apiReferenceOf, serverUrlsOf} from '../../../plugins/deploy-config/api-reference';
import {cspHashOf, inlineScriptsOf} from '../../../plugins/page-model/html';
import {readBuild} from '../../../plugins/page-model/read';
import {servedPages} from '../../../plugins/deploy-config/served-pages';

/** What the deploy config reads of a build: its HTML files as the page model's one read finds them. */
const scanBuild = async (dir: string, redirected: ReadonlySet<string>) =>
  servedPages((await readBuild(dir, [], 'https://docs.example.org')).files, redirected);
import {
  nginxRedirectTarget,
  nginxHttpConfig,
  nginxSiteConfig,
  nginxString,
  standaloneNginxConfig,
} from '../../../plugins/deploy-config/nginx';
import {
  canonicalRedirects,
  deployPolicy,
  httpRedirects,
  type DeployPolicyInput,
} from '../../../plugins/deploy-config/policy';
import {
  ACCEPTS_MARKDOWN_AT_FULL_QUALITY,
  vercelConfig,
  vercelIgnore,
  vercelLiteral,
} from '../../../plugins/deploy-config/vercel';

const EMPTY_SHA256 = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

/** A legacy path with every character nginx or path-to-regexp reads specially. */
const hostile: Redirect = {from: '/old guide/"quoted";{x}$var(1)*', to: '/new $place'};

/** The origin the site is served from; every Location must resolve to it. */
const ORIGIN = 'https://docs.nillion.com';

/** Request paths that a naive clean-URL rule turns into a Location on another host. */
const HOSTILE_PATHS = [
  '//evil.example',
  '/\\evil.example',
  '/%5Cevil.example',
  '/%2F%2Fevil.example',
].flatMap((path) => [path, `${path}/`, `${path}.html`, `${path}/index.html`]);

function input(overrides: Partial<DeployPolicyInput> = {}): DeployPolicyInput {
  return {
    redirects: [{from: '/quickstart', to: '/build/quickstart'}, hostile],
    pages: [
      {path: '/', file: 'index.html'},
      {path: '/learn/what-is-nillion', file: 'learn/what-is-nillion.html'},
      {path: '/articles', file: 'articles/index.html'},
      {path: '/api/overview', file: 'api/overview.html'},
      // Client-redirect page of a table row and the not-found page: neither is a page.
      {path: '/quickstart', file: 'quickstart/index.html'},
      {path: '/404', file: '404.html'},
    ],
    markdownTwins: ['/learn/what-is-nillion', '/api/overview'],
    scripts: [],
    search: {mode: 'local', indexName: 'nillion_docs'},
    api: {pathPrefix: '/api/', serverUrls: ['https://node.example.net', '{nodeUrl}']},
    inlineScriptHashes: [EMPTY_SHA256],
    mcpUpstream: '127.0.0.1:3939',
    ...overrides,
  };
}

const header = (policy: ReturnType<typeof deployPolicy>, name: string) =>
  policy.securityHeaders.find((h) => h.name === name)?.value;

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

describe('deploy policy', () => {
  it('allows only this origin and inline scripts by hash when nothing is enabled', () => {
    const {contentSecurityPolicy: csp} = deployPolicy(input());
    expect(directive(csp, 'script-src')).toEqual(["'self'", EMPTY_SHA256]);
    expect(directive(csp, 'connect-src')).toEqual(["'self'"]);
    expect(directive(csp, 'default-src')).toEqual(["'self'"]);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('allows each enabled script by its exact file, and lets analytics report home', () => {
    const env = parseEnv({
      UMAMI_WEBSITE_ID: '6f4b7a52-1c1e-4b44-9a55-3f0f5a3c9d10',
      UMAMI_SCRIPT_URL: 'https://stats.example.org/u/script.js',
    });
    const {contentSecurityPolicy: csp} = deployPolicy(input({scripts: thirdPartyScripts(env)}));
    expect(directive(csp, 'script-src')).toEqual([
      "'self'",
      EMPTY_SHA256,
      'https://stats.example.org/u/script.js',
    ]);
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'https://stats.example.org']);
    expect(csp).not.toContain('jsdelivr');
  });

  it('allows the assistant as one pinned file, never the whole CDN, plus its configured origins', () => {
    const env = parseEnv({
      ASSISTANT_PUBLIC_KEY: 'public-key',
      ASSISTANT_CONNECT_ORIGINS: 'https://api.widget.example',
      ASSISTANT_ASSET_ORIGINS: 'https://img.widget.example',
    });
    const {contentSecurityPolicy: csp} = deployPolicy(input({scripts: thirdPartyScripts(env)}));
    const scriptSrc = directive(csp, 'script-src');
    const cdn = scriptSrc.filter((source) => source.includes('cdn.jsdelivr.net'));
    expect(cdn).toHaveLength(1);
    expect(cdn[0]).toMatch(
      /^https:\/\/cdn\.jsdelivr\.net\/npm\/@cookbookdev\/docsbot@\d+\.\d+\.\d+\/dist\/standalone\/index\.cjs\.js$/,
    );
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'https://api.widget.example']);
    expect(directive(csp, 'img-src')).toContain('https://img.widget.example');
    expect(directive(csp, 'font-src')).toContain('https://img.widget.example');
  });

  it('lets the hosted search reach Algolia only when Algolia is configured', () => {
    const {contentSecurityPolicy: csp} = deployPolicy(
      input({search: {mode: 'algolia', appId: 'ABCDE12345', apiKey: 'k', indexName: 'docs'}}),
    );
    expect(directive(csp, 'connect-src')).toContain('https://abcde12345-dsn.algolia.net');
    expect(directive(csp, 'script-src')).not.toContain('https://abcde12345-dsn.algolia.net');
  });

  describe('the API reference', () => {
    const scripts = thirdPartyScripts(
      parseEnv({
        ASSISTANT_PUBLIC_KEY: 'public-key',
        ASSISTANT_CONNECT_ORIGINS: 'https://api.widget.example',
        UMAMI_WEBSITE_ID: '6f4b7a52-1c1e-4b44-9a55-3f0f5a3c9d10',
      }),
    );
    const policy = deployPolicy(input({scripts}));
    const apiCsp = policy.apiContentSecurityPolicy;

    it('has its own CSP for the pages under its prefix', () => {
      expect(policy.scopedHeaders.map((scope) => scope.prefix)).toEqual(['/api/']);
      const [scope] = policy.scopedHeaders;
      expect(scope.headers.find((h) => h.name === 'Content-Security-Policy')?.value).toBe(apiCsp);
      // Everything but the CSP is the same as on every other page.
      expect(scope.headers.filter((h) => h.name !== 'Content-Security-Policy')).toEqual(
        policy.securityHeaders.filter((h) => h.name !== 'Content-Security-Policy'),
      );
    });

    it('lets the explorer reach the fixed servers, any https node and a node on this machine', () => {
      expect(directive(apiCsp, 'connect-src')).toEqual(
        expect.arrayContaining([
          "'self'",
          'https://node.example.net',
          'https:',
          'http://localhost:*',
          'http://127.0.0.1:*',
        ]),
      );
      expect(directive(apiCsp, 'connect-src')).not.toContain('http:');
      expect(directive(apiCsp, 'connect-src')).not.toContain('*');
    });

    it('keeps every other page at its own origins', () => {
      const connect = directive(policy.contentSecurityPolicy, 'connect-src');
      expect(connect).not.toContain('https:');
      expect(connect).not.toContain('https://node.example.net');
      expect(connect).not.toContain('http://localhost:*');
    });

    it('does not let the assistant run where bearer tokens are typed; analytics still run', () => {
      expect(apiCsp).not.toContain('cookbookdev');
      expect(directive(apiCsp, 'connect-src')).not.toContain('https://api.widget.example');
      expect(directive(apiCsp, 'script-src')).toContain('https://cloud.umami.is/script.js');
      expect(policy.contentSecurityPolicy).toContain('cookbookdev');
    });

    it('reads the servers of the OpenAPI documents', async () => {
      const {pathPrefix, serverUrls} = await apiReferenceOf(process.cwd());
      expect(pathPrefix).toBe('/api/');
      expect(serverUrls).toEqual(
        expect.arrayContaining([
          'https://api.nilai.nillion.network',
          'https://api.nilai.nillion.network/nuc',
          'https://nildb-demo.nillion.network',
          '{nodeUrl}',
        ]),
      );
      expect(() => serverUrlsOf('openapi: 3.1.0\ninfo: {title: x}\n', 'x.yaml')).toThrow(
        /no servers/,
      );
    });
  });

  it('sends the security headers the issue names', () => {
    const names = deployPolicy(input()).securityHeaders.map((h) => h.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'Content-Security-Policy',
        'Strict-Transport-Security',
        'X-Content-Type-Options',
        'Referrer-Policy',
        'Permissions-Policy',
        'Cross-Origin-Opener-Policy',
      ]),
    );
    expect(header(deployPolicy(input()), 'Cross-Origin-Opener-Policy')).toBe('same-origin');
  });

  it('names no feature Chromium rejects in Permissions-Policy (bluetooth logs a warning)', () => {
    const features = header(deployPolicy(input()), 'Permissions-Policy')!
      .split(', ')
      .map((entry) => entry.replace(/=\(\)$/, ''));
    expect(features).toContain('camera');
    expect(features).not.toContain('bluetooth');
  });

  it('answers every spelling of a legacy path: bare, trailing slash, .html, /index.html', () => {
    expect(httpRedirects([{from: '/network', to: '/build/network-config'}])).toEqual(
      ['/network', '/network/', '/network.html', '/network/index.html'].map((from) => ({
        from,
        to: '/build/network-config',
        status: 301,
      })),
    );
  });

  it("refuses a Markdown twin of no page: a twin must answer at a page's own path", () => {
    expect(() => deployPolicy(input({markdownTwins: ['/learn/gone', '/learn/lost']}))).toThrow(
      'Markdown twins of no page of the build: /learn/gone, /learn/lost',
    );
    // The 404 page and a shadowed client-redirect page are no pages either.
    expect(() => deployPolicy(input({markdownTwins: ['/quickstart']}))).toThrow('/quickstart');
  });

  it('redirects the other spellings of each page of the build to its clean path', () => {
    expect(
      canonicalRedirects([
        {path: '/', file: 'index.html'},
        {path: '/learn/what-is-nillion', file: 'learn/what-is-nillion.html'},
      ]),
    ).toEqual([
      {from: '/index.html', to: '/', status: 301},
      {from: '/learn/what-is-nillion/', to: '/learn/what-is-nillion', status: 301},
      {from: '/learn/what-is-nillion.html', to: '/learn/what-is-nillion', status: 301},
      {from: '/learn/what-is-nillion/index.html', to: '/learn/what-is-nillion', status: 301},
    ]);
    const policy = deployPolicy(input());
    // The client-redirect page of a row answers with the row's target, the 404 page with 404.
    expect(policy.redirects.filter((r) => r.from.startsWith('/quickstart'))).toEqual(
      httpRedirects([{from: '/quickstart', to: '/build/quickstart'}]),
    );
    expect(policy.redirects.some((r) => r.from.startsWith('/404') || r.to === '/404')).toBe(false);
    expect(policy.pages.map((page) => page.path)).toEqual([
      '/',
      '/learn/what-is-nillion',
      '/articles',
      '/api/overview',
    ]);
  });

  it('never redirects off the origin: every target is a path of this site', () => {
    const {redirects} = deployPolicy(input());
    for (const {from, to} of redirects) {
      expect(new URL(to, ORIGIN).origin, `${from} -> ${to}`).toBe(ORIGIN);
      expect(to, from).toMatch(/^\/(?![/\\])/);
    }
    const froms = new Set(redirects.map((r) => r.from));
    for (const path of HOSTILE_PATHS) expect(froms.has(path), path).toBe(false);
  });
});

describe('deploy policy: its inputs and tables (docs-dev/serving.md)', () => {
  const api = (serverUrls: string[], pathPrefix = '/api/') =>
    input({api: {pathPrefix, serverUrls}});

  it('lets the explorer send to a fixed http server, and refuses a server that is not http(s)', () => {
    const policy = deployPolicy(api(['http://node.example.net:8080/v1']));
    expect(directive(policy.apiContentSecurityPolicy, 'connect-src')).toContain(
      'http://node.example.net:8080',
    );
    expect(() => deployPolicy(api(['ftp://files.example.net/']))).toThrow(
      'OpenAPI server ftp://files.example.net/ is not an http(s) URL',
    );
  });

  it('refuses an API path prefix that does not start and end with "/"', () => {
    expect(() => deployPolicy(api(['https://node.example.net'], 'api/'))).toThrow(
      'API path prefix api/ must start and end with "/"',
    );
    expect(() => deployPolicy(api(['https://node.example.net'], '/api'))).toThrow(
      'API path prefix /api must start and end with "/"',
    );
    expect(deployPolicy(api(['https://node.example.net'], '/reference/')).scopedHeaders).toEqual([
      expect.objectContaining({prefix: '/reference/'}),
    ]);
  });

  it('keeps a script off an API reference that lies under one of its excluded prefixes', () => {
    const scripts = thirdPartyScripts(parseEnv({ASSISTANT_PUBLIC_KEY: 'public-key'}));
    // The assistant is kept off /api/ and everything under it, /api/v2/ included.
    const policy = deployPolicy({...api(['https://node.example.net'], '/api/v2/'), scripts});
    expect(policy.contentSecurityPolicy).toContain('cookbookdev');
    expect(policy.apiContentSecurityPolicy).not.toContain('cookbookdev');
  });

  it('lists inline script hashes once each, in one order whatever order the build found them in', () => {
    const a = "'sha256-AAAA'";
    const b = "'sha256-BBBB'";
    const csp = deployPolicy(input({inlineScriptHashes: [b, a, b]})).contentSecurityPolicy;
    expect(directive(csp, 'script-src')).toEqual(["'self'", a, b]);
  });

  it('says what each cache rule and header scope is for', () => {
    const policy = deployPolicy(input());
    for (const rule of policy.cacheRules) expect(rule.why, JSON.stringify(rule.match)).not.toBe('');
    for (const scope of policy.scopedHeaders) expect(scope.why, scope.prefix).not.toBe('');
  });

  /** The cache class of the first rule (most specific first) that covers a path, if any. */
  const cacheRuleOf = (path: string) =>
    deployPolicy(input()).cacheRules.find(({match}) => {
      switch (match.kind) {
        case 'exact':
          return path === match.path;
        case 'prefix':
          return path.startsWith(match.path);
        case 'hashed': {
          const [before, after] = match.path.split('{hash}');
          return new RegExp(`^${before}[0-9a-f]{8,}${after}$`.replaceAll('.', '\\.')).test(path);
        }
        case 'extension':
          return match.extensions.some((extension) => path.endsWith(`.${extension}`));
      }
    })?.cache;

  it('caches hashed files for a year, unhashed images and fonts for an hour', () => {
    expect(cacheRuleOf('/assets/js/main.0123abcd.js')).toBe('immutable');
    expect(cacheRuleOf('/search/index.0123abcdef.json')).toBe('immutable');
    for (const extension of [
      'png',
      'jpg',
      'jpeg',
      'gif',
      'svg',
      'webp',
      'avif',
      'ico',
      'woff',
      'woff2',
    ]) {
      expect(cacheRuleOf(`/img/file.${extension}`), extension).toBe('media');
    }
  });

  it('revalidates the Markdown export, llms*.txt, feeds, sitemap and JSON files by a rule of their own', () => {
    // Not by the pages' rule: those files are no pages, their answer does not vary on Accept.
    for (const path of [
      '/learn/what-is-nillion.md',
      '/llms-full.txt',
      '/blog/rss.xml',
      '/sitemap.xml',
      '/search/manifest.json',
      '/site.json',
    ]) {
      expect(cacheRuleOf(path), path).toBe('revalidate');
    }
  });

  it('compresses text: CSS, JS, JSON, XML, SVG, Markdown and plain text', () => {
    const gzipTypes = nginxSiteConfig(deployPolicy(input()))
      .split('\n')
      .find((line) => line.startsWith('gzip_types '))!
      .replace(/;$/, '')
      .split(' ')
      .slice(1);
    expect(gzipTypes).toEqual(
      expect.arrayContaining([
        'text/css',
        'application/javascript',
        'application/json',
        'application/manifest+json',
        'text/xml',
        'image/svg+xml',
        'text/markdown',
        'text/plain',
      ]),
    );
  });
});

describe('inline scripts of the build', () => {
  it('finds the scripts the browser runs and leaves out external scripts and data blocks', () => {
    const html = [
      '<script>a()</script>',
      '<script src=/assets/js/main.js defer></script>',
      '<script type="application/ld+json">{"@type":"Article"}</script>',
      '<script type=module>b()</script>',
      "<script data-rh=true type='text/javascript'>c()</script >",
    ].join('');
    expect(inlineScriptsOf(html)).toEqual(['a()', 'b()', 'c()']);
  });

  it('reads attribute names in any case and a type with spaces around it', () => {
    const html = [
      '<script SRC="/assets/js/main.js"></script>',
      '<SCRIPT TYPE="application/ld+json">{}</SCRIPT>',
      '<script type="application/javascript">a()</script>',
      '<script type=" Module ">b()</script>',
      '<script>\n  let c = 1;\n</script>',
    ].join('');
    expect(inlineScriptsOf(html)).toEqual(['a()', 'b()', '\n  let c = 1;\n']);
  });

  it('hashes the exact script text as the browser does', () => {
    expect(cspHashOf('')).toBe(EMPTY_SHA256);
    expect(cspHashOf('a()')).not.toBe(cspHashOf('a() '));
  });

  const dir = mkdtempSync(path.join(tmpdir(), 'deploy-config-'));
  afterAll(() => rmSync(dir, {recursive: true, force: true}));

  it('skips pages an HTTP redirect shadows: their scripts are never served', async () => {
    mkdirSync(path.join(dir, 'quickstart'), {recursive: true});
    mkdirSync(path.join(dir, 'articles'), {recursive: true});
    writeFileSync(path.join(dir, 'index.html'), '<script>theme()</script>');
    writeFileSync(path.join(dir, '404.html'), '<script>theme()</script><p>Page Not Found</p>');
    writeFileSync(
      path.join(dir, 'quickstart', 'index.html'),
      "<script>location.href='/build/quickstart'</script>",
    );
    writeFileSync(path.join(dir, 'articles.html'), '<h1>Articles</h1>');
    writeFileSync(path.join(dir, 'articles', 'index.html'), '<h1>Shadowed</h1>');
    const {hashes, files, pages} = await scanBuild(dir, new Set(['/quickstart']));
    expect(files).toBe(4);
    expect(hashes).toEqual([cspHashOf('theme()')]);
    // nginx tries /articles.html before /articles/index.html.
    expect(pages).toEqual([
      {path: '/', file: 'index.html'},
      {path: '/404', file: '404.html'},
      {path: '/articles', file: 'articles.html'},
    ]);
  });
});

describe('the pages of a build', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'deploy-config-pages-'));
  afterAll(() => rmSync(dir, {recursive: true, force: true}));

  it('are its HTML files, at their paths in path order, with their files named with "/"', async () => {
    mkdirSync(path.join(dir, 'learn', 'what-is.html'), {recursive: true});
    mkdirSync(path.join(dir, 'build'), {recursive: true});
    writeFileSync(path.join(dir, 'learn', 'zeta.html'), '<script>z()</script>');
    writeFileSync(path.join(dir, 'learn', 'alpha.html'), '<script>a()</script>');
    writeFileSync(path.join(dir, 'build', 'index.html'), '<script>b()</script>');
    writeFileSync(path.join(dir, 'styles.css'), 'body{}');
    // "build-two.html" sorts before "build/index.html" as a file name, after "/build" as a path.
    writeFileSync(path.join(dir, 'build-two.html'), '');
    const {hashes, files, pages} = await scanBuild(dir, new Set());
    expect(files).toBe(4);
    expect(pages).toEqual([
      {path: '/build', file: 'build/index.html'},
      {path: '/build-two', file: 'build-two.html'},
      {path: '/learn/alpha', file: 'learn/alpha.html'},
      {path: '/learn/zeta', file: 'learn/zeta.html'},
    ]);
    expect(hashes).toEqual([cspHashOf('a()'), cspHashOf('b()'), cspHashOf('z()')].sort());
  });
});

describe('nginx emitter', () => {
  const config = nginxSiteConfig(deployPolicy(input()));

  it('quotes strings so no path can end a directive or a block', () => {
    expect(nginxString('/a "b";{c}\\')).toBe('"/a \\"b\\";{c}\\\\"');
    expect(() => nginxString('/a\r\nadd_header X y;')).toThrow(/Cannot write/);
  });

  it('writes a redirect whose path needs escaping as one exact location', () => {
    expect(nginxRedirectTarget('/new $place')).toBe('/new%20%24place');
    for (const from of [
      '/old guide/\\"quoted\\";{x}$var(1)*',
      '/old guide/\\"quoted\\";{x}$var(1)*.html',
    ]) {
      const start = config.indexOf(`location = "${from}" {`);
      expect(start, from).toBeGreaterThan(-1);
      const block = config.slice(start, config.indexOf('\n}', start));
      expect(block).toContain('return 301 "/new%20%24place$is_args$args";');
    }
  });

  it('writes 301s with a day of cache lifetime for every spelling of every row', () => {
    for (const from of [
      '/quickstart',
      '/quickstart/',
      '/quickstart.html',
      '/quickstart/index.html',
    ]) {
      expect(config).toContain(
        `location = "${from}" {\n    expires 86400s;\n    return 301 "/build/quickstart$is_args$args";\n}`,
      );
    }
  });

  it('makes no Location from the request: every redirect target is a literal path', () => {
    const returns = [...config.matchAll(/return (3\d\d) ([^;]*);/g)];
    expect(returns.length).toBeGreaterThan(10);
    for (const [line, , target] of returns) {
      // The only variables are the query string's; the path is written out.
      const match = target.match(/^"(\/(?![/\\])[^"$]*)\$is_args\$args"$/);
      expect(match, line).not.toBeNull();
      expect(new URL(match![1], ORIGIN).origin, line).toBe(ORIGIN);
    }
    expect(config).not.toContain('$request_uri');
    expect(config).not.toMatch(/\$[1-9]/);
    for (const path of HOSTILE_PATHS) {
      expect(config, path).not.toContain(`location = ${nginxString(path)} `);
    }
  });

  it('gives every redirect a cache lifetime', () => {
    const redirectBlocks = config
      .split('\nlocation ')
      .filter((block) => /return 3\d\d /.test(block));
    expect(redirectBlocks.length).toBe(deployPolicy(input()).redirects.length);
    for (const block of redirectBlocks) expect(block).toContain('expires 86400s;');
  });

  it('answers 404 for the not-found page at its own path', () => {
    expect(config).toContain('location = "/404" {\n    return 404;\n}');
    expect(config).toMatch(/location = "\/404\.html" \{\n {4}internal;/);
  });

  it('serves the API reference with its own CSP, like any other page otherwise', () => {
    const policy = deployPolicy(input());
    const start = config.indexOf('location "/api/" {');
    expect(start).toBeGreaterThan(-1);
    const block = config.slice(start, config.indexOf('\n}', start));
    expect(block).toContain(
      `add_header Content-Security-Policy ${nginxString(policy.apiContentSecurityPolicy)} always;`,
    );
    // The Markdown twin (when Accept prefers it) comes first, so the answer varies on Accept.
    expect(block).toContain('try_files $uri$markdown_suffix $uri $uri.html $uri/index.html =404;');
    expect(block).toContain('add_header Vary Accept always;');
    expect(block).toContain(
      'add_header Cache-Control "public, max-age=0, must-revalidate" always;',
    );
  });

  it('sends the security headers from every location (add_header is all or nothing)', () => {
    const [server, ...locations] = config.split('\nlocation ');
    const names = deployPolicy(input()).securityHeaders.map((h) => h.name);
    for (const name of names) expect(server).toContain(`\nadd_header ${name} `);
    expect(locations.length).toBeGreaterThan(10);
    for (const location of locations) {
      if (!location.includes('add_header')) continue; // inherits the server's
      for (const name of names) expect(location).toContain(`add_header ${name} `);
    }
  });

  it('makes hashed assets immutable and serves 404.html for everything unknown', () => {
    expect(config).toMatch(
      /location \^~ "\/assets\/" \{[^}]*Cache-Control "public, max-age=31536000, immutable" always;/,
    );
    expect(config).toContain('location ~ "^/search/index\\\\.[0-9a-f]{8,}\\\\.json$" {');
    expect(config).toContain('error_page 404 /404.html;');
    expect(config).toContain('try_files $uri$markdown_suffix $uri $uri.html $uri/index.html =404;');
    expect(config).toContain('gzip on;');
  });

  it('runs standalone on 127.0.0.1 only, with every written path in its own directory', () => {
    const main = standaloneNginxConfig({
      root: '/b',
      include: '/b/nginx.conf',
      port: 8130,
      runDir: '/t/r',
    });
    expect(main).toContain('listen 127.0.0.1:8130;');
    expect(main).toContain('daemon off;');
    expect(main).toContain('pid "/t/r/nginx.pid";');
    expect(main).toContain('include "/b/nginx.conf";');
    for (const [, written] of main.matchAll(/_(?:temp_path|log) "([^"]+)"/g)) {
      expect(written.startsWith('/t/r/')).toBe(true);
    }
  });
});

describe('vercel.json emitter', () => {
  const vercel = vercelConfig(deployPolicy(input()));

  it('escapes path-to-regexp syntax and percent-encodes paths in sources', () => {
    expect(vercelLiteral(hostile.from)).toBe('/old%20guide/%22quoted%22;%7Bx%7D\\$var\\(1\\)\\*');
    expect(vercel.redirects).toContainEqual({
      source: '/old%20guide/%22quoted%22;%7Bx%7D\\$var\\(1\\)\\*/',
      destination: '/new%20$place',
      statusCode: 301,
    });
  });

  it('writes 301s for every spelling of every row', () => {
    expect(vercel.redirects.filter((r) => r.destination === '/build/quickstart')).toEqual(
      ['/quickstart', '/quickstart/', '/quickstart.html', '/quickstart/index.html'].map(
        (source) => ({source, destination: '/build/quickstart', statusCode: 301}),
      ),
    );
  });

  it('turns off the clean-URL and trailing-slash redirects of Vercel, which copy the path into Location', () => {
    expect(vercel.cleanUrls).toBe(false);
    expect(vercel).not.toHaveProperty('trailingSlash');
  });

  it('redirects literal paths to literal paths of this site', () => {
    for (const {source, destination} of vercel.redirects) {
      // No named parameter, group or wildcard that could carry the request into the target.
      expect(source.replace(/\\./g, ''), source).not.toMatch(/[:()*+?]/);
      expect(destination, source).toMatch(/^\/(?![/\\])/);
      expect(new URL(destination, ORIGIN).origin, source).toBe(ORIGIN);
    }
    const sources = new Set(vercel.redirects.map((r) => r.source));
    for (const path of HOSTILE_PATHS) expect(sources.has(vercelLiteral(path)), path).toBe(false);
    expect(vercel.redirects).toContainEqual({
      source: '/learn/what-is-nillion.html',
      destination: '/learn/what-is-nillion',
      statusCode: 301,
    });
  });

  it('serves each page at its clean path from its file, its Markdown twin first when asked', () => {
    const has = [{type: 'header', key: 'accept', value: ACCEPTS_MARKDOWN_AT_FULL_QUALITY}];
    expect(vercel.rewrites).toEqual([
      {source: '/learn/what-is-nillion', has, destination: '/learn/what-is-nillion.md'},
      {source: '/api/overview', has, destination: '/api/overview.md'},
      {source: '/learn/what-is-nillion', destination: '/learn/what-is-nillion.html'},
      {source: '/articles', destination: '/articles/index.html'},
      {source: '/api/overview', destination: '/api/overview.html'},
    ]);
  });

  it('gives the API reference its own CSP after the general rule', () => {
    const policy = deployPolicy(input());
    const index = vercel.headers.findIndex((rule) => rule.source === '/api/(.*)');
    expect(index).toBeGreaterThan(0);
    expect(vercel.headers[index].headers).toContainEqual({
      key: 'Content-Security-Policy',
      value: policy.apiContentSecurityPolicy,
    });
  });

  it('sends the security headers everywhere and lets specific cache rules win by coming last', () => {
    const [everything, ...rest] = vercel.headers;
    expect(everything.source).toBe('/(.*)');
    expect(everything.headers.map((h) => h.key)).toContain('Content-Security-Policy');
    expect(everything.headers).toContainEqual({
      key: 'Cache-Control',
      value: 'public, max-age=0, must-revalidate',
    });
    const sources = rest.map((rule) => rule.source);
    expect(sources.indexOf('/assets/(.*)')).toBeGreaterThan(
      sources.indexOf('/(.*)\\.(md|txt|xml|json)'),
    );
    // Exact paths last: the search manifest, then the published OpenAPI documents and the API
    // catalog, whose media types and cache class are theirs alone.
    expect(sources.indexOf('/search/manifest.json')).toBeGreaterThan(
      sources.indexOf('/(.*)\\.(md|txt|xml|json)'),
    );
    expect(sources.slice(-3)).toEqual([
      '/openapi/nildb-v1.yaml',
      '/openapi/nildb-v1.json',
      '/.well-known/api-catalog',
    ]);
    expect(sources).toContain('/search/index.:hash([0-9a-f]{8,}).json');
  });

  it('asks for Markdown as far as one regex over Accept can: text/markdown at full quality', () => {
    // Vercel matches `has.value` against the whole header. Expected answers from RFC 9110
    // section 12.5.1, except where comparing two q-values is needed (marked): there Vercel
    // serves HTML, the safe side, and nginx (tests/e2e/serving.spec.ts) serves Markdown.
    const cases: [accept: string, markdown: boolean][] = [
      ['text/markdown', true],
      ['text/markdown, text/html', true],
      ['text/html, text/markdown', true],
      ['text/markdown, text/html;q=0.9, */*;q=0.8', true],
      ['text/markdown;q=1.0, text/html', true],
      ['text/plain,text/markdown ,application/json', true],
      ['text/markdown;q=0.9, text/html;q=0.8', false], // needs a q comparison
      ['text/markdown;q=0.5', false], // needs a q comparison
      ['text/markdown;q=0', false],
      ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', false],
      ['*/*', false],
      ['text/markdownish', false],
      ['text/x-markdown', false],
    ];
    const matcher = new RegExp(ACCEPTS_MARKDOWN_AT_FULL_QUALITY);
    for (const [accept, markdown] of cases) expect(matcher.test(accept), accept).toBe(markdown);
  });

  it("says that a Markdown twin's path varies on Accept", () => {
    for (const source of ['/learn/what-is-nillion', '/api/overview']) {
      // The same rule carries the page's Link to its twin (deploy-config-served.test.ts).
      const rule = vercel.headers.find((candidate) => candidate.source === source);
      expect(rule?.headers).toContainEqual({key: 'Vary', value: 'Accept'});
    }
    expect(
      vercel.headers.filter((rule) => rule.headers.some((h) => h.key === 'Vary')),
    ).toHaveLength(2);
  });

  it("redirects /llm.txt, the original site's name, to /llms.txt", () => {
    expect(vercel.redirects).toContainEqual({
      source: '/llm.txt',
      destination: '/llms.txt',
      statusCode: 301,
    });
  });

  it('names its schema, so editors check the file', () => {
    expect(vercelConfig(deployPolicy(input())).$schema).toBe(
      'https://openapi.vercel.sh/vercel.json',
    );
  });

  it('keeps the nginx configuration out of the upload, its http-level part too', () => {
    expect(vercelIgnore(deployPolicy(input()))).toBe(
      'nginx.conf\nnginx-http.conf\n.vercelignore\n',
    );
  });
});

describe('npm run build', () => {
  it('lints the OpenAPI documents before it builds, so a deploy cannot ship a broken spec', () => {
    const {scripts} = JSON.parse(readFileSync('package.json', 'utf8')) as {
      scripts: Record<string, string>;
    };
    // npm runs `prebuild` before `build`; a failing step stops it.
    const steps = scripts.prebuild.split('&&').map((step) => step.trim());
    expect(steps[0]).toMatch(/^npm run (--silent )?lint:api$/);
    expect(scripts['lint:api']).toMatch(/\bredocly lint\b/);
  });
});

describe('the MCP upstream', () => {
  it('is the address MCP_UPSTREAM names, in the http-level file, proxied at /mcp', () => {
    const policy = deployPolicy(input({mcpUpstream: '10.0.0.5:4000'}));
    expect(nginxHttpConfig(policy)).toMatch(/upstream (\w+) \{\n {4}server 10\.0\.0\.5:4000;/);
    const name = /upstream (\w+)/.exec(nginxHttpConfig(policy))![1];
    expect(nginxSiteConfig(policy)).toMatch(
      new RegExp(`location = "/mcp" \\{[^}]*proxy_pass http://${name};`),
    );
  });
  it('keeps an idle connection for every request the MCP server handles at once', () => {
    // Fewer, and requests beyond them each open a connection that waits behind a busy server.
    const config = nginxHttpConfig(deployPolicy(input({mcpUpstream: '127.0.0.1:3939'})));
    const kept = Number(/^\s*keepalive (\d+);$/m.exec(config)?.[1]);
    expect(kept).toBeGreaterThanOrEqual(DEFAULT_MCP_MAX_CONCURRENT);
  });
});
