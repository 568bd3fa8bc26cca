import type {Page} from '@playwright/test';

/**
 * Visible text on the page set smaller than `minimumPx`, one line per distinct case: its size, the
 * classes of its element and the start of the text. Text a reader cannot see (no box, hidden,
 * `.visually-hidden`, clipped to 1 px) is left out.
 */
export async function textSmallerThan(page: Page, minimumPx: number): Promise<string[]> {
  return page.evaluate((minimum) => {
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const element = node.parentElement;
      if (!text || !element) continue;
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      const style = getComputedStyle(element);
      if (style.visibility !== 'visible' || !element.checkVisibility()) continue;
      const size = parseFloat(style.fontSize);
      if (size >= minimum) continue;
      const classes = typeof element.className === 'string' ? element.className : '';
      found.add(
        `${size}px <${element.tagName.toLowerCase()} class="${classes}"> "${text.slice(0, 40)}"`,
      );
    }
    return [...found];
  }, minimumPx);
}
