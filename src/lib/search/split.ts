/**
 * The split index: the embedded index cut into files so a reader downloads what a query needs,
 * not the whole site's words (issue 36). It answers exactly as the whole index does.
 *
 *   - The directory (always fetched): every indexed word, in the order the whole index met them; the
 *     statistics MiniSearch's BM25 scores with (the number of records, each field's average
 *     length); the pages (route, section, title, language, tags, how many records) and the files
 *     of the other two kinds, each named by the hash of its contents.
 *   - Postings, in shards by ranges of sorted words, one family for headings and one for the
 *     other fields (a query of one or two letters searches headings only): for each word and
 *     field, every record that holds it with the word's count, the field's length and the record's
 *     type. That is all the scores of those records need, so a query's shards give it the scores
 *     of every record it matches.
 *   - Page texts: a page's records (headings, text, anchors), in chunks of consecutive pages,
 *     fetched only for the hits shown.
 *
 * A query is planned on the directory's words (engine.ts planQuery), expanded to every word
 * MiniSearch would match as a prefix or with typos by MiniSearch itself, run on a MiniSearch
 * loaded with those words' postings and the whole index's statistics, and ranked by the same
 * rankMatches() as the whole index.
 */
import MiniSearch, {type AsPlainObject, type SearchResult} from 'minisearch';
import {
  INDEXED_FIELDS,
  Vocabulary,
  indexedRecord,
  miniSearchOptions,
  planQuery,
  rankMatches,
  type FacetFilters,
  type IndexedRecord,
  type QueryPlan,
  type RankedMatch,
  type RecordFacts,
  SearchEngine,
} from './engine';
import {TYPES, compactIndex, expandPage, type CompactPage} from './compact';
import type {SearchRecord} from './types';

export const SPLIT_VERSION = 3;

/** A shard of postings: its first word (in sorted order) and its file. */
export type ShardRef = [firstWord: string, file: string];

/** A page: what ranking and filters need, and the chunk of page texts that holds its records. */
export type DirectoryPage = [
  route: string,
  /** The URL without anchor, or null for the site's origin followed by the route. */
  url: string | null,
  section: number,
  title: string,
  language: number,
  tags: number,
  records: number,
  textChunk: number,
];

export interface SplitDirectory {
  version: typeof SPLIT_VERSION;
  origin: string;
  documentCount: number;
  /** Each field's average length in words, in INDEXED_FIELDS order. */
  averageFieldLength: number[];
  /**
   * Every indexed word, in the order the whole index first met them. MiniSearch's tree of words,
   * and so the order it visits a prefix's or a typo's words in (and adds up their scores in), is
   * shaped by that order: a MiniSearch given the words in it has the whole index's tree.
   */
  words: string[];
  /**
   * The positions in `words` of the words planning does not know: words only in page titles and
   * heading paths, not in any record's own heading or text (none on this site). The vocabulary's
   * words are all indexed, so planning knows no word beyond `words`.
   */
  vocabularyMissing: number[];
  /** Shards of postings, sorted by first word: headings, and the other fields. */
  headingShards: ShardRef[];
  bodyShards: ShardRef[];
  sections: string[];
  languages: string[];
  tagSets: string[][];
  pages: DirectoryPage[];
  /** Files of page texts, each the texts of consecutive pages (TEXT_CHUNK_BYTES or so). */
  textChunks: string[];
}

/** One field's postings of a word: record ids as gaps from the previous, counts, lengths, types. */
export type FieldPostings = [
  field: number,
  gaps: number[],
  /** The word's count in each record, or 0 when it is 1 in all of them. */
  counts: number[] | 0,
  lengths: number[],
  types: number[],
];

export interface SplitShard {
  version: typeof SPLIT_VERSION;
  words: [word: string, postings: FieldPostings[]][];
}

/** A page's records, as the compact index writes them (compact.ts). */
export type PageText = Pick<CompactPage, 'c' | 'x'>;

/** The texts of consecutive pages, in order. */
export interface TextChunk {
  version: typeof SPLIT_VERSION;
  pages: PageText[];
}

/**
 * Raw bytes of page texts per chunk: about 8 KiB of gzip. The hits of a query often sit on pages
 * next to each other in the site's order (one section), so a chunk of several pages serves several
 * hits: "nildb" shows 20 hits from 14 pages, fetched in 5 chunks where one file a page took 14.
 */
export const TEXT_CHUNK_BYTES = 8_000;

/** The heading field's id: its postings form a family of their own. */
const HEADING_FIELD = 0;

/**
 * Postings a query scores beyond which it waits NEXT_KEY_WAIT_MS for a newer query before it
 * scores (SplitSearchEngine.rank). No query of this site's own size scores as many; a two-letter
 * prefix at ten times its size does.
 */
export const EXPENSIVE_POSTINGS = 20_000;
/** Longer than a key takes to follow the last in fast typing (30 ms), and short to wait. */
export const NEXT_KEY_WAIT_MS = 120;

/** Postings per shard, about 4 KiB of gzip on this site. */
export const SHARD_POSTINGS = 3000;

/**
 * The order MiniSearch first meets each word in when it indexes these records (its add(): each
 * record, each field, each word of it).
 */
export function wordsInIndexingOrder(records: readonly SearchRecord[]): string[] {
  const options = miniSearchOptions(() => PLACEHOLDER_FACTS);
  const words = new Set<string>();
  records.forEach((record, id) => {
    const indexed = indexedRecord(record, id);
    for (const field of INDEXED_FIELDS) {
      for (const token of options.tokenize!(indexed[field], field)) {
        const word = options.processTerm!(token, field);
        if (typeof word === 'string' && word) words.add(word);
      }
    }
  });
  return [...words];
}

/** Consecutive runs of the items, each closed once the sizes of its items reach `limit`. */
function runsOf<T>(items: readonly T[], sizeOf: (item: T) => number, limit: number): T[][] {
  const runs: T[][] = [];
  let run: T[] = [];
  let size = 0;
  for (const item of items) {
    run.push(item);
    size += sizeOf(item);
    if (size >= limit) {
      runs.push(run);
      run = [];
      size = 0;
    }
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

/**
 * The last of `count` sorted keys not after `value` (binary search), or -1 when the first is
 * after it.
 */
function lastNotAfter<T>(count: number, keyAt: (at: number) => T, value: T): number {
  let low = 0;
  let high = count;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keyAt(middle) <= value) low = middle + 1;
    else high = middle;
  }
  return low - 1;
}

/** Every file of a split index: the directory and the files it names, by name. */
export interface SplitFiles {
  directory: SplitDirectory;
  files: Map<string, string>;
}

/**
 * Cuts a scope's records into the split index's files. `nameOf` names a file by its contents
 * (the build hashes them). The records are numbered as the page texts give them back (each page's
 * together, in order), which is how the browser's engine has always read them.
 */
export function splitIndex(
  given: readonly SearchRecord[],
  origin: string,
  nameOf: (body: string) => string,
): SplitFiles {
  const compact = compactIndex(given).pages;
  const records = compact.flatMap(expandPage);
  const engine = new SearchEngine(records);
  const files = new Map<string, string>();
  const add = (body: string) => {
    const name = nameOf(body);
    files.set(name, body);
    return name;
  };
  const whole = engine.serialized();
  const ids = Object.entries(whole.documentIds);
  // Stryker disable next-line all: a guard against a MiniSearch that numbers records otherwise
  if (ids.some(([short, id]) => Number(short) !== id)) {
    throw new Error('The split index needs MiniSearch to number records as they were added');
  }
  const typeOf = records.map((record) => TYPES.indexOf(record.type));

  const shardsOf = (wanted: (field: number) => boolean): ShardRef[] => {
    const entries = whole.index
      .map(([word, fields]): [string, FieldPostings[]] => [
        word,
        Object.entries(fields)
          .map(([field, counts]) => [Number(field), counts] as const)
          .filter(([field]) => wanted(field))
          .map(([field, counts]) => {
            const docIds = Object.keys(counts).map(Number);
            const tf = docIds.map((id) => counts[id]);
            return [
              field,
              docIds.map((id, at) => (at === 0 ? id : id - docIds[at - 1])),
              tf.every((count) => count === 1) ? 0 : tf,
              docIds.map((id) => whole.fieldLength[id][field]),
              docIds.map((id) => typeOf[id]),
            ];
          }),
      ])
      .filter(([, postings]) => postings.length > 0)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    const postingsOf = ([, fields]: SplitShard['words'][number]) =>
      fields.reduce((sum, [, gaps]) => sum + gaps.length, 0);
    return runsOf(entries, postingsOf, SHARD_POSTINGS).map((words): ShardRef => {
      const body: SplitShard = {version: SPLIT_VERSION, words};
      return [words[0][0], add(JSON.stringify(body))];
    });
  };

  const sections: string[] = [];
  const languages: string[] = [];
  const tagSets: string[][] = [];
  const indexOf = <T>(list: T[], value: T, key: (item: T) => string = String) => {
    const at = list.findIndex((item) => key(item) === key(value));
    return at >= 0 ? at : list.push(value) - 1;
  };
  const textOf = (page: CompactPage): PageText => ({c: page.c, x: page.x});
  const chunkOfPage: number[] = [];
  const textChunks = runsOf(
    compact,
    (page) => JSON.stringify(textOf(page)).length,
    TEXT_CHUNK_BYTES,
  ).map((run, chunk) => {
    chunkOfPage.push(...run.map(() => chunk));
    const body: TextChunk = {version: SPLIT_VERSION, pages: run.map(textOf)};
    return add(JSON.stringify(body));
  });
  const pages = compact.map((page, at): DirectoryPage => [
    page.r,
    page.u === origin + page.r ? null : page.u,
    indexOf(sections, page.s),
    page.t,
    indexOf(languages, page.l),
    indexOf(tagSets, page.g, (tags) => JSON.stringify(tags)),
    page.x.length,
    chunkOfPage[at],
  ]);

  const words = wordsInIndexingOrder(records);
  // The tree a MiniSearch builds from the words in this order must be the whole index's: the
  // same words, visited in the same order. A guard against a MiniSearch that indexes otherwise:
  // Stryker disable all
  const visited = (index: AsPlainObject['index']) => index.map(([word]) => word).join(' ');
  const rebuilt = MiniSearch.loadJS(
    {...whole, index: words.map((word) => [word, {}])},
    miniSearchOptions(() => PLACEHOLDER_FACTS),
  ).toJSON().index;
  if (visited(rebuilt) !== visited(whole.index)) {
    throw new Error('The split index lists its words in an order that gives another tree');
  }
  // Stryker restore all
  const vocabulary = engine.vocabulary;
  const directory: SplitDirectory = {
    version: SPLIT_VERSION,
    origin,
    documentCount: whole.documentCount,
    averageFieldLength: whole.averageFieldLength,
    words,
    vocabularyMissing: words.flatMap((word, at) => (vocabulary.has(word) ? [] : [at])),
    headingShards: shardsOf((field) => field === HEADING_FIELD),
    bodyShards: shardsOf((field) => field !== HEADING_FIELD),
    sections,
    languages,
    tagSets,
    pages,
    textChunks,
  };
  return {directory, files};
}

/** Where each page's text sits: its chunk's file and its place in that chunk. */
function textPlaces(directory: SplitDirectory): {file: string; slot: number}[] {
  const firstPages = new Map<number, number>();
  return directory.pages.map((page, at) => {
    const chunk = page[7];
    if (!firstPages.has(chunk)) firstPages.set(chunk, at);
    return {file: directory.textChunks[chunk], slot: at - firstPages.get(chunk)!};
  });
}

/** A page's records, from the directory's facts of the page and the chunk holding its text. */
function pageRecordsOf(
  directory: SplitDirectory,
  page: number,
  chunk: TextChunk,
  slot: number,
): SearchRecord[] {
  const [route, url, section, title, language, tags] = directory.pages[page];
  return expandPage({
    ...chunk.pages[slot],
    r: route,
    u: url ?? directory.origin + route,
    s: directory.sections[section],
    t: title,
    l: directory.languages[language],
    g: directory.tagSets[tags],
  });
}

/** Fetches one file of a split index by the name the directory gives it. */
export type FetchFile = (name: string) => Promise<unknown>;

/** Every record of a split index, in order, each chunk of page texts read once. */
export async function allRecordsOf(
  directory: SplitDirectory,
  fetchFile: FetchFile,
): Promise<SearchRecord[]> {
  const chunks = await Promise.all(directory.textChunks.map(fetchFile));
  return textPlaces(directory).flatMap(({slot}, page) =>
    pageRecordsOf(directory, page, chunks[directory.pages[page][7]] as TextChunk, slot),
  );
}

/** The shard of a sorted list that holds `word`: the last whose first word is not after it. */
function shardOf(shards: readonly ShardRef[], word: string): string | null {
  const at = lastNotAfter(shards.length, (index) => shards[index][0], word);
  return at < 0 ? null : shards[at][1];
}

/**
 * The parts of a MiniSearch 7.2 instance (package.json pins it) that the split engine adds a
 * shard's postings to. MiniSearch's public API can build an index from serialized postings
 * (loadJS) but not add postings to one: building it again for every shard read cost 30 ms and
 * more a query in a browser. The split index's tests rank every query as the whole index does,
 * so a MiniSearch whose internals differ fails them.
 */
interface MiniSearchInternals {
  _index: {get(word: string): Map<number, Map<number, number>> | undefined};
  _documentIds: Map<number, number>;
  _fieldLength: Map<number, number[]>;
}

/** The engine over a split index, fetching the files each query needs (and keeping them). */
export class SplitSearchEngine {
  private readonly vocabulary: Vocabulary;
  /** The first record of each page, for finding a record's page. */
  private readonly firstRecords: number[];
  private readonly pageFacts: Omit<RecordFacts, 'type' | 'position'>[];
  /** MiniSearch over every word (one placeholder record): which words a query matches. */
  private wordMatcher: MiniSearch<IndexedRecord> | null = null;
  /**
   * MiniSearch over every word, given in the whole index's order so it builds the whole index's
   * tree and visits a query's words in the same order, with the whole index's statistics and the
   * postings of the shards read so far: a query whose words' shards are read scores as in the
   * whole index.
   */
  private index: MiniSearch<IndexedRecord> | null = null;
  private readonly files = new Map<string, Promise<unknown>>();
  /** The shards whose postings are in the index. */
  private readonly shardsRead = new Set<SplitShard>();
  /** What ranking needs of each record the shards read so far name. */
  private readonly facts = new Map<number, RecordFacts>();
  private readonly pageRecords = new Map<number, Promise<SearchRecord[]>>();
  private places: {file: string; slot: number}[] | null = null;

  constructor(
    private readonly directory: SplitDirectory,
    private readonly fetchFile: FetchFile,
    /** Postings beyond which a query waits for a newer one before it scores (tests lower it). */
    private readonly expensivePostings = EXPENSIVE_POSTINGS,
  ) {
    const missing = new Set(directory.vocabularyMissing);
    this.vocabulary = new Vocabulary(
      new Set(directory.words.filter((_word, at) => !missing.has(at))),
    );
    let first = 0;
    this.firstRecords = directory.pages.map((page) => {
      const at = first;
      first += page[6];
      return at;
    });
    this.pageFacts = directory.pages.map(([route, url, section, , language, tags]) => ({
      page: url ?? directory.origin + route,
      section: directory.sections[section],
      language: directory.languages[language],
      tags: directory.tagSets[tags],
    }));
  }

  /** The page a record belongs to (binary search of each page's first record). */
  private pageOf(id: number): number {
    return lastNotAfter(this.firstRecords.length, (at) => this.firstRecords[at], id);
  }

  private file(name: string): Promise<unknown> {
    let file = this.files.get(name);
    if (!file) {
      file = this.fetchFile(name).catch((error: unknown) => {
        // A failed download is forgotten, so the next query tries again.
        this.files.delete(name);
        throw error;
      });
      this.files.set(name, file);
    }
    return file;
  }

  /** Builds what every query needs first (two trees of every word), e.g. when the page is idle. */
  prepare(): {wordMatcher: MiniSearch<IndexedRecord>; index: MiniSearch<IndexedRecord>} {
    if (!this.wordMatcher || !this.index) {
      const fieldIds = Object.fromEntries(INDEXED_FIELDS.map((field, at) => [field, at]));
      const shell = (documentCount: number) => ({
        documentCount,
        nextId: documentCount,
        fieldIds,
        storedFields: {},
        dirtCount: 0,
        serializationVersion: 2,
      });
      this.wordMatcher = MiniSearch.loadJS<IndexedRecord>(
        {
          ...shell(1),
          documentIds: {0: 0},
          fieldLength: {0: INDEXED_FIELDS.map(() => 1)},
          averageFieldLength: INDEXED_FIELDS.map(() => 1),
          index: this.directory.words.map((word) => [word, {[HEADING_FIELD]: {0: 1}}]),
        },
        miniSearchOptions(() => PLACEHOLDER_FACTS),
      );
      this.index = MiniSearch.loadJS<IndexedRecord>(
        {
          ...shell(this.directory.documentCount),
          documentIds: {},
          fieldLength: {},
          averageFieldLength: this.directory.averageFieldLength,
          index: this.directory.words.map((word) => [word, {}]),
        },
        miniSearchOptions((id) => this.facts.get(id)!),
      );
    }
    return {wordMatcher: this.wordMatcher, index: this.index};
  }

  /**
   * Fetches and reads every shard of headings' postings (13 KiB of gzip on this site, 21 at ten
   * times its size), what a query of one or two letters searches and every query scores: ahead
   * of the first query, when the page is idle.
   */
  async loadHeadings(): Promise<void> {
    this.readShards(await this.fetchShards(this.directory.headingShards.map(([, file]) => file)));
  }

  /** Every word a planned query matches, as MiniSearch matches words (prefixes, typos). */
  private matchedWords(plan: QueryPlan): string[] {
    const [found] = this.prepare().wordMatcher.search(plan.query);
    return found ? Object.keys(found.match) : [];
  }

  /** The names of the shards holding these words' postings in the fields searched. */
  private shardsOf(words: readonly string[], headingsOnly: boolean): string[] {
    const families = headingsOnly
      ? [this.directory.headingShards]
      : [this.directory.headingShards, this.directory.bodyShards];
    const names = new Set<string>();
    for (const shards of families) {
      for (const word of words) {
        const name = shardOf(shards, word);
        if (name) names.add(name);
      }
    }
    return [...names];
  }

  /** Fetches shards (each once): read only when a query that needs them scores. */
  private async fetchShards(names: readonly string[]): Promise<SplitShard[]> {
    return Promise.all(names.map(async (name) => (await this.file(name)) as SplitShard));
  }

  /** Reads the shards not read yet into the index. */
  private readShards(shards: readonly SplitShard[]): void {
    for (const shard of shards) {
      if (this.shardsRead.has(shard)) continue;
      this.shardsRead.add(shard);
      this.read(shard);
    }
  }

  /**
   * How many postings of these words, in the fields searched, these shards hold: what a query
   * scores, counted before its shards are read.
   */
  private postingsOf(
    shards: readonly SplitShard[],
    words: readonly string[],
    fields: readonly string[] | undefined,
  ): number {
    const wanted = new Set(words);
    const searched = new Set(
      (fields ?? INDEXED_FIELDS).map((field) => INDEXED_FIELDS.indexOf(field as never)),
    );
    let count = 0;
    for (const shard of shards) {
      for (const [word, postings] of shard.words) {
        if (!wanted.has(word)) continue;
        for (const [field, gaps] of postings) if (searched.has(field)) count += gaps.length;
      }
    }
    return count;
  }

  /** Adds a shard's postings to the index, and what ranking needs of the records they name. */
  private read(shard: SplitShard): void {
    const internals = this.prepare().index as unknown as MiniSearchInternals;
    for (const [word, fields] of shard.words) {
      const postings = internals._index.get(word)!;
      for (const [field, gaps, counts, lengths, types] of fields) {
        const byRecord = new Map<number, number>();
        let id = 0;
        gaps.forEach((gap, at) => {
          id += gap;
          byRecord.set(id, counts === 0 ? 1 : counts[at]);
          let fieldLengths = internals._fieldLength.get(id);
          if (!fieldLengths) {
            // Stryker disable next-line ArrayDeclaration: only the lengths of fields a record has postings in are read
            fieldLengths = [];
            internals._fieldLength.set(id, fieldLengths);
            internals._documentIds.set(id, id);
            const page = this.pageOf(id);
            this.facts.set(id, {
              ...this.pageFacts[page],
              type: TYPES[types[at]],
              position: id - this.firstRecords[page],
            });
          }
          fieldLengths[field] = lengths[at];
        });
        postings.set(field, byRecord);
      }
    }
  }

  /**
   * Matching records by id, best first: the whole index's ranking, from the files it needs. Once
   * `signal` has aborted, it stops when those files are in, without ranking.
   */
  async rank(
    query: string,
    {facetFilters}: FacetFilters = {},
    signal?: AbortSignal,
  ): Promise<RankedMatch[]> {
    const plan = planQuery(query, this.vocabulary);
    if (!plan) return [];
    const words = this.matchedWords(plan);
    const shards = await this.fetchShards(this.shardsOf(words, plan.fields !== undefined));
    signal?.throwIfAborted();
    // A query that scores many records (a short prefix on a large site: "nil" matches 60,000
    // postings at ten times this site's size, 200 ms and more of reading and scoring) waits a
    // moment for the reader's next key: typed on, it is superseded and its shards are never read
    // nor scored. Neither can be stopped once begun.
    if (signal && this.postingsOf(shards, words, plan.fields) > this.expensivePostings) {
      await new Promise((resolve) => setTimeout(resolve, NEXT_KEY_WAIT_MS));
      signal.throwIfAborted();
    }
    this.readShards(shards);
    const results: SearchResult[] = this.prepare().index.search(plan.query, {fields: plan.fields});
    return rankMatches(
      results,
      plan,
      this.directory.documentCount,
      (id) => this.facts.get(id)!,
      facetFilters,
    );
  }

  private recordsOfPage(page: number): Promise<SearchRecord[]> {
    let records = this.pageRecords.get(page);
    if (!records) {
      this.places ??= textPlaces(this.directory);
      const {file, slot} = this.places[page];
      records = this.file(file).then((chunk) =>
        pageRecordsOf(this.directory, page, chunk as TextChunk, slot),
      );
      records.catch(() => this.pageRecords.delete(page));
      this.pageRecords.set(page, records);
    }
    return records;
  }

  /** The records of ranked matches: the chunks of their pages' texts, fetched once each. */
  async recordsOf(matches: readonly RankedMatch[]): Promise<SearchRecord[]> {
    return Promise.all(
      matches.map(async ({id}) => {
        const page = this.pageOf(id);
        return (await this.recordsOfPage(page))[id - this.firstRecords[page]];
      }),
    );
  }
}

/** Facts for the word matcher's placeholder record (its scores are never read). */
// Never read but for the type and position a boost needs.
// Stryker disable all
const PLACEHOLDER_FACTS: RecordFacts = {
  type: 'content',
  position: 0,
  page: '',
  section: '',
  language: '',
  tags: [],
};
// Stryker restore all
