import {readFileSync} from 'node:fs';
import {test, expect, type Page} from '@playwright/test';
import {extractCodeBlocks} from '../../scripts/content-checks/code-blocks';
import {developerTools} from '../../src/data/tools';

/** The pages of the Learn / Community / Tools content issue, with their source files. */
const pages = [
  'learn/what-is-nillion',
  'learn/use-cases',
  'learn/architecture',
  'learn/blind-modules',
  'learn/protocols',
  'community/community-and-support',
  'community/guides/nillion-wallet',
  'community/guides/sending-nil',
  'community/guides/testnet',
  'community/guides/testnet-faucet',
  'tools',
].map((slug) => ({route: `/${slug}`, source: `docs/${slug}.mdx`}));

/** Console errors and uncaught exceptions while `visit` runs. */
async function collectErrors(page: Page, visit: () => Promise<void>): Promise<string[]> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`exception: ${error.message}`));
  await visit();
  return errors;
}

const mermaidCount = (source: string) =>
  extractCodeBlocks(readFileSync(source, 'utf8')).filter((block) => block.lang === 'mermaid')
    .length;

/** Relative luminance (0 dark … 1 light) of a CSS colour such as `rgb(204, 204, 204)`. */
function luminance(colour: string): number {
  const [r, g, b] = (colour.match(/[\d.]+/g) ?? ['0', '0', '0']).slice(0, 3).map(Number);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

for (const mode of ['light', 'dark'] as const) {
  test.describe(`Diagrams are drawn as SVG in ${mode} mode`, () => {
    test.use({colorScheme: mode});
    for (const {route, source} of pages) {
      const expected = mermaidCount(source);
      if (expected === 0) continue;
      test(`${route} (${expected} diagram${expected > 1 ? 's' : ''})`, async ({page}) => {
        const errors = await collectErrors(page, async () => {
          await page.goto(route);
          await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
          const diagrams = page.locator('.portal-diagram__viewport > svg');
          await expect(diagrams).toHaveCount(expected);
          for (const svg of await diagrams.all()) {
            await svg.scrollIntoViewIfNeeded();
            const box = await svg.boundingBox();
            expect(box?.width ?? 0).toBeGreaterThan(50);
            expect(box?.height ?? 0).toBeGreaterThan(30);
            // Labels follow the colour mode: dark text on light pages, light text on dark ones.
            const labelColour = await svg.evaluate((element) => {
              // The element that holds the glyphs (a sequence diagram's <text> is filled like its
              // box; its <tspan> carries the text colour).
              const label = [...element.querySelectorAll('text, tspan')].find((node) =>
                [...node.childNodes].some(
                  (child) => child.nodeType === Node.TEXT_NODE && child.textContent?.trim(),
                ),
              );
              return label ? getComputedStyle(label).fill : null;
            });
            expect(labelColour, 'a diagram without any label').not.toBeNull();
            const light = luminance(labelColour!);
            if (mode === 'dark') expect(light).toBeGreaterThan(0.5);
            else expect(light).toBeLessThan(0.5);
          }
        });
        expect(errors).toEqual([]);
      });
    }
  });
}

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
    test(`${columns} column(s) at ${width}px`, async ({page}) => {
      await page.setViewportSize({width, height: 900});
      await page.goto('/tools');
      const cards = page.locator('main li:has(> h3)');
      await expect(cards).toHaveCount(developerTools.length);
      const tops = await cards.evaluateAll((items) =>
        items.map((item) => Math.round(item.getBoundingClientRect().top)),
      );
      expect(tops.filter((top) => top === tops[0])).toHaveLength(columns);
    });
  }
});
