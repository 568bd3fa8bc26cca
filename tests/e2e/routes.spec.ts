import {test, expect} from '@playwright/test';
import {foundationRoutes} from '../support/spec-routes';

test.describe('every spec route answers and renders its page', () => {
  for (const route of foundationRoutes) {
    test(route, async ({page}) => {
      const response = await page.goto(route);
      expect(response?.status(), `HTTP status of ${route}`).toBe(200);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    });
  }
});

test('an unknown path answers 404 with the not-found page', async ({page}) => {
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
});

test('a hostile unknown path is shown as text, never run', async ({page}) => {
  let dialog = false;
  page.on('dialog', async (d) => {
    dialog = true;
    await d.dismiss();
  });
  const response = await page.goto('/%3Cimg%20src=x%20onerror=alert(1)%3E');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
  expect(dialog).toBe(false);
});

test.describe('.html and /index.html paths normalise to the clean path', () => {
  for (const [from, to] of [
    ['/learn/what-is-nillion.html', '/learn/what-is-nillion'],
    ['/build/compute/overview.html', '/build/compute/overview'],
    ['/index.html', '/'],
    ['/articles/index.html', '/articles'],
  ] as const) {
    test(from, async ({page}) => {
      await page.goto(from);
      await expect(page).toHaveURL((url) => url.pathname === to);
      await expect(page.locator('h1').first()).toBeVisible();
    });
  }
});
