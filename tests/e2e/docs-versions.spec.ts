/**
 * Two SDK generations side by side (issue 34), as a reader meets them through nginx: the navbar's
 * version dropdown switches a Private Storage page between Latest and the 2025 docs and back, the
 * 2025 page names its generation and leads back to Latest, the preferred version is remembered
 * and forgotten once it no longer exists, and search from a 2025 page answers from the 2025 docs
 * with the 2025 index only. Expected values come from the issue: the label
 * "2025 SDKs (SecretVaults 0.1)", the /2025 prefix, Latest at the spec's routes.
 */
import {test, expect} from '../support/test';
import type {Page, Request} from '@playwright/test';
import {openSearchWithShortcut, searchInput, searchModal} from '../support/search-modal';
import {untilHydrated} from '../support/hydration';

const LATEST_PAGE = '/build/private-storage/quickstart';
const OLDER_PAGE = `/2025${LATEST_PAGE}`;
const OLDER_LABEL = '2025 SDKs (SecretVaults 0.1)';
/** Docusaurus's key for the preferred version of the default docs plugin. */
const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';

const versionMenu = (page: Page) =>
  page
    .getByRole('navigation', {name: 'Main'})
    .locator('.navbar__item.dropdown')
    .filter({
      has: page.getByRole('button', {name: /Latest|2025 SDKs/}),
    });

test('the dropdown switches a page between Latest and the 2025 docs and back', async ({page}) => {
  await page.goto(LATEST_PAGE);
  await untilHydrated(page);
  await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
  await expect(page).toHaveTitle(/^(?!.*2025 SDKs)/);

  // Open the dropdown from the keyboard and pick the 2025 docs: the same page, in that version.
  const menu = versionMenu(page);
  await menu.getByRole('button').focus();
  await page.keyboard.press('Enter');
  const older = menu.getByRole('link', {name: OLDER_LABEL});
  await expect(older).toBeVisible();
  await older.click();
  await expect(page).toHaveURL(OLDER_PAGE);
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), PREFERRED_VERSION_KEY))
    .toBe('2025');

  // The page names its generation, in its banner and its title, and is kept out of search engines.
  const banner = page.locator('.theme-doc-version-banner');
  await expect(banner).toContainText(`This page belongs to ${OLDER_LABEL}`);
  await expect(page).toHaveTitle(new RegExp(`\\| ${OLDER_LABEL.replace(/[()]/g, '\\$&')} \\|`));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  // Its way forward for a project: the migration guide (issue 35), a page of Latest.
  await expect(banner.getByRole('link', {name: 'migration guide'})).toHaveAttribute(
    'href',
    '/build/migrate-from-2025',
  );

  // Its way back: the same page in Latest.
  await banner.getByRole('link', {name: 'this page in the current docs'}).click();
  await expect(page).toHaveURL(LATEST_PAGE);
  await expect(banner).toHaveCount(0);
});

test('a stored preferred version that no longer exists is forgotten', async ({page}) => {
  await page.addInitScript((key) => {
    if (!sessionStorage.getItem('planted')) {
      localStorage.setItem(key, '2019');
      sessionStorage.setItem('planted', '1');
    }
  }, PREFERRED_VERSION_KEY);
  await page.goto('/learn/what-is-nillion');
  await untilHydrated(page);
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), PREFERRED_VERSION_KEY))
    .toBeNull();
});

test('search on a 2025 page answers from the 2025 docs, downloading from that index only', async ({
  page,
}) => {
  const indexes: string[] = [];
  const onRequest = (request: Request) => {
    const {pathname} = new URL(request.url());
    if (/^\/search\/index\.[0-9a-f]+\.json$/.test(pathname)) indexes.push(pathname);
  };
  page.on('request', onRequest);
  // Workers' requests are the context's.
  page.context().on('request', onRequest);
  await page.goto(OLDER_PAGE);
  await untilHydrated(page);
  const manifest = (await (await page.request.get('/search/manifest.json')).json()) as {
    scopes: Record<string, {index: string}>;
  };
  await openSearchWithShortcut(page);
  await searchInput(page).fill('quickstart');
  const hits = searchModal(page).locator('.search-modal__hit a');
  await expect(hits.first()).toBeVisible();
  const hrefs = await hits.evaluateAll((links) =>
    links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
  );
  // Docs hits are the 2025 pages; none of Latest's docs.
  expect(hrefs.some((href) => href.startsWith('/2025/build/'))).toBe(true);
  expect(hrefs.filter((href) => /^\/(learn|build|community)\//.test(href))).toEqual([]);
  // The 2025 index's directory, then only files it names: none that only Latest's names.
  const namedBy = async (directoryPath: string) => {
    const directory = (await (await page.request.get(directoryPath)).json()) as {
      headingShards: [string, string][];
      bodyShards: [string, string][];
      textChunks: string[];
    };
    return new Set(
      [
        ...[...directory.headingShards, ...directory.bodyShards].map(([, file]) => file),
        ...directory.textChunks,
      ].map((hash) => `/search/index.${hash}.json`),
    );
  };
  const olderDirectory = manifest.scopes['2025']!.index;
  const latestDirectory = manifest.scopes.current!.index;
  expect(olderDirectory).not.toBe(latestDirectory);
  const olderFiles = await namedBy(olderDirectory);
  const latestOnly = [...(await namedBy(latestDirectory))].filter((file) => !olderFiles.has(file));
  expect(latestOnly.length).toBeGreaterThan(0);
  const fetched = [...new Set(indexes)];
  expect(fetched[0]).toBe(olderDirectory);
  expect(fetched.length).toBeGreaterThan(1);
  expect(fetched.filter((file) => file !== olderDirectory && !olderFiles.has(file))).toEqual([]);
});

test('/search answers from Latest, and from the 2025 docs once the reader picks them', async ({
  page,
}) => {
  await page.goto('/search?q=refreshRootToken');
  await untilHydrated(page);
  const results = page.locator('main article h2 a');
  const paths = () =>
    results.evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
    );
  await expect(results.first()).toBeVisible();
  expect((await paths()).filter((path) => path.startsWith('/2025/'))).toEqual([]);
  await page
    .getByRole('combobox', {name: 'Docs version to search'})
    .selectOption({label: OLDER_LABEL});
  await expect
    .poll(async () => (await paths()).some((path) => path.startsWith('/2025/build/')))
    .toBe(true);
  expect((await paths()).filter((path) => /^\/(learn|build|community)\//.test(path))).toEqual([]);
});
