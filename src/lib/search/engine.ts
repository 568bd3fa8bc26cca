/**
 * The in-browser search engine: MiniSearch over the DocSearch records.
 *   - A record is matched with its context: its own heading, the page title and the headings above
 *     it, its text, and for a record of code lines the identifiers in them.
 *   - Identifiers are also indexed as the words they are made of (terms.ts), and two query words
 *     that the index holds joined ("secret vaults", "nil db", "blind fold") also match the joined
 *     word, while a query word the index does not hold is tried as two words it does hold
 *     ("collectionexplorer"): compound names come from the content, not from a list.
 *   - English stop words do not take part in a query, unless it is made of nothing else.
 *   - Every record that matches one query word is a candidate; its score is MiniSearch's BM25
 *     times the share of the query it covers, each word weighted by its rarity, so a record that
 *     covers every word (or the rare ones) ranks above one that covers a common word only.
 *   - Prefix matching on the word being typed (titles and headings only for one or two letters)
 *     and on words of five letters or more ("stream" finds "streaming"); one typo in words of
 *     five letters or more; page titles and headings weigh more than body text.
 */
import MiniSearch, {
  type AsPlainObject,
  type Options,
  type Query,
  type SearchResult,
} from 'minisearch';
import {MAX_QUERY_LENGTH, type RecordType, type SearchRecord} from './types';
import {normalizeTerm} from './highlight';
import {standingOf} from './standing';
import {STOP_WORDS, tokenize, tokenizeWithParts, vocabularyOf} from './terms';

export {tokenize} from './terms';

/** A one-word query shorter than this searches titles and headings only. */
export const SHORT_PREFIX = 3;

/** Words this long tolerate a swapped pair of neighbouring letters as their one typo. */
export const TRANSPOSED_MIN_LENGTH = 5;

/** Query words this long also match longer words they begin ("stream" → "streaming"). */
export const STEM_PREFIX_MIN_LENGTH = 5;

/** The word with each pair of different neighbouring letters swapped (one typo for Algolia, two edits for MiniSearch). */
export function transpositions(term: string): string[] {
  const variants = new Set<string>();
  for (let at = 1; at < term.length; at += 1) {
    if (term[at - 1] === term[at]) continue;
    variants.add(term.slice(0, at - 1) + term[at] + term[at - 1] + term.slice(at + 1));
  }
  return [...variants];
}

/** How much a match on each kind of record counts. */
const TYPE_BOOST: Record<RecordType, number> = {
  lvl1: 4,
  lvl2: 2.5,
  lvl3: 2,
  lvl4: 1.5,
  lvl5: 1.5,
  lvl6: 1.5,
  content: 1,
};

export interface IndexedRecord {
  id: number;
  /** The record's own heading (page title for lvl1), empty for body text. */
  heading: string;
  /** The page title (empty for the title's own record). */
  title: string;
  /** The headings between the page title and the record (not its own). */
  context: string;
  /** Body text; empty for a record of code lines. */
  content: string;
  /** Code lines. */
  code: string;
}

export interface EngineResult {
  record: SearchRecord;
  /** Words of the record the query matched (for highlighting). */
  terms: string[];
  score: number;
}

export interface FacetFilters {
  /** AND of ORs, as Algolia takes them: ["language:en", ["docusaurus_tag:a", "docusaurus_tag:b"]]. */
  facetFilters?: (string | string[])[] | string;
}

/** Query words as the engine sees them (lower-case, accent-free). */
export const queryTerms = (query: string): string[] =>
  tokenize(query.slice(0, MAX_QUERY_LENGTH)).map(normalizeTerm);

const LEVELS = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

function ownHeading(record: SearchRecord): string {
  // Stryker disable next-line ConditionalExpression,StringLiteral: a hierarchy has no 'content' level, so the lookup below gives '' for body text too
  if (record.type === 'content') return '';
  // Stryker disable next-line StringLiteral: a heading record always has its own level (search-records.ts sets it before pushing)
  return record.hierarchy[record.type] ?? '';
}

/**
 * The texts a record adds words to the index with: its own heading and its text or code lines
 * (its page title and heading path are other records' headings). The local vocabulary and the
 * hosted index's compound-name synonyms are both derived from these.
 */
export function indexedTexts(record: SearchRecord): string[] {
  return [ownHeading(record), record.content ?? ''];
}

function contextOf(record: SearchRecord): string {
  const own = record.type === 'content' ? LEVELS.length : LEVELS.indexOf(record.type);
  return LEVELS.slice(1, own)
    .map((level) => record.hierarchy[level])
    .filter(Boolean)
    .join(' ');
}

/**
 * What ranking needs to know of a record besides its matches: the local index holds it for every
 * record, the split index (split.ts) for the records a query matched.
 */
export interface RecordFacts {
  type: RecordType;
  /** Order within its page. */
  position: number;
  /** The page's URL without anchor. */
  page: string;
  /** Section (DocSearch's lvl0). */
  section: string;
  language: string;
  tags: readonly string[];
}

export const factsOfRecord = (record: SearchRecord): RecordFacts => ({
  type: record.type,
  position: record.position,
  page: record.url_without_anchor,
  section: record.hierarchy.lvl0,
  language: record.language,
  tags: record.docusaurus_tag,
});

/**
 * The facet filters as one test of a record's facts, read once per query rather than once per
 * record (a query at ten times this site's size filters 8,000 matches).
 */
function factsFilter(filters: FacetFilters['facetFilters']): (facts: RecordFacts) => boolean {
  if (!filters) return () => true;
  const test = (filter: string): ((facts: RecordFacts) => boolean) => {
    const [attribute, ...rest] = filter.split(':');
    const value = rest.join(':');
    if (attribute === 'language') return (facts) => facts.language === value;
    if (attribute === 'docusaurus_tag') return (facts) => facts.tags.includes(value);
    // The section (Docs, API reference, Technical Articles): DocSearch's lvl0 facet.
    if (attribute === 'hierarchy.lvl0') return (facts) => facts.section === value;
    return () => true; // unknown attributes do not filter a local index
  };
  const groups = (typeof filters === 'string' ? [filters] : filters).map((group) =>
    (Array.isArray(group) ? group : [group]).map(test),
  );
  return (facts) => groups.every((group) => group.some((holds) => holds(facts)));
}

/** How much a record gains from the best other matches on its page, and how many count. */
const PAGE_SUPPORT = 0.3;
const PAGE_SUPPORT_RECORDS = 4;
/** How much the page title counts for each record of the page (its own record: TYPE_BOOST). */
const TITLE_BOOST = 2;
/** How strongly covering only part of a query is held against a record (see search()). */
const COVERAGE_POWER = 2;

/** Shortest half of a query word split into two indexed words. */
const SPLIT_MIN_LENGTH = 3;

/** One alternative of the query: a term spec for MiniSearch and the query words it stands for. */
export interface Alternative {
  query: Query;
  /** The term MiniSearch reports back in `queryTerms` when it matched. */
  term: string;
  words: number[];
}

/** The fields a record is indexed by, in MiniSearch's field order. */
export const INDEXED_FIELDS = ['heading', 'title', 'context', 'content', 'code'] as const;

/** Field boosts, in INDEXED_FIELDS order. */
const FIELD_BOOST = {heading: 2, title: TITLE_BOOST, context: 0.5, content: 1, code: 1};

/**
 * MiniSearch's options: how records are cut into words and how a match is weighted. One set, so
 * the local index, the split index's pieces and the query all see words and scores alike.
 */
export function miniSearchOptions(factsOf: (id: number) => RecordFacts): Options<IndexedRecord> {
  return {
    fields: [...INDEXED_FIELDS],
    // Stryker disable next-line ArrayDeclaration: results are read by id, never from stored fields
    storeFields: [],
    tokenize: tokenizeWithParts,
    processTerm: (term) => normalizeTerm(term),
    searchOptions: {
      tokenize,
      processTerm: (term) => normalizeTerm(term),
      boost: FIELD_BOOST,
      // One edit from four letters (a five-letter word with a letter dropped), two from eight
      // (Algolia's defaults). A swapped pair of neighbouring letters, which edit distance counts
      // twice, is matched through transpositions() in planQuery().
      fuzzy: (term) => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : false),
      boostDocument: (id) => {
        const facts = factsOf(id as number);
        // Earlier sections of a page win ties over later ones.
        return TYPE_BOOST[facts.type] * (1 + 1 / (10 + facts.position));
      },
    },
  };
}

/** A record as MiniSearch indexes it: its id is its place in the index's list of records. */
export function indexedRecord(record: SearchRecord, id: number): IndexedRecord {
  return {
    id,
    heading: ownHeading(record),
    title: record.type === 'lvl1' ? '' : record.hierarchy.lvl1,
    context: contextOf(record),
    content: record.code ? '' : (record.content ?? ''),
    code: record.code ? (record.content ?? '') : '',
  };
}

/** Every indexed word: the words a query is planned against (joined and split names). */
export class Vocabulary {
  /** Sorted, for prefix look-ups of joined words. */
  private readonly sorted: string[];

  constructor(private readonly words: ReadonlySet<string>) {
    this.sorted = [...words].sort();
  }

  has(word: string): boolean {
    return this.words.has(word);
  }

  /** Whether an indexed word begins with `prefix` (binary search of the sorted words). */
  hasPrefix(prefix: string): boolean {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      // Stryker disable next-line EqualityOperator: hasPrefix is asked only for a joined word the vocabulary does not hold, so no word equals the prefix
      if (this.sorted[middle] < prefix) low = middle + 1;
      else high = middle;
    }
    return low < this.sorted.length && this.sorted[low].startsWith(prefix);
  }

  /** A word the index does not hold, as two words it does hold (longest first half first). */
  split(word: string): [string, string] | null {
    if (this.words.has(word)) return null;
    for (let at = word.length - SPLIT_MIN_LENGTH; at >= SPLIT_MIN_LENGTH; at -= 1) {
      const head = word.slice(0, at);
      const tail = word.slice(at);
      if (this.words.has(head) && this.words.has(tail)) return [head, tail];
    }
    return null;
  }
}

/** A query as MiniSearch runs it, and what ranking needs to read its matches. */
export interface QueryPlan {
  /** The query's words that take part (stop words left out unless there is nothing else). */
  terms: string[];
  alternatives: Alternative[];
  /** The fields searched: titles and headings only for a query of one or two letters. */
  fields: string[] | undefined;
  /** The query to give MiniSearch's search(), with `fields`. */
  query: Query;
}

/** Which words and alternatives a query is matched with, or null for a query of no words. */
export function planQuery(query: string, vocabulary: Vocabulary): QueryPlan | null {
  const typed = queryTerms(query);
  // Stryker disable next-line ConditionalExpression: a query of no words gives MiniSearch no query and no result
  if (typed.length === 0) return null;
  // Stop words take no part, unless the query has nothing else ("how to").
  const meaningful = typed.filter((term) => !STOP_WORDS.has(term));
  const terms = meaningful.length > 0 ? meaningful : typed;
  const last = terms.length - 1;
  const typingLast = typed[typed.length - 1] === terms[last];

  const alternatives: Alternative[] = [];
  terms.forEach((term, index) => {
    // The word still being typed matches as a prefix, but not when it is a one- or two-letter
    // word after others ("create a"): that expands to thousands of body words.
    const beingTyped = index === last && typingLast;
    const prefix =
      (beingTyped && (terms.length === 1 || term.length >= SHORT_PREFIX)) ||
      term.length >= STEM_PREFIX_MIN_LENGTH;
    alternatives.push({query: {queries: [term], prefix}, term, words: [index]});
    if (term.length >= TRANSPOSED_MIN_LENGTH) {
      for (const variant of transpositions(term)) {
        alternatives.push({
          query: {queries: [variant], prefix: false, fuzzy: false},
          term: variant,
          words: [index],
        });
      }
    }
    const halves = vocabulary.split(term);
    if (halves) {
      for (const half of halves) {
        alternatives.push({
          query: {queries: [half], prefix: false, fuzzy: false},
          term: half,
          words: [index],
        });
      }
    }
    // Two words the content writes as one ("secret vaults" → secretvaults).
    const next = terms[index + 1];
    // Stryker disable next-line ConditionalExpression: the last word joined with 'undefined' is a word no page writes
    if (next !== undefined) {
      const joined = term + next;
      const exact = vocabulary.has(joined);
      // Stryker disable next-line ConditionalExpression: a joined word the index does not begin matches nothing as a prefix
      if (exact || vocabulary.hasPrefix(joined)) {
        alternatives.push({
          query: {queries: [joined], prefix: !exact, fuzzy: false},
          term: joined,
          words: [index, index + 1],
        });
      }
    }
  });

  // The first one or two letters of a query match thousands of body words as a prefix, which
  // costs tens of milliseconds per keystroke and ranks nothing useful: until the reader has
  // typed more, such a query looks at titles and headings only.
  const fields = terms.length === 1 && terms[0].length < SHORT_PREFIX ? ['heading'] : undefined;
  return {
    terms,
    alternatives,
    fields,
    query: {queries: alternatives.map(({query: spec}) => spec), combineWith: 'OR'},
  };
}

/** A matching record, by id, with the words it matched and its score. */
export interface RankedMatch {
  id: number;
  /** The record's page (its address without anchor): results are grouped by it. */
  page: string;
  /** Words of the record the query matched (for highlighting). */
  terms: string[];
  score: number;
}

/**
 * Ranks MiniSearch's matches of a planned query over `documentCount` records: coverage of the
 * query's words (weighted by rarity), the facet filters, the page's standing (standing.ts), then
 * support from the page's other matches. Ties keep MiniSearch's order.
 */
export function rankMatches(
  results: readonly SearchResult[],
  plan: QueryPlan,
  documentCount: number,
  factsOf: (id: number) => RecordFacts,
  facetFilters?: FacetFilters['facetFilters'],
): RankedMatch[] {
  const {terms, alternatives} = plan;
  // Which query words each result covers, and how many results cover each word (its rarity).
  const wordsOfTerm = new Map<string, number[]>();
  for (const {term, words} of alternatives) {
    wordsOfTerm.set(term, [...(wordsOfTerm.get(term) ?? []), ...words]);
  }
  const frequency = terms.map(() => 0);
  const covered = results.map((result) => {
    // The words in the order first met: the order their rarities are added up in below.
    const words: number[] = [];
    for (const term of result.queryTerms) {
      // Stryker disable next-line ArrayDeclaration: MiniSearch reports only the query terms it was given, all in wordsOfTerm
      for (const word of wordsOfTerm.get(term) ?? []) {
        if (!words.includes(word)) {
          words.push(word);
          frequency[word] += 1;
        }
      }
    }
    return words;
  });
  const rarity = frequency.map((count) => Math.log(1 + documentCount / Math.max(count, 1)));
  const total = rarity.reduce((sum, value) => sum + value, 0);

  const passes = factsFilter(facetFilters);
  // Read once per page: a query matches many records of few pages.
  const standings = new Map<string, number>();
  const standing = ({page, section}: RecordFacts) => {
    let value = standings.get(page);
    if (value === undefined) {
      value = standingOf(section, page);
      standings.set(page, value);
    }
    return value;
  };
  const scored: {id: number; page: string; terms: string[]; score: number}[] = [];
  results.forEach((result, at) => {
    const id = result.id as number;
    const facts = factsOf(id);
    if (!passes(facts)) return;
    let share = 0;
    for (const word of covered[at]) share += rarity[word];
    scored.push({
      id,
      page: facts.page,
      terms: result.terms,
      score: result.score * (share / total) ** COVERAGE_POWER * standing(facts),
    });
  });
  // A page that answers the query in several places is a better answer than one passing
  // mention: each record gains a share of the best other matches on its page. Each page keeps
  // its best scores, highest first.
  const bestOfPage = new Map<string, number[]>();
  for (const {page, score} of scored) {
    const best = bestOfPage.get(page);
    if (!best) {
      bestOfPage.set(page, [score]);
      continue;
    }
    let at = best.length;
    while (at > 0 && best[at - 1] < score) at -= 1;
    if (at < PAGE_SUPPORT_RECORDS) {
      best.splice(at, 0, score);
      if (best.length > PAGE_SUPPORT_RECORDS) best.pop();
    }
  }
  const support = new Map<string, number>();
  for (const [page, best] of bestOfPage) {
    support.set(
      page,
      best.reduce((sum, value) => sum + value, 0),
    );
  }
  return scored
    .map(({id, page, terms: matched, score}) => {
      const others = support.get(page)! - score;
      return {id, page, terms: matched, score: score + PAGE_SUPPORT * Math.max(others, 0)};
    })
    .sort((a, b) => b.score - a.score);
}

/** The engine over records held in memory: the build's tools, the MCP server and tests. */
export class SearchEngine {
  private readonly index: MiniSearch<IndexedRecord>;
  private readonly facts: RecordFacts[];
  readonly vocabulary: Vocabulary;

  constructor(private readonly records: readonly SearchRecord[]) {
    this.facts = records.map(factsOfRecord);
    this.index = new MiniSearch<IndexedRecord>(miniSearchOptions((id) => this.facts[id]));
    this.index.addAll(records.map(indexedRecord));
    this.vocabulary = new Vocabulary(vocabularyOf(records.flatMap(indexedTexts)));
  }

  get size(): number {
    return this.records.length;
  }

  /** The MiniSearch index as MiniSearch serializes it (split.ts cuts it into pieces). */
  serialized(): AsPlainObject {
    return this.index.toJSON();
  }

  /** Matching records by id, best first. */
  rank(query: string, {facetFilters}: FacetFilters = {}): RankedMatch[] {
    const plan = planQuery(query, this.vocabulary);
    if (!plan) return [];
    const results = this.index.search(plan.query, {fields: plan.fields});
    return rankMatches(results, plan, this.records.length, (id) => this.facts[id], facetFilters);
  }

  /** The records of ranked matches. */
  recordsOf(matches: readonly RankedMatch[]): SearchRecord[] {
    return matches.map(({id}) => this.records[id]);
  }

  search(query: string, filters: FacetFilters = {}): EngineResult[] {
    return this.rank(query, filters).map(({id, terms, score}) => ({
      record: this.records[id],
      terms,
      score,
    }));
  }
}
