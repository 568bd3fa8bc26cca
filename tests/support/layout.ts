/**
 * Layout checks of the crawl, computed in one page.evaluate per (mode, width) step:
 * - no fixed or sticky element covers the centre of a navbar control, the search button, an item
 *   of the open drawer or the API explorer's send button (`elementFromPoint`);
 * - exactly one navbar section item is active on a page of a section, none elsewhere;
 * - no interactive element is smaller than 24x24 px (WCAG 2.2 SC 2.5.8) unless it is a link in
 *   running text or a 24 px circle on its centre touches no other target (the criterion's spacing
 *   exception);
 * - the page does not scroll sideways.
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
}

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
    ({protectedControls, targets, min, sectionLabels}) => {
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
      return {covered, activeSections, smallTargets, overflowX, squeezedTitle};
    },
    {
      protectedControls: PROTECTED_CONTROLS,
      targets: TARGETS,
      min: MIN_TARGET_PX,
      sectionLabels: SECTIONS.map(({label}) => label),
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
  return problems;
}
