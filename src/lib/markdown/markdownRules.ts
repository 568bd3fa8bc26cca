/**
 * The Markdown rules added to turndown's defaults: absolute links (in-page
 * `#` links become plain text), absolute images, fenced code that keeps its
 * language and title, compact list items, GFM tables whose cells stay on one
 * line, and <details> summaries as bold lines.
 */
import type TurndownService from 'turndown';

type Rules = Record<string, TurndownService.Rule>;

/** Resolves a link or image address against the page URL; leaves it as it is if it cannot be resolved. */
export function absoluteUrl(href: string, pageUrl: string): string {
  try {
    return new URL(href, pageUrl).href;
  } catch {
    return href;
  }
}

function escapeDestination(destination: string): string {
  const escaped = destination.replace(/([<>()])/g, '\\$1');
  return escaped.includes(' ') ? `<${escaped}>` : escaped;
}

function titlePart(node: HTMLElement): string {
  const title = (node.getAttribute('title') ?? '').replace(/\s+/g, ' ').trim();
  return title ? ` "${title.replace(/"/g, '\\"')}"` : '';
}

const elementChildren = (node: Node | null): Element[] =>
  node ? [...(node as Element).children] : [];

function isFirstRow(row: HTMLElement): boolean {
  const table = row.closest('table');
  return !!table && table.querySelector('tr') === row;
}

function cell(content: string, node: HTMLElement): string {
  const text = content
    .trim()
    .replace(/\s*\n+\s*/g, ' ')
    .replace(/\|/g, '\\|');
  const first = elementChildren(node.parentNode)[0] === node;
  return `${first ? '| ' : ' '}${text} |`;
}

export function markdownRules(pageUrl: string): Rules {
  return {
    link: {
      filter: (node) => node.nodeName === 'A' && node.getAttribute('href') !== null,
      replacement: (content, node) => {
        const href = node.getAttribute('href') ?? '';
        if (!href || href.startsWith('#') || !content.trim()) return content;
        return `[${content}](${escapeDestination(absoluteUrl(href, pageUrl))}${titlePart(node)})`;
      },
    },
    image: {
      filter: 'img',
      replacement: (_content, node) => {
        const src = node.getAttribute('src');
        if (!src) return '';
        const alt = (node.getAttribute('alt') ?? '')
          .replace(/\s+/g, ' ')
          .replace(/([[\]])/g, '\\$1');
        return `![${alt}](${escapeDestination(absoluteUrl(src, pageUrl))}${titlePart(node)})`;
      },
    },
    fencedCode: {
      filter: (node) => node.nodeName === 'PRE' && node.firstElementChild?.nodeName === 'CODE',
      replacement: (_content, node, options) => {
        const code = node.firstElementChild!;
        const language = /(?:^|\s)language-(\S+)/.exec(code.getAttribute('class') ?? '')?.[1] ?? '';
        const title = code.getAttribute('data-title');
        const text = (code.textContent ?? '').replace(/\n$/, '');
        const fenceChar = (options.fence ?? '```').charAt(0);
        // A fence longer than any run of fence characters inside the code.
        const longest = Math.max(
          2,
          ...(text.match(new RegExp(`^${fenceChar}{3,}`, 'gm')) ?? []).map((run) => run.length),
        );
        const fence = fenceChar.repeat(longest + 1);
        const info = [language, title ? `title="${title.replace(/"/g, '\\"')}"` : '']
          .filter(Boolean)
          .join(' ');
        return `\n\n${fence}${info}\n${text}\n${fence}\n\n`;
      },
    },
    listItem: {
      filter: 'li',
      replacement: (content, node, options) => {
        const list = node.parentNode as Element | null;
        const prefix =
          list?.nodeName === 'OL'
            ? `${Number(list.getAttribute('start') ?? 1) + elementChildren(list).indexOf(node)}. `
            : `${options.bulletListMarker ?? '-'} `;
        const isParagraph = /\n$/.test(content);
        const body = content.replace(/^\n+/, '').replace(/\n+$/, '') + (isParagraph ? '\n' : '');
        // Continuation lines line up under the item's text; blank lines stay blank.
        const indented = body.replace(/\n(?!\n|$)/g, `\n${' '.repeat(prefix.length)}`);
        return `${prefix}${indented}${node.nextSibling ? '\n' : ''}`;
      },
    },
    blockquote: {
      filter: 'blockquote',
      replacement: (content) => {
        const quoted = content
          .replace(/^\n+|\n+$/g, '')
          .split('\n')
          .map((line) => (line ? `> ${line}` : '>'))
          .join('\n');
        return `\n\n${quoted}\n\n`;
      },
    },
    tableCell: {filter: ['th', 'td'], replacement: cell},
    tableRow: {
      filter: 'tr',
      replacement: (content, node) => {
        if (!isFirstRow(node)) return `\n${content}`;
        const separator = elementChildren(node)
          .map((child) => cell('---', child as HTMLElement))
          .join('');
        return `\n${content}\n${separator}`;
      },
    },
    tableSection: {filter: ['thead', 'tbody', 'tfoot'], replacement: (content) => content},
    table: {
      filter: 'table',
      replacement: (content) => `\n\n${content.replace(/\n+/g, '\n').trim()}\n\n`,
    },
    summary: {
      filter: 'summary',
      replacement: (content) => (content.trim() ? `\n\n**${content.trim()}**\n\n` : ''),
    },
  };
}
