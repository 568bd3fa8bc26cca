/**
 * Search and the Markdown export read the same page model, so they agree on what a page's
 * headings are: every heading the search index holds for a page (a heading record, or a heading
 * in the hierarchy a hit is shown under) is a heading of that page's published `.md`. (Before the page model, a doc card's title was a heading in search and a link
 * in the `.md`.) Reads the build; no browser.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '../support/test';
import {readBuiltRecords} from '../../plugins/page-model/outputs/search-index';
import {SEARCH_MANIFEST_PATH} from '../../src/lib/search/types';
import {markdownPathOf} from '../../src/lib/routes';

const BUILD_DIR = 'build';
const HEADING_LEVELS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** The reader's text of Markdown inline syntax: escapes, code, links and emphasis markers removed. */
function inlineText(markdown: string): string {
  let text = '';
  for (let at = 0; at < markdown.length;) {
    const rest = markdown.slice(at);
    const char = markdown[at];
    const codeSpan = /^(`+)([\s\S]*?[^`])\1(?!`)/.exec(rest);
    const linkEnd = /^\]\((?:\\.|[^)\\])*\)/.exec(rest);
    if (char === '\\' && at + 1 < markdown.length) {
      text += markdown[at + 1];
      at += 2;
    } else if (codeSpan) {
      const code = codeSpan[2];
      text += /^ .*[^ ].* $/.test(code) ? code.slice(1, -1) : code;
      at += codeSpan[0].length;
    } else if (linkEnd) {
      at += linkEnd[0].length;
    } else if (char === '!' && markdown[at + 1] === '[') {
      at += 2;
    } else if ('[*~'.includes(char)) {
      at += 1;
    } else {
      text += char;
      at += 1;
    }
  }
  return text.replace(/\s+/g, ' ').trim();
}

/** The ATX headings of a Markdown document (in list items too), outside fenced code. */
function markdownHeadings(markdown: string): string[] {
  const headings: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const fenceMark = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fenceMark && (!fence || (fenceMark[0] === fence[0] && fenceMark.length >= fence.length))) {
      fence = fence ? null : fenceMark;
      continue;
    }
    if (fence) continue;
    const heading = /^\s*(?:(?:[-*+]|\d+\.)\s+)*#{1,6}\s+(.*)$/.exec(line);
    if (heading) headings.push(inlineText(heading[1]));
  }
  return headings;
}

test('every heading in the search index is a heading of the same page’s .md', async () => {
  expect(
    existsSync(path.join(BUILD_DIR, SEARCH_MANIFEST_PATH)),
    `${BUILD_DIR}/ holds no search index: build the site first (npx docusaurus build)`,
  ).toBe(true);
  const records = await readBuiltRecords(BUILD_DIR);
  const routes = [...new Set(records.map((record) => new URL(record.url_without_anchor).pathname))];
  expect(routes.length, 'pages in the search index').toBeGreaterThan(0);

  const missing: string[] = [];
  let checked = 0;
  for (const route of routes) {
    const file = path.join(BUILD_DIR, markdownPathOf(route));
    if (!existsSync(file)) {
      missing.push(`${route}: no ${markdownPathOf(route)}`);
      continue;
    }
    const headings = new Set(markdownHeadings(readFileSync(file, 'utf8')));
    // A record names the headings above it in its hierarchy; search shows them with the hit.
    const searchHeadings = new Map<string, {level: string; text: string}>();
    for (const record of records) {
      if (new URL(record.url_without_anchor).pathname !== route) continue;
      for (const level of HEADING_LEVELS) {
        const text = (record.hierarchy[level] ?? '').replace(/\s+/g, ' ').trim();
        if (text) searchHeadings.set(`${level} ${text}`, {level, text});
      }
    }
    for (const {level, text} of searchHeadings.values()) {
      checked += 1;
      if (!headings.has(text)) missing.push(`${route}: "${text}" (${level})`);
    }
  }
  expect(checked, 'headings checked').toBeGreaterThan(0);
  expect(missing, 'search headings that are not headings of the page’s .md').toEqual([]);
});
