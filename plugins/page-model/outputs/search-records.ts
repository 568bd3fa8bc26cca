/**
 * A page's search records, in the DocSearch shape: one for the page title, one for its
 * description, one per heading (h2–h6) and one per piece of text (paragraph, list item line,
 * table row, tab label, collapsible summary, link card), each with the headings above it and the
 * URL of the nearest anchor. Code, diagrams, images and API endpoints are not indexed.
 *
 * A pure function of the page model.
 */
import {cleanText, plainText, type Block, type PageModel} from '../model';
import type {Hierarchy, RecordType, SearchRecord} from '../../../src/lib/search/types';

/** Longest text kept in one record; longer text is cut at a word boundary. */
export const MAX_CONTENT_LENGTH = 1200;

function cut(value: string): string {
  if (value.length <= MAX_CONTENT_LENGTH) return value;
  const slice = value.slice(0, MAX_CONTENT_LENGTH);
  return `${slice.slice(0, Math.max(slice.lastIndexOf(' '), 1))}…`;
}

export function searchRecordsOf(page: PageModel): SearchRecord[] {
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
  const text = (value: string) => {
    const content = cleanText(value);
    if (content) push('content', cut(content));
  };

  const visit = (blocks: readonly Block[]) => {
    for (const block of blocks) {
      switch (block.type) {
        case 'heading': {
          // The page title is the only h1 search knows; an h1 in the body is not a level.
          if (block.level === 1) break;
          const level = block.level;
          hierarchy[`lvl${level}`] = block.text;
          for (let deeper = level + 1; deeper <= 6; deeper += 1) {
            hierarchy[`lvl${deeper as 3 | 4 | 5 | 6}`] = null;
          }
          anchor = block.id || anchor;
          push(`lvl${level}`, null);
          break;
        }
        case 'paragraph':
          text(plainText(block.content));
          break;
        case 'list':
          for (const item of block.items) visit(item.blocks);
          break;
        case 'table':
          for (const row of [block.header, ...block.rows]) {
            text(
              row
                .map((cell) => cleanText(plainText(cell)))
                .filter(Boolean)
                .join(' | '),
            );
          }
          break;
        case 'admonition':
        case 'quote':
          visit(block.blocks);
          break;
        case 'tabs':
          for (const tab of block.tabs) text(tab.label);
          for (const tab of block.tabs) visit(tab.blocks);
          break;
        case 'details':
          text(plainText(block.summary));
          visit(block.blocks);
          break;
        case 'linkCard':
          text(block.description ? `${block.title}: ${block.description}` : block.title);
          break;
        case 'code':
        case 'diagram':
        case 'image':
        case 'endpoint':
        case 'rule':
          break;
      }
    }
  };

  push('lvl1', null);
  if (page.description) push('content', cut(page.description));
  visit(page.blocks);
  return records;
}
