// Build section content (issue 7): every page renders cleanly and every Mermaid diagram is drawn as an SVG in both colour modes.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect, type ConsoleMessage} from '@playwright/test';

/** The Build pages this spec covers, as doc paths under docs/ (the route is the same path). */
const buildPages = [
  'build/quickstart',
  'build/ai-assisted-workflow',
  'build/network-api-access',
  'build/network-config',
  'build/permissions-and-payments',
  'build/compute/overview',
  'build/compute/quickstart',
  'build/compute/architecture',
  'build/compute/key-terms',
  'build/compute/api-reference',
  'build/compute/limitations',
  'build/private-llms/overview',
  'build/private-llms/quickstart',
  'build/private-llms/usage',
  'build/private-llms/nilRAG',
  'build/private-llms/advanced/web_search',
  'build/private-llms/advanced/private_prompts',
] as const;

const readSource = (docPath: string) =>
  readFileSync(path.join(process.cwd(), 'docs', `${docPath}.mdx`), 'utf8');

/** How many ```mermaid fences the page's source holds: the number of SVGs the reader must see. */
const diagramsInSource = (docPath: string) =>
  readSource(docPath).match(/^\s*```mermaid\s*$/gm)?.length ?? 0;

/** How many admonitions (`:::note`, `:::tip[Title]`, ...) the page's source opens. */
const admonitionsInSource = (docPath: string) =>
  readSource(docPath).match(/^\s*:::(?:note|tip|info|warning|danger|caution)\b/gm)?.length ?? 0;

for (const colorScheme of ['dark', 'light'] as const) {
  test.describe(`Build pages in ${colorScheme} mode`, () => {
    test.use({colorScheme});

    for (const docPath of buildPages) {
      test(`/${docPath} renders without console errors, diagrams as SVG`, async ({page}) => {
        const problems: string[] = [];
        page.on('console', (message: ConsoleMessage) => {
          if (message.type() === 'error') problems.push(`console: ${message.text()}`);
        });
        page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));

        const response = await page.goto(`/${docPath}`);
        expect(response?.status(), 'HTTP status').toBe(200);
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        await expect(page.locator('article h1').first()).toBeVisible();

        // Admonitions are real callouts, never leftover directive text (the legacy `:::note Title`
        // form is off with the v4 flags, so a title must be written `:::note[Title]`).
        const article = page.locator('article').first();
        await expect(article.locator('.theme-admonition')).toHaveCount(
          admonitionsInSource(docPath),
        );
        expect(await article.innerText()).not.toMatch(/^\s*:::/m);

        const expected = diagramsInSource(docPath);
        const diagrams = page.locator('.portal-diagram__viewport > svg');
        await expect(diagrams).toHaveCount(expected);
        for (let i = 0; i < expected; i += 1) {
          const box = await diagrams.nth(i).boundingBox();
          expect(box?.width ?? 0, `diagram ${i + 1} has a drawn width`).toBeGreaterThan(0);
        }

        expect(problems, 'console errors and page errors').toEqual([]);
      });
    }
  });
}

test('every Build page outside Private Storage is covered by this spec', () => {
  // Guards against a new page landing in the section without a render check.
  const docsRoot = path.join(process.cwd(), 'docs');
  const found = readdirSync(path.join(docsRoot, 'build'), {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.mdx') && !file.startsWith('private-storage'))
    .map((file) => `build/${file.replace(/\\/g, '/').replace(/\.mdx$/, '')}`)
    .sort();
  expect(found).toEqual([...buildPages].sort());
});
