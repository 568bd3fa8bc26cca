/**
 * Highlighting and snippets for search hits. Page text is escaped first and
 * only then wrapped in the highlight tags, so text from a page can never
 * become markup.
 */
import {identifierParts, normalizeTerm, WORD} from './terms';

export {normalizeTerm} from './terms';

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

const UNESCAPES: Record<string, string> = Object.fromEntries(
  Object.entries(ESCAPES).map(([character, entity]) => [entity, character]),
);

/**
 * Marked HTML (text escaped by escapeHtml, matches in `<mark>`) as the text it shows: escaped
 * text holds no `<`, so every `<mark>` left is a mark.
 */
export function markedText(marked: string): string {
  return marked
    .replace(/<\/?mark>/g, '')
    .replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => UNESCAPES[entity]!);
}

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
 * Whether a word of the text answers the query: the word itself, or one of the words an
 * identifier is made of (the engine matches "vault" in SecretVaultBuilderClient), is a
 * document term the engine found or begins with the prefix the reader is still typing.
 */
/** A word an identifier may be made of others in: a capital, a digit or an underscore after its first letter. */
const COMPOUND = /.[_\p{Lu}\p{N}]/u;

function matcher(terms: readonly string[], prefixes: readonly string[]) {
  const wanted = new Set(terms.map(normalizeTerm));
  const isAnswer = (normal: string) =>
    wanted.has(normal) || prefixes.some((prefix) => prefix && normal.startsWith(prefix));
  // identifierParts() finds nothing in a word without a capital, digit or underscore after its
  // first letter: most words of a page skip it (it runs for every word of every hit).
  const partsOf = (word: string) => (COMPOUND.test(word) ? identifierParts(word) : []);
  return {
    wanted,
    /** Whether a word of the text answers the query, itself or through its parts. */
    matches: (word: string) => isAnswer(normalizeTerm(word)) || partsOf(word).some(isAnswer),
    /** The query terms and prefixes a word of the text answers, itself or through its parts. */
    answers: (word: string): string[] =>
      [normalizeTerm(word), ...partsOf(word)].flatMap((normal) => [
        ...(wanted.has(normal) ? [normal] : []),
        ...prefixes.filter((prefix) => prefix && normal.startsWith(prefix)),
      ]),
  };
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
  const {wanted, matches} = matcher(terms, prefixes);
  const matched = new Set<string>();
  let result = '';
  let last = 0;
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    const index = match.index ?? 0;
    result += escapeHtml(text.slice(last, index));
    const normal = normalizeTerm(word);
    if (matches(word)) {
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
  const {matches} = matcher(terms, prefixes);
  const first = tokens.findIndex(({0: word}) => matches(word));
  const start = Math.max(
    0,
    // Stryker disable next-line ConditionalExpression,EqualityOperator: for first = -1 or 0, first - ⌊words/3⌋ is ≤ 0 and Math.max(0, …) starts the window at 0 all the same
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

/**
 * The snippet of a record of code lines (one line of a sample per line of `text`): the line
 * that matches the most distinct query words (the first such line on a tie, the first line
 * when none matches), as a window of about `words` words around its first match, escaped and
 * highlighted. A developer who searched for an identifier sees the line that uses it.
 */
export function codeLineSnippet(
  text: string,
  terms: readonly string[],
  prefixes: readonly string[],
  words: number,
  tags: Tags,
  ellipsis = '…',
): Marked {
  const {answers} = matcher(terms, prefixes);
  // Stryker disable next-line StringLiteral: text.split() gives at least one line, which replaces it (bestCount starts at -1)
  let best = '';
  let bestCount = -1;
  for (const line of text.split('\n')) {
    const matched = new Set<string>();
    for (const [word] of line.matchAll(WORD)) for (const term of answers(word)) matched.add(term);
    if (matched.size > bestCount) {
      best = line;
      bestCount = matched.size;
    }
  }
  return snippet(best, terms, prefixes, words, tags, ellipsis);
}
