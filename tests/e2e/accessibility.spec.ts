/**
 * The accessibility gate for the components that only exist while open (search
 * modal, Copy page menu, the page feedback once answered, mobile drawer): axe-core's WCAG 2.2 A
 * and AA rules and best practices in
 * light and dark mode at desktop and mobile widths. Every route itself is
 * scanned by the crawl (tests/e2e/crawl.spec.ts), in the same visit as its
 * other checks. A violation fails with the rule, the route, the mode, the
 * width and the elements (tests/support/axe-report.ts).
 */
import {test, expect} from '../support/test';
import type {Request} from '@playwright/test';
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
/** A comment with characters a URL must encode. */
const COMMENT = 'Step 2 & 3: the <token> is 100% missing?';

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

    test(`the Copy page menu and the answered page feedback in ${mode} mode`, async ({
      context,
      page,
    }) => {
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
        await page.keyboard.press('Escape');
        // "Was this page helpful?" answered from the keyboard: the chosen button, the thank-you
        // and the comment form. This build has no analytics, so no request may leave the page;
        // the reader is offered a prefilled GitHub issue instead.
        const elsewhere: string[] = [];
        const siteOrigin = new URL(page.url()).origin;
        const noteRequest = (request: Request) => {
          if (new URL(request.url()).origin !== siteOrigin) elsewhere.push(request.url());
        };
        page.on('request', noteRequest);
        const feedback = page.locator('[data-page-feedback]');
        const no = feedback
          .getByRole('group', {name: 'Was this page helpful?'})
          .getByRole('button', {
            name: 'No',
          });
        await no.focus();
        await page.keyboard.press('Enter');
        await expect(no).toHaveAttribute('aria-pressed', 'true');
        await expect(feedback.getByRole('status')).toHaveText(/GitHub issue/);
        await feedback.getByRole('textbox', {name: /What was missing or wrong/}).fill(COMMENT);
        await expect(feedback.getByText(`${COMMENT.length} of 500 characters`)).toBeVisible();
        const issue = feedback.getByRole('link', {name: /prefilled issue.*opens in a new tab/});
        await expect(issue).toHaveAttribute('target', '_blank');
        await expect(issue).toHaveAttribute('rel', /\bnoopener\b/);
        const href = new URL((await issue.getAttribute('href'))!);
        expect(`${href.origin}${href.pathname}`).toBe(
          'https://github.com/NillionNetwork/nillion-docs/issues/new',
        );
        expect(href.searchParams.get('title')).toBe('Page feedback: What is Nillion');
        expect(href.searchParams.get('body')).toBe(
          `Page: https://docs.nillion.com${DOC_ROUTE}\nHelpful: No\n\n${COMMENT}`,
        );
        scans.push(
          await scan(page, {
            route: DOC_ROUTE,
            mode,
            viewport,
            state: 'page feedback answered, comment typed',
            include: '[data-page-feedback]',
          }),
        );
        page.off('request', noteRequest);
        expect(elsewhere).toEqual([]);
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
