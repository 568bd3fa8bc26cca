/**
 * The in-browser search engine: MiniSearch over the DocSearch records, with
 * prefix matching on the word being typed (titles and headings only for one or two letters),
 * one typo allowed in words of five
 * letters or more, and page titles and headings ranked above body text.
 */
import MiniSearch, {type Query, type SearchResult} from 'minisearch';
import {MAX_QUERY_LENGTH, type RecordType, type SearchRecord} from './types';
import {normalizeTerm} from './highlight';

/** A one-word query shorter than this searches titles and headings only. */
export const SHORT_PREFIX = 3;

/** Words this long tolerate a swapped pair of neighbouring letters as their one typo. */
export const TRANSPOSED_MIN_LENGTH = 5;

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

interface IndexedRecord {
  id: number;
  /** The record's own heading (page title for lvl1), empty for body text. */
  heading: string;
  content: string;
  type: RecordType;
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

export const tokenize = (text: string): string[] => text.match(/[\p{L}\p{N}_]+/gu) ?? [];

/** Query words as the engine sees them (lower-case, accent-free). */
export const queryTerms = (query: string): string[] =>
  tokenize(query.slice(0, MAX_QUERY_LENGTH)).map(normalizeTerm);

function ownHeading(record: SearchRecord): string {
  if (record.type === 'content') return '';
  return record.hierarchy[record.type] ?? '';
}

function matchesFilters(record: SearchRecord, filters: FacetFilters['facetFilters']): boolean {
  if (!filters) return true;
  const list = typeof filters === 'string' ? [filters] : filters;
  const holds = (filter: string) => {
    const [attribute, ...rest] = filter.split(':');
    const value = rest.join(':');
    if (attribute === 'language') return record.language === value;
    if (attribute === 'docusaurus_tag') return record.docusaurus_tag.includes(value);
    // The section (Docs, API reference, Technical Articles): DocSearch's lvl0 facet.
    if (attribute === 'hierarchy.lvl0') return record.hierarchy.lvl0 === value;
    return true; // unknown attributes do not filter a local index
  };
  return list.every((group) => (Array.isArray(group) ? group.some(holds) : holds(group)));
}

export class SearchEngine {
  private readonly index: MiniSearch<IndexedRecord>;

  constructor(private readonly records: readonly SearchRecord[]) {
    this.index = new MiniSearch<IndexedRecord>({
      fields: ['heading', 'content'],
      storeFields: [],
      tokenize,
      processTerm: (term) => normalizeTerm(term),
      searchOptions: {
        boost: {heading: 2},
        // One edit from four letters (a five-letter word with a letter dropped), two from eight
        // (Algolia's defaults). A swapped pair of neighbouring letters, which edit distance counts
        // twice, is matched through transpositions() in search().
        fuzzy: (term) => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : false),
        boostDocument: (id) => {
          const record = this.records[id as number];
          // Earlier sections of a page win ties over later ones.
          return TYPE_BOOST[record.type] * (1 + 1 / (10 + record.position));
        },
      },
    });
    this.index.addAll(
      records.map((record, id) => ({
        id,
        heading: ownHeading(record),
        content: record.content ?? '',
        type: record.type,
      })),
    );
  }

  get size(): number {
    return this.records.length;
  }

  search(query: string, {facetFilters}: FacetFilters = {}): EngineResult[] {
    const terms = queryTerms(query);
    if (terms.length === 0) return [];
    const last = terms.length - 1;
    const termQueries: Query[] = terms.map((term, index) => ({
      // Only the word still being typed matches as a prefix, and not when it is a one- or
      // two-letter word after others ("create a"): that expands to thousands of body words.
      prefix: index === last && (terms.length === 1 || term.length >= SHORT_PREFIX),
      combineWith: 'OR',
      queries:
        term.length >= TRANSPOSED_MIN_LENGTH
          ? [term, {queries: transpositions(term), combineWith: 'OR', prefix: false, fuzzy: false}]
          : [term],
    }));
    // The first one or two letters of a query match thousands of body words as a prefix, which
    // costs tens of milliseconds per keystroke and ranks nothing useful: until the reader has
    // typed more, such a query looks at titles and headings only.
    const fields = terms.length === 1 && terms[0].length < SHORT_PREFIX ? ['heading'] : undefined;
    let results: SearchResult[] = this.index.search(
      {queries: termQueries, combineWith: 'AND'},
      {fields},
    );
    if (results.length === 0 && terms.length > 1) {
      results = this.index.search({queries: termQueries, combineWith: 'OR'});
    }
    return results
      .map((result) => ({
        record: this.records[result.id as number],
        terms: result.terms,
        score: result.score,
      }))
      .filter(({record}) => matchesFilters(record, facetFilters));
  }
}
