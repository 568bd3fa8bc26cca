/**
 * Checks of the index pages (issue 22, item 8), computed in one page.evaluate on the crawl's visit:
 * - a page that lists articles (/articles, its further pages, a tag's or an author's page) shows
 *   each as a card: an h2 title set smaller than the page's h1, a cover image with its width and
 *   height set (no layout shift), a date, a reading time, a summary, and exactly
 *   one interactive element (the card is one link, nothing nested in it);
 * - /tools draws no emoji (they show as empty boxes where no emoji font is installed): each tool's
 *   icon is an SVG hidden from screen readers beside its name, and its buttons are not underlined
 *   like links in running text and are at least 24 px in both directions (WCAG 2.2 SC 2.5.8);
 * - the home page (checked in light mode, where these went wrong): the hero ring's centre mark is
 *   drawn in a visible colour, the module cards' link rows line up, and the footer is not the
 *   framework's grey (Infima's `.footer--dark`, #303846).
 */
import type {Page} from '@playwright/test';

/** Routes whose main content is a list of article cards (the archive and tag index are not). */
const CARD_LIST_ROUTE = /^\/articles(?:\/page\/\d+|\/tags\/[^/]+|\/authors\/[^/]+)?$/;

/** The smallest target a pointer should meet (WCAG 2.2 SC 2.5.8), in CSS px. */
export const MIN_TARGET_PX = 24;

export async function indexPageProblems(page: Page, route: string): Promise<string[]> {
  if (CARD_LIST_ROUTE.test(route)) return articleCardProblems(page, route);
  if (route === '/tools') return toolsProblems(page, route);
  if (route === '/') return homeProblems(page, route);
  return [];
}

async function articleCardProblems(page: Page, route: string): Promise<string[]> {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    const h1 = document.querySelector('main h1');
    const h1Size = h1 ? parseFloat(getComputedStyle(h1).fontSize) : 0;
    const cards = [...document.querySelectorAll('main article')];
    if (cards.length === 0) found.push('no article cards');
    for (const [index, card] of cards.entries()) {
      const h2 = card.querySelector('h2');
      const name = `card ${index + 1} "${h2?.textContent?.trim() ?? ''}"`;
      if (!h2) {
        found.push(`${name}: no h2 title`);
      } else {
        const h2Size = parseFloat(getComputedStyle(h2).fontSize);
        if (!(h1Size > h2Size))
          found.push(`${name}: title ${h2Size} px, not under the h1's ${h1Size} px`);
      }
      const img = card.querySelector('img');
      if (!img) found.push(`${name}: no cover image`);
      else {
        if (!img.getAttribute('width') || !img.getAttribute('height'))
          found.push(`${name}: cover without width and height`);
        // The first card's cover is at the top (on a phone the largest thing drawn first, the
        // page's LCP): it loads at once with high priority. The others wait until scrolled near.
        const lead = index === 0;
        if (
          lead &&
          (img.getAttribute('loading') === 'lazy' || img.getAttribute('fetchpriority') !== 'high')
        )
          found.push(`${name}: the first cover not loaded at once with high priority`);
        if (!lead && img.getAttribute('loading') !== 'lazy')
          found.push(`${name}: cover not loaded lazily`);
      }
      if (!card.querySelector('time[datetime]')?.textContent?.trim())
        found.push(`${name}: no date`);
      if (!/\b(?:\d+|One) min read/.test(card.textContent ?? ''))
        found.push(`${name}: no reading time`);
      if (!card.querySelector('p')?.textContent?.trim()) found.push(`${name}: no summary`);
      const interactive = card.querySelectorAll(
        'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])',
      );
      if (interactive.length !== 1)
        found.push(`${name}: ${interactive.length} interactive elements, expected one link`);
    }
    return found;
  });
  return problems.map((problem) => `${route}: ${problem}`);
}

async function toolsProblems(page: Page, route: string): Promise<string[]> {
  const problems = await page.evaluate((minPx) => {
    const found: string[] = [];
    // Characters drawn as emoji by default, and any pictograph asked to be one (U+FE0F).
    const emoji = /\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F/gu;
    const main = document.querySelector('main');
    const drawn = (main?.textContent ?? '').match(emoji);
    if (drawn) found.push(`emoji in the text: ${[...new Set(drawn)].join(' ')}`);
    const cards = [...(main?.querySelectorAll('li') ?? [])].filter((li) => li.querySelector('h3'));
    if (cards.length === 0) found.push('no tool cards');
    for (const card of cards) {
      const name = card.querySelector('h3')!.textContent!.trim();
      if (!card.querySelector('h3 svg[aria-hidden="true"]'))
        found.push(`"${name}": no SVG icon hidden from screen readers in its title`);
      for (const button of card.querySelectorAll('a, button')) {
        const box = button.getBoundingClientRect();
        // A button, not a link in running text: no underline.
        if (getComputedStyle(button).textDecorationLine.includes('underline'))
          found.push(`"${name}": button "${button.textContent?.trim() ?? ''}" underlined`);
        if (box.width < minPx || box.height < minPx) {
          const label = button.textContent?.trim() ?? '';
          found.push(
            `"${name}": button "${label}" ${Math.round(box.width)}x${Math.round(box.height)} px`,
          );
        }
      }
    }
    return found;
  }, MIN_TARGET_PX);
  return problems.map((problem) => `${route}: ${problem}`);
}

/** Infima's background of `.footer--dark`: the framework's grey, not the brand. */
const INFIMA_FOOTER_GREY = 'rgb(48, 56, 70)';

async function homeProblems(page: Page, route: string): Promise<string[]> {
  const problems = await page.evaluate((grey) => {
    const found: string[] = [];
    // No stroke, or one with a zero alpha (Infima's light --ifm-background-color is transparent).
    const invisible = /^(?:none|transparent|rgba\(.*,\s*0\))$/;
    const mark = document.querySelector('section[aria-label="Introduction"] svg path');
    if (!mark) found.push('no hero ring centre mark');
    else if (invisible.test(getComputedStyle(mark).stroke))
      found.push(`hero ring centre mark stroked with ${getComputedStyle(mark).stroke}`);
    const rows = [
      ...document.querySelectorAll('section[aria-labelledby="blind-modules"] article ul'),
    ];
    if (rows.length < 2) found.push(`${rows.length} module card link rows`);
    const tops = rows.map((row) => Math.round(row.getBoundingClientRect().top));
    // Cards in one grid row start at the same top; their link rows should too.
    const cardTops = rows.map((row) =>
      Math.round(row.closest('article')!.getBoundingClientRect().top),
    );
    const misaligned = tops.filter(
      (top, index) => cardTops[index] === cardTops[0] && top !== tops[0],
    );
    if (misaligned.length > 0) found.push(`module card link rows at ${tops.join(', ')} px`);
    const footer = document.querySelector('footer');
    const background = footer ? getComputedStyle(footer).backgroundColor : '';
    if (background === grey) found.push(`footer in the framework's grey ${grey}`);
    return found;
  }, INFIMA_FOOTER_GREY);
  return problems.map((problem) => `${route}: ${problem}`);
}
