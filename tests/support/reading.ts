/**
 * What a reader sees of a page's text, read in one `page.evaluate` (issue 22):
 * - no text inside a diagram renders under 12 px unless its box scrolls
 *   sideways (a wide diagram on a phone keeps its size and scrolls);
 * - at 1440 px, no paragraph of prose runs over 80 characters a line.
 * The crawl calls it at each width and colour mode it visits a route in.
 */
import type {Page} from '@playwright/test';

/** The smallest diagram label a reader should meet (issue 22), in CSS px. */
export const MIN_DIAGRAM_TEXT_PX = 12;
/** The longest prose line allowed at 1440 px, in characters (issue 22). */
export const MAX_LINE_CHARS = 80;
/** The width at which line length is judged. */
export const WIDE = {name: 'desktop 1440×900', width: 1440, height: 900} as const;

export async function readingProblems(page: Page, viewportName: string): Promise<string[]> {
  const judgeLines = page.viewportSize()?.width === WIDE.width;
  const found = await page.evaluate(
    ({minPx, maxChars, judgeLines}) => {
      const problems: string[] = [];
      for (const figure of document.querySelectorAll('.portal-diagram')) {
        const svg = figure.querySelector('svg');
        const box = figure.querySelector<HTMLElement>('.portal-diagram__viewport');
        if (!svg || !box) continue;
        const scrolls = box.scrollWidth > box.clientWidth + 1;
        const viewBoxWidth = svg.viewBox.baseVal?.width || svg.width.baseVal.value;
        const scale = svg.getBoundingClientRect().width / viewBoxWidth;
        let smallest = Infinity;
        let smallestText = '';
        for (const text of svg.querySelectorAll('text')) {
          if (!text.textContent?.trim() || text.getBBox().width === 0) continue;
          const px = parseFloat(getComputedStyle(text).fontSize) * scale;
          if (px < smallest) [smallest, smallestText] = [px, text.textContent.trim()];
        }
        if (smallest < minPx && !scrolls) {
          const title = svg.querySelector('title')?.textContent ?? svg.id;
          problems.push(
            `diagram "${title}": "${smallestText.slice(0, 40)}" drawn at ${smallest.toFixed(1)} px and its box does not scroll`,
          );
        }
      }
      if (judgeLines) {
        // The measure as typographers count it: the line's width over the mean width of the
        // paragraph's own characters in its font.
        const context = document.createElement('canvas').getContext('2d')!;
        for (const p of document.querySelectorAll<HTMLElement>('.markdown p')) {
          const style = getComputedStyle(p);
          const lines = Math.round(p.getBoundingClientRect().height / parseFloat(style.lineHeight));
          const text = (p.textContent ?? '').replace(/\s+/g, ' ').trim();
          if (!(lines >= 2) || text.length === 0) continue;
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const meanChar = context.measureText(text).width / text.length;
          const width =
            p.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          const perLine = Math.round(width / meanChar);
          if (perLine > maxChars) {
            problems.push(`${perLine} characters a line: "${text.slice(0, 50)}…"`);
          }
        }
      }
      return problems;
    },
    {minPx: MIN_DIAGRAM_TEXT_PX, maxChars: MAX_LINE_CHARS, judgeLines},
  );
  return found.map((problem) => `${viewportName}: ${problem}`);
}
