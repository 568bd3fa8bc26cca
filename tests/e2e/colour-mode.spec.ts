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
