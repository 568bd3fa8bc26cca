/**
 * The export text of the page on screen, converted in the browser with the
 * same rules as the build. Loaded on demand (dynamic import) only when no
 * published `.md` is available, so the converter never weighs on page loads.
 */
import {articleBodyOf, contentOf, titleOf} from '../../lib/pageContent';
import {pageToMarkdown} from '../../lib/markdown/pageToMarkdown';

export function livePageMarkdown(
  document: Document,
  pageUrl: string,
): {text: string; body: string} | null {
  const body = articleBodyOf(document);
  if (!body) return null;
  return pageToMarkdown({title: titleOf(document), url: pageUrl, content: contentOf(body)});
}
