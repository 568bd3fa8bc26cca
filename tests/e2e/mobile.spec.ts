import {test, expect} from '../support/test';
import {untilHydrated} from '../support/hydration';
import {measureLayout} from '../support/layout';

// The drawer's toggle does nothing until React has hydrated the page: each test waits for that
// before its first click (a click too early failed once on a busy machine).
test.use({viewport: {width: 390, height: 844}});

test('the drawer shows the docs sidebar with a way back to the main menu', async ({page}) => {
  await page.goto('/learn/what-is-nillion');
  await untilHydrated(page);
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  const drawer = page.locator('.navbar-sidebar');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('button', {name: '← Back to main menu'})).toBeVisible();
  await expect(drawer.getByRole('link', {name: 'Use Cases'})).toBeVisible();
  await drawer.getByRole('button', {name: '← Back to main menu'}).click();
  await expect(drawer.getByRole('link', {name: 'Articles'})).toBeVisible();
});

test('the drawer closes on back navigation', async ({page}) => {
  await page.goto('/');
  await page.goto('/learn/what-is-nillion');
  await untilHydrated(page);
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  await expect(page.locator('.navbar-sidebar')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.locator('.navbar-sidebar')).toBeHidden();
});

test('the drawer closes when the viewport becomes desktop-sized', async ({page}) => {
  await page.goto('/learn/what-is-nillion');
  await untilHydrated(page);
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  await expect(page.locator('.navbar-sidebar')).toBeVisible();
  await page.setViewportSize({width: 1200, height: 844});
  await expect(page.locator('html')).not.toHaveClass(/navbar-sidebar--show/);
  await expect(page.locator('.navbar-sidebar')).toBeHidden();
});

// Issue 38: the compute limitations' key table scrolled at 1440 px with its last column cut, and
// on a phone its code broke inside words (`.csv:/app/d | ata.csv`).
test('the compute limitations tables use the column and break code only between its parts', async ({
  page,
}) => {
  await page.goto('/build/compute/limitations');
  await expect(page.locator('.markdown table').first()).toBeVisible();
  const phone = await measureLayout(page);
  await page.setViewportSize({width: 1440, height: 900});
  const wide = await measureLayout(page);
  expect([...phone.tables, ...wide.tables]).toEqual([]);
  // The key table's natural width fits the wide column: it does not scroll at all.
  const scrolls = await page
    .locator('.markdown table')
    .first()
    .evaluate((table) => table.scrollWidth > table.clientWidth);
  expect(scrolls, 'the key table scrolls at 1440 px').toBe(false);
});
