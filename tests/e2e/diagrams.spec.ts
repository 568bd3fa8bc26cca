// Diagrams (issue 17 item 1, issue 22 item 2): every Mermaid diagram ships as an SVG rendered ahead
// of time, inlined in the page: named and described for screen readers, drawn without JavaScript
// at its own size, recoloured by the colour-mode toggle through CSS, and never shrunk on a phone
// below a 12 px label (it scrolls sideways instead, with a whole cue and the full-screen button).
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '../support/test';
import type {Page} from '@playwright/test';
import {parseHTML} from 'linkedom';
import {listBuiltRoutes} from '../../scripts/lib/built-routes';
import {extractCodeBlocks} from '../../scripts/content-checks/code-blocks';
import {contentFiles} from '../../scripts/content-checks/files';
import {untilHydrated} from '../support/hydration';
import {requireBuild} from '../support/require-build';

const BUILD_DIR = 'build';
requireBuild(BUILD_DIR);
/** The requirement's smallest legible label (issue 22). */
const MIN_LABEL_PX = 12;
/** The brand blue of light mode (issue 22: "blue #0000ff brand on white"). */
const BRAND_BLUE = 'rgb(0, 0, 255)';

/** Pages of each diagram kind: flowcharts, a sequence diagram, charts, the widest diagram. */
const DIAGRAM_PAGES = [
  '/learn/what-is-nillion',
  '/build/private-storage/quickstart',
  '/articles/from-apis-to-bpis',
  '/build/compute/architecture',
];

test.describe('diagrams in the built pages', () => {
  test('every diagram of the content is in a page, as an SVG with its size, title and description', () => {
    const fences = contentFiles([]).flatMap((file) =>
      extractCodeBlocks(readFileSync(file, 'utf8'))
        .filter((block) => block.lang === 'mermaid')
        .map(() => file),
    );
    const problems: string[] = [];
    let figures = 0;
    for (const route of listBuiltRoutes(BUILD_DIR)) {
      // Article lists show intros only; a post's own page is where each of its diagrams is.
      if (route.type === 'article-list') continue;
      const {document} = parseHTML(readFileSync(path.join(BUILD_DIR, route.file), 'utf8'));
      const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
      const duplicates = ids.filter((id, index) => ids.indexOf(id) !== index);
      if (duplicates.length > 0) problems.push(`${route.route}: duplicate ids ${duplicates}`);
      for (const figure of document.querySelectorAll('figure.portal-diagram')) {
        figures++;
        const where = `${route.route} diagram ${figures}`;
        const svgs = figure.querySelectorAll('svg');
        if (svgs.length !== 1) {
          problems.push(`${where}: ${svgs.length} SVGs`);
          continue;
        }
        const svg = svgs[0];
        const width = Number(svg.getAttribute('width'));
        const height = Number(svg.getAttribute('height'));
        if (!(width > 0 && height > 0)) problems.push(`${where}: no width/height attributes`);
        if (!/^-?[\d.]+ -?[\d.]+ [\d.]+ [\d.]+$/.test(svg.getAttribute('viewBox') ?? '')) {
          problems.push(`${where}: no viewBox`);
        }
        const title = document.getElementById(svg.getAttribute('aria-labelledby') ?? '');
        const description = document.getElementById(svg.getAttribute('aria-describedby') ?? '');
        if (title?.tagName.toLowerCase() !== 'title' || !title.textContent?.trim()) {
          problems.push(`${where}: not labelled by a <title>`);
        }
        if (description?.tagName.toLowerCase() !== 'desc' || !description.textContent?.trim()) {
          problems.push(`${where}: not described by a <desc>`);
        }
        if (!figure.getAttribute('data-mermaid-source')?.trim()) {
          problems.push(`${where}: no source for the Markdown export`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(figures, 'diagrams in pages = ```mermaid blocks in docs, api and articles').toBe(
      fences.length,
    );
  });
});

/** The smallest label of each diagram of the page, in CSS pixels as drawn. */
async function smallestLabels(page: Page): Promise<number[]> {
  return page.locator('.portal-diagram__viewport > svg').evaluateAll((svgs) =>
    (svgs as SVGSVGElement[]).map((svg) => {
      const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
      const sizes = [...svg.querySelectorAll('text, tspan')]
        .filter((text) => text.textContent?.trim())
        .map((text) => parseFloat(getComputedStyle(text).fontSize) * scale);
      return Math.min(...sizes);
    }),
  );
}

/**
 * For each diagram: whether its box scrolls sideways, whether the scroll hint shows and shows all
 * its lines (none cut off by its box) inside the page's width, and whether the full-screen button
 * is drawn whole inside the page's width.
 */
async function scrollState(page: Page) {
  return page.locator('figure.portal-diagram').evaluateAll((figures) =>
    figures.map((figure) => {
      const viewport = figure.querySelector('.portal-diagram__viewport') as HTMLElement;
      const hint = figure.querySelector('.portal-diagram__hint') as HTMLElement;
      const opener = figure.querySelector('button[aria-haspopup="dialog"]');
      const pageWidth = document.documentElement.clientWidth;
      const inPage = (rect: DOMRect) =>
        rect.width > 0 && rect.height > 0 && rect.left >= 0 && rect.right <= pageWidth + 0.5;
      const hintRect = hint.getBoundingClientRect();
      return {
        scrolls: viewport.scrollWidth > viewport.clientWidth + 1,
        hintShown: hintRect.height > 0,
        hintWhole: inPage(hintRect) && hint.scrollHeight <= hint.clientHeight + 1,
        fullScreenShown: opener !== null && inPage(opener.getBoundingClientRect()),
        focusable: viewport.tabIndex === 0,
      };
    }),
  );
}

for (const viewport of [
  {width: 390, height: 844},
  {width: 1440, height: 900},
]) {
  test.describe(`diagrams at ${viewport.width}×${viewport.height}`, () => {
    test.use({viewport});

    for (const route of DIAGRAM_PAGES) {
      test(`${route}: no label under ${MIN_LABEL_PX} px, a wide diagram scrolls with a cue`, async ({
        page,
      }) => {
        await page.goto(route);
        const labels = await smallestLabels(page);
        expect(labels.length).toBeGreaterThan(0);
        for (const [index, size] of labels.entries()) {
          expect(size, `smallest label of diagram ${index + 1}`).toBeGreaterThanOrEqual(
            MIN_LABEL_PX - 0.01,
          );
        }
        for (const [index, state] of (await scrollState(page)).entries()) {
          expect(state.hintShown, `diagram ${index + 1}: hint shown only when it scrolls`).toBe(
            state.scrolls,
          );
          expect(state.focusable, `diagram ${index + 1}: keyboard can scroll it`).toBe(true);
          // A diagram too wide to show whole at a legible size says so in full and offers the
          // full-screen view (issue 38: the hint's second line was cut off on a phone).
          if (state.scrolls) {
            expect(state.hintWhole, `diagram ${index + 1}: scroll hint shown whole`).toBe(true);
            expect(state.fullScreenShown, `diagram ${index + 1}: full-screen button shown`).toBe(
              true,
            );
          }
        }
        if (viewport.width === 390) {
          // A phone cannot fit the widest diagrams legibly: this is the path under test.
          expect((await scrollState(page)).some((state) => state.scrolls)).toBe(true);
        }
        // The page itself never scrolls sideways because of a diagram.
        expect(
          await page.evaluate(
            () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
          ),
        ).toBe(true);
      });
    }
  });
}

test.describe('a diagram page', () => {
  test('draws its diagrams without JavaScript, at their own proportions', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto('/learn/what-is-nillion');
    const svgs = page.locator('.portal-diagram__viewport > svg');
    await expect(svgs).toHaveCount(2);
    for (const svg of await svgs.all()) {
      const box = (await svg.boundingBox())!;
      const [width, height] = await svg.evaluate((element) => [
        Number(element.getAttribute('width')),
        Number(element.getAttribute('height')),
      ]);
      expect(box.width).toBeGreaterThan(100);
      expect(box.width / box.height).toBeCloseTo(width / height, 1);
    }
    await context.close();
  });

  test('leaves a diagram far below out of layout, in exactly the box it is drawn in', async ({
    page,
  }) => {
    // Three diagrams, the last two far below the first screen at both widths. Each keeps its
    // box while skipped (content-visibility: auto, Diagram/styles.module.css); that box must be
    // the one it is drawn in, or the text below it moves when it comes into view.
    const drawnOnlyNearView = async (index: number) => {
      const viewport = page.locator('.portal-diagram__viewport').nth(index);
      const skipped = () =>
        viewport.evaluate(
          (element) =>
            !element.querySelector('svg')!.checkVisibility({contentVisibilityAuto: true}),
        );
      expect(await skipped(), `diagram ${index + 1} skipped at first`).toBe(true);
      const reserved = await viewport.evaluate((element) => element.getBoundingClientRect().height);
      await viewport.evaluate((element) => element.scrollIntoView({block: 'center'}));
      await expect.poll(skipped, {message: `diagram ${index + 1} drawn in view`}).toBe(false);
      const drawn = await viewport.evaluate((element) => element.getBoundingClientRect().height);
      expect(reserved, `diagram ${index + 1}: height reserved, then drawn`).toBeGreaterThan(100);
      expect(Math.abs(drawn - reserved)).toBeLessThanOrEqual(0.5);
    };
    await page.setViewportSize({width: 412, height: 823});
    await page.goto('/build/compute/architecture');
    // Scrolled by script, the diagrams between stay far from view and are never drawn.
    await drawnOnlyNearView(2);
    await page.evaluate(() => window.scrollTo(0, 0));
    // Wider, the second diagram fits the column: the other branch of the reserved size.
    await page.setViewportSize({width: 1280, height: 720});
    await drawnOnlyNearView(1);
  });

  test('recolours its diagrams with the colour-mode toggle, without drawing them again', async ({
    browser,
  }) => {
    const context = await browser.newContext({colorScheme: 'light'});
    const page = await context.newPage();
    // The search client asks for its index once it has run (and prefetched the modal's code).
    const indexRequested = page.waitForRequest(/\/search\/index\.[0-9a-f]+\.json$/);
    await page.goto('/learn/what-is-nillion');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    const node = page.locator('.portal-diagram svg .node rect').first();
    const colours = () =>
      node.evaluate((element) => {
        const label = element.closest('svg')!.querySelector('.node text')!;
        return {
          stroke: getComputedStyle(element).stroke,
          fill: getComputedStyle(element).fill,
          text: getComputedStyle(label).fill,
          page: getComputedStyle(document.documentElement)
            .getPropertyValue('--ifm-background-surface-color')
            .trim(),
        };
      });
    expect((await colours()).stroke).toBe(BRAND_BLUE);
    // Mark the drawn element: it must be the same one after the toggle.
    await node.evaluate((element) => element.setAttribute('data-before-toggle', ''));
    // What loads when the browser is idle after load (search's worker, link prefetches) is not the
    // toggle's: let it finish before counting. Network quiet alone came before the idle-time
    // search client on a busy machine, which then counted its chunks as the toggle's.
    await indexRequested;
    await page.waitForLoadState('networkidle');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });

    const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
    for (
      let i = 0;
      i < 3 && (await page.locator('html').getAttribute('data-theme')) !== 'dark';
      i++
    ) {
      await toggle.click();
    }
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const dark = await colours();
    // Boxes take the navy surface of the dark page; text turns light.
    const hex = (rgb: string) =>
      `#${(rgb.match(/\d+/g) ?? []).map((n) => Number(n).toString(16).padStart(2, '0')).join('')}`;
    expect(hex(dark.fill)).toBe(dark.page.toLowerCase());
    const [r, g, b] = (dark.text.match(/\d+/g) ?? []).map(Number);
    expect((0.2126 * r + 0.7152 * g + 0.0722 * b) / 255).toBeGreaterThan(0.8);
    await expect(page.locator('.portal-diagram svg .node rect[data-before-toggle]')).toHaveCount(1);
    expect(scripts, 'scripts fetched by the toggle').toEqual([]);
    await context.close();
  });

  test('keeps an anchor below a diagram where it landed (the diagram box is there before paint)', async ({
    page,
  }) => {
    await page.goto('/learn/what-is-nillion#why-a-blind-computer-matters', {
      waitUntil: 'domcontentloaded',
    });
    const heading = page.locator('#why-a-blind-computer-matters');
    // The heading's place in the document, which a diagram drawn late would push down.
    const documentY = () =>
      heading.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    const early = await documentY();
    // Long enough for anything drawn late (lazy chunks, fonts) to have moved it.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect(Math.abs((await documentY()) - early)).toBeLessThanOrEqual(1);
    // And the reader is where the link pointed: the heading just under the navbar.
    expect((await heading.boundingBox())!.y).toBeLessThan(200);
  });

  test('lands a client-side link to a heading below diagrams where it scrolled to', async ({
    page,
  }) => {
    const target = '/build/compute/architecture#attestation-verification-flow';
    await page.goto('/build/compute/quickstart');
    await untilHydrated(page);
    // A link inside the article: the router loads the page's chunk, renders it and scrolls.
    await page.locator(`article a[href="${target}"]`).first().click();
    await page.waitForURL(`**${target}`);
    const heading = page.locator('#attestation-verification-flow');
    await expect(heading).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const {top, margin, diagramsAbove} = await heading.evaluate((element) => ({
      top: element.getBoundingClientRect().top,
      margin: parseFloat(getComputedStyle(element).scrollMarginTop) || 0,
      diagramsAbove: [...document.querySelectorAll('.portal-diagram')].filter(
        (figure) => figure.getBoundingClientRect().top < element.getBoundingClientRect().top,
      ).length,
    }));
    expect(diagramsAbove, 'the target page draws diagrams above the heading').toBeGreaterThan(0);
    // Where the browser put it (its scroll margin under the navbar), give or take 10 px.
    expect(Math.abs(top - margin)).toBeLessThanOrEqual(10);
  });

  test('opens a diagram full screen with zoom from the keyboard; Escape closes it', async ({
    page,
  }) => {
    await page.goto('/learn/what-is-nillion');
    await untilHydrated(page);
    const opener = page.getByRole('button', {name: /^Full screen/}).first();
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('svg')).toHaveCount(1);
    const level = dialog.locator('output');
    const before = await level.textContent();
    const width = () => dialog.locator('svg').evaluate((svg) => svg.getBoundingClientRect().width);
    const narrow = await width();
    await page.keyboard.press('+');
    await expect(level).not.toHaveText(before!);
    expect(await width()).toBeGreaterThan(narrow * 1.2);
    await dialog.getByRole('button', {name: 'Zoom out'}).click();
    await expect(level).toHaveText(before!);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});
