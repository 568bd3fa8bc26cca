import {test, expect} from '@playwright/test';
import {redirects} from '../../config/redirects';

test.describe('every legacy path lands on its current page', () => {
  for (const {from, to} of redirects) {
    test(`${from} -> ${to}`, async ({page}) => {
      await page.goto(from);
      await expect(page).toHaveURL((url) => url.pathname === to);
      await expect(page.locator('article h1, main h1').first()).toBeVisible();
    });
  }

  test('query string and hash survive the redirect', async ({page}) => {
    await page.goto('/quickstart?ref=old#top');
    await expect(page).toHaveURL(
      (url) => url.pathname === '/build/quickstart' && url.search === '?ref=old',
    );
  });
});
