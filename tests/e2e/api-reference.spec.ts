import {readFileSync} from 'node:fs';
import {test as base, expect} from '../support/test';
import type {Page} from '@playwright/test';
import {parse} from 'yaml';
import {openApiSpecs} from '../../config/api-reference';
import {
  CANNED_API_BASE_PORT,
  closedPort,
  startCannedApi,
  type CannedApi,
} from '../support/canned-api';
import {operationAt} from '../support/api-operation-page';
import {untilDrawn} from '../support/hydration';
import {type Operation, type Service} from '../support/openapi-operations';
import {allGeneratedApiRoutes} from '../support/published-routes';
import {isPrefetch} from '../../scripts/measure/page-weight';
import {textSmallerThan} from '../support/text-size';

// One canned API server per worker, on E2E_CANNED_API_PORT (default 3310) plus the worker's index.
const test = base.extend<{cannedApi: CannedApi}, {workerApi: CannedApi}>({
  workerApi: [
    // Playwright reads fixture dependencies from this pattern; the worker fixture has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, workerInfo) => {
      const api = await startCannedApi(CANNED_API_BASE_PORT + workerInfo.parallelIndex);
      await provide(api);
      await api.close();
    },
    {scope: 'worker'},
  ],
  cannedApi: async ({workerApi}, provide) => {
    workerApi.received.length = 0;
    workerApi.failWith(null);
    await provide(workerApi);
    workerApi.failWith(null);
  },
});

// A class only the request explorer's own code carries (the portal's custom.css never names it).
const EXPLORER_MARKER = 'openapi-explorer__response-container';

// API pages carry the whole OpenAPI theme (about 520 KiB of gzip JS): on a busy machine they take
// long to load and hydrate, so wait for the DOM only and give the first checks time.
test.describe.configure({timeout: 120_000});
const HYDRATED = {timeout: 60_000};

/** Opens an operation page as a reader at work: the explorer runs on their first pointer move. */
async function open(page: Page, route: string): Promise<void> {
  const response = await page.goto(route, {waitUntil: 'domcontentloaded'});
  expect(response?.status(), `HTTP status of ${route}`).toBe(200);
  await untilDrawn(page);
}

function operation(route: string): Operation {
  const found = operationAt(route);
  if (!found) throw new Error(`No operation for ${route}`);
  return found;
}

/** Points the explorer's server selection at `url` through the spec's own-node server entry. */
async function useServer(page: Page, url: string): Promise<void> {
  const explorer = page.locator('.openapi-explorer__request-form');
  // The Edit and Hide buttons appear while the pointer is over the server box.
  const serverBox = explorer.locator('.openapi-explorer__floating-btn').first();
  await serverBox.hover(HYDRATED);
  await serverBox.locator('button', {hasText: 'Edit'}).click();
  await explorer.locator('select').first().selectOption('{nodeUrl}');
  const nodeUrl = explorer.getByLabel('nodeUrl');
  await nodeUrl.fill(url);
  await serverBox.hover();
  await serverBox.locator('button', {hasText: 'Hide'}).click();
  await expect(explorer.locator('.openapi-explorer__server-url')).toHaveText(url);
}

/** The first server an OpenAPI document lists: where its pages' explorer starts. */
function firstServer(service: Service): string {
  const document = parse(readFileSync(openApiSpecs[service].specPath, 'utf8')) as {
    servers: {url: string}[];
  };
  return document.servers[0]!.url;
}

function serverUrl(page: Page) {
  return page.locator('.openapi-explorer__request-form .openapi-explorer__server-url');
}

async function send(page: Page): Promise<void> {
  await page.getByRole('button', {name: 'Send API Request'}).click();
}

function responsePanel(page: Page) {
  return page.locator('.openapi-explorer__response-container');
}

/** The response panel shows `status` on its body tab and, if given, `text` in the body. */
async function expectResponse(page: Page, status: number, text?: string | RegExp): Promise<void> {
  const panel = responsePanel(page);
  await expect(panel.locator('.openapi-response__dot')).toHaveText(
    new RegExp(`^\\s*${status}\\s*$`),
    {
      timeout: 30_000,
    },
  );
  if (text !== undefined) {
    await expect(panel.locator('.openapi-response__status-code')).toContainText(text);
  }
}

// What each operation page shows (method, path, body fields, status tabs, sidebar) is checked by
// the crawl, on the visit it already makes to every route (tests/support/api-operation-page.ts).

test('the API sidebar lists every operation of every API', async ({page}) => {
  await open(page, '/api/nilai/overview');
  const sidebar = page.locator('.theme-doc-sidebar-container');
  // Open every collapsed category (caret button, or the label of a category without a page).
  const collapsed = sidebar.locator(
    '.menu__list-item--collapsed > .menu__list-item-collapsible > :is(button.menu__caret, a[role="button"])',
  );
  for (let opened = 0; (await collapsed.count()) > 0; opened += 1) {
    expect(opened, 'categories to open').toBeLessThan(30);
    await collapsed.first().click();
  }
  const hrefs = await sidebar
    .locator('a.menu__link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  for (const route of allGeneratedApiRoutes) expect(hrefs, route).toContain(route);
  await expect(sidebar.locator('a.menu__link').first()).toHaveAttribute(
    'href',
    '/api/nilai/overview',
  );
});

test.describe('request explorer', () => {
  test('sends a nilAI request with the bearer token and shows the status and body', async ({
    page,
    cannedApi,
  }) => {
    await open(page, '/api/nilai/get-models-v-1-models-get');
    await useServer(page, cannedApi.url);
    await page.getByPlaceholder('Bearer Token').fill('test-token-123');
    await send(page);

    await expectResponse(page, 200, 'openai/gpt-oss-20b');
    expect(cannedApi.received).toHaveLength(1);
    expect(cannedApi.received[0]).toMatchObject({
      method: 'GET',
      path: '/v1/models',
      authorization: 'Bearer test-token-123',
    });
  });

  test('the body editor starts with the example and sends it', async ({page, cannedApi}) => {
    await open(page, '/api/nilai/chat-completion-v-1-chat-completions-post');
    await useServer(page, cannedApi.url);
    await page.getByPlaceholder('Bearer Token').fill('test-token-123');
    await send(page);

    await expectResponse(page, 200, '"signature"');
    const [request] = cannedApi.received;
    expect(request).toMatchObject({method: 'POST', path: '/v1/chat/completions'});
    const body = JSON.parse(request!.body) as {model: string; messages: {role: string}[]};
    expect(body.model).toBe('openai/gpt-oss-20b');
    expect(body.messages.map((message) => message.role)).toEqual(['system', 'user']);
  });

  test('a typed body is sent exactly as written and never run as code', async ({
    page,
    cannedApi,
  }) => {
    // The editor used to transpile and evaluate its text for a preview nobody sees; under
    // `docusaurus serve` (no CSP) this body would then have set the flag.
    const typed = '{"model": "m", "ran": (window.__bodyRan = true), "note": "<b>x</b>"}';
    await open(page, '/api/nilai/chat-completion-v-1-chat-completions-post');
    await useServer(page, cannedApi.url);
    await page.getByPlaceholder('Bearer Token').fill('test-token-123');
    const editor = page.locator('.openapi-explorer__playground-container [contenteditable]');
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await editor.pressSequentially(typed);
    await expect(editor).toHaveText(typed);
    await send(page);

    await expectResponse(page, 200);
    expect(cannedApi.received[0]?.body).toBe(typed);
    expect(await page.evaluate(() => (window as {__bodyRan?: boolean}).__bodyRan)).toBeUndefined();
    await expect(editor.locator('b')).toHaveCount(0);
  });

  test('sends a nilDB request with a JSON body', async ({page, cannedApi}) => {
    await open(page, '/api/nildb/read-data');
    await useServer(page, cannedApi.url);
    await page.getByPlaceholder('Bearer Token').fill('eyJhbGciOiJFUzI1NksifQ.e30.sig');
    await send(page);

    await expectResponse(page, 200, '0c5e2b91-4a7d-4f63-8d2e-91b7f3a6c5d4');
    const [request] = cannedApi.received;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/api/v1/data/read',
      authorization: 'Bearer eyJhbGciOiJFUzI1NksifQ.e30.sig',
    });
    expect(JSON.parse(request!.body)).toMatchObject({
      schema: 'c48dcfb6-dd97-4ee6-b227-1f6c334685f8',
    });
  });

  test('a request without a token is answered 401 and shown as such', async ({page, cannedApi}) => {
    await open(page, '/api/nilai/get-usage-v-1-usage-get');
    await useServer(page, cannedApi.url);
    await send(page);

    await expectResponse(page, 401, 'Missing or invalid API key');
    expect(cannedApi.received[0]?.authorization).toBeUndefined();
  });

  test('a server error is shown with its status', async ({page, cannedApi}) => {
    cannedApi.failWith(500);
    await open(page, '/api/nildb/accounts');
    await useServer(page, cannedApi.url);
    await page.getByPlaceholder('Bearer Token').fill('eyJhbGciOiJFUzI1NksifQ.e30.sig');
    await send(page);

    await expectResponse(page, 500);
    expect(cannedApi.received).toHaveLength(1);
  });

  test('a server chosen on nilAI pages is not the server of nilDB pages, nor gets their token', async ({
    page,
    cannedApi,
  }) => {
    // Both documents list a `{nodeUrl}` server; the theme kept one choice for the whole site.
    await open(page, '/api/nilai/get-models-v-1-models-get');
    await useServer(page, cannedApi.url);
    await open(page, '/api/nilai/get-usage-v-1-usage-get');
    await expect(serverUrl(page), 'another nilAI page keeps the choice').toHaveText(
      cannedApi.url,
      HYDRATED,
    );

    const nildb = operation('/api/nildb/get-schemas');
    const nildbServer = firstServer('nildb');
    const reached: string[] = [];
    await page.route(`${nildbServer}/**`, (route) => {
      reached.push(new URL(route.request().url()).pathname);
      return route.fulfill({status: 200, contentType: 'application/json', body: '{}'});
    });
    await open(page, nildb.route);
    await expect(serverUrl(page), "a nilDB page starts on nilDB's own server").toHaveText(
      nildbServer,
      HYDRATED,
    );
    await page.getByPlaceholder('Bearer Token').fill('nildb-token');
    await send(page);
    await expectResponse(page, 200);
    expect(reached).toEqual([nildb.path]);
    expect(cannedApi.received, 'the node chosen for nilAI got nothing').toEqual([]);

    await open(page, '/api/nilai/get-models-v-1-models-get');
    await expect(serverUrl(page), 'nilAI pages still have theirs').toHaveText(
      cannedApi.url,
      HYDRATED,
    );
  });

  test('an unreachable node is reported, not shown as an empty answer', async ({page}) => {
    await open(page, '/api/nildb/get-node-details');
    // A port nothing listens on, so the connection is refused (Chromium blocks low ports such as 9
    // outright, which would test its port filter instead).
    await useServer(page, `http://127.0.0.1:${await closedPort()}`);
    await send(page);
    await expect(responsePanel(page)).toContainText('Unable to reach the server', HYDRATED);
  });

  test('the explorer is fetched only once the reader is at work on the loaded page', async ({
    page,
  }) => {
    // Issue 17: the explorer's code (request builder, code generators, postman-collection) must
    // not load or run with the page, nor merely because the browser went idle: a reader who only
    // reads never pays for it. It comes on the reader's first pointer move after load.
    const explorerFiles: {url: string; body: Promise<string>}[] = [];
    page.on('response', (response) => {
      if (!/javascript/.test(response.headers()['content-type'] ?? '')) return;
      explorerFiles.push({url: response.url(), body: response.text().catch(() => '')});
    });
    const fetchedExplorer = async () => {
      const found: string[] = [];
      for (const file of explorerFiles)
        if ((await file.body).includes(EXPLORER_MARKER)) found.push(file.url);
      return found;
    };
    await page.goto('/api/nildb/read-data', {waitUntil: 'load'});
    await expect(page.locator('[data-api-explorer="pending"]')).toBeAttached(HYDRATED);
    // Loaded, idle, and still nothing of the explorer: the placeholder stays.
    await page.waitForTimeout(3000);
    expect(await fetchedExplorer(), 'explorer files before the reader moved').toEqual([]);
    await expect(page.locator('.openapi-explorer__request-form')).toHaveCount(0);

    await untilDrawn(page);
    await expect(page.locator('.openapi-explorer__request-form')).toBeVisible(HYDRATED);
    const files = await fetchedExplorer();
    expect(files.length, 'the explorer was fetched').toBeGreaterThan(0);
    const timing = await page.evaluate((urls) => {
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[];
      return {
        loadEventEnd: navigation!.loadEventEnd,
        fetchedAt: urls.map(
          (url) => performance.getEntriesByName(url, 'resource')[0]?.startTime ?? -1,
        ),
      };
    }, files);
    for (const [index, fetchedAt] of timing.fetchedAt.entries()) {
      expect(fetchedAt, `${files[index]} fetched after the load event`).toBeGreaterThanOrEqual(
        timing.loadEventEnd,
      );
    }
  });

  test('a reader reaching for the panel gets the explorer at once, and it sends requests', async ({
    page,
    cannedApi,
  }) => {
    // A browser that never goes idle: only the reader's pointer can bring the explorer in.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    await page.goto('/api/nilai/get-models-v-1-models-get', {waitUntil: 'load'});
    const panel = page.locator('.openapi-right-panel__container');
    await expect(panel.locator('[data-api-explorer="pending"]')).toBeAttached(HYDRATED);
    await page.waitForTimeout(1000);
    await expect(page.locator('.openapi-explorer__request-form')).toHaveCount(0);

    await panel.hover();
    await useServer(page, cannedApi.url);
    await page.getByPlaceholder('Bearer Token').fill('test-token-456');
    await send(page);
    await expectResponse(page, 200, 'openai/gpt-oss-20b');
    expect(cannedApi.received[0]).toMatchObject({
      method: 'GET',
      path: '/v1/models',
      authorization: 'Bearer test-token-456',
    });
  });

  test('code samples in curl, JavaScript, Python and Go call the selected server', async ({
    page,
    cannedApi,
  }) => {
    const op = operation('/api/nildb/add-schema');
    await open(page, op.route);
    await useServer(page, cannedApi.url);
    const samples = page.locator('.openapi-tabs__code-container');
    const expected: [string, RegExp][] = [
      ['curl', /curl -L/],
      ['javascript', /fetch\(/],
      ['python', /import requests/],
      ['go', /package main/],
    ];
    const tabs = samples.locator('.openapi-tabs__code-item');
    await expect(tabs).toHaveCount(expected.length);
    for (const [language, pattern] of expected) {
      await samples.locator(`.openapi-tabs__code-item--${language}`).click();
      const code = samples.locator('pre code').first();
      await expect(code, language).toContainText(pattern);
      await expect(code, language).toContainText(`${cannedApi.url}${op.path}`);
    }
  });
});

test.describe('the OpenAPI theme stays on the API pages', () => {
  // A class of the request explorer: in the theme's JS and CSS, and never in the portal's own
  // overrides (custom.css restyles a few other OpenAPI classes for contrast).
  const THEME_MARKER = 'openapi-explorer__response-container';

  /** Paths of the JS and CSS files the page loads (prefetches of other routes apart) that hold theme code. */
  async function themeFilesLoadedBy(page: Page, route: string, settled = async () => {}) {
    const checks: Promise<string | null>[] = [];
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (!/javascript|css/.test(type)) return;
      const prefetch = isPrefetch(response.request());
      checks.push(
        response
          .text()
          .then((body) =>
            body.includes(THEME_MARKER)
              ? `${prefetch ? 'prefetch ' : ''}${new URL(response.url()).pathname}`
              : null,
          )
          .catch(() => null),
      );
    });
    await page.goto(route, {waitUntil: 'networkidle'});
    await settled();
    return (await Promise.all(checks)).filter((file) => file !== null);
  }

  test("an API's overview runs none of the explorer's state, an operation reached from it does", async ({
    page,
  }) => {
    // Issue 40: the theme's ApiItem builds the request explorer's store (reading the stored server)
    // on every API page; a page without an operation never uses it, and it cost a phone a long
    // task. Reached by a link, an operation page builds it as before.
    await page.addInitScript(() => {
      const reads: string[] = [];
      (window as unknown as {storageReads: string[]}).storageReads = reads;
      const getItem = Storage.prototype.getItem;
      Storage.prototype.getItem = function (key: string) {
        reads.push(key);
        return getItem.call(this, key);
      };
    });
    const serverReads = () =>
      page.evaluate(
        () =>
          (window as unknown as {storageReads: string[]}).storageReads.filter(
            (key) => key === 'server',
          ).length,
      );
    await page.goto('/api/nilai/overview', {waitUntil: 'load'});
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', HYDRATED);
    expect(await serverReads(), 'stored server read on the overview').toBe(0);
    await page.locator('article a[href="/api/nilai/get-models-v-1-models-get"]').first().click();
    await expect(page.locator('.openapi-right-panel__container')).toBeVisible(HYDRATED);
    expect(await serverReads(), 'stored server read on the operation').toBeGreaterThan(0);
  });

  test('a documentation page downloads no file of the OpenAPI theme', async ({page}) => {
    expect(await themeFilesLoadedBy(page, '/learn/what-is-nillion')).toEqual([]);
  });

  test('an operation page does load it (so the check above can fail)', async ({page}) => {
    // The explorer's code runs once the reader is at work on the loaded page.
    const files = await themeFilesLoadedBy(page, '/api/nildb/read-data', async () => {
      await untilDrawn(page);
      await expect(page.locator('.openapi-explorer__request-form')).toBeVisible(HYDRATED);
    });
    expect(files.some((file) => file.endsWith('.js'))).toBe(true);
    expect(files.some((file) => file.endsWith('.css'))).toBe(true);
  });
});

/** Code only the theme's Markdown renderer (react-markdown, the largest part of a page's code) holds. */
const MARKDOWN_RENDERER = 'hast-util-to-jsx-runtime';

/** The body of each script the page fetches from now on. */
function watchScripts(page: Page): Promise<string>[] {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (/javascript/.test(response.headers()['content-type'] ?? '')) {
      scripts.push(response.text().catch(() => ''));
    }
  });
  return scripts;
}

test.describe('an operation page as first drawn', () => {
  const ROUTE = '/api/nilai/chat-completion-v-1-chat-completions-post';

  test('at phone size nothing moves once painted: the theme stylesheet comes with the HTML, once', async ({
    page,
  }) => {
    // Issue 17: the theme's stylesheet used to arrive with the page's code, after the first paint,
    // and the method and path box shrank, moving everything below it (layout shift 0.04).
    await page.setViewportSize({width: 390, height: 844});
    await page.addInitScript(() => {
      const shifts: string[] = [];
      (window as unknown as {layoutShifts: string[]}).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {value: number})[])
          shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms`);
      }).observe({type: 'layout-shift', buffered: true});
    });
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet')
        stylesheets.push(new URL(request.url()).pathname);
    });
    await page.goto(ROUTE, {waitUntil: 'networkidle'});
    await untilDrawn(page);
    await expect(page.locator('.openapi__method-endpoint')).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as {layoutShifts: string[]}).layoutShifts),
    ).toEqual([]);
    const theme = stylesheets.filter((file) => /\/openapi-theme\.[0-9a-f]+\.css$/.test(file));
    expect(theme, `stylesheets: ${stylesheets.join(', ')}`).toHaveLength(1);
    await expect(page.locator('head link[rel="stylesheet"][href*="/openapi-theme."]')).toHaveCount(
      1,
    );
  });

  test('at desktop width the right column reads before any script, and the explorer takes its place without a shift', async ({
    page,
    browser,
  }) => {
    // Issue 38: the column was a 16-px skeleton until the reader moved the pointer after the page
    // went idle; its REQUIRED badges were 10.5 px, and the explorer's tabs and code under 12 px.
    const desktop = {width: 1440, height: 900};
    const served = await browser.newContext({javaScriptEnabled: false, viewport: desktop});
    const noScript = await served.newPage();
    await noScript.goto(ROUTE);
    const column = noScript.locator('.openapi-right-panel__container');
    const [request, response] = [column.locator('pre').first(), column.locator('pre').nth(1)];
    await expect(request, 'the request sample').toContainText(/curl\b.*POST/);
    await expect(response, 'the response example').toContainText('"id":');
    for (const block of [request, response]) {
      const box = (await block.boundingBox())!;
      expect(box.height, 'a sample block shows several lines').toBeGreaterThan(100);
      expect(box.x, 'the samples stand beside the reference').toBeGreaterThan(desktop.width / 2);
    }
    expect(
      (await request.boundingBox())!.y,
      'the request sample is on the first screen',
    ).toBeLessThan(desktop.height / 2);
    await served.close();

    await page.setViewportSize(desktop);
    // Shifts of the reference and its right column (the navbar is another page part's business).
    await page.addInitScript(() => {
      type Shift = PerformanceEntry & {value: number; sources: {node?: Node | null}[]};
      const shifts: string[] = [];
      (window as unknown as {layoutShifts: string[]}).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          const moved = entry.sources
            .map(({node}) => (node instanceof Element ? node : (node?.parentElement ?? null)))
            .filter((element) => element?.closest('.theme-api-markdown'))
            .map((element) => `${element!.tagName.toLowerCase()}.${element!.className}`);
          if (moved.length)
            shifts.push(
              `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join(', ')}`,
            );
        }
      }).observe({type: 'layout-shift', buffered: true});
    });
    await page.goto(ROUTE, {waitUntil: 'load'});
    await untilDrawn(page);
    await expect(page.locator('.openapi-explorer__request-form')).toBeVisible(HYDRATED);
    await expect(
      page.locator('.openapi-tabs__code-container pre'),
      'its code sample',
    ).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as {layoutShifts: string[]}).layoutShifts),
      'layout shifts while the page loads and the explorer arrives',
    ).toEqual([]);
    expect(await textSmallerThan(page, 12), 'text under 12 px').toEqual([]);
  });

  test('its descriptions read the same reached by a link in the browser as loaded from the server', async ({
    page,
  }) => {
    // Loaded: the descriptions keep the server's HTML while the page hydrates (src/theme/Markdown),
    // so the theme's Markdown renderer (react-markdown: the largest part of the page's code) is
    // not even fetched (issue 40).
    const scripts = watchScripts(page);
    await page.goto(ROUTE, {waitUntil: 'load'});
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', HYDRATED);
    await page.waitForTimeout(1000);
    const fetched = await Promise.all(scripts);
    expect(fetched.length, 'scripts seen').toBeGreaterThan(5);
    expect(
      fetched.filter((body) => body.includes(MARKDOWN_RENDERER)).length,
      'scripts holding the Markdown renderer',
    ).toBe(0);
    const descriptions = page.locator('.theme-api-markdown [id^="md-"]');
    const served = await descriptions.allTextContents();
    expect(served.length).toBeGreaterThan(20);
    expect(served.filter((text) => text.trim() === '')).toEqual([]);
    // Reached by a link (the nilAI overview's endpoint table): the theme's Markdown renders each
    // one in the browser.
    await open(page, '/api/nilai/overview');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', HYDRATED);
    await page.locator(`article a[href="${ROUTE}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${ROUTE}$`));
    // The theme's Markdown loads on demand: each description reads the same once it has.
    await expect(descriptions).toHaveText(served, HYDRATED);
  });
});

test.describe('an operation page’s parameters and schemas, read far more than used', () => {
  // Issue 40: hydrating them was over a third of an operation page's main-thread work after first
  // paint. They keep the server's markup until the reader reaches for them
  // (src/components/StaticUntilUsed); the first pointer, click or key then works as on a page
  // hydrated whole.
  const REGION = '[id^="static-"]';
  /** Whether React manages the element (it marks each DOM node it draws or hydrates). */
  const managed = (locator: ReturnType<Page['locator']>) =>
    locator.evaluate((element) =>
      Object.keys(element).some((key) => key.startsWith('__reactFiber')),
    );
  /**
   * What a reader gets of a region: its text, and each tab, summary, field and code block shown,
   * with its state and where it is drawn on the page. (Its HTML differs in ways no one sees: React's generated
   * ids, inline styles written by the browser's style object, the Details' `isBrowser` class.)
   */
  const drawnOf = (locator: ReturnType<Page['locator']>) =>
    locator.evaluate((element) => ({
      text: (element as HTMLElement).innerText,
      parts: [...element.querySelectorAll('[role="tab"], summary, .openapi-schema__list-item, pre')]
        // What a closed field or a hidden tab holds is not drawn (its boxes are not compared).
        .filter((part) => part.checkVisibility())
        .map((part) => {
          const {x, y, width, height} = part.getBoundingClientRect();
          const state = [
            part.getAttribute('aria-selected'),
            part.parentElement?.hasAttribute('open'),
          ];
          const where = [x + window.scrollX, y + window.scrollY, width, height];
          return `${part.tagName} ${state.join(' ')} ${where.map(Math.round)}`;
        }),
    }));

  test('the request body and responses stay as drawn until used, then a click, a key or the pointer works at once', async ({
    page,
  }) => {
    const scripts = watchScripts(page);
    await page.goto('/api/nilai/chat-completion-v-1-chat-completions-post', {waitUntil: 'load'});
    await untilDrawn(page);
    await page.waitForTimeout(500);
    const request = page
      .locator(REGION)
      .filter({has: page.locator('.openapi-tabs__mime')})
      .first();
    const responses = page
      .locator(REGION)
      .filter({has: page.locator('.openapi-tabs__response-code-item')});
    const collapsed = request.locator('details:not([open]) > summary').first();
    const status = (code: string) =>
      responses.locator('[role="tab"]', {hasText: new RegExp(`^${code}$`)});
    expect(await managed(collapsed), 'a request field, after load').toBe(false);
    expect(await managed(status('400')), 'a status tab, after load').toBe(false);

    // A click that comes first (here with no pointer over the page before it) opens the field.
    const field = await collapsed.evaluate((summary) => summary.textContent);
    await collapsed.dispatchEvent('click');
    await expect(
      request.locator('details[open] > summary', {hasText: field ?? 'no field'}),
    ).toBeVisible();
    expect(await managed(request.locator('summary').first())).toBe(true);
    expect(await managed(status('400')), 'the responses, untouched').toBe(false);

    // The pointer over the responses draws them live: the same text and parts, nothing moved.
    const served = await drawnOf(responses);
    // Six status tabs, two media types, four schema tabs and the 200 reply's top-level fields.
    expect(served.parts.length, 'parts of the responses shown').toBeGreaterThan(20);
    await status('200').hover();
    await expect.poll(() => managed(status('400'))).toBe(true);
    expect(await drawnOf(responses), 'the responses drawn live').toEqual(served);

    // Keys work from then on: Right moves to the next status, Enter shows it.
    await status('200').focus();
    await page.keyboard.press('ArrowRight');
    await expect(status('400')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(status('400')).toHaveAttribute('aria-selected', 'true');

    // Drawn live, the descriptions and code examples kept the server's HTML (React draws their
    // element, not what is inside it), so the Markdown renderer was not even fetched. (Prism is:
    // the request explorer, loaded by the pointer, draws its code samples in the browser.)
    const kept = responses.locator('[data-html-key] > *');
    expect(await kept.count(), 'descriptions and code examples').toBeGreaterThan(20);
    expect(
      await kept.evaluateAll((parts) =>
        parts.filter((part) => Object.keys(part).some((key) => key.startsWith('__reactFiber'))),
      ),
      'parts of descriptions and code examples drawn again by React',
    ).toHaveLength(0);
    const fetched = await Promise.all(scripts);
    expect(fetched.filter((body) => body.includes(MARKDOWN_RENDERER))).toHaveLength(0);
  });

  test('a key pressed on a tab before anything else is not lost', async ({page}) => {
    await page.goto('/api/nilai/get-model-price-v-1-pricing-model-name-get', {waitUntil: 'load'});
    await untilDrawn(page);
    const tab = (code: string) =>
      page.locator(`${REGION} [role="tab"]`, {hasText: new RegExp(`^${code}$`)});
    expect(await managed(tab('200'))).toBe(false);
    // The key reaches the tab with no pointer or focus event before it (as a screen reader's
    // may): the responses are drawn at once, focus is put on the same tab, and the key replayed.
    await tab('200').dispatchEvent('keydown', {key: 'ArrowRight', bubbles: true});
    await expect(tab('401')).toBeFocused();
    expect(await managed(tab('401'))).toBe(true);
    await expect(
      page.locator(`${REGION} .openapi-params__list-item, ${REGION} li`).first(),
    ).toBeVisible();
  });
});
