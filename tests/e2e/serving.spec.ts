/**
 * Production serving: Debian's nginx runs over the build with the generated
 * build/nginx.conf. Real HTTP requests check redirects, 404s, headers, caching
 * and compression; Chromium then loads every route through it and fails on any
 * CSP violation or console error, without and with third-party scripts.
 */
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test, expect, type Page} from '@playwright/test';
import {redirects} from '../../config/redirects';
import {nginxSiteConfig} from '../../plugins/deploy-config/nginx';
import {deployPolicy, redirectVariants} from '../../plugins/deploy-config/policy';
import {NGINX_PORT, startNginx, type RunningNginx} from '../support/nginx';
import {foundationRoutes} from '../support/spec-routes';
import {
  THIRD_PARTY_BUILD_COMMAND,
  THIRD_PARTY_BUILD_DIR,
  thirdPartyTestScripts,
} from '../support/third-party-build';

const REVALIDATE = 'public, max-age=0, must-revalidate';
const IMMUTABLE = 'public, max-age=31536000, immutable';

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
}

/** Loads a page and returns every CSP violation, console error and uncaught error it caused. */
async function problemsLoading(
  page: Page,
  url: string,
  settled: (page: Page) => Promise<void>,
): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  await page.exposeFunction('reportCspViolation', (text: string) => problems.push(`CSP: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as {reportCspViolation: (text: string) => void})
        .reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  await expect(page.locator('h1').first()).toBeVisible();
  await settled(page);
  return problems;
}

test.describe('nginx with the generated configuration', () => {
  // One nginx per build, on its own port: each group runs in order in one worker.
  test.describe.configure({mode: 'default'});
  let nginx: RunningNginx;
  test.beforeAll(async () => {
    nginx = await startNginx('build', NGINX_PORT);
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
    }
  });

  test('a redirect never echoes a decoded line break into the Location header', async ({
    request,
  }) => {
    const response = await request.get(`${nginx.url}/x%0d%0aSet-Cookie:%20a=1/`, {
      maxRedirects: 0,
    });
    expect(response.status()).toBe(301);
    expect(response.headers()['set-cookie']).toBeUndefined();
    expect(response.headers().location).toBe('/x%0d%0aSet-Cookie:%20a=1');
  });

  test('unknown paths and the server configuration answer 404 with the not-found page', async ({
    request,
  }) => {
    for (const path of ['/this/page/does-not-exist', '/nginx.conf', '/vercel.json', '/404.html']) {
      const response = await request.get(`${nginx.url}${path}`);
      expect.soft(response.status(), path).toBe(404);
      expect.soft(await response.text(), path).toContain('Page Not Found');
      expectSecurityHeaders(response.headers(), path);
    }
  });

  test('the not-found page renders in the browser', async ({page}) => {
    const response = await page.goto(`${nginx.url}/this/page/does-not-exist`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
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

  test.describe('every route loads with no CSP violation or console error', () => {
    test.describe.configure({timeout: 60_000});
    for (const route of foundationRoutes) {
      test(route, async ({page}) => {
        const problems = await problemsLoading(page, `${nginx.url}${route}`, (p) =>
          p.waitForLoadState('networkidle'),
        );
        expect(problems).toEqual([]);
      });
    }
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
        `${(error as Error).message}\nMake it with the environment of tests/support/third-party-build.ts: ${THIRD_PARTY_BUILD_COMMAND}`,
        {cause: error},
      );
    }
  });
  test.afterAll(async () => {
    await nginx?.stop();
  });

  /** Stands in for the CDNs: each script records that it ran and calls home, like the real ones. */
  async function answerThirdPartyHosts(page: Page): Promise<void> {
    for (const script of thirdPartyTestScripts) {
      const {origin, pathname} = new URL(script.src);
      await page.route(`${origin}/**`, (route) => {
        const requested = new URL(route.request().url());
        if (requested.pathname === pathname) {
          return route.fulfill({
            contentType: 'application/javascript',
            body: `(function () {
  var self = document.currentScript;
  window.thirdPartyRan = (window.thirdPartyRan || []).concat(self.id);
  fetch(new URL('/collect', self.src), {method: 'POST', body: '{}'}).then(function (r) {
    if (r.ok) window.thirdPartyCalledHome = (window.thirdPartyCalledHome || []).concat(self.id);
  });
})();`,
          });
        }
        return route.fulfill({status: 204, headers: {'access-control-allow-origin': '*'}});
      });
    }
  }

  test('the CSP allows exactly the enabled script origins', async ({request}) => {
    const response = await request.get(`${nginx.url}/`);
    const csp = response.headers()['content-security-policy'];
    for (const script of thirdPartyTestScripts) {
      const origin = new URL(script.src).origin;
      expect(csp).toMatch(new RegExp(`script-src [^;]*${origin.replace(/\./g, '\\.')}`));
      expect(csp).toMatch(new RegExp(`connect-src [^;]*${origin.replace(/\./g, '\\.')}`));
    }
    expectSecurityHeaders(response.headers(), '/');
  });

  test.describe('every route loads the scripts with no CSP violation or console error', () => {
    for (const route of foundationRoutes) {
      test(route, async ({page}) => {
        await answerThirdPartyHosts(page);
        const ids = thirdPartyTestScripts.map((script) => `third-party-${script.id}`).sort();
        const problems = await problemsLoading(page, `${nginx.url}${route}`, async (p) => {
          const calledHome = () =>
            p.evaluate(() =>
              [
                ...((window as {thirdPartyCalledHome?: string[]}).thirdPartyCalledHome ?? []),
              ].sort(),
            );
          await expect.poll(calledHome, {timeout: 30_000}).toEqual(ids);
        });
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
    scripts: [],
    search: {mode: 'local', indexName: 'test'},
    inlineScriptHashes: [],
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
