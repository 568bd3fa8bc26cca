/**
 * The Copy page menu as a reader drives it: open the menu, choose an action,
 * read the clipboard; and the published Markdown a page's copy must equal.
 */
import {expect, type Page} from '@playwright/test';
import {markdownPathOf} from '../../src/lib/routes';

export const copyPageWidget = (page: Page) => page.locator('[data-copy-page]');
export const copyPageButton = (page: Page) =>
  page.getByRole('button', {name: /^(Copy page|Copied)$/});
export const copyPageMenu = (page: Page) => page.getByRole('menu', {name: 'Copy page'});
export const copyPageItem = (page: Page, name: string) => page.getByRole('menuitem', {name});

export async function chooseCopyPageAction(page: Page, action: string): Promise<void> {
  await copyPageButton(page).click();
  await copyPageItem(page, action).click();
}

export const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** The `.md` export the site publishes for `route` (from the page's own origin). */
export async function publishedMarkdown(page: Page, route: string): Promise<string> {
  const response = await page.request.get(markdownPathOf(route));
  expect(response.status()).toBe(200);
  return response.text();
}
