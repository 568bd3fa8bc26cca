import {expect, type Page} from '@playwright/test';

export const searchInput = (page: Page) => page.locator('.search-modal__input');
export const searchModal = (page: Page) => page.locator('.search-modal');

/**
 * Ctrl/⌘+K, pressed again only while no modal exists: the shortcut listener is attached after
 * hydration, which a loaded machine can finish after the load event.
 */
export async function openSearchWithShortcut(page: Page): Promise<void> {
  await expect(async () => {
    if ((await searchModal(page).count()) === 0) await page.keyboard.press('ControlOrMeta+k');
    await expect(searchInput(page)).toBeFocused({timeout: 2_000});
  }).toPass({timeout: 20_000});
}
