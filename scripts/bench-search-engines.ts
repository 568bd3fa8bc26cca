/**
 * `npm run bench:search-engines [buildDir] [--runs N]`: the figures behind the choice of search
 * engine (README "Search"), printed as a Markdown table. Not a test: it only measures.
 *
 * Every engine indexes the same records of a production build (`build/` by default) with the same
 * weights: page title 8, section heading 5, body text 1 (what MiniSearch's heading boost 2 times
 * its lvl1/lvl2 record boosts 4/2.5 give on the site), answers a one-word query of one or two
 * letters from titles and headings only, asks for every word (AND) before falling back to any
 * (OR), and is scored by the relevance gate's own rule (quality/search-relevance.ts).
 *   - download: the engine's own serialized form plus the records needed to show hits, gzip and raw
 *     (each file compressed on its own, as a server would send it)
 *   - build: index all records; load: parse what was downloaded until the first query can run
 *   - per query: every prefix of every relevance query ("n", "ni", "nil", …), p50 and p95
 *   - top 3: relevance queries with a wanted page among the first three pages
 *   - typo: the one-typo queries of quality/typo-queries.ts, same rule
 * Timings are medians over --runs runs (default 3), engines interleaved in each run.
 */
import {loadavg} from 'node:os';
import path from 'node:path';
import {performance} from 'node:perf_hooks';
import {gzipSync} from 'node:zlib';
import {Charset, Document, Resolver} from 'flexsearch';
import {count, create, insertMultiple, load, save, search as oramaSearch} from '@orama/orama';
import {readBuiltRecords} from '../plugins/page-model/outputs/search-index';
import {SHORT_PREFIX, SearchEngine, queryTerms} from '../src/lib/search/engine';
import {compactIndex, expandIndex} from '../src/lib/search/compact';
import type {SearchRecord} from '../src/lib/search/types';
import type {CompactIndex} from '../src/lib/search/compact';
import {
  foundShare,
  median,
  percentile,
  scoreCases,
  type RankedSearch,
} from '../quality/search-relevance';
import {RELEVANCE_CASES} from '../quality/relevance-queries';
import {TYPO_CASES} from '../quality/typo-queries';

const WEIGHT = {title: 8, heading: 5, content: 1} as const;
/** Results asked of engines that need a limit; more than the three distinct pages scored. */
const LIMIT = 50;

// A type, not an interface: FlexSearch's documents need an implicit index signature.
type Fields = {
  title: string;
  heading: string;
  content: string;
};

/** A record's text split by weight: page title (lvl1), section heading (lvl2–6), body. */
function fieldsOf(record: SearchRecord): Fields {
  const own = record.type === 'content' ? '' : (record.hierarchy[record.type] ?? '');
  return {
    title: record.type === 'lvl1' ? own : '',
    heading: record.type === 'lvl1' ? '' : own,
    content: record.content ?? '',
  };
}

/** Whether a query is a single word too short to search body text (the site's rule). */
const headingsOnly = (query: string) => {
  const terms = queryTerms(query);
  return terms.length === 1 && terms[0].length < SHORT_PREFIX;
};

const english = (records: readonly SearchRecord[]) =>
  records.filter((record) => record.language === 'en');

/** What the browser downloads: named files, each sent compressed on its own. */
type Download = Record<string, string>;

interface Built {
  search: RankedSearch;
}

interface Engine {
  name: string;
  /** Index the records; returns the search and what would be shipped. */
  build(records: readonly SearchRecord[]): {built: Built; download: Download};
  /** Turn the shipped files back into a searchable index. */
  load(download: Download): Promise<Built> | Built;
}

/** The file the site ships today (records only, compacted). */
const recordsFile = (records: readonly SearchRecord[]) => JSON.stringify(compactIndex(records));
const parseRecords = (file: string) => expandIndex(JSON.parse(file) as CompactIndex);

const miniSearch: Engine = {
  name: 'MiniSearch 7.2.0 (site: src/lib/search/engine.ts)',
  build(records) {
    const engine = new SearchEngine(records);
    return {
      built: {search: (query) => english(engine.search(query).map(({record}) => record))},
      download: {records: recordsFile(records)},
    };
  },
  load(download) {
    // The site ships only the records and builds the index in the browser.
    const engine = new SearchEngine(parseRecords(download.records));
    return {search: (query) => english(engine.search(query).map(({record}) => record))};
  },
};

type FlexDoc = Fields & {id: number};

function flexIndex(encoder: keyof typeof Charset) {
  return new Document<FlexDoc>({
    id: 'id',
    index: (['title', 'heading', 'content'] as const).map((field) => ({
      field,
      tokenize: 'forward' as const,
      encoder: Charset[encoder],
    })),
  });
}

function flexSearch(index: Document<FlexDoc>, records: readonly SearchRecord[]): RankedSearch {
  return (query) => {
    const fields = headingsOnly(query)
      ? (['title', 'heading'] as const)
      : (['title', 'heading', 'content'] as const);
    const run = (suggest: boolean) => {
      // The resolver merges per-field results, each weighted by its boost.
      const [first, ...rest] = fields.map((field) => ({
        index,
        field,
        query,
        boost: WEIGHT[field],
        suggest,
      }));
      const resolver = new Resolver<FlexDoc>(first);
      for (const options of rest) resolver.or(options);
      return resolver.resolve({limit: LIMIT}) as number[];
    };
    // Every word first, then (suggest) the best partial matches, like the site's AND then OR.
    let ids = run(false);
    if (ids.length === 0) ids = run(true);
    return english(ids.map((id) => records[id]));
  };
}

function flexEngine(encoder: keyof typeof Charset): Engine {
  return {
    name: `FlexSearch 0.8.212 (Document, forward, ${encoder}, suggest)`,
    build(records) {
      const index = flexIndex(encoder);
      records.forEach((record, id) => index.add({id, ...fieldsOf(record)}));
      const chunks: [string, string][] = [];
      index.export((key, data) => {
        chunks.push([key, data as string]);
      });
      return {
        built: {search: flexSearch(index, records)},
        download: {index: JSON.stringify(chunks), records: recordsFile(records)},
      };
    },
    load(download) {
      const records = parseRecords(download.records);
      const index = flexIndex(encoder);
      for (const [key, data] of JSON.parse(download.index) as [string, string][]) {
        index.import(key, data);
      }
      return {search: flexSearch(index, records)};
    },
  };
}

const ORAMA_SCHEMA = {title: 'string', heading: 'string', content: 'string'} as const;

function oramaRanked(
  db: ReturnType<typeof oramaDb>,
  records: readonly SearchRecord[],
): RankedSearch {
  return (query) => {
    const properties = headingsOnly(query)
      ? (['title', 'heading'] as const)
      : (['title', 'heading', 'content'] as const);
    const run = (threshold: number) =>
      oramaSearch(db, {
        term: query,
        properties: [...properties],
        tolerance: 1,
        boost: {title: WEIGHT.title, heading: WEIGHT.heading},
        threshold,
        limit: LIMIT,
      }) as Awaited<ReturnType<typeof oramaSearch>>;
    // threshold 0: documents with every word; 1: any word (Orama's default).
    let results = run(0);
    if (results.hits.length === 0 && queryTerms(query).length > 1) results = run(1);
    return english(results.hits.map((hit) => records[Number(hit.id)]));
  };
}

const oramaDb = () => create({schema: ORAMA_SCHEMA});

const orama: Engine = {
  name: 'Orama 3.1.18 (tolerance 1, boosts)',
  build(records) {
    const db = oramaDb();
    // Synchronous without async hooks; the count proves every record is in before timing stops.
    void insertMultiple(
      db,
      records.map((record, id) => ({id: String(id), ...fieldsOf(record)})),
    );
    if (count(db) !== records.length) throw new Error('Orama indexed only part of the records');
    return {
      built: {search: oramaRanked(db, records)},
      // Orama's dump holds its stored documents (the indexed text) as well as the index.
      download: {index: JSON.stringify(save(db)), records: recordsFile(records)},
    };
  },
  load(download) {
    const records = parseRecords(download.records);
    const db = oramaDb();
    load(db, JSON.parse(download.index) as ReturnType<typeof save>);
    return {search: oramaRanked(db, records)};
  },
};

/** Every prefix of every relevance query, as typed. */
const TYPED = RELEVANCE_CASES.flatMap(({query}) =>
  Array.from({length: query.length}, (_, end) => query.slice(0, end + 1)),
).filter((prefix) => prefix.trim().length > 0);

interface Run {
  buildMs: number;
  loadMs: number;
  queryMs: number[];
}

interface Row {
  engine: Engine;
  raw: number;
  gzip: number;
  top3: number;
  typo: {all: number; drop: number; swap: number};
  runs: Run[];
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
const pct = (share: number) => `${Math.round(share * 100)}%`;
const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(value < 1 ? 3 : 1));

async function measure(engine: Engine, records: readonly SearchRecord[], row?: Row): Promise<Row> {
  let start = performance.now();
  const {built, download} = engine.build(records);
  const buildMs = performance.now() - start;

  start = performance.now();
  const loaded = await engine.load(download);
  const loadMs = performance.now() - start;

  // One pass to warm up the JIT and caches, then the timed pass.
  for (const prefix of TYPED) loaded.search(prefix);
  const queryMs = TYPED.map((prefix) => {
    const begin = performance.now();
    loaded.search(prefix);
    return performance.now() - begin;
  });

  const run = {buildMs, loadMs, queryMs};
  if (row) {
    row.runs.push(run);
    return row;
  }
  const files = Object.values(download);
  const typoRows = scoreCases(TYPO_CASES, loaded.search);
  const typoShare = (kind: 'drop' | 'swap') =>
    foundShare(typoRows.filter((typoRow) => typoRow.typo === kind));
  // The built and the loaded index must answer alike, or the load measured something else.
  const builtTop = scoreCases(RELEVANCE_CASES, built.search).map((scored) => scored.top.join());
  const loadedRows = scoreCases(RELEVANCE_CASES, loaded.search);
  if (loadedRows.some((scored, at) => scored.top.join() !== builtTop[at])) {
    throw new Error(`${engine.name}: the loaded index answers differently from the built one`);
  }
  return {
    engine,
    raw: files.reduce((sum, file) => sum + Buffer.byteLength(file), 0),
    gzip: files.reduce((sum, file) => sum + gzipSync(file).length, 0),
    top3: foundShare(loadedRows),
    typo: {all: foundShare(typoRows), drop: typoShare('drop'), swap: typoShare('swap')},
    runs: [run],
  };
}

async function main() {
  const args = process.argv.slice(2);
  const runsAt = args.indexOf('--runs');
  const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 3;
  const buildDir = path.resolve(
    args.find((arg, at) => !arg.startsWith('--') && args[at - 1] !== '--runs') ?? 'build',
  );
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number ≥ 1');

  const records = await readBuiltRecords(buildDir);
  const engines = [miniSearch, flexEngine('LatinBalance'), flexEngine('LatinExtra'), orama];
  const loadBefore = loadavg()[0];
  const rows = new Map<Engine, Row>();
  for (let run = 0; run < runs; run += 1) {
    for (const engine of engines)
      rows.set(engine, await measure(engine, records, rows.get(engine)));
  }
  const loadAfter = loadavg()[0];
  // The site builds MiniSearch's index in the browser; shipping MiniSearch's own serialized
  // index instead would cost this much on top of the records.
  const serialized = JSON.stringify(new SearchEngine(records)['index']);

  console.log(
    `${records.length} records from ${buildDir}; ${TYPED.length} typed prefixes, ` +
      `${RELEVANCE_CASES.length} relevance and ${TYPO_CASES.length} one-typo queries; ` +
      `medians of ${runs} run(s); load average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)} ` +
      `on ${new Date().toISOString().slice(0, 10)}\n`,
  );
  console.log(
    '| engine | download gzip (raw) | build | load | query p50 / p95 | top 3 | one typo (drop / swap) |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const {engine, raw, gzip, top3, typo, runs: measured} of rows.values()) {
    const of = (pick: (run: Run) => number) => median(measured.map(pick));
    console.log(
      `| ${engine.name} | ${kib(gzip)} (${kib(raw)}) | ${ms(of((run) => run.buildMs))} ms | ` +
        `${ms(of((run) => run.loadMs))} ms | ` +
        `${ms(of((run) => percentile(run.queryMs, 50)))} / ${ms(of((run) => percentile(run.queryMs, 95)))} ms | ` +
        `${pct(top3)} | ${pct(typo.all)} (${pct(typo.drop)} / ${pct(typo.swap)}) |`,
    );
  }
  console.log(
    `\nMiniSearch's own serialized index (toJSON) of the same records: ` +
      `${kib(gzipSync(serialized).length)} gzip (${kib(Buffer.byteLength(serialized))}), not shipped.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
