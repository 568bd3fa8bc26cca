/**
 * The accessibility gate: axe-core's WCAG 2.2 A and AA rules on every route of
 * the build, in light and dark mode at desktop and mobile widths, and on the
 * components that only exist while open (search modal, Copy page menu, mobile
 * drawer). A violation fails with the rule, the route, the mode, the width and
 * the elements (quality/axe-report.ts).
 */
import {existsSync} from 'node:fs';
import {test, expect, type Page} from '@playwright/test';
import {findings, formatViolations, type AxeScan} from '../../quality/axe-report';
import {listBuiltRoutes} from '../../quality/built-routes';
import {
  COLOUR_MODES,
  DESKTOP,
  MOBILE,
  VIEWPORTS,
  expectNoViolations,
  openInMode,
  persistColourMode,
  resizeTo,
  scan,
} from '../support/axe';
import {openSearchWithShortcut, searchInput} from '../support/search-modal';
import {THIRD_PARTY_BUILD_DIR} from '../support/third-party-build';

const BUILD_DIR = 'build';
const DOC_ROUTE = '/learn/what-is-nillion';
const FIXTURE_ROUTE = '/__fixtures/low-contrast';

// A page load and two axe runs; long pages take several seconds per run on a loaded machine.
test.describe.configure({timeout: 180_000});

/** Scans the page at every gate width, desktop first. */
async function scanAtEveryWidth(page: Page, route: string, mode: 'light' | 'dark') {
  const scans: AxeScan[] = [];
  for (const viewport of VIEWPORTS) {
    await resizeTo(page, viewport);
    scans.push(await scan(page, {route, mode, viewport}));
  }
  return scans;
}

test.describe('every built route', () => {
  const routes = existsSync(BUILD_DIR) ? listBuiltRoutes(BUILD_DIR) : [];

  test('the build has routes to check, and no fixture among them', () => {
    expect(routes.length, `no pages in ${BUILD_DIR}/: build the site first`).toBeGreaterThan(50);
    expect(routes.filter(({route}) => route.startsWith('/__fixtures'))).toEqual([]);
  });

  for (const {route} of routes) {
    for (const mode of COLOUR_MODES) {
      test(`${route} in ${mode} mode`, async ({context, page}) => {
        await persistColourMode(context, mode);
        await page.setViewportSize({width: DESKTOP.width, height: DESKTOP.height});
        await openInMode(page, route, mode);
        expectNoViolations(await scanAtEveryWidth(page, route, mode));
      });
    }
  }
});

test.describe('open components', () => {
  for (const mode of COLOUR_MODES) {
    test(`the search modal, empty and with results, in ${mode} mode`, async ({context, page}) => {
      await persistColourMode(context, mode);
      const scans: AxeScan[] = [];
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize({width: viewport.width, height: viewport.height});
        await openInMode(page, DOC_ROUTE, mode);
        await openSearchWithShortcut(page);
        const where = {route: DOC_ROUTE, mode, viewport, include: '.DocSearch-Container'};
        scans.push(await scan(page, {...where, state: 'search modal'}));
        await searchInput(page).fill('nilDB collection');
        await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
        scans.push(await scan(page, {...where, state: 'search modal with results'}));
      }
      expectNoViolations(scans);
    });

    test(`the Copy page menu in ${mode} mode`, async ({context, page}) => {
      await persistColourMode(context, mode);
      const scans: AxeScan[] = [];
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize({width: viewport.width, height: viewport.height});
        await openInMode(page, DOC_ROUTE, mode);
        await page.getByRole('button', {name: 'Copy page'}).click();
        await expect(page.getByRole('menu', {name: 'Copy page'})).toBeVisible();
        scans.push(
          await scan(page, {
            route: DOC_ROUTE,
            mode,
            viewport,
            state: 'Copy page menu',
            include: '[data-copy-page]',
          }),
        );
      }
      expectNoViolations(scans);
    });

    test(`the mobile drawer, main menu and docs sidebar, in ${mode} mode`, async ({
      context,
      page,
    }) => {
      await persistColourMode(context, mode);
      await page.setViewportSize({width: MOBILE.width, height: MOBILE.height});
      await openInMode(page, DOC_ROUTE, mode);
      await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
      const drawer = page.locator('.navbar-sidebar');
      await expect(drawer).toBeVisible();
      const where = {route: DOC_ROUTE, mode, viewport: MOBILE, include: '.navbar-sidebar'};
      // The drawer opens on the docs sidebar; its back button leads to the main menu.
      const scans = [await scan(page, {...where, state: 'mobile drawer (docs sidebar)'})];
      await drawer.getByRole('button', {name: '← Back to main menu'}).click();
      await expect(drawer.getByRole('link', {name: 'Articles'})).toBeVisible();
      scans.push(await scan(page, {...where, state: 'mobile drawer (main menu)'}));
      expectNoViolations(scans);
    });
  }
});

test.describe('the gate can fail', () => {
  test('a page with too faint text fails with color-contrast, its route and its element', async ({
    browser,
  }) => {
    const fixtures = listBuiltRoutes(BUILD_DIR, {includeFixtures: true});
    expect(fixtures.map(({route}) => route)).toContain(FIXTURE_ROUTE);
    for (const mode of COLOUR_MODES) {
      const context = await browser.newContext();
      await persistColourMode(context, mode);
      const page = await context.newPage();
      await page.setViewportSize({width: DESKTOP.width, height: DESKTOP.height});
      await openInMode(page, FIXTURE_ROUTE, mode);
      const scans = await scanAtEveryWidth(page, FIXTURE_ROUTE, mode);
      expect(findings(scans)).toEqual(
        VIEWPORTS.map((viewport) => ({
          rule: 'color-contrast',
          route: FIXTURE_ROUTE,
          mode,
          width: viewport.name,
          selector: '#low-contrast-sample',
        })),
      );
      const report = formatViolations(scans);
      expect(report).toContain(
        `color-contrast (serious) on ${FIXTURE_ROUTE} [${mode}, ${MOBILE.name}]`,
      );
      expect(report).toContain(
        '  - #low-contrast-sample — Element has insufficient color contrast',
      );
      expect(() => expectNoViolations(scans)).toThrow(/color-contrast .* #low-contrast-sample/s);
      await context.close();
    }
  });

  test('a build without the test flag has no fixture pages', () => {
    // The second build `npm test` makes is a production build without PORTAL_TEST_FIXTURES.
    test.skip(!existsSync(THIRD_PARTY_BUILD_DIR), `${THIRD_PARTY_BUILD_DIR}/ is made by npm test`);
    const routes = listBuiltRoutes(THIRD_PARTY_BUILD_DIR, {includeFixtures: true});
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.filter(({route}) => route.startsWith('/__fixtures'))).toEqual([]);
  });
});
