import type {Page} from '@playwright/test';

/**
 * Waits until React has hydrated the page (the navbar's search button has its handlers). On a
 * loaded machine hydration can end well after the load event, and a click or key press before it
 * is a plain browser action, not the app's.
 */
export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('.DocSearch-Button') ?? {}).some((key) =>
      key.startsWith('__reactProps'),
    ),
  );
}
