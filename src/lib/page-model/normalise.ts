/**
 * The one place that decides what counts as a page's content: reads the article body of a page
 * (parsed HTML at build time, the live page in the browser) into the page model's blocks. The
 * theme's rendered components (code blocks, Mermaid diagrams, admonitions, tabs, doc cards, API
 * endpoints) become the blocks they stand for; navigation, buttons and other chrome are left out.
 *
 * Text is read with whitespace collapsed the way a browser lays it out: runs of spaces, tabs and
 * newlines become one space, and spaces at the edges of blocks and after a space go. Works on a
 * copy; never touches its input. Runs in Node and in the browser: no Node imports.
 */
import {DIAGRAM_SELECTOR, DIAGRAM_SOURCE_ATTRIBUTE} from '../routes';
import {
  cleanText,
  plainText,
  type Block,
  type HeadingLevel,
  type Inline,
  type ListItem,
  type Tab,
} from './model';

/** Elements that are page chrome, not content, wherever they appear inside the article. */
export const NON_CONTENT_SELECTORS = [
  '.hash-link',
  'button',
  '.theme-edit-this-page',
  '.theme-last-updated',
  '.theme-doc-footer',
  '.theme-doc-breadcrumbs',
  '.breadcrumbs',
  '.pagination-nav',
  '.theme-doc-toc-mobile',
  '.openapi-right-panel__container',
  '.openapi-tabs__code-container',
  '[data-copy-page]',
  // The OpenAPI document's download links at the foot of API pages (src/components/ApiDocumentDownloads).
  '[data-api-document-downloads]',
  // Code block line numbers (CSS-module class names carry a hash suffix).
  '[class*="codeLineNumber"]',
  'script',
  'style',
  'noscript',
  // Icons and other inline graphics carry no text worth keeping (a diagram keeps its source).
  'svg',
] as const;

/** The theme's components; CSS-module classes are matched by prefix (hash suffix). */
const CODE_BLOCK = '.theme-code-block';
const CODE_BLOCK_TITLE = '[class*="codeBlockTitle"]';
const ADMONITION = '.theme-admonition';
const ADMONITION_HEADING = '[class*="admonitionHeading"]';
// Stryker disable next-line StringLiteral: without its content box an admonition is read whole minus its heading, the same blocks (the theme puts nothing else in it)
const ADMONITION_CONTENT = '[class*="admonitionContent"]';
const METHOD_ENDPOINT = 'openapi__method-endpoint';
const DOC_CARD = 'theme-doc-card-container';

/**
 * Elements laid out as blocks: a block boundary ends a line of text. (The elements a browser
 * lays out as blocks by default, as far as whitespace goes; `details` and `summary` are read as
 * blocks below but, like inline elements, do not end a line of text.)
 */
const BLOCK_TAGS = new Set(
  (
    'address article aside audio blockquote body canvas center dd dir div dl dt fieldset ' +
    'figcaption figure footer form frameset h1 h2 h3 h4 h5 h6 header hgroup hr html isindex li ' +
    'main menu nav noframes noscript ol output p pre section table tbody td tfoot th thead tr ul'
  )
    .toUpperCase()
    .split(' '),
);
/** Elements read as blocks of content. */
const CONTENT_BLOCK_TAGS = new Set([...BLOCK_TAGS, 'DETAILS', 'SUMMARY']);
// Stryker disable next-line MethodExpression: type selectors match HTML elements in either case
const CONTENT_BLOCK_SELECTOR = [...CONTENT_BLOCK_TAGS].map((tag) => tag.toLowerCase()).join(', ');
/** Elements without content that still stand for something inline (whitespace next to them stays). */
const VOID_TAGS = new Set(
  'AREA BASE BR COL COMMAND EMBED HR IMG INPUT KEYGEN LINK META PARAM SOURCE TRACK WBR'.split(' '),
);

const TEXT_NODE = 3;
const ELEMENT_NODE = 1;

const tagOf = (element: Element): string => element.tagName.toUpperCase();
const isElement = (node: Node): node is Element => node.nodeType === ELEMENT_NODE;
const hasClass = (element: Element, name: string): boolean =>
  // Stryker disable next-line StringLiteral,Regex: no class, or a run of spaces between classes, never yields the class names looked for
  (element.getAttribute('class') ?? '').split(/\s+/).includes(name);

/** The article body of a page (docs, API reference, article), or null. */
export function articleBodyOf(root: ParentNode): Element | null {
  return root.querySelector('article')?.querySelector('.markdown') ?? null;
}

/** The page title: the article's first heading. */
export function titleOf(root: ParentNode): string {
  return cleanText(root.querySelector('article')?.querySelector('h1')?.textContent ?? '');
}

/** The blocks of an article body (see articleBodyOf), without its title heading. */
export function normaliseContent(body: Element): Block[] {
  const root = body.cloneNode(true) as Element;
  for (const selector of NON_CONTENT_SELECTORS) {
    for (const element of root.querySelectorAll(selector)) element.remove();
  }
  // The title heading: docs wrap it in a header, Markdown titles and API pages do not.
  const title = root.querySelector('h1');
  (title?.closest('header') ?? title)?.remove();
  return new Reader(root).blocks(root);
}

/**
 * Whitespace as a browser lays it out: the text each text node keeps (nodes that keep nothing
 * are left out). Text inside `pre` is kept as written.
 */
function collapsedText(root: Element): Map<Node, string> {
  const texts = new Map<Node, string>();
  let last: Node | null = null; // the last text node kept, unless a block boundary came since
  let keepLeadingSpace = false; // after an image or other void element, a space is a real gap

  const endLine = () => {
    if (last) texts.set(last, texts.get(last)!.replace(/ $/, ''));
    last = null;
    keepLeadingSpace = false;
  };
  const visit = (parent: Node) => {
    for (const node of parent.childNodes) {
      if (node.nodeType === TEXT_NODE) {
        let text = textOf(node).replace(/[ \r\n\t]+/g, ' ');
        const afterSpace = last === null || texts.get(last)!.endsWith(' ');
        if (afterSpace && !keepLeadingSpace && text.startsWith(' ')) text = text.slice(1);
        if (!text) continue;
        texts.set(node, text);
        last = node;
      } else if (isElement(node)) {
        const tag = tagOf(node);
        if (BLOCK_TAGS.has(tag) || tag === 'BR') {
          endLine();
          if (tag === 'PRE' || !node.firstChild) continue;
          visit(node);
          endLine();
        } else if (VOID_TAGS.has(tag)) {
          last = null;
          keepLeadingSpace = true;
        } else {
          if (last) keepLeadingSpace = false;
          visit(node);
          if (last) keepLeadingSpace = false;
        }
      }
    }
  };
  visit(root);
  endLine();
  return texts;
}

type CodeBlock = Extract<Block, {type: 'code'}>;
type EndpointBlock = Extract<Block, {type: 'endpoint'}>;

interface TabGroup {
  labels: string[];
  panels: Element[];
}

/** Reads one cleaned copy of an article body. */
class Reader {
  private readonly texts: Map<Node, string>;
  /** Tab groups by their first panel; the other panels of a group are read with it. */
  private readonly tabGroups = new Map<Element, TabGroup>();
  private readonly groupedPanels = new Set<Element>();

  constructor(root: Element) {
    this.texts = collapsedText(root);
    // Inner tab groups first, so an outer group does not claim their panels.
    for (const tabList of [...root.querySelectorAll('[role="tablist"]')].reverse()) {
      let group = tabList.parentElement;
      while (group && !this.ownPanels(group).length) group = group.parentElement;
      if (!group) continue; // a tab list with no panels to show
      const panels = this.ownPanels(group);
      const labels = [...tabList.querySelectorAll('[role="tab"]')].map((tab) =>
        cleanText(textOf(tab)),
      );
      for (const panel of panels) this.groupedPanels.add(panel);
      this.tabGroups.set(panels[0], {labels, panels});
    }
  }

  private ownPanels(group: Element): Element[] {
    return [...group.querySelectorAll('[role="tabpanel"]')].filter(
      (panel) => !this.groupedPanels.has(panel),
    );
  }

  /** The blocks inside a container; loose text between its blocks becomes paragraphs. */
  blocks(parent: Element, skip?: Element | null): Block[] {
    const blocks: Block[] = [];
    let run: Inline[] = [];
    const endRun = () => {
      const paragraph = paragraphOf(run);
      if (paragraph) blocks.push(paragraph);
      run = [];
    };
    for (const node of parent.childNodes) {
      if (node === skip) continue;
      if (isElement(node) && this.isBlock(node)) {
        endRun();
        blocks.push(...this.block(node));
      } else {
        run.push(...this.inlines(node));
      }
    }
    endRun();
    return blocks;
  }

  private isBlock(element: Element): boolean {
    return (
      CONTENT_BLOCK_TAGS.has(tagOf(element)) ||
      hasClass(element, DOC_CARD) ||
      // Stryker disable StringLiteral,ConditionalExpression: the theme renders diagrams as figures, code blocks, admonitions and tab panels as divs, tab lists as lists: block tags already
      element.matches(`${DIAGRAM_SELECTOR}, ${CODE_BLOCK}, ${ADMONITION}`) ||
      element.getAttribute('role') === 'tabpanel' ||
      element.getAttribute('role') === 'tablist' ||
      // Stryker restore StringLiteral,ConditionalExpression
      element.querySelector(CONTENT_BLOCK_SELECTOR) !== null
    );
  }

  private block(element: Element): Block[] {
    const tag = tagOf(element);
    if (element.matches(DIAGRAM_SELECTOR)) {
      return [{type: 'diagram', source: element.getAttribute(DIAGRAM_SOURCE_ATTRIBUTE) ?? ''}];
    }
    if (element.matches(CODE_BLOCK)) return this.themeCodeBlock(element);
    if (element.matches(ADMONITION)) return [this.admonition(element)];
    if (element.getAttribute('role') === 'tablist') return [];
    if (element.getAttribute('role') === 'tabpanel' && this.groupedPanels.has(element)) {
      const group = this.tabGroups.get(element);
      return group ? [this.tabs(group)] : [];
    }
    if (hasClass(element, DOC_CARD)) return [docCard(element)];
    if (tag === 'A' && element.hasAttribute('href')) return this.linkAroundBlocks(element);
    if (/^H[1-6]$/.test(tag)) return this.heading(element);
    if (tag === 'PRE') return [this.preformatted(element)];
    switch (tag) {
      // Stryker disable next-line StringLiteral: a parsed <p> holds inline content only, so read as a box it is the same one paragraph
      case 'P': {
        const paragraph = paragraphOf(this.inlinesIn(element));
        return paragraph ? [paragraph] : [];
      }
      case 'UL':
      case 'OL':
        return [this.list(element)];
      case 'TABLE':
        return this.table(element);
      case 'BLOCKQUOTE':
        return [{type: 'quote', blocks: this.blocks(element)}];
      case 'DETAILS':
        return [this.details(element)];
      case 'HR':
        return [{type: 'rule'}];
      default:
        // Layout boxes (div, section, figure…) and inline elements around blocks.
        return this.blocks(element);
    }
  }

  private inlines(node: Node): Inline[] {
    if (node.nodeType === TEXT_NODE) {
      const text = this.texts.get(node);
      return text ? [{type: 'text', text}] : [];
    }
    if (!isElement(node)) return [];
    const tag = tagOf(node);
    if (tag === 'BR') return [{type: 'break'}];
    if (tag === 'IMG') {
      const src = node.getAttribute('src') ?? '';
      return src ? [{type: 'image', src, ...altAndTitle(node)}] : [];
    }
    const children = this.inlinesIn(node);
    // Formatting around nothing but whitespace is that whitespace.
    const blank = !/\S/.test(plainText(children)) && !showsImage(children);
    if (blank) return children;
    switch (tag) {
      case 'CODE':
        return [{type: 'code', text: plainText(children)}];
      case 'EM':
      case 'I':
        return [{type: 'emphasis', children}];
      case 'STRONG':
      case 'B':
        return [{type: 'strong', children}];
      case 'DEL':
      case 'S':
      case 'STRIKE':
        return [{type: 'strikethrough', children}];
      case 'A':
        return node.hasAttribute('href')
          ? [
              {
                type: 'link',
                // Stryker disable next-line StringLiteral: the element has an href (checked above)
                href: node.getAttribute('href') ?? '',
                title: cleanText(node.getAttribute('title') ?? ''),
                children,
              },
            ]
          : children;
      default:
        return children;
    }
  }

  /**
   * The text of an element with its formatting; blocks inside it are joined by a space. A code
   * block inside (in a table cell or a heading, which hold text only) is inline code.
   */
  private inlinesIn(element: Element): Inline[] {
    const parts: Inline[][] = [[]];
    for (const node of element.childNodes) {
      if (isElement(node) && (node.matches(CODE_BLOCK) || tagOf(node) === 'PRE')) {
        parts.push(this.codeInline(node), []);
      } else if (isElement(node) && CONTENT_BLOCK_TAGS.has(tagOf(node))) {
        parts.push(this.inlinesIn(node), []);
      } else {
        parts[parts.length - 1].push(...this.inlines(node));
      }
    }
    return parts
      .filter((part) => part.length > 0)
      .flatMap((part, index): Inline[] =>
        index === 0 ? part : [{type: 'text', text: ' '}, ...part],
      );
  }

  /**
   * A code block (the theme's or a plain `pre`) read as inline code: its text as the block holds
   * it, line breaks included, without blank lines at its edges. (The collapsed text leaves out
   * everything inside a `pre`, so without this the code would be lost.)
   */
  private codeInline(element: Element): Inline[] {
    const block = element.matches(CODE_BLOCK)
      ? this.themeCodeBlock(element)[0]
      : this.preformatted(element);
    if (!block) return [];
    const text =
      block.type === 'endpoint'
        ? [block.method, block.path].filter(Boolean).join(' ')
        : block.text.replace(/^\n+|\n+$/g, '');
    return text ? [{type: 'code', text}] : [];
  }

  private heading(element: Element): Block[] {
    const content = this.inlinesIn(element);
    const text = cleanText(plainText(content));
    if (!text) return [];
    const level = Number(tagOf(element).charAt(1)) as HeadingLevel;
    return [{type: 'heading', level, id: element.getAttribute('id') || null, text, content}];
  }

  private themeCodeBlock(element: Element): CodeBlock[] {
    // Stryker disable next-line StringLiteral: the theme's pre holds its code element only, so either reads the same text
    const code = element.querySelector('pre code') ?? element.querySelector('pre');
    if (!code) return [];
    // Highlighted code is one element per line with no newline characters between them.
    const lines = code.querySelectorAll('.token-line');
    const text =
      lines.length > 0 ? [...lines].map((line) => textOf(line)).join('\n') : textOf(code);
    return [
      {
        type: 'code',
        language: languageOf(element),
        title: (element.querySelector(CODE_BLOCK_TITLE)?.textContent ?? '').trim(),
        text: text.replace(/\n+$/, ''),
      },
    ];
  }

  /** A `pre` outside the theme's code blocks: an API operation's endpoint, or plain code. */
  private preformatted(element: Element): CodeBlock | EndpointBlock {
    if (hasClass(element, METHOD_ENDPOINT)) {
      const method = cleanText(element.querySelector('.badge')?.textContent ?? '');
      const whole = cleanText(textOf(element));
      const path = method && whole.startsWith(method) ? whole.slice(method.length).trim() : whole;
      return {type: 'endpoint', method, path};
    }
    const code =
      element.firstElementChild?.tagName.toUpperCase() === 'CODE'
        ? element.firstElementChild
        : null;
    return {
      type: 'code',
      language: code ? languageOf(code) : '',
      title: '',
      text: textOf(code ?? element).replace(/\n$/, ''),
    };
  }

  private admonition(element: Element): Block {
    const kindClass = /(?:^|\s)theme-admonition-([\w-]+)/.exec(
      // Stryker disable next-line StringLiteral: with no class attribute, any text without the kind class reads the same
      element.getAttribute('class') ?? '',
    )?.[1];
    const heading = element.querySelector(ADMONITION_HEADING);
    const body = element.querySelector(ADMONITION_CONTENT);
    const title = cleanText(heading?.textContent ?? '');
    const kind = (kindClass || title || 'note').toLowerCase();
    return {
      type: 'admonition',
      kind,
      title: title.toUpperCase() === kind.toUpperCase() ? '' : title,
      blocks: body ? this.blocks(body) : this.blocks(element, heading),
    };
  }

  private tabs({labels, panels}: TabGroup): Block {
    const tabs: Tab[] = panels.map((panel, index) => ({
      label: labels[index] ?? '',
      blocks: this.blocks(panel),
    }));
    return {type: 'tabs', tabs};
  }

  private list(element: Element): Block {
    const items: ListItem[] = [...element.children]
      .filter((child) => tagOf(child) === 'LI')
      .map((item) => ({
        // A loose item sets its text in paragraphs; a tight one writes it straight into the item.
        spread: ![...item.childNodes].some(
          (node) =>
            (node.nodeType === TEXT_NODE && this.texts.has(node)) ||
            (isElement(node) && !this.isBlock(node) && this.inlines(node).length > 0),
        ),
        blocks: this.blocks(item),
      }))
      .filter((item) => item.blocks.length > 0);
    const start = Number(element.getAttribute('start') ?? 1);
    return {
      type: 'list',
      ordered: tagOf(element) === 'OL',
      start: Number.isFinite(start) ? start : 1,
      items,
    };
  }

  private table(element: Element): Block[] {
    const rows = [...element.querySelectorAll('tr')].map((row) =>
      [...row.children].map((cell) => this.inlinesIn(cell)),
    );
    if (!rows.length) return [];
    return [{type: 'table', header: rows[0], rows: rows.slice(1)}];
  }

  private details(element: Element): Block {
    const summary = [...element.children].find((child) => tagOf(child) === 'SUMMARY') ?? null;
    return {
      type: 'details',
      summary: summary ? this.inlinesIn(summary) : [],
      blocks: this.blocks(element, summary),
    };
  }

  /**
   * A link around blocks: around one paragraph it is that paragraph's link; around more (a card
   * with a title and a description) it is a link card.
   */
  private linkAroundBlocks(element: Element): Block[] {
    const inner = this.blocks(element);
    // Stryker disable next-line StringLiteral: only called for an element with an href
    const href = element.getAttribute('href') ?? '';
    const texts = inner.map(blockText).filter(Boolean);
    if (inner.length === 1 && inner[0].type === 'paragraph') {
      const title = cleanText(element.getAttribute('title') ?? '');
      return [
        {type: 'paragraph', content: [{type: 'link', href, title, children: inner[0].content}]},
      ];
    }
    if (!texts.length) return [];
    return [{type: 'linkCard', href, title: texts[0], description: texts.slice(1).join(' ')}];
  }
}

/** A paragraph of inline content, an image block for a lone image, or null when there is nothing to read. */
function paragraphOf(content: Inline[]): Block | null {
  if (!/\S/.test(plainText(content)) && !showsImage(content)) return null;
  if (content.length === 1 && content[0].type === 'image') {
    const {src, alt, title} = content[0];
    return {type: 'image', src, alt, title};
  }
  return {type: 'paragraph', content};
}

/** Whether inline content shows an image, however deep in links and formatting. */
function showsImage(content: readonly Inline[]): boolean {
  return content.some(
    (inline) => inline.type === 'image' || ('children' in inline && showsImage(inline.children)),
  );
}

function altAndTitle(element: Element): {alt: string; title: string} {
  return {
    alt: cleanText(element.getAttribute('alt') ?? ''),
    title: cleanText(element.getAttribute('title') ?? ''),
  };
}

function languageOf(element: Element): string {
  // Stryker disable next-line StringLiteral: with no class attribute, any text without a language class reads the same
  const classes = element.getAttribute('class') ?? '';
  return /(?:^|\s)language-(\S+)/.exec(classes)?.[1] ?? '';
}

/** The text of a text node or an element (never null for either). */
function textOf(node: Node): string {
  // Stryker disable next-line StringLiteral: textContent is null only for documents and doctypes, never read here
  return node.textContent ?? '';
}

/** A category's doc card: its title without the icon, and its description. */
function docCard(card: Element): Block {
  return {
    type: 'linkCard',
    href: card.getAttribute('href') ?? '',
    title: cleanText(card.querySelector('.theme-doc-card-title')?.textContent ?? ''),
    description: cleanText(card.querySelector('.theme-doc-card-description')?.textContent ?? ''),
  };
}

/** The plain text of a block that holds text directly. */
function blockText(block: Block): string {
  switch (block.type) {
    case 'paragraph':
      return cleanText(plainText(block.content));
    case 'heading':
      return block.text;
    default:
      return '';
  }
}
