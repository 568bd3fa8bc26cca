/**
 * The export text of the page on screen, read by the page model's normaliser and written by its
 * Markdown output, exactly as the build does for the published `.md`. Loaded on demand (dynamic
 * import) only when no published `.md` is available (development server, or a build without the
 * export), so the converter never weighs on page loads.
 */
import {articleBodyOf, normaliseContent, titleOf} from '../../lib/page-model/normalise';
import {pageMarkdown} from '../../lib/page-model/markdown';

export function livePageMarkdown(
  document: Document,
  pageUrl: string,
): {text: string; body: string} | null {
  const body = articleBodyOf(document);
  if (!body) return null;
  return pageMarkdown({title: titleOf(document), url: pageUrl, blocks: normaliseContent(body)});
}
