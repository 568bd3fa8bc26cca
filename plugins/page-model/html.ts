/**
 * The one module that reads built HTML (read.ts reads each built file once and asks it):
 * what a page's model is read from, the kind of page its <html> element's classes say it is, and
 * its inline scripts.
 *
 * The build's minified HTML leaves out optional end tags (</p>, </li>, </tr>,
 * </td>…). linkedom's parser (htmlparser2) does not apply the HTML standard's
 * implied-end-tag rules, so it would nest a table body inside a header cell or
 * the next list item inside a paragraph. parse5 implements the standard's
 * parsing algorithm; its serialization writes every end tag out, and that is
 * what linkedom reads.
 */
import {createHash} from 'node:crypto';
import {parse, serialize} from 'parse5';
import {API_DOCS_PLUGIN_ID} from '../../config/api-reference';
import type {PageType} from '../../src/lib/page-model/model';

export const withEndTags = (html: string): string => serialize(parse(html));

/**
 * What a page's model is read from: the `<html>` tag, the head's `<meta>` and `<title>` elements
 * and the first `<article>` with what it holds (the reader needs nothing else), cut out of the page
 * before it is parsed. The sidebar, navbar and footer around the article grow with the site, so
 * parsing them made reading every page slower as pages were added; this keeps a page's reading
 * time its own. It is also what the page-model cache keys a page by: the script and stylesheet
 * links of the head name content-hashed files, which change on every page when any page changes.
 * A page without those markers is returned whole.
 */
export function readablePart(html: string): string {
  const open = /<html\b[^>]*>/i.exec(html);
  const headStart = html.search(/<head\b/i);
  const headEnd = html.search(/<\/head>/i);
  const article = firstArticle(html);
  if (!open || headStart === -1 || headEnd === -1 || !article) return html;
  const head = html.slice(headStart, headEnd);
  const kept = head.match(/<title\b[^>]*>[\s\S]*?<\/title>|<meta\b[^>]*>/gi) ?? [];
  return `<!doctype html>${open[0]}<head>${kept.join('')}</head><body>${article}</body></html>`;
}

/** The first `<article>` element, nested articles and all, or null when there is none. */
function firstArticle(html: string): string | null {
  const tag = /<(\/?)article\b[^>]*>/gi;
  let depth = 0;
  let start = -1;
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    if (match[1] === '/') {
      depth = Math.max(depth - 1, 0);
      if (depth === 0 && start !== -1) return html.slice(start, tag.lastIndex);
    } else {
      if (depth === 0) start = match.index;
      depth += 1;
    }
  }
  return null;
}

/** The classes of the page's `<html>` element (the minifier may leave the attribute unquoted). */
export function htmlClassesOf(html: string): string[] {
  const tag = /<html\b[^>]*>/i.exec(html)?.[0] ?? '';
  const value = /\sclass=(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(tag);
  return (value?.[1] ?? value?.[2] ?? value?.[3] ?? '').split(/\s+/).filter(Boolean);
}

/**
 * Whether a built page is content, and which kind, from the classes of its `<html>`: docs and
 * API pages carry the docs plugin's page class (an API page also its instance's id; the
 * instance's category index pages carry neither), articles the blog's post class. Read from the
 * HTML rather than the route (routes.ts pageTypeOf is the quality gates' finer classification)
 * because only the HTML tells a content page from a list, tag or author page under the same
 * prefix. Null for every other page.
 */
export function pageKindOf(html: string): PageType | null {
  const classes = htmlClassesOf(html);
  if (classes.includes('docs-doc-page')) {
    return classes.includes(`plugin-id-${API_DOCS_PLUGIN_ID}`) ? 'api' : 'doc';
  }
  return classes.includes('blog-post-page') ? 'article' : null;
}

const JS_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

// Script data ends at the first `</script` (HTML tokenizer rule), so a lazy match is exact.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script[\s/>]/gi;
const ATTRIBUTE = (name: string) =>
  new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?`, 'i');

/**
 * The text of every inline script the browser would run (data blocks like JSON-LD excluded):
 * the exact bytes between the tags, which is what the browser hashes for the CSP.
 */
export function inlineScriptsOf(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (ATTRIBUTE('src').test(attributes)) continue;
    const type = attributes.match(ATTRIBUTE('type'));
    const typeValue = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase();
    if (!JS_TYPES.has(typeValue)) continue;
    scripts.push(body);
  }
  return scripts;
}

/** The CSP source expression that allows exactly this script text (hashed as UTF-8, Node's default). */
export function cspHashOf(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}
