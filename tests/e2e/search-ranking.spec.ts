/**
 * What search must find and in what order, on fixture pages built with PORTAL_TEST_FIXTURES=1
 * (tests/fixtures/docs/search-*.mdx), so the expected answers do not move with the content:
 * - a word that only a third-level heading holds is answered by that section (an h3 record,
 *   linked to its anchor): dropping h3 headings from the index fails this;
 * - a word that is one page's title ranks that page first, above a page that has the word in a
 *   section heading and repeats it in its body text: removing the title boost (page titles
 *   ranked like section headings) fails this.
 */
import {test, expect} from '../support/test';
import type {Page} from '@playwright/test';
import {untilHydrated} from '../support/hydration';
import {openSearchWithShortcut, searchInput} from '../support/search-modal';

const SECTIONS_PAGE = '/__fixtures/docs/search-sections';
const TITLE_PAGE = '/__fixtures/docs/search-title';
const BODY_PAGE = '/__fixtures/docs/search-body';

const pathOf = (href: string | null) => new URL(href ?? '', 'http://site.invalid');

/**
 * The modal's hits for a query, in order: where each links, its title, and whether it is a
 * found page's own row or a section listed under it.
 */
async function modalHits(page: Page, query: string) {
  await openSearchWithShortcut(page);
  await searchInput(page).fill(query);
  const hits = page.locator('.search-modal__hit');
  await expect(hits.first()).toBeVisible({timeout: 30_000});
  return hits.evaluateAll((items) =>
    items.map((item) => ({
      href: item.querySelector('a')?.getAttribute('href') ?? null,
      title: item.querySelector('.search-modal__hit-title')?.textContent?.trim() ?? '',
      section: item.classList.contains('search-modal__hit--section'),
    })),
  );
}

// The first search loads the index and the engine: slow on a busy machine.
test.describe.configure({timeout: 90_000});

test.beforeEach(async ({page}) => {
  await page.goto('/learn/what-is-nillion');
  await untilHydrated(page);
});

test('a word only an h3 heading holds is answered by that section, at its anchor', async ({
  page,
}) => {
  const hits = await modalHits(page, 'quokkabridge');
  // The page first, then, under it, its best section: the h3.
  expect(pathOf(hits[0].href).pathname).toBe(SECTIONS_PAGE);
  const section = hits.find((hit) => hit.section)!;
  const first = pathOf(section.href);
  expect(first.pathname).toBe(SECTIONS_PAGE);
  expect(first.hash).toBe('#quokkabridge-settings');
  expect(section.title).toBe('Quokkabridge settings');
});

test('the /search page lists that h3 section too, under its page', async ({page}) => {
  await page.goto('/search?q=quokkabridge');
  const result = page.locator('article').first();
  // The page loads the index and the engine before it can list anything.
  await expect(result.locator('h2 a')).toBeVisible({timeout: 30_000});
  expect(pathOf(await result.locator('h2 a').getAttribute('href')).pathname).toBe(SECTIONS_PAGE);
  const target = pathOf(await result.locator('li a').first().getAttribute('href'));
  expect(`${target.pathname}${target.hash}`).toBe(`${SECTIONS_PAGE}#quokkabridge-settings`);
});

test('a page whose title is the query ranks first, above a page with it in a section heading', async ({
  page,
}) => {
  const hits = await modalHits(page, 'zephyrine');
  const pages = hits.map(({href}) => pathOf(href).pathname);
  expect(pages[0]).toBe(TITLE_PAGE);
  expect(pathOf(hits[0].href).hash).toBe('');
  // The page with the section is found too, only lower.
  expect(pages).toContain(BODY_PAGE);
});
