/**
 * A page's search records, in the DocSearch shape: one for the page title, one for its
 * description, one per heading (h2–h6) and one per piece of text (paragraph, list item line,
 * table row, tab label, collapsible summary, link card), each with the headings above it and the
 * URL of the nearest anchor. A code block gives one record of its lines that name something a
 * developer pastes into a search box (codeLines): the record is flagged `code`, so a hit shows the
 * matching line. Diagrams, images and API endpoints are not indexed.
 *
 * A pure function of the page model.
 */
import {cleanText, plainText, type Block, type PageModel} from '../../../src/lib/page-model/model';
import type {Hierarchy, RecordType, SearchRecord} from '../../../src/lib/search/types';

/** Longest text kept in one record; longer text is cut at a word boundary. */
export const MAX_CONTENT_LENGTH = 1200;

/**
 * Lines of a code block that name something a developer would paste into a search box: a
 * camelCase or PascalCase name (a function, method, type or option), a snake_case name or an
 * UPPER_CASE constant or environment variable, an endpoint path (/v1/...) or a command line.
 * Everything else (plain words, punctuation, values, comments) is left out, as is a line already
 * indexed on the page: the prose around a sample says the rest, and the index stays small.
 */
const IDENTIFIER =
  /\b(?:[a-z][a-z0-9]*[A-Z]\w*|[A-Z][a-z0-9]+[A-Z]\w*|[A-Za-z][A-Za-z0-9]*_\w+)|\/v\d+\/[\w/{}-]+/;
const COMMAND = /^\$?\s*(npm|npx|pnpm|yarn|pip|uv|curl|docker|git|python3?|node|tsx)\s/;
const COMMENT = /^(\/\/|#(?!!)|\/\*|\*|--\s)/;
/** Longest code line kept; longer lines are cut at a word boundary. */
export const MAX_CODE_LINE = 120;

const IDENTIFIERS = new RegExp(IDENTIFIER.source, 'g');

/**
 * The code lines of a block worth indexing: a line is kept when it is a command, or when it
 * names an identifier that no line kept earlier on the page (`seen`) named.
 */
export function codeLines(text: string, seen: Set<string>): string[] {
  const lines: string[] = [];
  for (const raw of text.split('\n')) {
    let line = raw.replace(/\s+/g, ' ').trim();
    if (!line || COMMENT.test(line)) continue;
    const names = [...line.matchAll(IDENTIFIERS)].map(([name]) => name);
    const isCommand = COMMAND.test(line);
    if (seen.has(line) || (!isCommand && names.every((name) => seen.has(name)))) continue;
    if (line.length > MAX_CODE_LINE) {
      line = line.slice(0, Math.max(line.lastIndexOf(' ', MAX_CODE_LINE), MAX_CODE_LINE / 2));
    }
    seen.add(line);
    for (const name of names) seen.add(name);
    lines.push(line);
  }
  return lines;
}

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
  const seenCode = new Set<string>();

  const push = (type: RecordType, content: string | null, code = false) => {
    // Stryker disable next-line StringLiteral: no record has empty content (text() and code skip it), so null and '' never meet
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
      ...(code ? {code: true as const} : {}),
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
        case 'code': {
          const lines = codeLines(block.text, seenCode);
          if (lines.length > 0) push('content', lines.join('\n'), true);
          break;
        }
        // Stryker disable ConditionalExpression,StringLiteral: cases that only break, in a switch without default: a block of a case removed or renamed is skipped all the same
        case 'diagram':
        case 'image':
        case 'endpoint':
        case 'rule':
          break;
        // Stryker restore ConditionalExpression,StringLiteral
      }
    }
  };

  push('lvl1', null);
  if (page.description) push('content', cut(page.description));
  visit(page.blocks);
  return records;
}
