/**
 * The accessibility gate for the components that only exist while open (search
 * modal, Copy page menu, mobile drawer): axe-core's WCAG 2.2 A and AA rules and best practices in
 * light and dark mode at desktop and mobile widths. Every route itself is
 * scanned by the crawl (tests/e2e/crawl.spec.ts), in the same visit as its
 * other checks. A violation fails with the rule, the route, the mode, the
 * width and the elements (tests/support/axe-report.ts).
 */
import {test, expect} from '../support/test';
import type {AxeScan} from '../support/axe-report';
import {
  COLOUR_MODES,
  MOBILE,
  VIEWPORTS,
  expectNoViolations,
  openInMode,
  persistColourMode,
  scan,
} from '../support/axe';
import {openSearchWithShortcut, searchInput} from '../support/search-modal';

const DOC_ROUTE = '/learn/what-is-nillion';

// A page load and two axe runs; long pages take several seconds per run on a loaded machine.
test.describe.configure({timeout: 180_000});

test.describe('open components', () => {
  for (const mode of COLOUR_MODES) {
    test(`the search modal, empty and with results, in ${mode} mode`, async ({context, page}) => {
      await persistColourMode(context, mode);
      const scans: AxeScan[] = [];
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize({width: viewport.width, height: viewport.height});
        await openInMode(page, DOC_ROUTE, mode);
        await openSearchWithShortcut(page);
        const where = {route: DOC_ROUTE, mode, viewport, include: '.search-modal__backdrop'};
        scans.push(await scan(page, {...where, state: 'search modal'}));
        await searchInput(page).fill('nilDB collection');
        await expect(page.locator('.search-modal__hit').first()).toBeVisible();
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
