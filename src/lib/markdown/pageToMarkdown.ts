/**
 * pageToMarkdown: the page export text — a title line, a line with the page's
 * absolute URL, then the body as Markdown. The same function makes the
 * published `<route>.md` files at build time and, in development, the Copy
 * page widget's text from the live page.
 */
import TurndownService from 'turndown';
import {strikethrough, taskListItems} from 'turndown-plugin-gfm';
import {markdownRules} from './markdownRules';
import {normalizeComponents} from './normalizeComponents';
import {exportText} from './exportText';

export interface PageExport {
  /** The page's first heading. */
  title: string;
  /** Absolute URL of the page. */
  url: string;
  /** The page's cleaned content element (see src/lib/pageContent.ts). */
  content: Element;
}

/** The body of a page as Markdown, links and images made absolute against `pageUrl`. */
export function contentToMarkdown(content: Element, pageUrl: string): string {
  const service = new TurndownService({
    headingStyle: 'atx',
    hr: '---',
    bulletListMarker: '-',
    codeBlockStyle: 'fenced',
    fence: '```',
    emDelimiter: '*',
    strongDelimiter: '**',
    linkStyle: 'inlined',
  });
  service.use([strikethrough, taskListItems]);
  for (const [name, rule] of Object.entries(markdownRules(pageUrl))) service.addRule(name, rule);
  return service.turndown(normalizeComponents(content) as HTMLElement).trim();
}

/** The whole export text of a page; the body is empty when the page has no content. */
export function pageToMarkdown({title, url, content}: PageExport): {text: string; body: string} {
  const body = contentToMarkdown(content, url);
  return {text: exportText(title, url, body), body};
}
