/**
 * Page-model blocks and inlines written by hand for the unit tests of the normaliser and its
 * outputs: the shapes of src/lib/page-model/model.ts, built here rather than by the code under
 * test, so each test's expected value stays its own.
 */
import {parseHTML} from 'linkedom';
import {withEndTags} from '../../plugins/page-model/html';
import type {Block, Inline} from '../../src/lib/page-model/model';
import {normaliseContent} from '../../src/lib/page-model/normalise';
import {blocksMarkdown} from '../../src/lib/page-model/markdown';

export const text = (value: string): Inline => ({type: 'text', text: value});
export const code = (value: string): Inline => ({type: 'code', text: value});
export const emphasis = (...children: Inline[]): Inline => ({type: 'emphasis', children});
export const strong = (...children: Inline[]): Inline => ({type: 'strong', children});
export const link = (href: string, ...children: Inline[]): Inline => ({
  type: 'link',
  href,
  title: '',
  children,
});
export const image = (src: string, alt = '', title = ''): Inline => ({
  type: 'image',
  src,
  alt,
  title,
});
export const paragraph = (...content: Inline[]): Block => ({type: 'paragraph', content});
/** A tight list (no blank line between items) of one item per argument. */
export const tightList = (...items: Block[][]): Block => ({
  type: 'list',
  ordered: false,
  start: 1,
  items: items.map((blocks) => ({spread: false, blocks})),
});

/** Reads a fragment of article body HTML (optional end tags may be left out, as in the build). */
export function articleBlocks(html: string): Block[] {
  const {document} = parseHTML(
    withEndTags(`<html><body><div class="markdown">${html}</div></body></html>`),
  );
  return normaliseContent(document.querySelector('.markdown')!);
}

/** The page every Markdown export test resolves relative links against. */
export const PAGE_URL = 'https://docs.example.org/build/guide/page';
/** The `.md` export of `blocks` on PAGE_URL. */
export const md = (...blocks: Block[]) => blocksMarkdown(blocks, PAGE_URL);
