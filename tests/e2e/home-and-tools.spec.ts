import {test, expect} from '../support/test';
import {developerTools} from '../../src/data/tools';

// The home page and /tools as a reader uses them. The Learn, Community and Tools pages' diagrams
// (pre-rendered SVG, recoloured by CSS) are checked in tests/e2e/diagrams.spec.ts; console errors,
// links and axe of every route by the crawl.

test('the home page links all resolve', async ({page, request}) => {
  test.slow(); // one request per link
  await page.goto('/');
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((links) => [...new Set(links.map((link) => (link as HTMLAnchorElement).href))]);
  expect(hrefs.length).toBeGreaterThan(15);
  const origin = new URL(page.url()).origin;
  const broken: string[] = [];
  for (const href of hrefs) {
    const url = new URL(href);
    if (url.origin !== origin) {
      // Off-site links cannot be fetched offline: they must at least be well-formed https.
      if (url.protocol !== 'https:' || !url.hostname.includes('.')) broken.push(href);
      continue;
    }
    const response = await request.get(url.pathname + url.search);
    if (response.status() !== 200) {
      broken.push(`${href} (HTTP ${response.status()})`);
      continue;
    }
    if (url.hash) {
      const id = decodeURIComponent(url.hash.slice(1));
      // The minified HTML may leave the attribute unquoted.
      const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const anchor = new RegExp(`\\sid=["']?${escaped}(?=["'\\s>])`);
      if (!anchor.test(await response.text())) broken.push(`${href} (no #${id})`);
    }
  }
  expect(broken).toEqual([]);
});

test('the home page sends a developer to each blind module, the quickstart and the API', async ({
  page,
}) => {
  test.slow(); // a dozen assertions on one page
  await page.goto('/');
  const main = page.locator('main');
  await expect(main.getByRole('heading', {level: 1})).toHaveText('Nillion Docs');
  await expect(main.getByRole('link', {name: 'Get Started'})).toHaveAttribute(
    'href',
    '/build/quickstart',
  );
  for (const product of ['Private Storage', 'Private LLMs', 'Blind Compute']) {
    await expect(main.getByRole('heading', {level: 3, name: product})).toBeVisible();
  }
  await expect(main.getByRole('link', {name: 'Quickstart'})).toHaveCount(3);
  await expect(main.getByRole('link', {name: /API reference/}).first()).toBeVisible();
  await expect(main.getByRole('heading', {name: 'Latest Technical Articles'})).toBeVisible();
  await expect(main.getByRole('link', {name: 'Discord'})).toHaveAttribute(
    'href',
    'https://discord.com/invite/nillionnetwork',
  );

  // Issue 38, row 9: on a phone the hero's graphic took the top of the second screen below the
  // buttons. The modules start on the first screen.
  await page.setViewportSize({width: 390, height: 844});
  const modules = main.getByRole('heading', {level: 2, name: 'Three blind modules, one network'});
  const top = await modules.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  expect(top, 'the first section heading, px from the top').toBeLessThan(844);
});

test.describe('/tools lists every hosted tool', () => {
  test('each card opens its tool in a new tab and links its guide', async ({page}) => {
    test.slow(); // four assertions per tool
    await page.goto('/tools');
    for (const tool of developerTools) {
      const open = page.getByRole('link', {name: `Open Tool: ${tool.name} (opens in a new tab)`});
      await expect(open).toHaveAttribute('href', tool.url);
      await expect(open).toHaveAttribute('target', '_blank');
      await expect(open).toHaveAttribute('rel', /noopener/);
      const guide = page.getByRole('link', {name: `View Guide: ${tool.name}`});
      if (tool.guide) await expect(guide).toHaveAttribute('href', tool.guide);
      else await expect(guide).toHaveCount(0);
    }
  });

  for (const [width, columns] of [
    [1280, 3],
    [900, 2],
    [500, 1],
  ] as const) {
    test(`${columns} column(s) at ${width}px, each row's cards and their parts aligned`, async ({
      page,
    }) => {
      await page.setViewportSize({width, height: 900});
      await page.goto('/tools');
      const cards = page.locator('main li:has(> h3)');
      await expect(cards).toHaveCount(developerTools.length);
      // Each card: its top and height, and the tops of its summary and its buttons.
      const boxes = await cards.evaluateAll((items) =>
        items.map((item) => {
          const top = (el: Element | null) => Math.round(el!.getBoundingClientRect().top);
          return {
            top: top(item),
            height: Math.round(item.getBoundingClientRect().height),
            summary: top(item.querySelector(':scope > p')),
            buttons: top(item.querySelector(':scope > a, :scope > div')),
          };
        }),
      );
      expect(boxes.filter(({top}) => top === boxes[0].top)).toHaveLength(columns);
      // Issue 38, row 9: a title on three lines pushed its summary and buttons below its
      // neighbours'. Cards in one row share their top, height and the rows of their parts.
      const ragged = boxes.filter((box, index) => {
        const first = boxes[index - (index % columns)];
        return (
          box.height !== first.height ||
          box.summary !== first.summary ||
          box.buttons !== first.buttons
        );
      });
      expect(ragged, JSON.stringify(boxes)).toEqual([]);
    });
  }
});
