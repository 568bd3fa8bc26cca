/**
 * Legacy paths: nginx answers each with a 301 (tests/e2e/serving.spec.ts checks
 * every row and spelling over HTTP); here, each target is a real page of the
 * build, and a reader's browser following one keeps the query and the hash.
 */
import {test, expect} from '../support/test';
import {redirects} from '../../config/redirects';
import {listBuiltRoutes} from '../../scripts/lib/built-routes';

test('every legacy path leads to a page of the build', () => {
  const built = new Set(listBuiltRoutes('build').map(({route}) => route));
  const dangling = redirects.filter(({to}) => !built.has(to));
  expect(dangling).toEqual([]);
});

test('a reader following a legacy link lands on the page, query string and hash kept', async ({
  page,
}) => {
  const response = await page.goto('/quickstart?ref=old#top');
  expect(response?.request().redirectedFrom()?.url()).toMatch(/\/quickstart\?ref=old$/);
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/build/quickstart' && url.search === '?ref=old' && url.hash === '#top',
  );
  await expect(page.locator('article h1').first()).toBeVisible();
});
