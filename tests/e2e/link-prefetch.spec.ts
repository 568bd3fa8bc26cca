import {test, expect} from '../support/test';

// Issue 17: link prefetching must not compete with a page's load and hydration, and must ask for
// each file once (patches/@docusaurus+core+3.10.2+002+idle-prefetch.patch). Upstream appended one <link rel=prefetch> per chunk per
// visible link during hydration: hundreds of links for a few dozen files.
test('links prefetch their pages after load, each file once', async ({page}) => {
  await page.setViewportSize({width: 1350, height: 900});
  // Counted when the load event fires, before any idle callback can run.
  await page.addInitScript(() => {
    window.addEventListener('load', () => {
      (window as unknown as {prefetchAtLoad: number}).prefetchAtLoad =
        document.querySelectorAll('link[rel=prefetch]').length;
    });
  });
  await page.goto('/build/compute/limitations');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  // The sidebar and the pager link to other pages: after an idle moment they are prefetched.
  await expect
    .poll(() => page.locator('link[rel=prefetch]').count(), {timeout: 10_000})
    .toBeGreaterThan(0);
  await page.waitForTimeout(1500);
  const hrefs = await page
    .locator('link[rel=prefetch]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(hrefs.length, 'one <link rel=prefetch> per file').toBe(new Set(hrefs).size);
  const atLoad = await page.evaluate(
    () => (window as unknown as {prefetchAtLoad: number}).prefetchAtLoad,
  );
  expect(atLoad, 'no prefetch before the load event').toBe(0);
});
