// Private Storage pages (issue 8): each renders cleanly in both colour modes, every
// Mermaid diagram in its source becomes an SVG, and each SDK page states the SDK
// version it documents with pinned install commands and a "Newer SDK releases" note.
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect, type Page} from '@playwright/test';

const SECTION_DIR = join(process.cwd(), 'docs/build/private-storage');

/** Page slug -> whether it documents an SDK (and so must name its version and carry the note). */
const pages = {
  overview: false,
  quickstart: true,
  blindfold: true,
  'collection-explorer': false,
  platform: true,
  'platform-nodejs': true,
  'platform-nextjs': true,
  'platform-react': true,
  secretvaults: true,
  'ts-docs': true,
} as const;

type Slug = keyof typeof pages;

/** Number of ```mermaid fences in a page's source: what the rendered page must show as SVGs. */
function mermaidBlocksIn(slug: Slug): number {
  const source = readFileSync(join(SECTION_DIR, `${slug}.mdx`), 'utf8');
  return source.match(/^\s*```mermaid\s*$/gm)?.length ?? 0;
}

/** Console errors and uncaught exceptions, collected from the moment the page opens. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

test('the section has diagrams to check (the source scan is not empty)', () => {
  const total = (Object.keys(pages) as Slug[]).reduce(
    (sum, slug) => sum + mermaidBlocksIn(slug),
    0,
  );
  expect(total).toBeGreaterThanOrEqual(10);
  for (const slug of ['overview', 'blindfold', 'secretvaults', 'quickstart'] as const) {
    expect(mermaidBlocksIn(slug), `${slug} has at least one diagram`).toBeGreaterThan(0);
  }
});

for (const colorScheme of ['dark', 'light'] as const) {
  test.describe(`Private Storage pages in ${colorScheme} mode`, () => {
    test.use({colorScheme});

    for (const slug of Object.keys(pages) as Slug[]) {
      test(`/build/private-storage/${slug} renders without errors and draws every diagram`, async ({
        page,
      }) => {
        const errors = collectErrors(page);
        const response = await page.goto(`/build/private-storage/${slug}`);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        await expect(page.locator('article h1').first()).toBeVisible();

        const expected = mermaidBlocksIn(slug);
        const diagrams = page.locator('.portal-diagram__viewport > svg');
        await expect(diagrams).toHaveCount(expected);
        for (let index = 0; index < expected; index++) {
          const svg = diagrams.nth(index);
          await svg.scrollIntoViewIfNeeded();
          await expect(svg, `diagram ${index + 1} of ${slug} is an SVG`).toBeVisible();
          const box = await svg.boundingBox();
          expect(box?.width ?? 0, `diagram ${index + 1} has a width`).toBeGreaterThan(50);
          expect(box?.height ?? 0, `diagram ${index + 1} has a height`).toBeGreaterThan(20);
        }

        // Admonitions must render as callouts, not as literal `:::note` paragraphs.
        await expect(page.locator('article p').filter({hasText: /^:::/})).toHaveCount(0);

        // Let late chunks finish before judging the console.
        await page.waitForLoadState('networkidle');
        expect(errors, `console errors on ${slug}`).toEqual([]);
      });
    }
  });
}

test.describe('SDK pages name the version they document', () => {
  for (const slug of (Object.keys(pages) as Slug[]).filter((key) => pages[key])) {
    test(`/build/private-storage/${slug}`, async ({page}) => {
      // The largest pages of the site: slow to load and scan on a busy machine.
      test.slow();
      await page.goto(`/build/private-storage/${slug}`);
      const article = page.locator('article');
      // Blindfold's own page documents 0.1.0; the others document SecretVaults 0.1.7.
      await expect(article).toContainText(
        slug === 'blindfold' ? '@nillion/blindfold 0.1.0' : '@nillion/secretvaults 0.1.7',
      );

      const notes = article.locator('.theme-admonition').filter({hasText: 'Newer SDK releases'});
      await expect(notes).toHaveCount(1);
      await expect(notes).toContainText(/3\.x|3\.0/);

      // Every npm install of a Nillion package pins an exact version.
      const installs = await article
        .locator('pre code')
        .evaluateAll((blocks) =>
          blocks
            .flatMap((block) => (block.textContent ?? '').split('\n'))
            .filter((line) => /npm install/.test(line) && /@nillion\//.test(line)),
        );
      for (const line of installs) {
        const unpinned = line
          .split(/\s+/)
          .filter((word) => word.startsWith('@nillion/') && !/^@nillion\/[\w-]+@\d/.test(word));
        expect(unpinned, `unpinned Nillion package in: ${line}`).toEqual([]);
      }
    });
  }
});

/** End-to-end guides: slug -> heading level of their "Step N" sections and how many steps they have at least. */
const guides = {
  quickstart: {level: 'H3', steps: 16},
  'platform-nodejs': {level: 'H2', steps: 6},
  'platform-nextjs': {level: 'H2', steps: 7},
  'platform-react': {level: 'H2', steps: 6},
} as const;

test.describe('end-to-end guides give the expected output of every step', () => {
  for (const [slug, {level, steps}] of Object.entries(guides)) {
    test(`/build/private-storage/${slug}`, async ({page}) => {
      test.slow();
      await page.goto(`/build/private-storage/${slug}`);
      const sections = await page.locator('article').evaluate((article, stepLevel) => {
        const headings = [...article.querySelectorAll(stepLevel)].filter((heading) =>
          /^Step \d+/.test(heading.textContent ?? ''),
        );
        return headings.map((heading) => {
          // The section runs until the next heading of the same or a higher level.
          let text = '';
          for (
            let node = heading.nextElementSibling;
            node && !(node.tagName === 'H2' || node.tagName === stepLevel);
            node = node.nextElementSibling
          ) {
            text += `${node.textContent ?? ''}\n`;
          }
          return {
            step: (heading.textContent ?? '').trim(),
            saysWhatToExpect: /Expected (output|result)/.test(text),
          };
        });
      }, level);
      expect(sections.length, `${slug} step count`).toBeGreaterThanOrEqual(steps);
      expect(
        sections.filter((section) => !section.saysWhatToExpect).map((section) => section.step),
      ).toEqual([]);
    });
  }
});
