/**
 * The page model's blocks as an mdast tree (the syntax tree the unified ecosystem writes Markdown
 * from), for markdown.ts to serialise with mdast-util-to-markdown. This decides what each of the
 * portal's blocks is in Markdown terms; how it is spelled (escapes, markers, blank lines, fences)
 * is the serialiser's.
 *
 * - Links and images are made absolute against the page URL; an in-page `#` link, or a link
 *   around nothing visible, is its text; an image without an address is left out.
 * - An admonition is a quote that opens with its kind in capitals (and its own title), bold.
 * - Tabs are each tab's bold label followed by its content; a collapsible section is its bold
 *   summary followed by its content; a run of link cards is a list of links with their
 *   descriptions; a diagram is a `mermaid` code block; an API endpoint is a code span.
 * - A code block's title goes in its info string as `title="…"`. A code span is one line (a table
 *   row or a heading can hold no other). A list without items is left out.
 * - In a tight list item, paragraphs are lines of one paragraph; an item that holds any other
 *   block before its end is loose, so that block stands apart from the item's lines.
 * - Spaces and line breaks at the edges of emphasis, bold, struck-out text and links move outside
 *   them, where the reader sees them (`** b**` is not bold in Markdown).
 *
 * Pure: runs in Node and in the browser (no Node imports).
 */
import type {
  BlockContent,
  ListItem as MdastListItem,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
  TableRow,
  Text,
} from 'mdast';
import type {Block, Inline, ListItem, TableCell} from './model';

/** Resolves a link or image address against the page URL; leaves it as it is if it cannot be resolved. */
function absoluteUrl(href: string, pageUrl: string): string {
  try {
    return new URL(href, pageUrl).href;
  } catch {
    return href;
  }
}

type FlowContent = Exclude<
  RootContent,
  PhrasingContent | MdastListItem | TableRow | {type: 'tableCell'}
>;
type LinkCard = Extract<Block, {type: 'linkCard'}>;

/** The blocks of a page as an mdast root, links and images made absolute against `pageUrl`. */
export function blocksToMdast(blocks: readonly Block[], pageUrl: string): Root {
  return {type: 'root', children: new Converter(pageUrl).flow(blocks)};
}

const textNode = (value: string): Text => ({type: 'text', value});
const bold = (value: string): Inline[] => [
  {type: 'strong', children: [{type: 'text', text: value}]},
];

/** Blocks a tight list item holds as its lines (a paragraph, an image). */
const isLine = (block: Block): block is Extract<Block, {type: 'paragraph' | 'image'}> =>
  block.type === 'paragraph' || block.type === 'image';

/** The blocks with each run of link cards made one list of links with their descriptions. */
function cardsAsLists(blocks: readonly Block[]): Exclude<Block, LinkCard>[] {
  const result: Exclude<Block, LinkCard>[] = [];
  let cards: Extract<Block, {type: 'list'}> | null = null;
  for (const block of blocks) {
    if (block.type !== 'linkCard') {
      result.push(block);
      cards = null;
      continue;
    }
    if (!cards) {
      cards = {type: 'list', ordered: false, start: 1, items: []};
      result.push(cards);
    }
    const title: Inline = {type: 'text', text: block.title};
    const content: Inline[] = [{type: 'link', href: block.href, title: '', children: [title]}];
    if (block.description) content.push({type: 'text', text: `: ${block.description}`});
    cards.items.push({spread: false, blocks: [{type: 'paragraph', content}]});
  }
  return result;
}

class Converter {
  constructor(private readonly pageUrl: string) {}

  flow(blocks: readonly Block[]): FlowContent[] {
    return cardsAsLists(blocks).flatMap((block) => this.block(block));
  }

  private block(block: Exclude<Block, LinkCard>): FlowContent[] {
    switch (block.type) {
      case 'paragraph':
        return this.paragraph(block.content);
      case 'heading':
        return [{type: 'heading', depth: block.level, children: this.line(block.content)}];
      case 'code':
        return [
          {
            type: 'code',
            // An info string starts with the language: a title needs one before it.
            lang: block.language || (block.title ? 'text' : null),
            meta: block.title ? `title="${block.title.replace(/"/g, '\\"')}"` : null,
            value: block.text,
          },
        ];
      case 'diagram':
        return [
          {type: 'code', lang: 'mermaid', meta: null, value: block.source.replace(/\n$/, '')},
        ];
      case 'list': {
        const items = block.items.map((item) => this.listItem(item));
        if (!items.length) return [];
        return [
          {
            type: 'list',
            ordered: block.ordered,
            start: block.ordered ? block.start : null,
            spread: items.some((item) => item.spread),
            children: items,
          },
        ];
      }
      case 'table':
        return this.table(block.header, block.rows);
      case 'admonition': {
        const heading = [block.kind.toUpperCase(), ...(block.title ? [block.title] : [])];
        return [
          {
            type: 'blockquote',
            children: [
              ...heading.flatMap((line) => this.paragraph(bold(line))),
              ...(this.flow(block.blocks) as BlockContent[]),
            ],
          },
        ];
      }
      case 'quote':
        return [{type: 'blockquote', children: this.flow(block.blocks) as BlockContent[]}];
      case 'tabs':
        return block.tabs.flatMap((tab, index) => [
          ...this.paragraph(bold(tab.label || `Tab ${index + 1}`)),
          ...this.flow(tab.blocks),
        ]);
      case 'details': {
        // A summary the page already sets in bold is not made bold again.
        const {summary} = block;
        const isBold = summary.length === 1 && summary[0].type === 'strong';
        return [
          ...this.paragraph(isBold ? summary : [{type: 'strong', children: [...summary]}]),
          ...this.flow(block.blocks),
        ];
      }
      case 'image':
        return this.paragraph([{...block, type: 'image'}]);
      case 'endpoint':
        return this.paragraph([
          {type: 'code', text: [block.method, block.path].filter(Boolean).join(' ')},
        ]);
      case 'rule':
        return [{type: 'thematicBreak'}];
    }
  }

  private paragraph(content: readonly Inline[]): Paragraph[] {
    const children = this.line(content);
    return children.length ? [{type: 'paragraph', children}] : [];
  }

  private listItem(item: ListItem): MdastListItem {
    const blocks = item.spread ? item.blocks : linesJoined(item.blocks);
    // A block among a tight item's lines stands apart from them (blank lines around it), but a
    // nested list that ends the item follows its last line directly.
    const last = blocks.length - 1;
    const spread =
      item.spread ||
      blocks.some((block, index) => !isLine(block) && !(index === last && block.type === 'list'));
    return {type: 'listItem', spread, children: this.flow(blocks) as BlockContent[]};
  }

  private table(header: TableCell[], rows: TableCell[][]): FlowContent[] {
    const row = (cells: TableCell[]): TableRow => ({
      type: 'tableRow',
      children: cells.map((cell) => ({type: 'tableCell', children: this.line(cell)})),
    });
    return [
      {
        type: 'table',
        align: header.map(() => null),
        children: [header, ...rows.filter((cells) => cells.length > 0)].map(row),
      },
    ];
  }

  /** The text of a block (paragraph, heading, cell), without whitespace at its edges. */
  private line(content: readonly Inline[]): PhrasingContent[] {
    return trimmed(this.phrasing(content));
  }

  /** Inline content as mdast phrasing, whitespace and breaks at the edges of formatting moved out. */
  private phrasing(content: readonly Inline[]): PhrasingContent[] {
    return edgesOutside(content.flatMap((inline) => this.inline(inline)));
  }

  private inline(inline: Inline): PhrasingContent[] {
    switch (inline.type) {
      case 'text':
        return inline.text ? [textNode(inline.text)] : [];
      case 'code':
        return inline.text
          ? [{type: 'inlineCode', value: inline.text.replace(/\r?\n|\r/g, ' ')}]
          : [];
      case 'break':
        return [{type: 'break'}];
      case 'image':
        return inline.src
          ? [
              {
                type: 'image',
                url: absoluteUrl(inline.src, this.pageUrl),
                alt: inline.alt.replace(/\s+/g, ' '),
                title: inline.title || null,
              },
            ]
          : [];
      case 'link': {
        const children = this.phrasing(inline.children);
        const {href} = inline;
        if (!href || href.startsWith('#')) return children;
        return [
          {
            type: 'link',
            url: absoluteUrl(href, this.pageUrl),
            title: inline.title || null,
            children,
          },
        ];
      }
      case 'emphasis':
      case 'strong':
      case 'strikethrough': {
        const type = inline.type === 'strikethrough' ? 'delete' : inline.type;
        return [{type, children: this.phrasing(inline.children)}];
      }
    }
  }
}

/**
 * A tight item's blocks with each run of lines (paragraphs, images) joined into one paragraph,
 * a line each.
 */
function linesJoined(blocks: readonly Block[]): Block[] {
  const joined: Block[] = [];
  for (const block of blocks) {
    if (!isLine(block)) {
      joined.push(block);
      continue;
    }
    const content: Inline[] =
      block.type === 'paragraph' ? block.content : [{...block, type: 'image'}];
    const previous = joined.at(-1);
    if (previous?.type !== 'paragraph') joined.push({type: 'paragraph', content});
    else
      joined[joined.length - 1] = {
        type: 'paragraph',
        content: [...previous.content, {type: 'text', text: '\n'}, ...content],
      };
  }
  return joined;
}

/** What a reader sees of phrasing: its text, an image as a mark (never whitespace), breaks as nothing. */
function visible(nodes: readonly PhrasingContent[]): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'text':
        case 'inlineCode':
          return node.value;
        case 'image':
          return '\uFFFC';
        default:
          return 'children' in node ? visible(node.children) : '';
      }
    })
    .join('');
}

const shows = (nodes: readonly PhrasingContent[]): boolean => /\S/.test(visible(nodes));

type Formatted = Extract<PhrasingContent, {type: 'emphasis' | 'strong' | 'delete' | 'link'}>;
const FORMATTED = new Set<PhrasingContent['type']>(['emphasis', 'strong', 'delete', 'link']);

/**
 * Phrasing with whitespace moved from the edges of formatted text (emphasis, bold, struck out,
 * links) to just outside it, and line breaks likewise from the edges of all but links
 * (`[a\\\n](b)` is a link; `**a\\\n**` is not bold). Whitespace moved next to a space already
 * there loses its ASCII spaces. Formatting around nothing visible is what it holds.
 */
function edgesOutside(nodes: readonly PhrasingContent[]): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  nodes.forEach((node, index) => {
    if (!FORMATTED.has(node.type)) {
      out.push(node);
      return;
    }
    const formatted = node as Formatted;
    const children = [...formatted.children] as PhrasingContent[];
    const before: PhrasingContent[] = [];
    const after: PhrasingContent[] = [];
    if (formatted.type !== 'link') {
      while (children[0]?.type === 'break') before.push(children.shift()!);
      while (children.at(-1)?.type === 'break') after.unshift(children.pop()!);
    }
    const leading = takeWhitespace(children, 'start');
    const trailing = takeWhitespace(children, 'end');
    const spaceBefore = / $/.test(visible(out));
    const spaceAfter = /^ /.test(visible(nodes.slice(index + 1)));
    const kept = (whitespace: string, spaceThere: boolean, edge: RegExp) =>
      spaceThere ? whitespace.replace(edge, '') : whitespace;
    before.push(textNode(kept(leading, spaceBefore, /^[ \t\r\n]+/)));
    after.unshift(textNode(kept(trailing, spaceAfter, /[ \t\r\n]+$/)));
    out.push(
      ...before,
      ...(shows(children) ? [{...formatted, children} as PhrasingContent] : children),
      ...after,
    );
  });
  return out;
}

/** Phrasing without whitespace at its edges (a browser shows none at the edges of a block). */
function trimmed(nodes: PhrasingContent[]): PhrasingContent[] {
  const children = [...nodes];
  takeWhitespace(children, 'start');
  takeWhitespace(children, 'end');
  return children;
}

/** Takes the whitespace off one edge of phrasing (its texts at that edge), returning it. */
function takeWhitespace(children: PhrasingContent[], edge: 'start' | 'end'): string {
  const pattern = edge === 'start' ? /^\s+/ : /\s+$/;
  let taken = '';
  for (;;) {
    const at = edge === 'start' ? 0 : children.length - 1;
    const node = children[at];
    if (node?.type !== 'text') return taken;
    const whitespace = pattern.exec(node.value)?.[0] ?? '';
    if (!whitespace) return taken;
    taken = edge === 'start' ? taken + whitespace : whitespace + taken;
    const rest = node.value.replace(pattern, '');
    if (rest) {
      children[at] = textNode(rest);
      return taken;
    }
    children.splice(at, 1);
  }
}
