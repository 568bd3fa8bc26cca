/**
 * The page export text's frame: a title line, a line with the page's URL,
 * then the body. Kept apart from the converter so the Copy page widget can
 * read a published `.md` without loading the converter.
 */

/** Title line used when a page has no heading. */
export const FALLBACK_TITLE = 'Documentation Page';

export function exportText(title: string, url: string, body: string): string {
  const heading = `# ${title.replace(/\s+/g, ' ').trim() || FALLBACK_TITLE}\n\nURL: ${url}\n`;
  return body.trim() ? `${heading}\n${body.trim()}\n` : heading;
}

/** The body of an export text (what follows the title and URL lines); '' when there is none. */
export function exportBody(text: string): string {
  const match = /^# [^\n]*\n\nURL: [^\n]*\n([\s\S]*)/.exec(text);
  return (match ? match[1] : text).trim();
}
