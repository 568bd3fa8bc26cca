import {expect, type Page} from '@playwright/test';

/**
 * Waits until React has hydrated the page (the navbar's search button has its handlers). On a
 * loaded machine hydration can end well after the load event, and a click or key press before it
 * is a plain browser action, not the app's.
 */
export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('.search-button') ?? {}).some((key) =>
      key.startsWith('__reactProps'),
    ),
  );
}

/**
 * Waits until the parts drawn only in the browser are drawn (diagrams are SVG in the HTML, drawn
 * with it). The API theme shows skeletons (they pulse at 60% opacity) while it hydrates, and the
 * request explorer's panel shows the server's request and response samples until the reader is at
 * work: its code runs on the first pointer move or key press after the page has gone idle
 * (src/theme/ApiExplorer). So, as a reader does, the pointer moves (over the page's left edge,
 * clear of any control's hover style) until every skeleton is replaced and the explorer has
 * loaded. Checks of what a reader sees (axe, layout) run after this.
 */
export async function untilDrawn(page: Page): Promise<void> {
  const skeletons = page.locator('.openapi-skeleton');
  // The samples stand in the explorer's column from the server's HTML until the explorer is there.
  const pendingExplorer = page.locator(
    '.openapi-right-panel__container:has([data-api-samples]):not(:has([data-api-explorer="ready"]))',
  );
  const loadingExplorer = page.locator('[data-api-explorer-loading]');
  let moves = 0;
  await expect
    .poll(
      async () => {
        const pending = await pendingExplorer.count();
        if (pending > 0) await page.mouse.move(1, 300 + (moves++ % 2));
        return (await skeletons.count()) + pending + (await loadingExplorer.count());
      },
      {message: 'skeletons or a pending explorer still drawn', timeout: 60_000, intervals: [200]},
    )
    .toBe(0);
}

/**
 * Switches the page to `mode` the way a reader does, with the navbar's colour-mode toggle (it
 * cycles light, dark and system), and waits until the choice is applied and remembered. The page
 * must be hydrated and at a width where the navbar shows the toggle (desktop).
 */
export async function switchColourMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  const toggle = page.locator('.navbar').getByRole('button', {name: /dark and light mode/});
  for (let clicks = 0; clicks < 3; clicks += 1) {
    const chosen = await page.evaluate(() => [
      document.documentElement.dataset.theme,
      window.localStorage.getItem('theme'),
    ]);
    if (chosen[0] === mode && chosen[1] === mode) return;
    await toggle.click();
  }
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe(mode);
  await untilTransitionsEnd(page);
}

/**
 * Waits until every CSS transition running on the page has ended. A colour-mode switch or a
 * resize starts colour transitions (Infima's and the API theme's); a contrast check taken
 * mid-transition measures a blend of the two palettes that no reader sees for long.
 */
export async function untilTransitionsEnd(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const running = document
      .getAnimations()
      .filter((animation) => animation instanceof CSSTransition);
    const ended = Promise.all(
      running.map((animation) => animation.finished.catch(() => undefined)),
    );
    // The site's longest transition is 0.3 s. Chromium can leave a transition it has no reason to
    // draw (seen after resizing an API page from phone to desktop width) unfinished for good;
    // none a reader watches lasts 2 s.
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 2_000))]);
  });
}
