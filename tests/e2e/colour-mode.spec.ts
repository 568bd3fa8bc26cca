import {test, expect, type Page} from '@playwright/test';
import {untilHydrated} from '../support/hydration';

const theme = (page: Page) => page.locator('html').getAttribute('data-theme');

test('dark is the default, and a dark system preference keeps it', async ({browser}) => {
  const context = await browser.newContext({colorScheme: 'dark'});
  const page = await context.newPage();
  await page.goto('/learn/what-is-nillion');
  expect(await theme(page)).toBe('dark');
  await context.close();
});

test('a system that states no preference gets dark, before the first paint', async ({browser}) => {
  const context = await browser.newContext({colorScheme: 'no-preference'});
  const page = await context.newPage();
  // Every value data-theme takes from the first script on: a light flash would show here.
  await page.addInitScript(() => {
    const seen: (string | null)[] = [];
    (window as unknown as {themesSeen: typeof seen}).themesSeen = seen;
    new MutationObserver(() =>
      seen.push(document.documentElement.getAttribute('data-theme')),
    ).observe(document.documentElement, {attributes: true, attributeFilter: ['data-theme']});
  });
  await page.goto('/learn/what-is-nillion');
  await untilHydrated(page);
  const seen = await page.evaluate(() => (window as unknown as {themesSeen: string[]}).themesSeen);
  expect(seen.at(-1)).toBe('dark');
  expect(seen).not.toContain('light');
  expect(await theme(page)).toBe('dark');
  await context.close();
});

test('a light system preference is respected', async ({browser}) => {
  const context = await browser.newContext({colorScheme: 'light'});
  const page = await context.newPage();
  await page.goto('/learn/what-is-nillion');
  expect(await theme(page)).toBe('light');
  await context.close();
});

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
