/**
 * The page export text, checked against Markdown written by hand for a fixture page that holds
 * every block type (tests/fixtures/docs/every-block.mdx, built with PORTAL_TEST_FIXTURES=1):
 * the published `.md` through nginx, the Copy page clipboard, and the in-browser conversion the
 * widget falls back to when no `.md` is published. The expected text follows what the Copy page
 * widget promises ( title line, URL line, the body as Markdown; headings, code with language, lists, links,
 * tables, admonitions as a quote with an uppercase type label; `#` links as plain text) and is
 * never produced by the converter under test.
 */
import {readFileSync} from 'node:fs';
import {test, expect} from '../support/test';
import type {Page} from '@playwright/test';
import {parseHTML} from 'linkedom';
import {untilHydrated} from '../support/hydration';
import {requireBuild} from '../support/require-build';

const BUILD_DIR = 'build';
requireBuild(BUILD_DIR);

const ROUTE = '/__fixtures/docs/every-block';
const builtPage = `${BUILD_DIR}${ROUTE}.html`;

/** The site's public address (SITE_URL of the build), read from the page's canonical link. */
function siteUrl(): string {
  let html: string;
  try {
    html = readFileSync(builtPage, 'utf8');
  } catch {
    throw new Error(`${builtPage} is missing: build with PORTAL_TEST_FIXTURES=1`);
  }
  const {document} = parseHTML(html);
  const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
  if (!canonical) throw new Error(`${builtPage} has no canonical link`);
  return new URL(canonical).origin;
}

const FENCE = '```';

/** Written by hand from the fixture's source. */
const expected = (site: string) =>
  `# Every block

URL: ${site}${ROUTE}

This page exists only in test builds. Its text is **bold**, *italic* and \`inline code\`, with a [link to the quickstart](${site}/build/quickstart) and a link to a heading below that stays plain text.

## A code block with a title

${FENCE}ts title="src/greet.ts"
export const greeting = 'hello';
console.log(\`\${greeting}, reader\`);
${FENCE}

## A table

| Fixture column | Its meaning |
| - | - |
| alpha | the first row |
| beta | the second row |

## An admonition

> **WARNING**
>
> **Keep the fixture key safe**
>
> Never commit a private key to a repository.

## Lists

- First point
- Second point with \`code\`

1. Install the package.
2. Run the program.

## A link card

- [Quickstart](${site}/build/quickstart): Build a first app.

## A diagram

${FENCE}mermaid
flowchart LR
    accTitle: Fixture flow
    accDescr: A reader reaches the fixture page.
    A[Reader] --> B[Fixture page]
${FENCE}

## Tabs

**npm**

${FENCE}bash
npm install fixture-package
${FENCE}

**pnpm**

${FENCE}bash
pnpm add fixture-package
${FENCE}

> A quoted line.
`;

test.use({permissions: ['clipboard-read', 'clipboard-write']});

test('the published .md is the hand-written Markdown', async ({request}) => {
  const response = await request.get(`${ROUTE}.md`);
  expect(response.status()).toBe(200);
  expect(await response.text()).toBe(expected(siteUrl()));
});

/** Chooses "Copy page as Markdown" on the loaded page; returns what reached the clipboard. */
async function copyPage(page: Page): Promise<string> {
  await untilHydrated(page);
  await page.evaluate(() => navigator.clipboard.writeText('untouched'));
  await page.getByRole('button', {name: /^Copy page$/}).click();
  await page.getByRole('menuitem', {name: 'Copy page as Markdown'}).click();
  await expect(page.getByRole('button', {name: /^Copied$/})).toBeVisible();
  return page.evaluate(() => navigator.clipboard.readText());
}

test('Copy page puts the hand-written Markdown on the clipboard', async ({page}) => {
  await page.goto(ROUTE);
  expect(await copyPage(page)).toBe(expected(siteUrl()));
});

test('without a published .md, Copy page converts the page on screen to the same Markdown', async ({
  page,
}) => {
  let asked = false;
  await page.route(`**${ROUTE}.md`, (route) => {
    asked = true;
    return route.fulfill({status: 404, body: 'not published'});
  });
  // The diagram (pre-rendered SVG) is converted from the source its figure keeps.
  await page.goto(ROUTE);
  await expect(page.locator('figure.portal-diagram svg').first()).toBeVisible();
  expect(await copyPage(page)).toBe(expected(siteUrl()));
  expect(asked).toBe(true);
});
