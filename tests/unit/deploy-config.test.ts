import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {parseEnv, thirdPartyScripts} from '../../config/env';
import type {Redirect} from '../../config/redirects';
import {
  cspHashOf,
  inlineScriptHashesOf,
  inlineScriptsOf,
  servedPathOf,
} from '../../plugins/deploy-config/inline-scripts';
import {
  nginxRedirectTarget,
  nginxSiteConfig,
  nginxString,
  standaloneNginxConfig,
} from '../../plugins/deploy-config/nginx';
import {
  deployPolicy,
  httpRedirects,
  type DeployPolicyInput,
} from '../../plugins/deploy-config/policy';
import {vercelConfig, vercelIgnore, vercelLiteral} from '../../plugins/deploy-config/vercel';

const EMPTY_SHA256 = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

/** A legacy path with every character nginx or path-to-regexp reads specially. */
const hostile: Redirect = {from: '/old guide/"quoted";{x}$var(1)*', to: '/new $place'};

function input(overrides: Partial<DeployPolicyInput> = {}): DeployPolicyInput {
  return {
    redirects: [{from: '/quickstart', to: '/build/quickstart'}, hostile],
    scripts: [],
    search: {mode: 'local', indexName: 'nillion_docs'},
    inlineScriptHashes: [EMPTY_SHA256],
    ...overrides,
  };
}

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

  it('adds the origins of the scripts configuration enabled, and nothing else', () => {
    const env = parseEnv({
      UMAMI_WEBSITE_ID: '6f4b7a52-1c1e-4b44-9a55-3f0f5a3c9d10',
      UMAMI_SCRIPT_URL: 'https://stats.example.org/u/script.js',
    });
    const {contentSecurityPolicy: csp} = deployPolicy(input({scripts: thirdPartyScripts(env)}));
    expect(directive(csp, 'script-src')).toEqual([
      "'self'",
      EMPTY_SHA256,
      'https://stats.example.org',
    ]);
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'https://stats.example.org']);
    expect(csp).not.toContain('jsdelivr');
  });

  it('lets the hosted search reach Algolia only when Algolia is configured', () => {
    const {contentSecurityPolicy: csp} = deployPolicy(
      input({search: {mode: 'algolia', appId: 'ABC123', apiKey: 'k', indexName: 'docs'}}),
    );
    expect(directive(csp, 'connect-src')).toContain('https://abc123-dsn.algolia.net');
    expect(directive(csp, 'script-src')).not.toContain('https://abc123-dsn.algolia.net');
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
      ]),
    );
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

  it('hashes the exact script text as the browser does', () => {
    expect(cspHashOf('')).toBe(EMPTY_SHA256);
    expect(cspHashOf('a()')).not.toBe(cspHashOf('a() '));
  });

  it('maps built files to the paths they are served at', () => {
    expect(servedPathOf('index.html')).toBe('/');
    expect(servedPathOf('learn/what-is-nillion.html')).toBe('/learn/what-is-nillion');
    expect(servedPathOf(path.join('quickstart', 'index.html'))).toBe('/quickstart');
  });

  const dir = mkdtempSync(path.join(tmpdir(), 'deploy-config-'));
  afterAll(() => rmSync(dir, {recursive: true, force: true}));

  it('skips pages an HTTP redirect shadows: their scripts are never served', async () => {
    mkdirSync(path.join(dir, 'quickstart'), {recursive: true});
    writeFileSync(path.join(dir, 'index.html'), '<script>theme()</script>');
    writeFileSync(path.join(dir, '404.html'), '<script>theme()</script><p>Page Not Found</p>');
    writeFileSync(
      path.join(dir, 'quickstart', 'index.html'),
      "<script>location.href='/build/quickstart'</script>",
    );
    const {hashes, files} = await inlineScriptHashesOf(dir, new Set(['/quickstart']));
    expect(files).toBe(2);
    expect(hashes).toEqual([cspHashOf('theme()')]);
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

  it('writes 301s for every spelling of every row', () => {
    for (const from of [
      '/quickstart',
      '/quickstart/',
      '/quickstart.html',
      '/quickstart/index.html',
    ]) {
      expect(config).toContain(
        `location = "${from}" {\n    return 301 "/build/quickstart$is_args$args";\n}`,
      );
    }
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
    expect(config).toContain('try_files $uri $uri.html $uri/index.html =404;');
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
    expect(sources.at(-1)).toBe('/search/manifest.json');
    expect(sources).toContain('/search/index.:hash([0-9a-f]{8,}).json');
  });

  it('keeps the nginx configuration out of the upload', () => {
    expect(vercelIgnore(deployPolicy(input()))).toBe('nginx.conf\n.vercelignore\n');
  });
});
