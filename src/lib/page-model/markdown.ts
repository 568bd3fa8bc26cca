/**
 * The `.md` export of a page: a title line, a line with the page's absolute URL, then the blocks
 * as Markdown (GFM tables). Links and images are made absolute (in-page `#` links become plain
 * text); code keeps its language and title; an admonition is a quote headed by its kind in
 * capitals; each tab is a bold label followed by its content; a run of link cards is a list of
 * links with their descriptions; a diagram is a `mermaid` code block.
 *
 * Text is escaped so it reads as text, one run at a time; spaces and line breaks at the edges of
 * formatted text go outside its markers; blocks are separated by one blank line, list items by a
 * line break (a blank line for loose items). A code block in a table cell or a heading (inline
 * code in the model) is a code span on that one line.
 *
 * A pure function of the page model. Runs in Node (the published `.md` files, llms-full.txt) and
 * in the browser (the Copy page widget in development): no Node imports.
 */
import type {Block, Inline, ListItem, PageModel, TableCell} from './model';
import {exportText} from './export-text';

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
  return new Writer(pageUrl).blocks(blocks).trim();
}

/** Resolves a link or image address against the page URL; leaves it as it is if it cannot be resolved. */
export function absoluteUrl(href: string, pageUrl: string): string {
  try {
    return new URL(href, pageUrl).href;
  } catch {
    return href;
  }
}

const trailingNewlines = (value: string): number => value.length - value.replace(/\n+$/, '').length;
const leadingNewlines = (value: string): number => value.length - value.replace(/^\n+/, '').length;

/**
 * Appends `next` to `done`: the newlines where they meet are merged into the larger of the two
 * runs, at most two (one blank line).
 */
function append(done: string, next: string): string {
  const newlines = Math.min(2, Math.max(trailingNewlines(done), leadingNewlines(next)));
  return done.replace(/\n+$/, '') + '\n'.repeat(newlines) + next.replace(/^\n+/, '');
}

const concatenate = (parts: readonly string[]): string => parts.reduce(append, '');

/**
 * Characters that would start Markdown syntax, escaped with a backslash: anywhere in the text, or
 * (the ones marked `start`) only at the start of a run.
 */
const ESCAPES: readonly [RegExp, string][] = [
  [/\\/g, '\\\\'],
  [/\*/g, '\\*'],
  [/^-/, '\\-'], // start: list item
  [/^\+ /, '\\+ '], // start: list item
  [/^=/, '\\='], // start: heading underline
  [/^(#{1,6}) /, '\\$1 '], // start: heading
  [/`/g, '\\`'],
  [/^~~~/, '\\~~~'], // start: code fence
  [/\[/g, '\\['],
  [/\]/g, '\\]'],
  [/^>/, '\\>'], // start: quote
  [/_/g, '\\_'],
  [/^(\d+)\. /, '$1\\. '], // start: numbered list item
];

const escapeText = (text: string): string =>
  ESCAPES.reduce((escaped, [pattern, replacement]) => escaped.replace(pattern, replacement), text);

function escapeDestination(destination: string): string {
  const escaped = destination.replace(/([<>()])/g, '\\$1');
  return escaped.includes(' ') ? `<${escaped}>` : escaped;
}

const titlePart = (title: string): string => (title ? ` "${title.replace(/"/g, '\\"')}"` : '');

/** The characters of inline content as a reader sees them (what its whitespace is judged by). */
function inlineText(inline: Inline): string {
  switch (inline.type) {
    case 'text':
    case 'code':
      return inline.text;
    case 'image':
      // Something the reader sees, so never whitespace: a space before it is not at an edge.
      return '\uFFFC';
    case 'break':
      return '';
    default:
      return inline.children.map(inlineText).join('');
  }
}

/**
 * Whitespace at the edges of formatted text, moved outside the markers (`** bold**` is not bold).
 * ASCII whitespace already present next to it (in the neighbouring text) is not repeated.
 */
function edgeWhitespace(
  text: string,
  before: Inline | undefined,
  after: Inline | undefined,
): {leading: string; trailing: string} {
  // Stryker disable next-line Regex: \s* matches at index 0 whether anchored or not
  const leadingAll = /^\s*/.exec(text)![0];
  if (leadingAll === text) {
    // Only whitespace: all of it leads.
    // Stryker disable next-line Regex: [ \t\r\n]* matches at index 0 whether anchored or not
    const asciiRun = /^[ \t\r\n]*/.exec(text)![0];
    const spaceBefore = before !== undefined && / $/.test(inlineText(before));
    return {leading: asciiRun && spaceBefore ? text.slice(asciiRun.length) : text, trailing: ''};
  }
  // Stryker disable next-line Regex: [ \t\r\n]* matches at index 0 whether anchored or not
  const leadingAscii = /^[ \t\r\n]*/.exec(text)![0];
  const trailingAll = /\s*$/.exec(text)![0];
  const trailingAscii = /[ \t\r\n]*$/.exec(text)![0];
  const spaceBefore = before !== undefined && / $/.test(inlineText(before));
  const spaceAfter = after !== undefined && /^ /.test(inlineText(after));
  return {
    leading: leadingAscii && spaceBefore ? leadingAll.slice(leadingAscii.length) : leadingAll,
    trailing:
      trailingAscii && spaceAfter
        ? trailingAll.slice(0, trailingAll.length - trailingAscii.length)
        : trailingAll,
  };
}

/** Formatting written between delimiter runs (`*`, `**`, `~`), which must not touch a line break. */
const DELIMITED = new Set<Inline['type']>(['emphasis', 'strong', 'strikethrough']);

/**
 * Line breaks at the start or end of emphasis, bold or struck-out text (however deeply nested)
 * moved outside it: a closing delimiter right after a line break, or an opening one right before
 * it, is no delimiter (`**a  \n**` is not bold). Formatting of nothing but breaks is the breaks.
 * A link keeps its breaks (`[a  \n](…)` is a link), and breaks between words stay where they are.
 */
function breaksOutsideDelimiters(content: readonly Inline[]): Inline[] {
  return content.flatMap((inline): Inline[] => {
    if (!('children' in inline)) return [inline];
    const children = breaksOutsideDelimiters(inline.children);
    if (!DELIMITED.has(inline.type)) return [{...inline, children}];
    let start = 0;
    while (children[start]?.type === 'break') start += 1;
    let end = children.length;
    while (end > start && children[end - 1].type === 'break') end -= 1;
    const inside = children.slice(start, end);
    return [
      ...children.slice(0, start),
      ...(inside.length ? [{...inline, children: inside}] : []),
      ...children.slice(end),
    ];
  });
}

/** Inline code: a backtick run longer than any inside it; a space pads code that starts or ends with a backtick. */
function codeSpan(code: string): string {
  if (!code) return '';
  const text = code.replace(/\r?\n|\r/g, ' ');
  const padding = /^`|^ .*?[^ ].* $|`$/.test(text) ? ' ' : '';
  // Stryker disable next-line ArrayDeclaration: with no backtick in the text, any set without "`" gives the same fence
  const runs = new Set(text.match(/`+/g) ?? []);
  let fence = '`';
  while (runs.has(fence)) fence += '`';
  return `${fence}${padding}${text}${padding}${fence}`;
}

/**
 * A fenced code block, its fence longer than any fence-like line inside it (a run of three or more
 * backticks indented by up to three spaces would close it).
 */
function fencedCode(language: string, title: string, text: string): string {
  const runs = text.match(/^ {0,3}`{3,}/gm) ?? [];
  const longest = Math.max(2, ...runs.map((run) => run.trimStart().length));
  const fence = '`'.repeat(longest + 1);
  const info = [language, title ? `title="${title.replace(/"/g, '\\"')}"` : '']
    .filter(Boolean)
    .join(' ');
  return `\n\n${fence}${info}\n${text}\n${fence}\n\n`;
}

const quoted = (content: string): string =>
  `\n\n${content
    .replace(/^\n+|\n+$/g, '')
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n')}\n\n`;

const strongLine = (text: string): Block => ({
  type: 'paragraph',
  content: [{type: 'strong', children: [{type: 'text', text}]}],
});

/** Where a list sits: nested as the last thing in a list item, it follows the item's line directly. */
interface Place {
  lastInItem: boolean;
  /** In a tight list item, a paragraph is a line of the item. */
  tight: boolean;
}

// Stryker disable next-line ObjectLiteral: an absent lastInItem or tight reads as false
const TOP: Place = {
  lastInItem: false,
  // Stryker disable next-line BooleanLiteral: only linkCards writes at TOP, a list, which never reads tight
  tight: false,
};

class Writer {
  constructor(private readonly pageUrl: string) {}

  blocks(blocks: readonly Block[], {inItem = false, tight = false} = {}): string {
    const parts: string[] = [];
    for (let index = 0; index < blocks.length; index += 1) {
      const block = blocks[index];
      if (block.type === 'linkCard') {
        // A run of link cards is one list.
        let end = index;
        while (blocks[end + 1]?.type === 'linkCard') end += 1;
        parts.push(this.linkCards(blocks.slice(index, end + 1) as LinkCard[]));
        index = end;
        continue;
      }
      parts.push(this.block(block, {lastInItem: inItem && index === blocks.length - 1, tight}));
    }
    return concatenate(parts);
  }

  private block(block: Block, place: Place = TOP): string {
    switch (block.type) {
      case 'paragraph': {
        const text = this.inlines(block.content);
        return place.tight ? `\n${text}` : `\n\n${text}\n\n`;
      }
      case 'heading':
        return `\n\n${'#'.repeat(block.level)} ${this.inlines(block.content)}\n\n`;
      case 'code':
        return fencedCode(block.language, block.title, block.text);
      case 'diagram':
        return fencedCode('mermaid', '', block.source.replace(/\n$/, ''));
      case 'list': {
        const items = block.items.map((item, index) =>
          this.listItem(
            item,
            block.ordered ? `${block.start + index}. ` : '- ',
            index < block.items.length - 1,
          ),
        );
        const content = concatenate(items);
        return place.lastInItem ? `\n${content}` : `\n\n${content}\n\n`;
      }
      case 'table':
        return this.table(block.header, block.rows);
      case 'admonition':
        return quoted(
          this.blocks([
            strongLine(block.kind.toUpperCase()),
            ...(block.title ? [strongLine(block.title)] : []),
            ...block.blocks,
          ]),
        );
      case 'quote':
        return quoted(this.blocks(block.blocks));
      case 'tabs':
        return this.blocks(
          block.tabs.flatMap((tab, index) => [
            strongLine(tab.label || `Tab ${index + 1}`),
            ...tab.blocks,
          ]),
        );
      // Stryker disable ConditionalExpression,StringLiteral,ArrayDeclaration: unreachable, blocks() writes every run of link cards itself
      case 'linkCard':
        return this.linkCards([block]);
      // Stryker restore ConditionalExpression,StringLiteral,ArrayDeclaration
      case 'details': {
        const summary = this.inlines(block.summary).trim();
        return concatenate([summary ? `\n\n**${summary}**\n\n` : '', this.blocks(block.blocks)]);
      }
      case 'image': {
        const image = this.image(block.src, block.alt, block.title);
        return place.tight ? `\n${image}` : `\n\n${image}\n\n`;
      }
      case 'endpoint':
        return `\n\n${codeSpan([block.method, block.path].filter(Boolean).join(' '))}\n\n`;
      case 'rule':
        return '\n\n---\n\n';
    }
  }

  private listItem(item: ListItem, prefix: string, more: boolean): string {
    const content = this.blocks(item.blocks, {inItem: true, tight: !item.spread});
    // An item that ends with a block of its own is followed by a blank line.
    const endsWithBlock = /\n$/.test(content);
    // Stryker disable next-line Regex: content starts with its only run of leading newlines; a newline more at the end is merged away by append()
    const body = content.replace(/^\n+/, '').replace(/\n+$/, '') + (endsWithBlock ? '\n' : '');
    // Continuation lines line up under the item's text; blank lines stay blank.
    const indented = body.replace(/\n(?!\n|$)/g, `\n${' '.repeat(prefix.length)}`);
    return `${prefix}${indented}${more ? '\n' : ''}`;
  }

  private linkCards(cards: readonly LinkCard[]): string {
    return this.block({
      type: 'list',
      ordered: false,
      start: 1,
      items: cards.map((card) => ({
        spread: false,
        blocks: [
          {
            type: 'paragraph',
            content: [
              {
                type: 'link',
                href: card.href,
                title: '',
                children: [{type: 'text', text: card.title}],
              },
              ...(card.description ? [{type: 'text' as const, text: `: ${card.description}`}] : []),
            ],
          },
        ],
      })),
    });
  }

  private table(header: TableCell[], rows: TableCell[][]): string {
    const row = (cells: TableCell[]) =>
      cells
        .map((cell, index) => {
          const text = this.inlines(cell)
            .trim()
            .replace(/\s*\n\s*/g, ' ')
            .replace(/\|/g, '\\|');
          return `${index === 0 ? '| ' : ' '}${text} |`;
        })
        .join('');
    const separator = header.map((_cell, index) => `${index === 0 ? '| ' : ' '}--- |`).join('');
    const lines = [row(header), separator, ...rows.map(row)];
    // Stryker disable next-line MethodExpression: an empty first or last row leaves a newline at an edge, which append() merges away
    return `\n\n${lines.join('\n').replace(/\n+/g, '\n').trim()}\n\n`;
  }

  inlines(content: readonly Inline[]): string {
    const written = breaksOutsideDelimiters(content);
    return concatenate(
      written.map((inline, index) => this.inline(inline, written[index - 1], written[index + 1])),
    );
  }

  private inline(inline: Inline, before: Inline | undefined, after: Inline | undefined): string {
    switch (inline.type) {
      case 'text':
        return escapeText(inline.text);
      case 'break':
        return '  \n';
      case 'image':
        return this.image(inline.src, inline.alt, inline.title);
      default: {
        const reads = inlineText(inline);
        const {leading, trailing} = edgeWhitespace(reads, before, after);
        // Edge whitespace goes outside the markers even when it is not repeated there (the text
        // beside already has a space): `a * b *` would not read as emphasis.
        const edges = /^\s|\s$/.test(reads);
        const marked = (content: string) => {
          const text = edges ? content.trim() : content;
          return `${leading}${this.marked(inline, text)}${trailing}`;
        };
        return marked(inline.type === 'code' ? inline.text : this.inlines(inline.children));
      }
    }
  }

  /** Formatted text around its (already written) content. */
  private marked(inline: Exclude<Inline, {type: 'text' | 'break' | 'image'}>, content: string) {
    switch (inline.type) {
      case 'code':
        return codeSpan(content);
      case 'emphasis':
        return content.trim() ? `*${content}*` : '';
      case 'strong':
        return content.trim() ? `**${content}**` : '';
      case 'strikethrough':
        return `~${content}~`;
      case 'link': {
        const {href} = inline;
        if (!href || href.startsWith('#') || !content.trim()) return content;
        const destination = escapeDestination(absoluteUrl(href, this.pageUrl));
        return `[${content}](${destination}${titlePart(inline.title)})`;
      }
    }
  }

  private image(src: string, alt: string, title: string): string {
    if (!src) return '';
    const label = alt.replace(/\s+/g, ' ').replace(/([[\]])/g, '\\$1');
    return `![${label}](${escapeDestination(absoluteUrl(src, this.pageUrl))}${titlePart(title)})`;
  }
}

type LinkCard = Extract<Block, {type: 'linkCard'}>;
