/**
 * The page model: what a content page (doc, API reference page, article) says, as plain data
 * with no DOM in it. The build reads every page once into this shape (plugins/page-model/read.ts,
 * with normalise.ts here) and every output is a pure function of it: search records, the `.md`
 * export, llms.txt and llms-full.txt (plugins/page-model/outputs/, and markdown.ts here).
 * Anything that can produce blocks can feed the outputs, e.g. an API page built from its OpenAPI
 * operation instead of its HTML.
 *
 * Runs in Node and in the browser (the Copy page widget reads the live page in development):
 * nothing here may import Node modules.
 */
import type {Section} from '../sections';

export type PageType = 'doc' | 'api' | 'article';

/** Text inside a block, with the formatting the Markdown export keeps. */
export type Inline =
  /**
   * A run of text, whitespace collapsed as a browser shows it. Adjacent runs stay apart as the
   * page wrote them: the Markdown export escapes each run on its own.
   */
  | {type: 'text'; text: string}
  | {type: 'code'; text: string}
  | {type: 'emphasis'; children: Inline[]}
  | {type: 'strong'; children: Inline[]}
  | {type: 'strikethrough'; children: Inline[]}
  /** `href` as the page wrote it (relative or absolute); outputs resolve it against the page URL. */
  | {type: 'link'; href: string; title: string; children: Inline[]}
  | {type: 'image'; src: string; alt: string; title: string}
  | {type: 'break'};

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface ListItem {
  /**
   * Whether the item is set as paragraphs of its own (a loose item); a tight item's paragraphs
   * are its lines.
   */
  spread: boolean;
  blocks: Block[];
}

export interface Tab {
  /** As the tab shows it; '' when it shows none. */
  label: string;
  blocks: Block[];
}

/** A table cell holds text only (paragraphs inside a cell are joined by a space). */
export type TableCell = Inline[];

export type Block =
  | {type: 'paragraph'; content: Inline[]}
  /** `text` is the heading's plain text (search, table of contents); `content` keeps its formatting. */
  | {type: 'heading'; level: HeadingLevel; id: string | null; text: string; content: Inline[]}
  /** `text` without the trailing newline; `title` is the file name a block is titled with, or ''. */
  | {type: 'code'; language: string; title: string; text: string}
  /** A Mermaid diagram, kept as its source. */
  | {type: 'diagram'; source: string}
  | {type: 'list'; ordered: boolean; start: number; items: ListItem[]}
  /** The first row is the header. */
  | {type: 'table'; header: TableCell[]; rows: TableCell[][]}
  /** A callout (note, tip, info, warning, danger…); `title` only when it is not the kind's name. */
  | {type: 'admonition'; kind: string; title: string; blocks: Block[]}
  | {type: 'quote'; blocks: Block[]}
  | {type: 'tabs'; tabs: Tab[]}
  /** A card that links to another page (a category's doc cards, a quickstart card). */
  | {type: 'linkCard'; title: string; href: string; description: string}
  /** A collapsible section. */
  | {type: 'details'; summary: Inline[]; blocks: Block[]}
  | {type: 'image'; src: string; alt: string; title: string}
  /** An API operation's method and path, e.g. POST /v1/chat/completions. */
  | {type: 'endpoint'; method: string; path: string}
  | {type: 'rule'};

export interface Heading {
  level: HeadingLevel;
  id: string | null;
  text: string;
}

export interface PageModel {
  route: string;
  /** Absolute URL on the production site. */
  url: string;
  type: PageType;
  section: Section;
  title: string;
  description: string;
  language: string;
  /** Search tags Docusaurus gives the page (docsearch:docusaurus_tag), for contextual search. */
  searchTags: string[];
  /** Every heading of the body (h2–h6, wherever it sits), in page order. */
  headings: Heading[];
  /** The body without the title, navigation, buttons and other chrome. */
  blocks: Block[];
}

/** Collapses every run of whitespace (Unicode too) to one space and trims. */
export const cleanText = (value: string): string => value.replace(/\s+/g, ' ').trim();

/** The plain text of inline content: formatting dropped, a line break read as a space, images as nothing. */
export function plainText(content: readonly Inline[]): string {
  let text = '';
  for (const inline of content) {
    switch (inline.type) {
      case 'text':
      case 'code':
        text += inline.text;
        break;
      case 'break':
        text += ' ';
        break;
      case 'image':
        break;
      default:
        text += plainText(inline.children);
    }
  }
  return text;
}

/** Blocks nested in a block, in page order. */
export function childBlocks(block: Block): Block[] {
  switch (block.type) {
    case 'list':
      return block.items.flatMap((item) => item.blocks);
    case 'admonition':
    case 'quote':
    case 'details':
      return block.blocks;
    case 'tabs':
      return block.tabs.flatMap((tab) => tab.blocks);
    default:
      return [];
  }
}

/** Every h2–h6 heading among the blocks and the blocks nested in them, in page order. */
export function headingsOf(blocks: readonly Block[]): Heading[] {
  return blocks.flatMap((block): Heading[] =>
    block.type === 'heading'
      ? block.level >= 2
        ? [{level: block.level, id: block.id, text: block.text}]
        : []
      : headingsOf(childBlocks(block)),
  );
}
