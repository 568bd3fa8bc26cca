import {readFileSync} from 'node:fs';
import {test, expect} from '../support/test';
import type {Page, Request} from '@playwright/test';
import {untilHydrated} from '../support/hydration';
import {
  openSearchWithShortcut as openWithShortcut,
  searchInput,
  searchModal as modal,
} from '../support/search-modal';
import {collectPageErrors} from '../support/page-errors';
import {isPrefetch} from '../../scripts/measure/page-weight';
import {startUpScripts} from '../../scripts/lib/built-routes';

// The embedded index's name: recent and favourite searches are kept under keys named for it.
const INDEX_NAME = 'nillion_docs';
const RECENT_KEY = `__DOCSEARCH_RECENT_SEARCHES__${INDEX_NAME}`;
const FAVORITE_KEY = `__DOCSEARCH_FAVORITE_SEARCHES__${INDEX_NAME}`;
const INDEX_FILES = '**/search/index.*.json';
const XSS = '<img src=x onerror=alert(1)>';

const searchButton = (page: Page) => page.locator('.search-button');

/** Fails the test on any dialog (an executed alert(1)) and collects page errors. */
function watchForScriptInjection(page: Page): string[] {
  const problems = collectPageErrors(page, {types: []});
  page.on('dialog', async (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    await dialog.dismiss();
  });
  return problems;
}

async function footerCount(page: Page): Promise<number> {
  const footer = page.locator('.search-modal__see-all a');
  // Issue 38: the count is of pages of the site, not of records.
  await expect(footer).toHaveText(/^See all \d+ pages?$/);
  return Number((await footer.textContent())!.match(/\d+/)![0]);
}

test.describe('search modal', () => {
  test.beforeEach(async ({page}) => {
    await page.goto('/learn/what-is-nillion');
    await untilHydrated(page);
  });

  test('the button says Search with the Ctrl/⌘+K hint; search loads after the page, the modal from its idle prefetch', async ({
    page,
  }) => {
    // Search's files (modal code, client, index) never compete with the page's own load: none is
    // asked for before the load event (the modal's code is the script that draws its dropdown),
    // and the index comes when the browser is idle after it, with nothing touched.
    // A page of its own: the page of beforeEach fetches the index when it goes idle, and a
    // listener on it could count that fetch as one of the reloaded page's.
    page = await page.context().newPage();
    const askedBeforeLoad: Request[] = [];
    const prefetchedAfterLoad: string[] = [];
    let loaded = false;
    page.on('load', () => (loaded = true));
    page.on('request', (request) => {
      if (!loaded) askedBeforeLoad.push(request);
      else if (isPrefetch(request)) prefetchedAfterLoad.push(request.url());
    });
    const indexRequested = page.waitForRequest(/\/search\/index\.[0-9a-f]+\.json$/);
    await page.goto('/learn/what-is-nillion');
    await untilHydrated(page);
    await expect(searchButton(page)).toContainText('Search');
    await expect(searchButton(page).locator('.search-button__key')).toHaveCount(2);
    await expect(searchButton(page).locator('.search-button__key').last()).toHaveText(/k/i);
    await indexRequested;
    const searchFilesBeforeLoad: string[] = [];
    for (const request of askedBeforeLoad) {
      const url = request.url();
      const isModalCode =
        url.endsWith('.js') &&
        ((await (await request.response())?.text().catch(() => '')) ?? '').includes(
          'search-modal__results',
        );
      if (url.includes('/search/') || isModalCode) searchFilesBeforeLoad.push(url);
    }
    expect(searchFilesBeforeLoad).toEqual([]);
    // Issue 17: what the modal needs is prefetched when the browser is idle after load, so Ctrl+K
    // on a slow connection does not wait for 110 KiB; it runs only when the reader opens search,
    // from the cache: nothing of it comes over the wire then.
    const modalCodeRun = page.waitForResponse(
      async (response) =>
        response.url().endsWith('.js') &&
        ((await response.text().catch(() => '')) ?? '').includes('search-modal__results'),
    );
    // The index is on its way, so the search client's chunk, whose loading prefetches the modal's
    // code, has run: network quiet means that prefetch is done.
    await page.waitForLoadState('networkidle');
    await openWithShortcut(page);
    const modalCode = await modalCodeRun;
    expect(prefetchedAfterLoad).toContain(modalCode.url());
    // Bytes of the body received from the network: none (Chromium counts the cached headers
    // against it, so a cache hit reads zero or less).
    expect((await modalCode.request().sizes()).responseBodySize).toBeLessThanOrEqual(0);
    await expect(searchInput(page)).toHaveAttribute('placeholder', 'Search docs');
    await expect(page.locator('.search-modal__clear')).toHaveText('Clear the query');
    await expect(page.getByRole('button', {name: 'Cancel'})).toBeVisible();
    await expect(page.locator('.search-modal__footer')).toBeVisible();
  });

  test('Ctrl/⌘+K opens it, Escape closes it and focus returns to the button', async ({page}) => {
    await openWithShortcut(page);
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    await expect(searchButton(page)).toBeFocused();
  });

  test('a click on the backdrop closes it', async ({page}) => {
    await searchButton(page).click();
    await expect(searchInput(page)).toBeFocused();
    await page.locator('.search-modal__backdrop').click({position: {x: 5, y: 5}});
    await expect(modal(page)).toHaveCount(0);
    await expect(searchButton(page)).toBeFocused();
  });

  test('/ opens it outside input fields only', async ({page}) => {
    await page.locator('main').click({position: {x: 2, y: 2}});
    await page.keyboard.press('/');
    await expect(searchInput(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    // Inside a field the key is just a character.
    await page.evaluate(() => {
      const field = document.createElement('input');
      field.id = 'probe-field';
      document.querySelector('main')!.prepend(field);
    });
    await page.locator('#probe-field').focus();
    await page.keyboard.press('/');
    await expect(modal(page)).toHaveCount(0);
    await expect(page.locator('#probe-field')).toHaveValue('/');
  });

  test('typing on the focused button opens it with that character', async ({page}) => {
    await searchButton(page).focus();
    await page.keyboard.press('n');
    await expect(searchInput(page)).toHaveValue('n');
  });

  test('the query is capped at 64 characters', async ({page}) => {
    await openWithShortcut(page);
    await searchInput(page).pressSequentially('a'.repeat(80));
    await expect(searchInput(page)).toHaveValue('a'.repeat(64));
    await expect(searchInput(page)).toHaveAttribute('maxlength', '64');
  });

  test('selected text pre-fills the query, cut to 64 characters', async ({page}) => {
    const selected = await page.evaluate(() => {
      const paragraph = [...document.querySelectorAll('article p')].find(
        (element) => (element.textContent ?? '').length > 100,
      )!;
      const range = document.createRange();
      range.selectNodeContents(paragraph);
      window.getSelection()!.removeAllRanges();
      window.getSelection()!.addRange(range);
      return window.getSelection()!.toString().trim();
    });
    await openWithShortcut(page);
    await expect(searchInput(page)).toHaveValue(selected.slice(0, 64));
  });

  test('hits are grouped by page, each page with its section, and link to the page and anchor', async ({
    page,
  }) => {
    await openWithShortcut(page);
    await searchInput(page).fill('secretvaults');
    const groups = page.locator('.search-modal__page');
    await expect(groups.first()).toBeVisible();
    // Each group is one page: its own row first (the page's top, titled by it, under its
    // section), then its sections, at anchors of that page.
    for (const group of await groups.all()) {
      const hrefs = await group
        .locator('a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
      expect(hrefs[0]).not.toContain('#');
      for (const href of hrefs.slice(1)) expect(href.split('#')[0]).toBe(hrefs[0]);
      await expect(group.locator('.search-modal__hit--page .search-modal__hit-path')).toHaveText(
        /^(Learn|Build|Blacklight|Community|API|Articles)$/,
      );
    }
    const hrefs = await page
      .locator('.search-modal__hit a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.some((href) => href?.includes('#'))).toBe(true);
    await expect(page.locator('.search-modal__hit mark').first()).toBeVisible();
    // Following a hit navigates there and closes the modal.
    const first = page.locator('.search-modal__hit a').first();
    const target = (await first.getAttribute('href'))!.split('#')[0];
    await first.click();
    await expect(modal(page)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${target.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  });

  test('a broad query fills the modal with several pages, not many hits of one', async ({page}) => {
    // Issue 38: "blindfold" showed five hits of one page, then half a modal of empty space.
    await page.setViewportSize({width: 1440, height: 900});
    await openWithShortcut(page);
    await searchInput(page).fill('blindfold');
    await expect(page.locator('.search-modal__hit').first()).toBeVisible();
    const body = page.locator('.search-modal__body');
    const visiblePages = await body.evaluate((element) => {
      const bottom = element.getBoundingClientRect().bottom;
      const shown = [...element.querySelectorAll<HTMLAnchorElement>('.search-modal__hit a')].filter(
        (link) => link.getBoundingClientRect().bottom <= bottom,
      );
      return new Set(shown.map((link) => new URL(link.href).pathname)).size;
    });
    expect(visiblePages).toBeGreaterThanOrEqual(4);
    // The results reach the bottom of the modal: no empty half below them.
    const {scrollHeight, clientHeight} = await body.evaluate((element) => ({
      scrollHeight: element.scrollHeight,
      clientHeight: element.clientHeight,
    }));
    expect(scrollHeight).toBeGreaterThanOrEqual(clientHeight);
  });

  test('a dialog named Search: the arrow keys move along the options, Enter follows one, Tab stays inside', async ({
    page,
  }) => {
    await openWithShortcut(page);
    await expect(page.getByRole('dialog', {name: 'Search'})).toHaveAttribute('aria-modal', 'true');
    const combobox = page.getByRole('combobox');
    await expect(combobox).toBeFocused();
    await combobox.fill('nildb');
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options.first()).toBeVisible();
    // Issue 38: the Private Storage docs answer "nildb", not an article or the legacy reference.
    expect(await options.first().getAttribute('href')).toMatch(/^\/build\/private-storage\//);
    // The first option is active; ArrowDown moves to the second, ArrowUp from the first wraps.
    const activeId = () => combobox.getAttribute('aria-activedescendant');
    await expect(combobox).toHaveAttribute(
      'aria-activedescendant',
      (await options.nth(0).getAttribute('id'))!,
    );
    await page.keyboard.press('ArrowDown');
    const second = options.nth(1);
    expect(await activeId()).toBe(await second.getAttribute('id'));
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await activeId()).toBe(await options.last().getAttribute('id'));
    // Tab and Shift+Tab go round the dialog's controls and never leave it.
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await page.evaluate(() => !!document.activeElement?.closest('.search-modal'))).toBe(
        true,
      );
    }
    // Enter follows the active option, and the modal closes.
    await combobox.focus();
    // From the last option: round to the first, then on to the second.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await activeId()).toBe(await second.getAttribute('id'));
    const target = (await second.getAttribute('href'))!;
    await page.keyboard.press('Enter');
    await expect(modal(page)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${target.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  });

  test('a code identifier shows the line of code that uses it, the identifier marked', async ({
    page,
  }) => {
    // payAndValidate appears only in a sample of the Private Subscriptions article, on a line
    // that is not the first of its block.
    await openWithShortcut(page);
    await searchInput(page).fill('payAndValidate');
    const hit = page.locator('.search-modal__hit', {hasText: 'payAndValidate'}).first();
    await expect(hit.locator('.search-modal__hit-title')).toHaveText(
      'await nilauth.payAndValidate(publicKey, service);',
    );
    await expect(hit.locator('.search-modal__hit-title mark')).toHaveText('payAndValidate');
  });

  test('recent searches and favourites persist under keys named for the index', async ({page}) => {
    // Three page loads, each waiting for hydration.
    test.slow();
    await openWithShortcut(page);
    await searchInput(page).fill('blindfold');
    await page.locator('.search-modal__hit a').first().click();
    await expect(modal(page)).toHaveCount(0);
    const recent = await page.evaluate((key) => localStorage.getItem(key), RECENT_KEY);
    expect(JSON.parse(recent!)).toHaveLength(1);

    await page.reload();
    await untilHydrated(page);
    await openWithShortcut(page);
    await expect(page.locator('.search-modal__source').first()).toHaveText('Recent');
    await page.locator('.search-modal__hit').first().hover();
    await page.getByTitle('Save this search').first().click();
    await expect(page.locator('.search-modal__source').first()).toHaveText('Favorite');
    const favourites = await page.evaluate((key) => localStorage.getItem(key), FAVORITE_KEY);
    expect(JSON.parse(favourites!)).toHaveLength(1);

    await page.reload();
    await untilHydrated(page);
    await openWithShortcut(page);
    await expect(page.locator('.search-modal__source').first()).toHaveText('Favorite');
  });

  test('snippets are 10 words at most, 5 on a phone-sized screen', async ({page}) => {
    const longestSnippet = async () => {
      await expect(page.locator('.search-modal__hit').first()).toBeVisible();
      const snippets = await page.locator('.search-modal__hit-title').allTextContents();
      return Math.max(
        ...snippets.map(
          (text) => text.split(/[\s…]+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length,
        ),
      );
    };
    await openWithShortcut(page);
    await searchInput(page).fill('encrypted shares');
    expect(await longestSnippet()).toBeLessThanOrEqual(10);
    await page.keyboard.press('Escape');

    await page.setViewportSize({width: 390, height: 844});
    await page.reload();
    await untilHydrated(page);
    await searchButton(page).click();
    await searchInput(page).fill('encrypted shares');
    expect(await longestSnippet()).toBeLessThanOrEqual(5);
  });

  test('an empty start says "No recent searches"', async ({page}) => {
    await openWithShortcut(page);
    await expect(page.locator('.search-modal__start')).toHaveText('No recent searches');
    await searchInput(page).fill('nildb');
    await expect(page.locator('.search-modal__hit').first()).toBeVisible();
    await expect(page.locator('.search-modal__start')).toHaveCount(0);
    // Cleared again, before anything was chosen: still nothing recent.
    await searchInput(page).fill('');
    await expect(page.locator('.search-modal__start')).toHaveText('No recent searches');
  });

  test('no hits: "No results for" the query, with up to three suggestions that search', async ({
    page,
  }) => {
    await openWithShortcut(page);
    await searchInput(page).fill('nildb');
    await expect(page.locator('.search-modal__hit').first()).toBeVisible();
    await searchInput(page).fill('qwxzvbnmkj');
    const noResults = page.locator('.search-modal__no-results');
    await expect(noResults).toContainText('No results for "qwxzvbnmkj"');
    await expect(noResults).toContainText('Try searching for');
    const suggestions = noResults.locator('.search-modal__suggestions .search-modal__suggestion');
    const count = await suggestions.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(3);
    const suggestion = (await suggestions.first().textContent())!;
    await suggestions.first().click();
    await expect(searchInput(page)).toHaveValue(`${suggestion.toLowerCase()} `);
    await expect(page.locator('.search-modal__hit').first()).toBeVisible();
  });

  test('closed and opened again before the next frame, the modal keeps focus in its input', async ({
    page,
  }) => {
    await openWithShortcut(page);
    // Frames held, as on a busy page or a slow phone: Esc then Ctrl/⌘+K come before the next one.
    await page.evaluate(() => {
      const held = new Map<number, FrameRequestCallback>();
      let next = 1;
      window.requestAnimationFrame = (callback) => (held.set(next, callback), next++);
      window.cancelAnimationFrame = (handle) => void held.delete(handle);
      (window as unknown as {releaseFrames: () => void}).releaseFrames = () => {
        for (const [handle, callback] of held) {
          held.delete(handle);
          callback(performance.now());
        }
      };
    });
    const releaseFrames = () =>
      page.evaluate(() => (window as unknown as {releaseFrames: () => void}).releaseFrames());
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    await page.keyboard.press('ControlOrMeta+k');
    await expect(searchInput(page)).toBeFocused();
    // The first closing's return of focus to the button, due at the next frame, must not take it.
    await releaseFrames();
    await expect(searchInput(page)).toBeFocused();
    await page.keyboard.type('nildb');
    await expect(searchInput(page)).toHaveValue('nildb');
    // Closed for good, focus goes back to the button at the next frame.
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    await releaseFrames();
    await expect(searchButton(page)).toBeFocused();
  });

  test('"See all N results" shows the current query\'s count and leads to /search', async ({
    page,
  }) => {
    await openWithShortcut(page);
    await searchInput(page).fill('nilai');
    const nilai = await footerCount(page);
    // Ctrl+K toggles the modal: the next open waits until this one has really closed.
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    await openWithShortcut(page);
    await searchInput(page).fill('wallet');
    const wallet = await footerCount(page);
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);

    // Two queries in a row in one modal: the count is the second query's, not a running total.
    await openWithShortcut(page);
    await searchInput(page).fill('nilai');
    await expect.poll(() => footerCount(page)).toBe(nilai);
    await searchInput(page).fill('wallet');
    await expect.poll(() => footerCount(page)).toBe(wallet);

    await page.locator('.search-modal__see-all a').click();
    await expect(page).toHaveURL(/\/search\?q=wallet$/);
    await expect(page.getByText(new RegExp(`^${wallet} pages? found$`))).toBeVisible();
  });

  test('an index that fails to load shows the error screen, and a later open retries', async ({
    page,
  }) => {
    // From the page's start: the index is fetched as soon as the page is idle, before any open.
    await page.route(INDEX_FILES, (route) => route.abort());
    await page.reload();
    await untilHydrated(page);
    await openWithShortcut(page);
    await searchInput(page).fill('nildb');
    await expect(page.locator('.search-modal__error')).toContainText('Unable to fetch results');
    await expect(page.locator('.search-modal__error')).toContainText(
      'You might want to check your network connection.',
    );
    await page.keyboard.press('Escape');
    await page.unroute(INDEX_FILES);
    await openWithShortcut(page);
    await searchInput(page).fill('nildb');
    await expect(page.locator('.search-modal__hit').first()).toBeVisible();
  });

  test('a slow index shows the stalled state, then the results', async ({page}) => {
    await page.route(INDEX_FILES, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.reload();
    await untilHydrated(page);
    await openWithShortcut(page);
    await searchInput(page).fill('nildb');
    await expect(page.locator('.search-modal__backdrop--stalled')).toBeVisible();
    await expect(page.locator('.search-modal__hit').first()).toBeVisible({timeout: 10_000});
    await expect(page.locator('.search-modal__backdrop--stalled')).toHaveCount(0);
  });

  test('punctuation, unicode and over-long queries answer without errors', async ({page}) => {
    const problems = watchForScriptInjection(page);
    await openWithShortcut(page);
    for (const query of ['?!.,;:()[]{}', 'naïve 日本語 ü', 'nil'.repeat(30), '"unterminated']) {
      await searchInput(page).fill(query);
      await expect(
        page.locator('.search-modal__hit, .search-modal__no-results').first(),
      ).toBeVisible();
    }
    await expect(page.locator('.search-modal__error')).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('markup in a query or in page text is shown as text, never run', async ({page}) => {
    const problems = watchForScriptInjection(page);
    await openWithShortcut(page);
    await searchInput(page).fill(XSS);
    await expect(
      page.locator('.search-modal__no-results, .search-modal__hit').first(),
    ).toBeVisible();
    await expect(page.locator('.search-modal img[src="x"]')).toHaveCount(0);
    // The fixture page's text contains the same markup, as text.
    await searchInput(page).fill('zebraquartz');
    // The text is a section of the fixture page, listed under the page's own row.
    const hit = page.locator('.search-modal__hit--section').first();
    await expect(hit).toContainText('<img src=x onerror=alert(1)>');
    await expect(page.locator('.search-modal img[src="x"]')).toHaveCount(0);
    expect(problems).toEqual([]);
  });
});

/** WCAG 2 relative luminance of a computed `rgb(r, g, b)` colour. */
function luminance(cssColour: string): number {
  const [r, g, b] = cssColour
    .match(/\d+(\.\d+)?/g)!
    .slice(0, 3)
    .map(Number);
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** The description a page states in its front matter. */
function frontMatterDescription(file: string): string {
  return readFileSync(file, 'utf8').match(/^description:\s*"(.*)"\s*$/m)![1];
}

const resultLinks = (page: Page) => page.locator('article h2 a');

/** The first results: the page loads and builds the index first (seconds on a busy machine). */
async function untilResults(page: Page): Promise<void> {
  await expect(resultLinks(page).first()).toBeVisible({timeout: 30_000});
}

/**
 * Issue 17: nothing typed after Ctrl/⌘+K, `/` or a click on the search button is lost, however
 * fast, while the modal's code and the index are still on their way. The modal's code (the script
 * that draws its dropdown) and the search files are held back until the keys have been typed, so
 * every key is typed before the modal exists.
 */
test.describe('keys typed while search loads', () => {
  const QUERY = 'nildb';
  let releaseSearchFiles: () => void = () => undefined;

  test.beforeEach(async ({page}) => {
    // The engine is built in the page's worker once the held index arrives: seconds on a busy
    // machine. The time to results is measured by `npm run bench:search`, not here.
    test.slow();
    const released = new Promise<void>((resolve) => (releaseSearchFiles = resolve));
    let searchAsked: () => void = () => undefined;
    const asked = new Promise<void>((resolve) => (searchAsked = resolve));
    await page.route(/\/(assets\/js\/[^/]+\.js|search\/[^/]+\.json)$/, async (route) => {
      const response = await route.fetch();
      const isSearch =
        route.request().url().includes('/search/') ||
        (await response.text()).includes('search-modal__results');
      if (isSearch) {
        searchAsked();
        await released;
      }
      await route.fulfill({response});
    });
    await page.goto('/learn/what-is-nillion');
    await untilHydrated(page);
    // The idle prefetch has asked for the modal's code: the search bar's effects, the keyboard
    // shortcuts' listener among them, have run (hydration alone can come before them).
    await asked;
  });

  /** The whole query is in the input and a result for it (its highlighted word) shows. */
  async function expectResultsForWholeQuery(page: Page) {
    await expect(searchInput(page)).toHaveValue(QUERY, {timeout: 30_000});
    await expect(
      page
        .locator('.search-modal__hit mark')
        .filter({hasText: new RegExp(`^${QUERY}$`, 'i')})
        .first(),
    ).toBeVisible({timeout: 60_000});
  }

  for (const delay of [30, 0]) {
    test(`Ctrl/⌘+K, then "${QUERY}" typed at once at ${delay} ms a key`, async ({page}) => {
      await page.keyboard.press('ControlOrMeta+k');
      await page.keyboard.type(QUERY, {delay});
      releaseSearchFiles();
      await expectResultsForWholeQuery(page);
    });
  }

  test(`"/", then "${QUERY}" typed at once at 30 ms a key`, async ({page}) => {
    await page.locator('main').click({position: {x: 2, y: 2}});
    await page.keyboard.press('/');
    await page.keyboard.type(QUERY, {delay: 30});
    releaseSearchFiles();
    await expectResultsForWholeQuery(page);
  });

  test(`a click on the button, then "${QUERY}" typed at once at 30 ms a key`, async ({page}) => {
    await searchButton(page).click();
    await page.keyboard.type(QUERY, {delay: 30});
    releaseSearchFiles();
    await expectResultsForWholeQuery(page);
  });

  test(`"${QUERY}" typed on the focused button, and Backspace while it loads`, async ({page}) => {
    await searchButton(page).focus();
    await page.keyboard.type(`${QUERY}x`, {delay: 30});
    await page.keyboard.press('Backspace');
    releaseSearchFiles();
    await expectResultsForWholeQuery(page);
  });

  test('Escape while it loads cancels the search: no modal opens later', async ({page}) => {
    await page.keyboard.press('ControlOrMeta+k');
    await page.keyboard.type('nil', {delay: 30});
    await page.keyboard.press('Escape');
    releaseSearchFiles();
    // Time for the modal's code to arrive and run.
    await page.waitForTimeout(1_500);
    await expect(modal(page)).toHaveCount(0);
    await openWithShortcut(page);
    await expect(searchInput(page)).toHaveValue('');
  });
});

// Issue 40: on a slow or busy host hydration ends seconds after the page's code has run, and a
// Ctrl/⌘+K pressed meanwhile opened nothing, the letters going to the page.
test('Ctrl/⌘+K before the page has hydrated, then "nildb" typed at once: nothing lost', async ({
  page,
  request,
}) => {
  test.slow();
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let chunkAsked: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => (chunkAsked = resolve));
  // The page's own code (the scripts its HTML names) runs; every chunk it loads before hydrating
  // waits.
  const html = await (await request.get('/learn/what-is-nillion')).text();
  const ownScripts = startUpScripts(html);
  expect(ownScripts.length).toBeGreaterThan(0);
  await page.route(/\/assets\/js\/[^/]+\.js$/, async (route) => {
    if (!ownScripts.includes(new URL(route.request().url()).pathname)) {
      chunkAsked();
      await released;
    }
    await route.continue();
  });
  await page.goto('/learn/what-is-nillion', {waitUntil: 'commit'});
  await asked;
  const hydrated = await page
    .locator('.search-button')
    .evaluate((button) => Object.keys(button).some((key) => key.startsWith('__reactProps')));
  expect(hydrated, 'the page has not hydrated yet').toBe(false);
  await page.keyboard.press('ControlOrMeta+k');
  await page.keyboard.type('nildb', {delay: 30});
  release();
  await expect(searchInput(page)).toHaveValue('nildb', {timeout: 30_000});
  await expect(
    page
      .locator('.search-modal__hit mark')
      .filter({hasText: /^nildb$/i})
      .first(),
  ).toBeVisible({timeout: 60_000});
});

test.describe('search page', () => {
  test('without q it offers a search box and no results', async ({page}) => {
    await page.goto('/search');
    await expect(page.locator('h1')).toHaveText('Search the documentation');
    await expect(page.getByRole('searchbox', {name: 'Search'})).toBeVisible();
    await expect(page.locator('article')).toHaveCount(0);
  });

  test('with q it shows the full results, and keeps q in the URL while typing', async ({page}) => {
    await page.setViewportSize({width: 1440, height: 900});
    await page.goto('/search?q=nildb');
    await expect(page.locator('h1')).toHaveText('Search results for "nildb"');
    await untilResults(page);
    // Issue 38: a count of pages ("671 documents found" counted records), a Private Storage doc
    // first, each page once; each checked on its own (soft), so one defect hides no other.
    await expect.soft(page.getByText(/^\d+ pages found$/)).toBeVisible();
    expect
      .soft(await resultLinks(page).first().getAttribute('href'))
      .toMatch(/^\/build\/private-storage\//);
    const pages = await resultLinks(page).evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    );
    expect.soft(new Set(pages).size).toBe(pages.length);
    await expect(page.locator('article mark').first()).toBeVisible();
    // Snippets read as prose: upright, and no line over about 75 characters (they ran 1,240 px
    // wide, in italics).
    const snippets = page.locator('article li p');
    await expect(snippets.first()).toBeVisible();
    const measured = await snippets.evaluateAll((paragraphs) =>
      paragraphs.map((paragraph) => {
        const italic = [paragraph, ...paragraph.querySelectorAll('*')].some(
          (element) => getComputedStyle(element).fontStyle !== 'normal',
        );
        // The paragraph's text on one line, in its font: its width per character.
        const line = document.createElement('span');
        line.style.whiteSpace = 'nowrap';
        line.textContent = paragraph.textContent;
        paragraph.append(line);
        const perCharacter = line.getBoundingClientRect().width / line.textContent!.length;
        line.remove();
        return {italic, characters: paragraph.getBoundingClientRect().width / perCharacter};
      }),
    );
    expect.soft(measured.filter(({italic}) => italic)).toEqual([]);
    expect.soft(Math.max(...measured.map(({characters}) => characters))).toBeLessThanOrEqual(80);
    const input = page.getByRole('searchbox', {name: 'Search'});
    await input.fill('blindfold');
    await expect(page).toHaveURL(/\/search\?q=blindfold$/);
    await expect(page.locator('h1')).toHaveText('Search results for "blindfold"');
    await expect(page.locator('article h2 a').first()).toBeVisible();
  });

  test('a code identifier shows the line of code that uses it, the identifier marked', async ({
    page,
  }) => {
    await page.goto('/search?q=payAndValidate');
    await untilResults(page);
    const result = page.locator('article', {hasText: 'payAndValidate'}).first();
    await expect(result).toContainText('await nilauth.payAndValidate(publicKey, service);');
    await expect(result.locator('mark')).toHaveText('payAndValidate');
  });

  test('it names no Algolia in local mode', async ({page}) => {
    await page.goto('/search?q=nildb');
    await untilResults(page);
    await expect(page.getByLabel('Powered by Algolia')).toBeHidden();
    const preconnects = await page.locator('link[rel="preconnect"][href*="algolia"]').count();
    expect(preconnects).toBe(0);
  });

  test('an index that fails to load shows an error with Retry, and Retry brings the results', async ({
    page,
  }) => {
    let indexAnswers = false;
    await page.route(INDEX_FILES, (route) => (indexAnswers ? route.continue() : route.abort()));
    await page.goto('/search?q=nildb');
    await untilHydrated(page);
    // As the modal says it (tests above), with a way to try again on the page itself.
    const error = page.getByRole('alert');
    await expect(error).toContainText('Unable to fetch results');
    await expect(error).toContainText('You might want to check your network connection.');
    await expect(page.locator('article')).toHaveCount(0);

    indexAnswers = true;
    await error.getByRole('button', {name: 'Retry'}).click();
    await untilResults(page);
    await expect(page.getByText(/^\d+ pages? found$/)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('the section filter narrows hits to one section, from the keyboard, and a link keeps it', async ({
    page,
  }) => {
    // Three searches, each waiting for the index on a busy machine.
    test.slow();
    await page.goto('/search?q=nildb');
    await untilHydrated(page);
    const filter = page.getByRole('group', {name: 'Section'});
    for (const name of ['All', 'Learn', 'Build', 'Blacklight', 'Community', 'Articles', 'API'])
      await expect(filter.getByRole('radio', {name, exact: true})).toBeVisible();
    await expect(filter.getByRole('radio', {name: 'All'})).toBeChecked();
    await untilResults(page);
    const allCount = await page.getByText(/^\d+ pages? found$/).textContent();

    // Arrow keys move a radio group's choice (All → Learn); the choice goes into the URL.
    await filter.getByRole('radio', {name: 'All'}).focus();
    await page.keyboard.press('ArrowRight');
    await expect(filter.getByRole('radio', {name: 'Learn'})).toBeChecked();
    await expect(page).toHaveURL(/[?&]section=learn(&|$)/);
    await expect(page).toHaveURL(/[?&]q=nildb(&|$)/);
    await expect(page.getByText(/^\d+ pages? found$/)).not.toHaveText(allCount!, {
      timeout: 30_000,
    });
    const learnHrefs = await resultLinks(page).evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    );
    expect(learnHrefs.length).toBeGreaterThan(0);
    for (const href of learnHrefs) expect(href).toMatch(/^\/learn\//);

    // A link with the section reproduces it; Enter on a result opens it.
    await page.goto('/search?q=nildb&section=api');
    await untilHydrated(page);
    await expect(page.getByRole('radio', {name: 'API'})).toBeChecked();
    await untilResults(page);
    const apiHrefs = await resultLinks(page).evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    );
    for (const href of apiHrefs) expect(href).toMatch(/^\/api\//);
    await resultLinks(page).first().focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${apiHrefs[0]!.split('#')[0]}`));
  });

  test('a hit on a page itself shows the page description as text', async ({page}) => {
    const description = frontMatterDescription('docs/learn/what-is-nillion.mdx');
    await page.goto('/search?q=what%20is%20nillion&section=learn');
    await untilResults(page);
    // The page's own hit (its title, no anchor): no text of its own in the index.
    const hits = page.locator('article').filter({
      has: page.locator('h2 a[href="/learn/what-is-nillion"]'),
    });
    await expect(hits.first()).toBeVisible();
    await expect
      .poll(() => hits.locator('p').allTextContents(), {timeout: 10_000})
      .toContain(description);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`highlights are on-brand, not #ffff00, with contrast >= 4.5:1 (${colorScheme})`, async ({
      page,
    }) => {
      await page.emulateMedia({colorScheme});
      await page.goto('/search?q=nildb');
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      await untilResults(page);
      const mark = page.locator('article mark').first();
      await expect(mark).toBeVisible();
      const {color, background} = await mark.evaluate((element) => {
        const style = getComputedStyle(element);
        return {color: style.color, background: style.backgroundColor};
      });
      expect(background).not.toBe('rgb(255, 255, 0)');
      // Opaque, so the ratio is the one the reader sees.
      expect(background).toMatch(/^rgb\(/);
      expect(contrastRatio(color, background)).toBeGreaterThanOrEqual(4.5);
    });
  }

  test('markup in q is shown as text, never run', async ({page}) => {
    const problems = watchForScriptInjection(page);
    await page.goto(`/search?q=${encodeURIComponent(XSS)}`);
    await expect(page.locator('h1')).toHaveText(`Search results for "${XSS}"`);
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
    await page.goto('/search?q=zebraquartz');
    await expect(page.locator('article').first()).toContainText(XSS);
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
    expect(problems).toEqual([]);
  });
});
