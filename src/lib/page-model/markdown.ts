/**
 * The `.md` export of a page: a title line, a line with the page's absolute URL, then the blocks
 * as Markdown. mdast.ts says what each block is in Markdown terms; mdast-util-to-markdown with its
 * GFM extension (tables, strikethrough, task lists, autolink literals) writes it, so escaping,
 * blank lines, list indents, code fences and code spans are that serialiser's. The options only
 * pick among its spellings where its default is not the export's: `-` bullets and `---` rules,
 * `[text](url)` links even when the text is the address, table rows unpadded.
 *
 * A pure function of the page model. Runs in Node (the published `.md` files, llms-full.txt) and
 * in the browser (the Copy page widget in development): no Node imports.
 */
import {toMarkdown, type Options} from 'mdast-util-to-markdown';
import {gfmToMarkdown} from 'mdast-util-gfm';
import type {Block, PageModel} from './model';
import {blocksToMdast} from './mdast';
import {exportText} from './export-text';

const OPTIONS: Options = {
  bullet: '-',
  rule: '-',
  resourceLink: true,
  // Rows as they come (`| a | b |` over `| - | - |`), not padded into aligned columns.
  extensions: [gfmToMarkdown({tablePipeAlign: false})],
};

/** The whole export text of a page; `body` is '' when the page has no content. */
export function pageMarkdown(page: Pick<PageModel, 'title' | 'url' | 'blocks'>): {
  text: string;
  body: string;
} {
  const body = blocksMarkdown(page.blocks, page.url);
  return {text: exportText(page.title, page.url, body), body};
}

/** Blocks as Markdown, links and images made absolute against `pageUrl`. */
export function blocksMarkdown(blocks: readonly Block[], pageUrl: string): string {
  return toMarkdown(blocksToMdast(blocks, pageUrl), OPTIONS).trim();
}
