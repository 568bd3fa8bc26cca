/**
 * How text and queries are cut into words: identifiers split into the words they are made of
 * (SecretVaultBuilderClient, store_prompt_to_nildb, NILLION_API_KEY, nilDB), and the English
 * words too common to decide a ranking.
 */
import {BoundedCache} from './boundedCache';

/** Distinct words each word cache holds: the index's vocabulary is a few thousand. */
const WORDS_CACHED = 50_000;

/** A word already in its normal form: lower-case ASCII letters, digits and underscores. */
// Stryker disable next-line Regex: a fast path only; a word it lets through normalizes to itself anyway
const NORMAL = /^[a-z0-9_]*$/;
/**
 * Normal forms of the words met so far. Building the engine normalizes every word of every record
 * and of its page title and headings (millions of calls for a few thousand distinct words): the
 * Unicode normalization and regular expression per call made most of its construction time.
 * Query words pass through it too, so it is bounded (far above the index's vocabulary).
 */
const normalForms = new BoundedCache<string, string>(WORDS_CACHED);

/** Lower-cased, accent-free form used for both indexing and matching. */
export function normalizeTerm(term: string): string {
  // Stryker disable next-line ConditionalExpression: a fast path only; normalizing a normal word gives the word
  if (NORMAL.test(term)) return term;
  let normal = normalForms.get(term);
  // Stryker disable next-line ConditionalExpression: a cache; computing the normal form again gives the same
  if (normal === undefined) {
    normal = term
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    normalForms.set(term, normal);
  }
  return normal;
}

/** Words as the index and the query see them: letters, digits and underscores. */
export const WORD = /[\p{L}\p{N}_]+/gu;

export const tokenize = (text: string): string[] => text.match(WORD) ?? [];

// Stryker disable next-line Regex: a fast path only; a word without parts gets [] from the split below too
const MAY_HAVE_PARTS = /[\p{Lu}\p{N}_]/u;
/** The parts of the identifiers met so far (the same identifiers recur across records). */
const partsOfWord = new BoundedCache<string, string[]>(WORDS_CACHED);

/**
 * The words an identifier is made of, lower-cased, when it has more than one: camelCase and
 * PascalCase humps (an upper-case run stays one word: NilaiOpenAIClient → nilai, open, ai,
 * client), snake_case and UPPER_CASE parts, and letters against digits. [] for a plain word.
 */
export function identifierParts(word: string): string[] {
  // Every split needs a capital, a digit or an underscore: a word without one is a plain word.
  // Stryker disable next-line ConditionalExpression: a fast path only; a plain word splits into one part, which gives []
  if (!MAY_HAVE_PARTS.test(word)) return [];
  const known = partsOfWord.get(word);
  // Stryker disable next-line ConditionalExpression: a cache; splitting the word again gives the same parts
  if (known) return known;
  const parts = word
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
    // Every letter-digit boundary, also where two share a character (v2api, x2y3): lookarounds,
    // because a match consumes its characters and the next boundary would be skipped.
    .replace(/(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/gu, ' ')
    // Empty parts (between repeated separators, or at either end) are dropped.
    .split(/[\s_]/)
    .filter(Boolean)
    .map(normalizeTerm);
  const result = parts.length > 1 ? parts : [];
  partsOfWord.set(word, result);
  return result;
}

/** The index's tokenizer: every word, followed by the words it is made of. */
export function tokenizeWithParts(text: string): string[] {
  const terms: string[] = [];
  for (const word of tokenize(text)) {
    terms.push(word);
    for (const part of identifierParts(word)) terms.push(part);
  }
  return terms;
}

/** Every word the index holds for these texts: each word and the words it is made of, normalized. */
export function vocabularyOf(texts: Iterable<string>): Set<string> {
  const words = new Set<string>();
  for (const text of texts) {
    for (const term of tokenizeWithParts(text)) words.add(normalizeTerm(term));
  }
  return words;
}

/** Most camelCase humps a compound name has (Algolia joins at most three query words). */
export const COMPOUND_MAX_PARTS = 3;

/**
 * The compound names the content writes: words of two or three camelCase humps (SecretVaults,
 * nilDB, NucTokenBuilder), as their lower-cased joined form and the words they are made of.
 * snake_case and UPPER_CASE names are left out: their parts are already words to a search
 * engine that splits on underscores.
 */
export function compoundNames(texts: Iterable<string>): Map<string, string[]> {
  const names = new Map<string, string[]>();
  for (const text of texts) {
    for (const word of tokenize(text)) {
      if (word.includes('_') || !/[\p{Ll}\p{N}]\p{Lu}/u.test(word)) continue;
      const parts = identifierParts(word);
      if (parts.length <= COMPOUND_MAX_PARTS) names.set(normalizeTerm(word), parts);
    }
  }
  return names;
}

/**
 * English words that say nothing about what a reader looks for ("how do I verify…"). A query
 * loses them before it is matched, unless it is made of nothing else. Product names, verbs
 * that name a task (use, create, run) and technical words are never on this list.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be been being but by can could did do does doing for from had has have ' +
    'having he her here hers him his how i if in into is it its itself just me my myself no nor ' +
    'not of on or our ours out own she should so some such than that the their theirs them then ' +
    'there these they this those through to too very was we were what when where which while who ' +
    'whom why will with would you your yours'
  ).split(' '),
);
