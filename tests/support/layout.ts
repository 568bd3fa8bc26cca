/**
 * Layout checks of the crawl, computed in one page.evaluate per (mode, width) step:
 * - no fixed or sticky element covers the centre of a navbar control, the search button, an item
 *   of the open drawer or the API explorer's send button (`elementFromPoint`);
 * - exactly one navbar section item is active on a page of a section, none elsewhere;
 * - no interactive element is smaller than 24x24 px (WCAG 2.2 SC 2.5.8) unless it is a link in
 *   running text or a 24 px circle on its centre touches no other target (the criterion's spacing
 *   exception);
 * - the page does not scroll sideways;
 * - a table of the content scrolls sideways only when its columns, each as narrow as its longest
 *   unbreakable run of text allows (text wraps at spaces, code also at the separators / . _ - and
 *   after :), are wider together than the table's box; and no code in a table cell breaks a line
 *   between two letters or digits (issue 38).
 * - on a phone, the first screen (issue 38): the page title starts in its top part and the
 *   breadcrumb row is one line;
 * - no input's placeholder is cut off by its box.
 */
import type {Page} from '@playwright/test';

/** The navbar's sections and the URL prefix each owns (issue 22, item 3). */
export const SECTIONS: readonly {label: string; prefix: string}[] = [
  {label: 'Learn', prefix: '/learn'},
  {label: 'Build', prefix: '/build'},
  {label: 'Blacklight', prefix: '/blacklight'},
  {label: 'Community', prefix: '/community'},
  {label: 'API', prefix: '/api'},
  {label: 'Articles', prefix: '/articles'},
];

/**
 * The section a route belongs to, or null (home, tools, search, the 404 page). A page of the 2025
 * SDK generation's docs (/2025/…) is in the section its path names after the prefix (issue 34).
 */
export function sectionOf(route: string): string | null {
  const path = route.replace(/^\/2025(?=\/)/, '');
  return (
    SECTIONS.find(({prefix}) => path === prefix || path.startsWith(`${prefix}/`))?.label ?? null
  );
}

export interface LayoutFindings {
  /** "<control> covered by <element>" for each protected control whose centre is hidden. */
  covered: string[];
  /** Labels of the active navbar section items. */
  activeSections: string[];
  /** "<element> WxH" for each target under 24x24 px without the spacing exception. */
  smallTargets: string[];
  /** How far the page scrolls sideways, in px (0 when it does not). */
  overflowX: number;
  /**
   * "<h1 width> of <article width>" when the page title's box is narrower than 90% of its article:
   * something beside it (the Copy page button, a float) squeezes the content column instead of
   * letting the title's lines wrap around it. Null when the title keeps the column's width.
   */
  squeezedTitle: string | null;
  /** "table N scrolls …" and "table N: `code` breaks inside a word …" for each table defect. */
  tables: string[];
  /** On a phone-sized viewport, where the page title starts (px from the document's top) and the
   *  screen's height. */
  phoneTitle: {top: number; screen: number} | null;
  /** On a phone-sized viewport, how many lines the breadcrumb trail takes (null without one). */
  breadcrumbLines: number | null;
  /** '<input> "<placeholder>" <text width> > <box width> px' for each placeholder wider than
   *  its input's box. */
  clippedPlaceholders: string[];
}

/** Below this width the theme lays pages out for a phone (Infima's mobile breakpoint). */
export const PHONE_MAX_WIDTH = 996;

/**
 * On a phone the title must start within the first screen's top part, announcement bar shown: the
 * rest of the first screen is the page's content, not its chrome (issue 38, row 1).
 */
export const TITLE_TOP_SHARE = 0.4;

/** The back-to-top button. */
export const BACK_TO_TOP = '.theme-back-to-top-button';

/** The controls nothing may cover: navbar controls, search, drawer items, the explorer's send. */
export const PROTECTED_CONTROLS = [
  '.navbar a',
  '.navbar button',
  '.search-button',
  '.navbar-sidebar .menu__link',
  '.openapi-explorer__request-btn',
].join(', ');

export const TARGETS =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="menuitem"]';

export const MIN_TARGET_PX = 24;

export function measureLayout(page: Page): Promise<LayoutFindings> {
  return page.evaluate(
    ({protectedControls, targets, min, sectionLabels, phoneMaxWidth}) => {
      const describe = (el: Element): string => {
        const id = el.id ? `#${el.id}` : '';
        const cls = [...el.classList]
          .slice(0, 2)
          .map((c) => `.${c}`)
          .join('');
        const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
        const label = el.getAttribute('aria-label') ?? text;
        return `${el.tagName.toLowerCase()}${id}${cls}${label ? ` "${label}"` : ''}`;
      };
      const shown = (el: Element) => {
        // What a closed <details> holds has a box (the browser skips drawing it, not laying it
        // out, when asked), but no one sees it: checkVisibility() knows (content-visibility).
        if (!el.checkVisibility()) return null;
        const rect = el.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0) return null;
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden' || Number(style.opacity) === 0) return null;
        return rect;
      };
      const pinnedAncestor = (el: Element | null): Element | null => {
        for (let node = el; node; node = node.parentElement) {
          const {position} = getComputedStyle(node);
          if (position === 'fixed' || position === 'sticky') return node;
        }
        return null;
      };

      const covered: string[] = [];
      const width = document.documentElement.clientWidth;
      const height = document.documentElement.clientHeight;
      for (const control of document.querySelectorAll(protectedControls)) {
        const rect = shown(control);
        if (!rect) continue;
        const x = rect.left + rect.width / 2;
        const y = rect.top + rect.height / 2;
        if (x < 0 || y < 0 || x >= width || y >= height) continue;
        const hit = document.elementFromPoint(x, y);
        if (!hit || control.contains(hit) || hit.contains(control)) continue;
        // Covered by something pinned that is not the control's own bar (the navbar, the drawer).
        const pinned = pinnedAncestor(hit);
        if (pinned && !pinned.contains(control)) {
          covered.push(`${describe(control)} covered by ${describe(pinned)}`);
        }
      }

      const activeSections = [
        ...document.querySelectorAll(
          '.navbar__items:not(.navbar__items--right) .navbar__link--active',
        ),
      ]
        .map((el) => (el.textContent ?? '').trim())
        .filter((label) => sectionLabels.includes(label));

      const inRunningText = (el: Element) => {
        if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
        const block = el.parentElement?.closest('p, li, td, th, dd, blockquote, figcaption');
        if (!block) return false;
        // Running text: the block holds words besides this link.
        const own = (el.textContent ?? '').trim().length;
        return (block.textContent ?? '').trim().length > own + 10;
      };
      const boxes = [...document.querySelectorAll(targets)]
        .map((el) => ({el, rect: shown(el)}))
        .filter((t): t is {el: Element; rect: DOMRect} => t.rect !== null)
        .filter(({el}) => !el.closest('[aria-hidden="true"], [inert]'));
      const smallTargets: string[] = [];
      for (const {el, rect} of boxes) {
        if (rect.width >= min - 0.5 && rect.height >= min - 0.5) continue;
        if (inRunningText(el)) continue;
        // Spacing exception: a 24 px circle on the centre intersects no other target.
        const cx = rect.left + rect.width / 2;
        const cy = rect.top + rect.height / 2;
        const crowded = boxes.some(({el: other, rect: o}) => {
          if (other === el || other.contains(el) || el.contains(other)) return false;
          const dx = Math.max(o.left - cx, 0, cx - o.right);
          const dy = Math.max(o.top - cy, 0, cy - o.bottom);
          return dx * dx + dy * dy < (min / 2) * (min / 2);
        });
        if (crowded) {
          smallTargets.push(`${describe(el)} ${Math.round(rect.width)}x${Math.round(rect.height)}`);
        }
      }

      const overflowX = Math.max(
        0,
        document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      const title = document.querySelector('article h1');
      const article = title?.closest('article');
      let squeezedTitle: string | null = null;
      if (title && article) {
        // The title's own box, or the theme grid row that holds it (an API operation page puts the
        // title in the left one of two columns: the row is what must keep the article's width).
        const titleWidth = (title.closest('.row') ?? title).getBoundingClientRect().width;
        const articleWidth = article.getBoundingClientRect().width;
        if (titleWidth < articleWidth * 0.9) {
          squeezedTitle = `${Math.round(titleWidth)} px of ${Math.round(articleWidth)} px`;
        }
      }

      const tables: string[] = [];
      const letterOrDigit = /[\p{L}\p{N}]/u;
      /** Each character of `root`'s text with the text node and offset that hold it. */
      const charactersOf = (root: Element) => {
        const chars: {node: Text; offset: number; char: string}[] = [];
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text) {
          for (let offset = 0; offset < node.data.length; offset += 1) {
            chars.push({node, offset, char: node.data[offset]!});
          }
        }
        return chars;
      };
      type Char = ReturnType<typeof charactersOf>[number];
      const rangeOf = (first: Char, last: Char) => {
        const range = document.createRange();
        range.setStart(first.node, first.offset);
        range.setEnd(last.node, last.offset + 1);
        return range;
      };
      /** The widest run of the cell's text that no space or code separator lets wrap. */
      const longestRun = (cell: Element) => {
        const chars = charactersOf(cell);
        let widest = 0;
        let start = 0;
        const close = (end: number) => {
          if (end > start) {
            const rects = [...rangeOf(chars[start]!, chars[end - 1]!).getClientRects()];
            widest = Math.max(
              widest,
              rects.reduce((sum, rect) => sum + rect.width, 0),
            );
          }
        };
        chars.forEach(({char, node}, index) => {
          const inCode = node.parentElement?.closest('code') !== null;
          const previous = chars[index - 1]?.char ?? '';
          if (/\s/.test(char)) {
            close(index);
            start = index + 1;
          } else if (
            inCode &&
            ((previous === ':' && index > start) ||
              ('/._-'.includes(char) && letterOrDigit.test(previous)))
          ) {
            close(index);
            start = index;
          }
        });
        close(chars.length);
        return widest;
      };
      const contentTables = [...document.querySelectorAll('.markdown table')].filter((table) =>
        shown(table),
      );
      contentTables.forEach((table, tableIndex) => {
        const name = `table ${tableIndex + 1} ("${(table.querySelector('th, td')?.textContent ?? '').trim().slice(0, 20)}")`;
        const columns: number[] = [];
        for (const cell of table.querySelectorAll<HTMLTableCellElement>('th, td')) {
          const style = getComputedStyle(cell);
          const frame =
            parseFloat(style.paddingLeft) +
            parseFloat(style.paddingRight) +
            parseFloat(style.borderLeftWidth) +
            parseFloat(style.borderRightWidth);
          const index = cell.cellIndex;
          columns[index] = Math.max(columns[index] ?? 0, longestRun(cell) + frame);
        }
        const natural = columns.reduce((sum, width) => sum + width, 0);
        const overflow = table.scrollWidth - table.clientWidth;
        if (overflow > 1 && natural <= table.clientWidth) {
          tables.push(
            `${name} scrolls by ${overflow} px though its columns fit in ${Math.ceil(natural)} of ${table.clientWidth} px`,
          );
        }
        for (const code of table.querySelectorAll(':is(th, td) code')) {
          if (code.getClientRects().length < 2) continue;
          const chars = charactersOf(code);
          const text = chars.map(({char}) => char).join('');
          const top = (char: Char) => rangeOf(char, char).getClientRects()[0]?.top ?? 0;
          // A line break between two letters or digits with no space between them.
          chars.forEach((current, index) => {
            const before = chars[index - 1];
            if (!before || /\s/.test(before.char) || /\s/.test(current.char)) return;
            const newLine = top(current) > top(before) + 1;
            if (newLine && letterOrDigit.test(before.char) && letterOrDigit.test(current.char)) {
              tables.push(
                `${name}: \`${text.slice(0, index)} | ${text.slice(index)}\` breaks inside a word`,
              );
            }
          });
        }
      });

      let phoneTitle: {top: number; screen: number} | null = null;
      let breadcrumbLines: number | null = null;
      if (width <= phoneMaxWidth) {
        const h1 = [...document.querySelectorAll('main h1, article h1')].find((el) => shown(el));
        if (h1) {
          const top = Math.round(h1.getBoundingClientRect().top + window.scrollY);
          phoneTitle = {top, screen: height};
        }
        const items = [...document.querySelectorAll('.breadcrumbs__item')]
          .map((item) => shown(item))
          .filter((rect): rect is DOMRect => rect !== null);
        // Items on one line overlap vertically; each new line starts below the one before.
        let lineBottom = -Infinity;
        for (const rect of items.sort((a, b) => a.top - b.top)) {
          if (rect.top >= lineBottom - 1) {
            breadcrumbLines = (breadcrumbLines ?? 0) + 1;
            lineBottom = rect.bottom;
          } else lineBottom = Math.max(lineBottom, rect.bottom);
        }
      }

      const clippedPlaceholders: string[] = [];
      const context = document.createElement('canvas').getContext('2d')!;
      for (const input of document.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
        if (!shown(input) || input.value) continue;
        const style = getComputedStyle(input, '::placeholder');
        context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = context.measureText(input.placeholder).width;
        const own = getComputedStyle(input);
        const box = input.clientWidth - parseFloat(own.paddingLeft) - parseFloat(own.paddingRight);
        if (text > box + 0.5) {
          clippedPlaceholders.push(
            `${describe(input)} "${input.placeholder}" ${Math.round(text)} > ${Math.round(box)} px`,
          );
        }
      }
      return {
        covered,
        activeSections,
        smallTargets,
        overflowX,
        squeezedTitle,
        tables,
        phoneTitle,
        breadcrumbLines,
        clippedPlaceholders,
      };
    },
    {
      protectedControls: PROTECTED_CONTROLS,
      targets: TARGETS,
      min: MIN_TARGET_PX,
      sectionLabels: SECTIONS.map(({label}) => label),
      phoneMaxWidth: PHONE_MAX_WIDTH,
    },
  );
}

/** The failures of one step, each naming the route and the step. */
export function layoutProblems(findings: LayoutFindings, route: string, step: string): string[] {
  const at = `${route} [${step}]`;
  const expected = sectionOf(route);
  const problems = findings.covered.map((line) => `${at}: ${line}`);
  const active = findings.activeSections.join(', ') || 'none';
  if (
    findings.activeSections.length !== (expected ? 1 : 0) ||
    (expected && findings.activeSections[0] !== expected)
  ) {
    problems.push(`${at}: active navbar section ${active}, expected ${expected ?? 'none'}`);
  }
  problems.push(...findings.smallTargets.map((line) => `${at}: target under 24x24 px: ${line}`));
  if (findings.overflowX > 0)
    problems.push(`${at}: page scrolls sideways by ${findings.overflowX} px`);
  if (findings.squeezedTitle)
    problems.push(`${at}: the title's column is squeezed to ${findings.squeezedTitle}`);
  problems.push(...findings.tables.map((line) => `${at}: ${line}`));
  const title = findings.phoneTitle;
  if (title && title.top > TITLE_TOP_SHARE * title.screen)
    problems.push(
      `${at}: the title starts ${title.top} px down, below ${TITLE_TOP_SHARE * 100}% of a ${title.screen}-px screen`,
    );
  if (findings.breadcrumbLines !== null && findings.breadcrumbLines > 1)
    problems.push(`${at}: the breadcrumb trail takes ${findings.breadcrumbLines} lines`);
  problems.push(
    ...findings.clippedPlaceholders.map((line) => `${at}: placeholder cut off: ${line}`),
  );
  return problems;
}

/**
 * The text the back-to-top button covers where the page is scrolled now: "<text>" for each text
 * box its box intersects, or null when the button is not shown. Issue 38, row 9: on a phone it
 * covered the end of lines after a small upward scroll.
 */
export function backToTopCovers(page: Page): Promise<string[] | null> {
  return page.evaluate((selector) => {
    const button = document.querySelector(selector);
    if (!button) return null;
    const style = getComputedStyle(button);
    const box = button.getBoundingClientRect();
    if (style.display === 'none' || style.visibility === 'hidden' || box.width === 0) return null;
    const covered: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || button.contains(node)) continue;
      const parent = node.parentElement;
      if (!parent || getComputedStyle(parent).visibility === 'hidden') continue;
      // What of the text shows: its boxes cut to every box that clips it (a scrolled table of
      // contents holds lines outside its own box).
      let clip = {left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity};
      for (let el: Element | null = parent; el; el = el.parentElement) {
        if (getComputedStyle(el).overflow === 'visible') continue;
        const r = el.getBoundingClientRect();
        clip = {
          left: Math.max(clip.left, r.left),
          top: Math.max(clip.top, r.top),
          right: Math.min(clip.right, r.right),
          bottom: Math.min(clip.bottom, r.bottom),
        };
      }
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        const left = Math.max(rect.left, clip.left, box.left);
        const right = Math.min(rect.right, clip.right, box.right);
        const top = Math.max(rect.top, clip.top, box.top);
        const bottom = Math.min(rect.bottom, clip.bottom, box.bottom);
        const overlaps = left < right && top < bottom;
        if (overlaps) {
          covered.push(`"${node.textContent.trim().slice(0, 40)}"`);
          break;
        }
      }
    }
    return covered;
  }, BACK_TO_TOP);
}

/**
 * On a touch screen, where a code block's copy and wrap buttons always show: '<block>: "<text>"'
 * for each line of code under them. Issue 38: they covered the end of the first line on a phone.
 */
export function codeButtonsCover(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const covered: string[] = [];
    const range = document.createRange();
    document.querySelectorAll('.theme-code-block').forEach((block, index) => {
      const group = block.querySelector('[class*="buttonGroup"]');
      const code = block.querySelector('pre > code');
      if (!group || !code) return;
      const box = group.getBoundingClientRect();
      if (box.width === 0) return;
      const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        range.selectNodeContents(node);
        const under = [...range.getClientRects()].some(
          (rect) =>
            rect.left < box.right &&
            rect.right > box.left &&
            rect.top < box.bottom &&
            rect.bottom > box.top,
        );
        if (under)
          covered.push(`code block ${index + 1}: "${node.textContent.trim().slice(0, 40)}"`);
      }
    });
    return covered;
  });
}
