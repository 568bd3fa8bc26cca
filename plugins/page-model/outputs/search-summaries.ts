/**
 * build/search/summaries.json: one line of text per page, by route, for the /search page to show
 * under a hit on the page itself (its title), which has no text of its own in the index. The
 * line is the page's description, or its first paragraph when it has none, cut at a word.
 * Plain text: the page renders it as text. Fetched only by /search, only once it shows such a hit.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {plainText, type PageModel} from '../../../src/lib/page-model/model';
import type {PageOutput} from '../index';
import {SEARCH_SUMMARIES_PATH} from '../../../src/lib/searchSummaries';

/** Longest summary kept: about two lines of the results column. */
export const MAX_SUMMARY_LENGTH = 220;

function cut(text: string): string {
  if (text.length <= MAX_SUMMARY_LENGTH) return text;
  const slice = text.slice(0, MAX_SUMMARY_LENGTH);
  return `${slice.slice(0, Math.max(slice.lastIndexOf(' '), 1))}…`;
}

export function pageSummary(page: PageModel): string {
  if (page.description.trim()) return cut(page.description.trim());
  const paragraph = page.blocks.find((block) => block.type === 'paragraph');
  // Stryker disable next-line ConditionalExpression: find() returned a paragraph or nothing; the type test only narrows the type for TypeScript
  return paragraph && paragraph.type === 'paragraph' ? cut(plainText(paragraph.content)) : '';
}

export function searchSummaries(pages: readonly PageModel[]): Record<string, string> {
  const summaries: Record<string, string> = {};
  for (const page of pages) {
    const summary = pageSummary(page);
    if (summary) summaries[page.route] = summary;
  }
  return summaries;
}

export const searchSummariesOutput: PageOutput = {
  name: 'Search summaries',
  async write({pages, outDir}) {
    const summaries = searchSummaries(pages);
    const body = JSON.stringify(summaries);
    await mkdir(path.join(outDir, 'search'), {recursive: true});
    await writeFile(path.join(outDir, SEARCH_SUMMARIES_PATH), body);
    return `${Object.keys(summaries).length} pages, ${(Buffer.byteLength(body) / 1024).toFixed(0)} KiB raw, ${SEARCH_SUMMARIES_PATH}`;
  },
};
