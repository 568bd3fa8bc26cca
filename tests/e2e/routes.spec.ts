/**
 * The route contract: every route the site promises (tests/support/published-routes.ts) is a page of
 * the build (the crawl then loads each one through nginx), and an unknown path is answered safely.
 */
import {test, expect} from '../support/test';
import {listBuiltRoutes} from '../../scripts/lib/built-routes';
import {foundationRoutes} from '../support/published-routes';

test('every promised route is a page of the build', () => {
  const built = new Set(listBuiltRoutes('build').map(({route}) => route));
  expect(foundationRoutes.filter((route) => !built.has(route))).toEqual([]);
});

test('a hostile unknown path answers 404 and is shown as text, never run', async ({page}) => {
  let dialog = false;
  page.on('dialog', async (d) => {
    dialog = true;
    await d.dismiss();
  });
  const response = await page.goto('/%3Cimg%20src=x%20onerror=alert(1)%3E');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1, name: 'Page not found'})).toBeVisible();
  expect(dialog).toBe(false);
  expect(await page.locator('img[src="x"]').count()).toBe(0);
});
