/**
 * buildSearchRecords: turns a page model into DocSearch-shaped records — one
 * per page title, one per h2–h6 heading and one per block of body text, each
 * with the hierarchy of headings above it and the URL of the nearest anchor.
 */
import type {PageModel} from '../page-model/model';
import type {Hierarchy, RecordType, SearchRecord} from '../../src/lib/search/types';

/** Elements whose text is one record of body text. */
const TEXT_BLOCKS = new Set(['P', 'LI', 'DT', 'DD', 'TR', 'FIGCAPTION', 'SUMMARY']);
/** Elements that sit inside a line of text: no word break around them. */
const INLINE = new Set([
  'A',
  'ABBR',
  'B',
  'CODE',
  'EM',
  'I',
  'KBD',
  'MARK',
  'S',
  'SMALL',
  'SPAN',
  'STRONG',
  'SUB',
  'SUP',
  'U',
  'DEL',
  'INS',
  'Q',
  'TIME',
]);
/** Elements skipped with everything inside them (code, diagrams, media). */
const SKIPPED = new Set(['PRE', 'SVG', 'IMG', 'VIDEO', 'IFRAME', 'SCRIPT', 'STYLE']);
const SKIPPED_CLASSES = ['theme-code-block', 'portal-diagram'];
/** Longest body text kept in one record; longer blocks are cut at a word boundary. */
export const MAX_CONTENT_LENGTH = 1200;

const clean = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();

function cut(value: string): string {
  if (value.length <= MAX_CONTENT_LENGTH) return value;
  const slice = value.slice(0, MAX_CONTENT_LENGTH);
  return `${slice.slice(0, Math.max(slice.lastIndexOf(' '), 1))}…`;
}

/** Text of a block without the text of nested blocks (they become records of their own). */
function ownText(element: Element): string {
  let result = '';
  for (const node of element.childNodes) {
    if (node.nodeType === 3) result += node.textContent ?? '';
    else if (node.nodeType === 1) {
      const child = node as Element;
      if (
        TEXT_BLOCKS.has(child.tagName) ||
        isSkipped(child) ||
        ['UL', 'OL', 'DL'].includes(child.tagName)
      ) {
        continue;
      }
      result += INLINE.has(child.tagName) ? ownText(child) : ` ${ownText(child)} `;
    }
  }
  return clean(result);
}

function isSkipped(element: Element): boolean {
  return (
    SKIPPED.has(element.tagName) ||
    SKIPPED_CLASSES.some((name) => element.classList.contains(name)) ||
    element.getAttribute('aria-hidden') === 'true'
  );
}

function rowText(row: Element): string {
  return [...row.children]
    .map((cell) => clean(cell.textContent))
    .filter(Boolean)
    .join(' | ');
}

export function buildSearchRecords(page: PageModel): SearchRecord[] {
  const records: SearchRecord[] = [];
  const seen = new Set<string>();
  const hierarchy: Hierarchy = {
    lvl0: page.section,
    lvl1: page.title,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  let anchor: string | null = null;

  const push = (type: RecordType, content: string | null) => {
    const key = `${type}|${anchor}|${content ?? ''}`;
    if (seen.has(key)) return;
    seen.add(key);
    const position = records.length;
    records.push({
      objectID: `${page.route}#${anchor ?? ''}-${position}`,
      url: anchor ? `${page.url}#${anchor}` : page.url,
      url_without_anchor: page.url,
      anchor,
      type,
      hierarchy: {...hierarchy},
      content,
      language: page.language,
      docusaurus_tag: page.searchTags,
      position,
    });
  };

  push('lvl1', null);
  if (page.description) push('content', cut(page.description));

  const visit = (element: Element) => {
    for (const child of element.children) {
      if (isSkipped(child)) continue;
      const heading = /^H([2-6])$/.exec(child.tagName);
      if (heading) {
        const level = Number(heading[1]) as 2 | 3 | 4 | 5 | 6;
        hierarchy[`lvl${level}`] = clean(child.textContent);
        for (let deeper = level + 1; deeper <= 6; deeper += 1) {
          hierarchy[`lvl${deeper as 3 | 4 | 5 | 6}`] = null;
        }
        anchor = child.getAttribute('id') || anchor;
        push(`lvl${level}`, null);
        continue;
      }
      if (child.tagName === 'TR') {
        const row = rowText(child);
        if (row) push('content', cut(row));
        continue;
      }
      if (TEXT_BLOCKS.has(child.tagName) || child.classList.contains('openapi__method-endpoint')) {
        const value = child.classList.contains('openapi__method-endpoint')
          ? clean(child.textContent)
          : ownText(child);
        if (value) push('content', cut(value));
      }
      visit(child);
    }
  };
  visit(page.content);
  return records;
}
