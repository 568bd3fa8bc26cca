/**
 * Hosted search: the build made with ALGOLIA_* set (scripts/lib/third-party-build.ts), served by
 * nginx with its generated configuration. Algolia's hosts are answered from Playwright, so the
 * tests see exactly what DocSearch sends (one multi-query request per keystroke, credentials as
 * query parameters) and what the reader sees back.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '../support/test';
import type {Page, Request} from '@playwright/test';
import {NGINX_PORT, startNginx, type RunningNginx} from '../../scripts/lib/nginx';
import {untilHydrated} from '../support/hydration';
import {openSearchWithShortcut, searchInput} from '../support/search-modal';
import {HOSTED_SEARCH_TEST_ENV, THIRD_PARTY_BUILD_DIR} from '../../scripts/lib/third-party-build';

const {ALGOLIA_APP_ID: APP_ID, ALGOLIA_SEARCH_API_KEY: SEARCH_KEY} = HOSTED_SEARCH_TEST_ENV;
const INDEX = HOSTED_SEARCH_TEST_ENV.ALGOLIA_INDEX_NAME;
const ALGOLIA_HOSTS = /^https:\/\/[^/]*\.(algolia\.net|algolianet\.com)\//;

interface SentQuery {
  url: URL;
  params: Record<string, unknown>;
}

/** One request of the multi-query body, with a v4-style `params` string read as fields. */
function readQueries(request: Request): SentQuery[] {
  const body = request.postDataJSON() as {requests: Array<Record<string, unknown>>};
  return body.requests.map(({params, ...fields}) => ({
    url: new URL(request.url()),
    params: {
      ...fields,
      ...(typeof params === 'string'
        ? Object.fromEntries(
            [...new URLSearchParams(params)].map(([key, value]) => {
              try {
                return [key, JSON.parse(value)];
              } catch {
                return [key, value];
              }
            }),
          )
        : (params as Record<string, unknown> | undefined)),
    },
  }));
}

function hit(lvl1: string, url: string, content: string) {
  const hierarchy = {
    lvl0: 'Build',
    lvl1,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  return {
    objectID: url,
    url,
    type: 'content',
    hierarchy,
    content,
    _highlightResult: {
      hierarchy: {
        lvl0: {value: 'Build', matchLevel: 'none', matchedWords: []},
        lvl1: {value: lvl1, matchLevel: 'none', matchedWords: []},
      },
      content: {value: content, matchLevel: 'full', matchedWords: ['nildb']},
    },
    _snippetResult: {content: {value: content, matchLevel: 'full'}},
  };
}

const CANNED_HITS = [
  hit(
    'nilDB quickstart',
    'http://localhost/build/private-storage/quickstart#create-a-collection',
    'Create a collection on every <mark>nilDB</mark> node',
  ),
  hit(
    'SecretVaults',
    'http://localhost/build/private-storage/secretvaults',
    'The <mark>nilDB</mark> SDK',
  ),
];

/** Answers every Algolia host with the canned hits and records what was asked. */
async function answerAlgolia(page: Page): Promise<SentQuery[]> {
  const sent: SentQuery[] = [];
  await page.route(ALGOLIA_HOSTS, async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') {
      return route.fulfill({
        status: 204,
        headers: {
          'access-control-allow-origin': '*',
          'access-control-allow-headers': '*',
          'access-control-allow-methods': 'POST, GET',
        },
      });
    }
    const queries = readQueries(request);
    sent.push(...queries);
    return route.fulfill({
      contentType: 'application/json',
      headers: {'access-control-allow-origin': '*'},
      body: JSON.stringify({
        results: queries.map(({params}) => ({
          hits: CANNED_HITS,
          nbHits: CANNED_HITS.length,
          page: 0,
          nbPages: 1,
          hitsPerPage: 20,
          processingTimeMS: 1,
          exhaustiveNbHits: true,
          query: params.query,
          params: '',
          index: INDEX,
          queryID: 'canned-query-id',
        })),
      }),
    });
  });
  return sent;
}

test.describe('hosted Algolia search', () => {
  test.describe.configure({mode: 'default'});
  let nginx: RunningNginx;
  test.beforeAll(async () => {
    nginx = await startNginx(THIRD_PARTY_BUILD_DIR, NGINX_PORT + 3);
  });
  test.afterAll(async () => {
    await nginx?.stop();
  });

  async function openSearch(page: Page) {
    await page.goto(`${nginx.url}/build/quickstart`);
    await untilHydrated(page);
    await openSearchWithShortcut(page);
  }

  test('the modal sends the Algolia multi-query request and shows its hits with its credit', async ({
    page,
  }) => {
    const sent = await answerAlgolia(page);
    const localIndex: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/search/')) localIndex.push(request.url());
    });
    await openSearch(page);
    await searchInput(page).fill('nildb');
    await expect(page.locator('.search-modal__hit').first()).toBeVisible();
    // Grouped by page as the embedded index groups them: the page's own row, then its section.
    await expect(page.locator('.search-modal__hit a').first()).toHaveAttribute(
      'href',
      '/build/private-storage/quickstart',
    );
    await expect(page.locator('.search-modal__hit--section a').first()).toHaveAttribute(
      'href',
      '/build/private-storage/quickstart#create-a-collection',
    );
    await expect(page.locator('.search-modal__credit')).toBeVisible();
    expect(localIndex, 'hosted mode never loads the embedded index').toEqual([]);

    const query = sent.find(({params}) => params.query === 'nildb');
    expect(query, 'a request for the typed query').toBeDefined();
    const {url, params} = query!;
    expect(url.pathname).toBe('/1/indexes/*/queries');
    expect(url.hostname).toMatch(new RegExp(`^${APP_ID.toLowerCase()}`, 'i'));
    // The application id and the public search key travel as query parameters (no preflight).
    expect(url.searchParams.get('x-algolia-application-id')).toBe(APP_ID);
    expect(url.searchParams.get('x-algolia-api-key')).toBe(SEARCH_KEY);
    expect(params.indexName).toBe(INDEX);
    // Pages of the site, each with its best few hits: Algolia counts groups with `distinct`.
    expect(params.hitsPerPage).toBe(8);
    expect(params.distinct).toBe(3);
    expect(params.highlightPreTag).toBe('<mark>');
    expect(params.highlightPostTag).toBe('</mark>');
    expect(params.attributesToRetrieve).toEqual([
      'hierarchy.lvl0',
      'hierarchy.lvl1',
      'hierarchy.lvl2',
      'hierarchy.lvl3',
      'hierarchy.lvl4',
      'hierarchy.lvl5',
      'hierarchy.lvl6',
      'content',
      'type',
      'url',
    ]);
    expect(params.attributesToSnippet).toContain('content:10');
    // Contextual search: the page's language and its docs-version tags.
    const filters = JSON.stringify(params.facetFilters);
    expect(filters).toContain('language:en');
    expect(filters).toMatch(/docusaurus_tag:docs-default-current/);
  });

  test('snippets are 5 words on a phone-sized screen; a 2025 page filters on its own version', async ({
    page,
  }) => {
    await page.setViewportSize({width: 390, height: 844});
    const sent = await answerAlgolia(page);
    await page.goto(`${nginx.url}/2025/build/quickstart`);
    await untilHydrated(page);
    await page.locator('.search-button').click();
    await searchInput(page).fill('nildb');
    await expect(page.locator('.search-modal__hit').first()).toBeVisible();
    const query = sent.find(({params}) => params.query === 'nildb')!;
    expect(query.params.attributesToSnippet).toContain('content:5');
    // The hosted index holds both generations; the version tag keeps the reader's.
    const filters = JSON.stringify(query.params.facetFilters);
    expect(filters).toMatch(/docusaurus_tag:docs-default-2025/);
    expect(filters).not.toMatch(/docusaurus_tag:docs-default-current/);
  });

  test('Algolia out of reach shows "Unable to fetch results"', async ({page}) => {
    await page.route(ALGOLIA_HOSTS, (route) => route.abort('connectionrefused'));
    await openSearch(page);
    await searchInput(page).fill('nildb');
    const error = page.locator('.search-modal__error');
    await expect(error).toContainText('Unable to fetch results', {timeout: 15_000});
    await expect(error).toContainText('You might want to check your network connection.');
  });

  test('the CSP lets the page reach the Algolia hosts, and pages preconnect to the first', async ({
    request,
  }) => {
    const response = await request.get(`${nginx.url}/`);
    const csp = response.headers()['content-security-policy'] ?? '';
    const connectSrc =
      csp.split(';').find((directive) => directive.trim().startsWith('connect-src')) ?? '';
    const app = APP_ID.toLowerCase();
    expect(connectSrc).toContain(`https://${app}-dsn.algolia.net`);
    expect(connectSrc).toContain(`https://${app}-1.algolianet.com`);
    const html = await response.text();
    expect(html.toLowerCase()).toMatch(
      new RegExp(`rel="?preconnect"? href="?https://${app}-dsn\\.algolia\\.net`),
    );
  });
});

test('the hosted build ships the public search key and never the admin key', () => {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(html|js|json|txt|xml|md|conf)$/.test(entry.name)) files.push(file);
    }
  };
  walk(THIRD_PARTY_BUILD_DIR);
  const shipping = (secret: string) =>
    files.filter((file) => readFileSync(file, 'utf8').includes(secret));
  expect(shipping(SEARCH_KEY).length, 'the public search key is in the site').toBeGreaterThan(0);
  expect(shipping(HOSTED_SEARCH_TEST_ENV.ALGOLIA_ADMIN_API_KEY)).toEqual([]);
});
