import {test, expect} from '../support/test';

// Issue 17: link prefetching must not compete with a page's load and hydration, and must ask for
// each file once (patches/@docusaurus+core+3.10.2+002+idle-prefetch.patch). Upstream appended one <link rel=prefetch> per chunk per
// visible link during hydration: hundreds of links for a few dozen files.

// The <link rel=prefetch> of a route's files, which Docusaurus's prefetch helper writes without
// `as`; the bundler's runtime writes its own (the search modal's code, searchCode.ts) with `as`.
const LINK_PREFETCH = 'link[rel=prefetch]:not([as])';

test('links prefetch their pages after load, each file once', async ({page}) => {
  await page.setViewportSize({width: 1350, height: 900});
  // Counted when the load event fires, before any idle callback can run (the selector is
  // LINK_PREFETCH: the script runs in the page).
  await page.addInitScript(() => {
    // Each chunk <script> the bundler's runtime inserts, with the synchronous run it was inserted
    // in: a run ends at the next microtask checkpoint, so two inserts of one run share a number.
    const inserted: {src: string; run: number}[] = [];
    let run = 0;
    let runOpen = false;
    const append = Node.prototype.appendChild;
    Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
      if (node instanceof HTMLScriptElement && node.src.includes('/assets/js/')) {
        inserted.push({src: node.src, run});
        if (!runOpen) {
          runOpen = true;
          queueMicrotask(() => {
            runOpen = false;
            run += 1;
          });
        }
      }
      return append.call(this, node) as T;
    };
    (window as unknown as {chunkScripts: typeof inserted}).chunkScripts = inserted;
    window.addEventListener('load', () => {
      (window as unknown as {prefetchAtLoad: number}).prefetchAtLoad = document.querySelectorAll(
        'link[rel=prefetch]:not([as])',
      ).length;
    });
  });
  await page.goto('/build/compute/limitations');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  // The sidebar and the pager link to other pages: after an idle moment they are prefetched.
  await expect
    .poll(() => page.locator(LINK_PREFETCH).count(), {timeout: 10_000})
    .toBeGreaterThan(0);
  await page.waitForTimeout(1500);
  const hrefs = await page
    .locator(LINK_PREFETCH)
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(hrefs.length, 'one <link rel=prefetch> per file').toBe(new Set(hrefs).size);
  const atLoad = await page.evaluate(
    () => (window as unknown as {prefetchAtLoad: number}).prefetchAtLoad,
  );
  expect(atLoad, 'no prefetch before the load event').toBe(0);

  // The route's chunks start loading one a task (patches/README.md, "start-up-tasks"): a dozen
  // <script> inserts in one run were the longest task of a doc page's start-up on a phone.
  const chunkScripts = await page.evaluate(
    () => (window as unknown as {chunkScripts: {src: string; run: number}[]}).chunkScripts,
  );
  expect(chunkScripts.length, 'the route loads several chunks').toBeGreaterThanOrEqual(5);
  expect(
    new Set(chunkScripts.map(({run}) => run)).size,
    'each chunk script inserted in a task of its own',
  ).toBe(chunkScripts.length);
  // A file the page has already loaded is not prefetched again.
  const loadedScripts = new Set(chunkScripts.map(({src}) => src));
  expect(
    hrefs.filter((href) => loadedScripts.has(href)),
    'prefetched files the page had loaded',
  ).toEqual([]);

  // A page the sidebar links to was prefetched whole: going there asks for no script that was
  // not prefetched (its route's chunks and those of the layouts it renders in).
  const target = page
    .locator('.theme-doc-sidebar-container a.menu__link:not(.menu__link--sublist)')
    .filter({hasNot: page.locator('[aria-current=page]')})
    .first();
  const targetPath = new URL((await target.getAttribute('href'))!, page.url()).pathname;
  expect(targetPath).not.toBe('/build/compute/limitations');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await target.click();
  await expect(page).toHaveURL(new RegExp(`${targetPath}$`));
  await expect(page.locator('article h1').first()).toBeVisible();
  const prefetched = new Set(hrefs);
  expect(
    scripts.filter((url) => !prefetched.has(url)),
    'scripts fetched on the way to a prefetched page',
  ).toEqual([]);
});
