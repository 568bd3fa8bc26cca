/**
 * The accessibility gate's browser side: opens a page in the colour mode a
 * reader chose (persisted under the `theme` key, as the theme's toggle does),
 * and runs axe-core with the WCAG 2.2 A and AA rules and axe's best practices at the gate's
 * widths. Every violation counts, third-party markup included: there is no list of accepted
 * ones (a reader meets them all the same); fix them where they come from.
 */
import AxeBuilder from '@axe-core/playwright';
import {expect, type BrowserContext, type Page} from '@playwright/test';
import {formatViolations, type AxeScan, type ColourMode} from './axe-report';
import {untilDrawn, untilHydrated, untilTransitionsEnd} from './hydration';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA (2.2 added no level-A rule to axe). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The rules the gate runs: WCAG A and AA, and axe's best practices (landmarks, heading order,
 * empty table headers...), which a screen reader user meets as much as the WCAG ones.
 */
export const AXE_TAGS = [...WCAG_TAGS, 'best-practice'];

export const COLOUR_MODES: readonly ColourMode[] = ['light', 'dark'];

export interface GateViewport {
  name: string;
  width: number;
  height: number;
}

export const DESKTOP: GateViewport = {name: 'desktop 1280×800', width: 1280, height: 800};
export const MOBILE: GateViewport = {name: 'mobile 390×844', width: 390, height: 844};
export const VIEWPORTS: readonly GateViewport[] = [DESKTOP, MOBILE];

/** Every page of the context starts with the reader's stored choice of mode. */
export async function persistColourMode(context: BrowserContext, mode: ColourMode): Promise<void> {
  await context.addInitScript((stored) => {
    try {
      window.localStorage.setItem('theme', stored);
    } catch {
      // about:blank and opaque origins have no storage; the site's pages do.
    }
  }, mode);
}

/** Loads a route, waits for hydration and checks the page is in the expected mode. */
export async function openInMode(page: Page, route: string, mode: ColourMode): Promise<void> {
  await page.goto(route);
  await untilHydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  // Parts drawn only in the browser are scanned once drawn.
  await untilDrawn(page);
}

/**
 * Resizes the page, lets React re-render what depends on the window size, and waits for the
 * colour transitions a resize starts to end, so a scan right after it measures final colours.
 */
export async function resizeTo(page: Page, viewport: GateViewport): Promise<void> {
  await page.setViewportSize({width: viewport.width, height: viewport.height});
  await page.waitForFunction((width) => window.innerWidth === width, viewport.width);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await untilTransitionsEnd(page);
}

export interface ScanOptions {
  route: string;
  mode: ColourMode;
  viewport: GateViewport;
  /** The open component, for the report. */
  state?: string;
  /** Limits the scan to this element (an open component); the whole page otherwise. */
  include?: string;
}

export async function scan(page: Page, options: ScanOptions): Promise<AxeScan> {
  // Only violations come back: serialising every passing node of a long page costs seconds.
  // options() replaces the run options, so it comes before withTags().
  // Legacy mode runs axe.run() in the page itself. The default mode merges per-frame results in a
  // blank page it opens in the same context, which took 13 s of a 16 s scan on a code-heavy doc
  // (/build/private-storage/ts-docs: 10,000 elements; 3.7 s in legacy mode, same findings). The
  // site's pages hold no iframe, the one case the default mode exists for.
  let builder = new AxeBuilder({page})
    .options({resultTypes: ['violations']})
    .withTags(AXE_TAGS)
    .setLegacyMode(true);
  if (options.include) builder = builder.include(options.include);
  const {violations} = await builder.analyze();
  return {
    route: options.route,
    mode: options.mode,
    width: options.viewport.name,
    ...(options.state ? {state: options.state} : {}),
    violations,
  };
}

/** Fails with the rule, route, mode, width and elements of every violation found. */
export function expectNoViolations(scans: readonly AxeScan[]): void {
  const report = formatViolations(scans);
  if (report) throw new Error(report);
}
