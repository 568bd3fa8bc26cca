/**
 * `npm start`, the development server: the only spec that needs it, so the only one that starts
 * it (once, for all its tests). It proxies /api to a nilDB node, and Copy page converts the live
 * page with the same rules that made the build's `.md` export.
 */
import {rmSync, writeFileSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import {test, expect} from '../support/test';
import {
  chooseCopyPageAction,
  copyPageButton,
  publishedMarkdown,
  readClipboard,
} from '../support/copy-page';
import {
  DEV_SERVER_START_TIMEOUT_MS,
  DEV_SERVER_URL,
  FAKE_NILDB_PORT,
  startDevServer,
  type RunningDevServer,
} from '../support/dev-server';
import {openSearchWithShortcut, searchInput, searchModal} from '../support/search-modal';

/**
 * A page written while `npm start` runs (gitignored, removed after the spec): search must find
 * it, then its edit. Among the test-only docs, which the dev server serves with
 * PORTAL_TEST_FIXTURES=1.
 */
const EDITED_PAGE = 'tests/fixtures/docs/edited-while-developing.mdx';
const EDITED_ROUTE = '/__fixtures/docs/edited-while-developing';
const editedPage = (word: string) =>
  `---\ntitle: Edited while developing\ndescription: A page the dev-server spec writes.\n---\n\n## A heading\n\nThe word ${word} is on this page only.\n`;

// A stand-in nilDB node on loopback: it echoes what reached it.
let upstream: Server;
let devServer: RunningDevServer | undefined;

// The one spec that needs `npm start`: it starts the development server itself, once for its tests.
test.describe.configure({mode: 'serial'});

test.beforeAll(async () => {
  test.setTimeout(DEV_SERVER_START_TIMEOUT_MS + 30_000);
  upstream = createServer((request, response) => {
    response.writeHead(200, {'content-type': 'application/json'});
    response.end(
      JSON.stringify({path: request.url, method: request.method, host: request.headers.host}),
    );
  });
  await new Promise<void>((resolve) => upstream.listen(FAKE_NILDB_PORT, '127.0.0.1', resolve));
  devServer = await startDevServer({
    NILDB_NODE_URL: `http://127.0.0.1:${FAKE_NILDB_PORT}`,
    PORTAL_TEST_FIXTURES: '1',
  });
});

test.afterAll(async () => {
  rmSync(EDITED_PAGE, {force: true});
  await devServer?.stop();
  await new Promise((resolve) => upstream.close(resolve));
});

test('npm start proxies /api calls to the nilDB node without the /api prefix', async ({
  request,
}) => {
  const response = await request.get(`${DEV_SERVER_URL}/api/v1/system/about`, {
    headers: {accept: 'application/json'},
  });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({
    path: '/v1/system/about',
    method: 'GET',
    host: `127.0.0.1:${FAKE_NILDB_PORT}`,
  });
});

test('a page load of an /api docs route still renders the page in npm start', async ({page}) => {
  // The wait below outlasts the default 30 s test timeout, which ended the test once in CI while
  // the theme's code was still compiling on a busy machine.
  test.setTimeout(150_000);
  await page.goto(`${DEV_SERVER_URL}/api/overview`);
  // The API theme's code is compiled on this first visit (plugins/dev-lazy-compilation).
  await expect(page.locator('h1').first()).toHaveText('API Reference', {timeout: 120_000});
});

// npm start compiles a page's code when the browser first asks for it (plugins/dev-lazy-compilation):
// each page type must still be drawn, with no console error, on its first visit.
test('npm start draws a doc, an article, an API operation and the home page on first visit', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  for (const [route, heading] of [
    ['/learn/what-is-nillion', 'What is Nillion'],
    ['/articles/nildb-encryption', 'Understanding nilDB Encryption'],
    ['/api/nilai/chat-completion-v-1-chat-completions-post', 'Chat Completion'],
    ['/', 'Nillion Docs'],
  ]) {
    await page.goto(`${DEV_SERVER_URL}${route}`);
    await expect(page.locator('h1').first()).toHaveText(heading, {timeout: 120_000});
  }
  // The first page's diagrams are SVG inlined in its MDX, which came through the same on-demand
  // compilation: they must be drawn, not left as the "not rendered" notice.
  await page.goto(`${DEV_SERVER_URL}/learn/what-is-nillion`);
  await expect(page.locator('.portal-diagram svg').first()).toBeVisible({timeout: 120_000});
  expect(errors).toEqual([]);
});

// Search in npm start answers from the sources (plugins/local-search), not from the last build:
// a page added while it runs is found, and so is what a save changes in it.
test('npm start searches the pages being edited', async ({page}) => {
  test.setTimeout(180_000);
  const searchFor = async (word: string) => {
    await expect(async () => {
      await page.goto(`${DEV_SERVER_URL}/learn/what-is-nillion`);
      await openSearchWithShortcut(page);
      await searchInput(page).fill(word);
      await expect(
        searchModal(page).locator(`a[href="${EDITED_ROUTE}#a-heading"]`).first(),
      ).toBeVisible({timeout: 5_000});
    }).toPass({timeout: 90_000});
  };
  writeFileSync(EDITED_PAGE, editedPage('zebraaddedword'));
  await searchFor('zebraaddedword');
  writeFileSync(EDITED_PAGE, editedPage('zebrasavedword'));
  await searchFor('zebrasavedword');
  // What the save removed is gone from search.
  await searchInput(page).fill('zebraaddedword');
  await expect(searchModal(page)).toContainText('No results');
});

test.describe('Copy page', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('converts the live page, with the same result as the build', async ({page}) => {
    test.setTimeout(120_000);
    const route = '/learn/what-is-nillion';
    // The build's export, from the nginx the other specs use (Playwright's baseURL).
    const published = await publishedMarkdown(page, route);
    await page.goto(`${DEV_SERVER_URL}${route}`, {timeout: 90_000});
    await chooseCopyPageAction(page, 'Copy page as Markdown');
    await expect(copyPageButton(page)).toHaveText('Copied', {timeout: 30_000});
    expect(await readClipboard(page)).toBe(published);
  });
});
