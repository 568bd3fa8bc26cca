/**
 * Colour mode on a first visit (nothing stored): dark is the default and the
 * system preference is respected. A reader whose system states no preference gets the default, dark; a light or
 * dark system preference is followed. Checked on first paint (the attribute the inline script
 * sets before the body renders) and after hydration, with the page's background to show the
 * dark palette is the one drawn (content brief: dark background #12125a).
 */
import {test, expect} from '../support/test';
import type {Browser} from '@playwright/test';
import {untilHydrated} from '../support/hydration';

const DARK_BACKGROUND = '#12125a';
const ROUTE = '/learn/what-is-nillion';

/**
 * A browser whose system states no colour-scheme preference. Playwright's `colorScheme:
 * 'no-preference'` cannot show one: Media Queries 5 dropped the `no-preference` value and Chromium
 * then answers `(prefers-color-scheme: light)` with true, exactly as for a light system. So the
 * page's matchMedia is made to answer as a browser that keeps the distinction would: neither
 * light nor dark matches. It runs before any script of the page, the pre-paint ones included.
 */
function reportNoColourSchemePreference(): void {
  const native = window.matchMedia.bind(window);
  window.matchMedia = (query: string) => {
    if (!/prefers-color-scheme\s*:\s*(light|dark)/.test(query)) return native(query);
    // A plain object: the real list's methods throw when called on anything but the real list.
    const answer = {
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
    return answer as unknown as MediaQueryList;
  };
}

async function firstVisit(browser: Browser, colorScheme: 'no-preference' | 'light' | 'dark') {
  const context = await browser.newContext({colorScheme});
  const page = await context.newPage();
  if (colorScheme === 'no-preference') await page.addInitScript(reportNoColourSchemePreference);
  // Every value data-theme takes from the first script on: a flash of the other mode shows here.
  await page.addInitScript(() => {
    const seen: (string | null)[] = [];
    (window as unknown as {themesSeen: typeof seen}).themesSeen = seen;
    new MutationObserver(() =>
      seen.push(document.documentElement.getAttribute('data-theme')),
    ).observe(document.documentElement, {attributes: true, attributeFilter: ['data-theme']});
  });
  // Before any script of the bundle runs: what the reader's first paint shows.
  const painted = new Promise<string | null>((resolve) => {
    page.once('domcontentloaded', () =>
      resolve(page.evaluate(() => document.documentElement.getAttribute('data-theme'))),
    );
  });
  await page.goto(ROUTE);
  const firstPaint = await painted;
  await untilHydrated(page);
  const hydrated = await page.evaluate(() => ({
    theme: document.documentElement.getAttribute('data-theme'),
    // The page background Infima paints in the current mode.
    background: getComputedStyle(document.documentElement)
      .getPropertyValue('--ifm-background-color')
      .trim()
      .toLowerCase(),
    stored: window.localStorage.getItem('theme'),
    themesSeen: (window as unknown as {themesSeen: (string | null)[]}).themesSeen,
  }));
  await context.close();
  return {firstPaint, ...hydrated};
}

test('with no system preference, the site opens dark', async ({browser}) => {
  const visit = await firstVisit(browser, 'no-preference');
  expect(visit.stored).toBeNull();
  expect(visit.firstPaint).toBe('dark');
  expect(visit.theme).toBe('dark');
  expect(visit.themesSeen).not.toContain('light');
  expect(visit.background).toBe(DARK_BACKGROUND);
});

test('a light system preference opens light', async ({browser}) => {
  const visit = await firstVisit(browser, 'light');
  expect(visit.firstPaint).toBe('light');
  expect(visit.theme).toBe('light');
  expect(visit.background).not.toBe(DARK_BACKGROUND);
});

test('a dark system preference opens dark', async ({browser}) => {
  const visit = await firstVisit(browser, 'dark');
  expect(visit.firstPaint).toBe('dark');
  expect(visit.theme).toBe('dark');
  expect(visit.background).toBe(DARK_BACKGROUND);
});
