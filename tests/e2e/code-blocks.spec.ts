/**
 * Code blocks as readers get them (issue 17): highlighted by the server, kept as they are when the
 * page hydrates (no Prism loaded for them), their colours following the colour mode, and
 * highlighted in the browser only when a client-side navigation draws a new one.
 */
import {test, expect} from '../support/test';
import type {Page, Response} from '@playwright/test';
import {switchColourMode, untilHydrated} from '../support/hydration';

/** A doc page whose first code block is a 13-line YAML compose file (its "File system" section). */
const ROUTE = '/build/compute/limitations';
/** Prism's grammar set-up: code only the highlighter's files hold. */
const PRISM_CODE = 'languages.extend';

/** Records each script that holds Prism. */
function watchForPrism(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', async (response: Response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    if (body.includes(PRISM_CODE)) scripts.push(response.url());
  });
  return scripts;
}

const firstBlock = (page: Page) => page.locator('pre.prism-code').first();

test('a code block keeps the server highlighting while the page hydrates, with no Prism loaded', async ({
  page,
}) => {
  const prismScripts = watchForPrism(page);
  await page.goto(ROUTE, {waitUntil: 'networkidle'});
  const serverId = await firstBlock(page).getAttribute('id');
  await untilHydrated(page);
  await page.waitForLoadState('networkidle');
  // The same element the server wrote (a block drawn again in the browser gets a new id), with
  // its coloured tokens.
  await expect(firstBlock(page)).toHaveAttribute('id', serverId ?? 'no id from the server');
  await expect(firstBlock(page).locator('.token-line')).toHaveCount(13);
  await expect(firstBlock(page).locator('.token.key').first()).toHaveText('services');
  expect(prismScripts, 'scripts holding Prism').toEqual([]);

  // The block's background follows the mode (light: Palenight's slate; dark: the page's navy).
  await switchColourMode(page, 'light');
  await expect(firstBlock(page)).toHaveCSS('background-color', 'rgb(41, 45, 62)');
  await switchColourMode(page, 'dark');
  await expect(firstBlock(page)).toHaveCSS('background-color', 'rgb(13, 13, 69)');
  await expect(firstBlock(page)).toHaveAttribute('id', serverId ?? 'no id from the server');
});

test('a code block in tabs, which the theme draws again after hydration, keeps the server lines too', async ({
  page,
}) => {
  const prismScripts = watchForPrism(page);
  // Its MCP set-up tabs (Claude Code, Cursor, VS Code) each hold a JSON or shell block.
  await page.goto('/build/ai-assisted-workflow', {waitUntil: 'networkidle'});
  await untilHydrated(page);
  await page.waitForLoadState('networkidle');
  const tabBlock = page.locator('[role=tabpanel] pre.prism-code').first();
  await expect(tabBlock.locator('.token:not(.plain)').first()).toBeVisible();
  expect(prismScripts, 'scripts holding Prism').toEqual([]);
});

test('a code block drawn after client-side navigation shows its lines at once, then its colours', async ({
  page,
}) => {
  const prismScripts = watchForPrism(page);
  await page.goto(ROUTE);
  await untilHydrated(page);
  await page.evaluate(() => ((window as unknown as {marker: number}).marker = 1));
  await page
    .getByRole('navigation', {name: 'Docs sidebar'})
    .getByRole('link', {name: 'Quickstart'})
    .first()
    .click();
  await expect(page).toHaveURL(/\/build\/compute\/quickstart$/);
  // The address changes before the new page is drawn (Docusaurus keeps the old one on screen
  // while the route's code loads): until its heading is there, the first block is the old page's.
  await expect(page.locator('h1')).toHaveText('nilCC Quickstart');
  // No reload: the block was drawn by the browser.
  expect(await page.evaluate(() => (window as unknown as {marker?: number}).marker)).toBe(1);
  const block = firstBlock(page);
  await expect(block.locator('.token-line').first()).toBeVisible();
  const lines = await block.locator('.token-line').count();
  const box = await block.boundingBox();
  // Highlighted once the highlighter has loaded: coloured tokens, the same lines, the same box.
  await expect(block.locator('.token:not(.plain)').first()).toBeVisible();
  await expect(block.locator('.token-line')).toHaveCount(lines);
  expect(await block.boundingBox()).toEqual(box);
  expect(prismScripts.length, 'scripts holding Prism').toBeGreaterThan(0);
});
