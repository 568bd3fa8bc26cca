/**
 * Highlighting and snippets for search hits. Page text is escaped first and
 * only then wrapped in the highlight tags, so text from a page can never
 * become markup.
 */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character]);
}

/** Lower-cased, accent-free form used for both indexing and matching. */
export function normalizeTerm(term: string): string {
  return term
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Splits text into words and the separators between them, keeping everything. */
const WORD = /[\p{L}\p{N}_]+/gu;

export interface Tags {
  pre: string;
  post: string;
}

export interface Marked {
  value: string;
  matchedWords: string[];
  matchLevel: 'none' | 'partial' | 'full';
}

/**
 * Marks every word of `text` that one of `terms` matches (a document term
 * found by the engine, or a prefix the reader is still typing).
 */
export function highlight(
  text: string,
  terms: readonly string[],
  prefixes: readonly string[],
  tags: Tags,
): Marked {
  const wanted = new Set(terms.map(normalizeTerm));
  const matched = new Set<string>();
  let result = '';
  let last = 0;
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    const index = match.index ?? 0;
    result += escapeHtml(text.slice(last, index));
    const normal = normalizeTerm(word);
    if (wanted.has(normal) || prefixes.some((prefix) => prefix && normal.startsWith(prefix))) {
      matched.add(normal);
      result += `${tags.pre}${escapeHtml(word)}${tags.post}`;
    } else {
      result += escapeHtml(word);
    }
    last = index + word.length;
  }
  result += escapeHtml(text.slice(last));
  const matchLevel = matched.size === 0 ? 'none' : matched.size >= wanted.size ? 'full' : 'partial';
  return {value: result, matchedWords: [...matched], matchLevel};
}

/**
 * A window of about `words` words around the first matching word, escaped and
 * highlighted, with an ellipsis where text was cut.
 */
export function snippet(
  text: string,
  terms: readonly string[],
  prefixes: readonly string[],
  words: number,
  tags: Tags,
  ellipsis = '…',
): Marked {
  const tokens = [...text.matchAll(WORD)];
  if (tokens.length <= words) return highlight(text, terms, prefixes, tags);
  const wanted = new Set(terms.map(normalizeTerm));
  const first = tokens.findIndex(({0: word}) => {
    const normal = normalizeTerm(word);
    return wanted.has(normal) || prefixes.some((prefix) => prefix && normal.startsWith(prefix));
  });
  const start = Math.max(
    0,
    Math.min(first < 0 ? 0 : first - Math.floor(words / 3), tokens.length - words),
  );
  const end = start + words;
  const from = start === 0 ? 0 : (tokens[start].index ?? 0);
  const lastToken = tokens[end - 1];
  const to = end >= tokens.length ? text.length : (lastToken.index ?? 0) + lastToken[0].length;
  const marked = highlight(text.slice(from, to), terms, prefixes, tags);
  return {
    ...marked,
    value: `${start > 0 ? ellipsis : ''}${marked.value}${end < tokens.length ? ellipsis : ''}`,
  };
}
