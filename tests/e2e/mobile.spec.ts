import {test, expect} from '../support/test';
import {untilHydrated} from '../support/hydration';

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
