import {test, expect} from '../support/test';
import type {Page} from '@playwright/test';

const theme = (page: Page) => page.locator('html').getAttribute('data-theme');

// First visits (no preference, light, dark) are tested in colour-mode-default.spec.ts.

test('the chosen mode persists under "theme" and syncs to other tabs', async ({browser}) => {
  const context = await browser.newContext({colorScheme: 'dark'});
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto('/learn/what-is-nillion');
  await second.goto('/build/quickstart');
  expect(await theme(first)).toBe('dark');

  await first.getByRole('button', {name: /Switch between dark and light mode/}).click();
  // The toggle cycles dark -> light (system -> light -> dark in 3.x); click until light.
  for (let i = 0; i < 3 && (await theme(first)) !== 'light'; i += 1) {
    await first.getByRole('button', {name: /Switch between dark and light mode/}).click();
  }
  expect(await theme(first)).toBe('light');
  expect(await first.evaluate(() => localStorage.getItem('theme'))).toBe('light');

  await expect(second.locator('html')).toHaveAttribute('data-theme', 'light');

  await first.reload();
  expect(await theme(first)).toBe('light');
  await context.close();
});

test('the toggle is enabled only with the mode the page shows, and steps on from it', async ({
  browser,
}) => {
  // A stored choice of light on a dark system: the pre-paint script shows light, while the
  // server's HTML and React's first render assume the site's default (dark, no choice). The
  // toggle cycles system -> light -> dark; if it became usable before React read the shown
  // mode back, a click would step on from "system" to light, the mode already shown.
  const context = await browser.newContext({colorScheme: 'dark'});
  const page = await context.newPage();
  await page.addInitScript(() => {
    localStorage.setItem('theme', 'light');
    const seen = new MutationObserver((records) => {
      for (const {target} of records) {
        if (
          target instanceof HTMLButtonElement &&
          /Switch between dark and light mode/.test(target.getAttribute('aria-label') ?? '') &&
          !target.disabled
        ) {
          (window as unknown as {labelWhenEnabled: string | null}).labelWhenEnabled =
            target.getAttribute('aria-label');
          seen.disconnect();
        }
      }
    });
    seen.observe(document, {subtree: true, attributes: true, attributeFilter: ['disabled']});
  });
  await page.goto('/build/compute/limitations');
  const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
  await expect(toggle).toBeEnabled();
  // Read in the commit that enabled the button, before anything else could change it.
  const labelWhenEnabled = await page.evaluate(
    () => (window as unknown as {labelWhenEnabled: string | null}).labelWhenEnabled,
  );
  expect(labelWhenEnabled).toBe('Switch between dark and light mode (currently light mode)');
  expect(await theme(page)).toBe('light');
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme-choice', 'dark');
  await context.close();
});
