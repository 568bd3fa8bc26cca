/**
 * `npm run bench:scale`: how the portal's costs grow with its content (a report, not a test).
 * For each factor (`--factor 10`, the default, or `--factors 1,3,10`): a copy of the site with its
 * content multiplied (multiply.ts), built from cold, served through nginx with the generated
 * config as readers get it, and measured:
 * - the cold build: wall time, seconds per page, peak memory of the process tree, output size;
 *   the page model's post-build time (its log line);
 * - a warm rebuild after editing one page (the persistent cache of the cold build kept);
 * - what every page loads at start-up: the home page's scripts (plugins/start-up-scripts), gzip level 6;
 * - search: Ctrl+K on a loaded page, a two-word query typed at 30 ms a key, to its first result
 *   (median of the runs), and the bytes search fetched from page load to that result;
 * - hosted search: the records of every docs version as `npm run search:push` sends them, the
 *   largest against Algolia's 10 KB record limit (its smallest plan's).
 * Each factor's figures replace that factor's in reports/bench-scale.json; the report table in the
 * README (between its bench:scale markers) and the plot reports/bench-scale.svg are rewritten from
 * that file. Copies live in $BENCH_SCALE_DIR (default: the system's temporary folder) and are
 * kept for a look after the run; node_modules is linked, its cache kept per copy.
 * `--report-only` rewrites the README table and the plot from reports/bench-scale.json.
 */
import {execFileSync} from 'node:child_process';
import {
  appendFileSync,
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import {chromiumArgs, chromiumPath} from '../lib/browser';
import {listBuiltRoutes, startUpScripts} from '../lib/built-routes';
import {measureSearchOpen} from '../measure/search-open';
import {startNginx} from '../lib/nginx';
import {median} from '../measure/statistics';
import {timedRun} from '../measure/timed-run';
import {sentRecord} from '../../plugins/page-model/outputs/algolia-push';
import {readAllBuiltRecords} from '../../plugins/page-model/outputs/search-index';
import {multiplySite, type MultipliedCounts} from './multiply';
import {growthPlotSvg} from './plot';

const SITE_DIR = process.cwd();
const PORT = Number(process.env.BENCH_PORT ?? 3400);
const REPORT_JSON = 'reports/bench-scale.json';
const REPORT_SVG = 'reports/bench-scale.svg';
const README = 'README.md';
const MARKERS = ['<!-- bench:scale report -->', '<!-- /bench:scale report -->'] as const;
/**
 * Where search is opened, the typing speed (issue 17: 30 ms a key) and the queries: "nildb", the
 * query of the 300 ms target (issues 17 and 36), and a two-word query, whose typing alone takes
 * about 450 ms, so it is also timed from its last key.
 */
const SEARCH_PAGE = '/learn/what-is-nillion';
const KEY_DELAY_MS = 30;
const SEARCH_RUNS = 5;
const ONE_WORD = 'nildb';
const TWO_WORDS = 'private storage';
/** Algolia's record size limit on its smallest plan (10 KB; larger plans allow 100 KB). */
const ALGOLIA_RECORD_LIMIT = 10_000;
/** The page edited before the warm rebuild. */
const EDITED_PAGE = 'docs/learn/architecture.mdx';
/** What the copy leaves out: installs, build output, test output, history. */
const NOT_COPIED = new Set([
  'node_modules',
  'build',
  'build-third-party',
  '.docusaurus',
  'test-results',
  '.git',
  '.stryker-tmp',
  'reports',
  'sample-projects',
]);

export interface ScaleFigures {
  factor: number;
  measuredAt: string;
  commit: string;
  host: string;
  multiplied: MultipliedCounts;
  routes: number;
  coldBuildSeconds: number;
  secondsPerRoute: number;
  peakMemoryGiB: number;
  outputMiB: number;
  pageModelSeconds: number | null;
  warmRebuildSeconds: number;
  startUpGzipKiB: number;
  searchFetchedKiB: number;
  /** Ctrl+K, "nildb" typed → its first result, median ms. */
  searchFirstResultMs: number | null;
  searchRunsWithResults: number;
  /** Ctrl+K, the two words typed → their first result, and from the last key, median ms. */
  twoWordsFirstResultMs: number | null;
  twoWordsAfterLastKeyMs: number | null;
  hostedRecords: number;
  largestRecordBytes: number;
  recordsOverLimit: number;
}

const {values: flags} = parseArgs({
  options: {
    factor: {type: 'string', default: '10'},
    factors: {type: 'string'},
    'report-only': {type: 'boolean', default: false},
  },
});
const factors = (flags.factors ?? flags.factor)
  .split(',')
  .map((value) => Number(value.trim()))
  .filter((value) => Number.isInteger(value) && value >= 1);
if (factors.length === 0) {
  console.error('--factor N or --factors 1,3,10: whole numbers from 1');
  process.exit(1);
}

const gib = (bytes: number) => bytes / 1024 ** 3;
const kib = (bytes: number) => bytes / 1024;

function folderBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const at = path.join(dir, entry.name);
    total += entry.isDirectory() ? folderBytes(at) : statSync(at).size;
  }
  return total;
}

/** A copy of the working tree (generated API pages included) with node_modules linked. */
function prepareCopy(factor: number): {dir: string; counts: MultipliedCounts} {
  const dir = path.join(process.env.BENCH_SCALE_DIR ?? os.tmpdir(), `nillion-scale-${factor}`);
  rmSync(dir, {recursive: true, force: true});
  mkdirSync(dir, {recursive: true});
  for (const entry of readdirSync(SITE_DIR)) {
    if (NOT_COPIED.has(entry)) continue;
    cpSync(path.join(SITE_DIR, entry), path.join(dir, entry), {recursive: true});
  }
  // Each package linked, not the folder: the build's persistent cache (node_modules/.cache)
  // stays the copy's own, so each factor starts cold.
  mkdirSync(path.join(dir, 'node_modules'));
  for (const entry of readdirSync(path.join(SITE_DIR, 'node_modules'))) {
    if (entry === '.cache') continue;
    symlinkSync(path.join(SITE_DIR, 'node_modules', entry), path.join(dir, 'node_modules', entry));
  }
  return {dir, counts: multiplySite(dir, factor)};
}

/** A production build in `dir`, its output in a log file: wall time, peak memory, the log. */
async function build(dir: string, logName: string) {
  const env = {...process.env};
  delete env.PORTAL_TEST_FIXTURES;
  const logPath = path.join(dir, logName);
  const log = openSync(logPath, 'w');
  try {
    const figures = await timedRun('npx', ['docusaurus', 'build'], env, {cwd: dir, output: log});
    return {...figures, log: readFileSync(logPath, 'utf8')};
  } catch (error) {
    console.error(readFileSync(logPath, 'utf8').slice(-4000));
    throw error;
  } finally {
    closeSync(log);
  }
}

const pageModelSeconds = (log: string) => {
  const match = /Page model and its outputs: ([\d.]+) s/.exec(log);
  return match ? Number(match[1]) : null;
};

/** The scripts every page loads at start-up, gzip level 6 (as the budgets weigh). */
function startUpGzipBytes(buildDir: string): number {
  const html = readFileSync(path.join(buildDir, 'index.html'), 'utf8');
  const scripts = startUpScripts(html);
  if (!scripts.some((src) => /\/main\.[\w]+\.js$/.test(src))) {
    throw new Error(`expected main.js among the home page's scripts, found ${scripts}`);
  }
  return scripts.reduce(
    (total, src) => total + gzipSync(readFileSync(path.join(buildDir, src)), {level: 6}).length,
    0,
  );
}

async function measureFactor(factor: number): Promise<ScaleFigures> {
  console.log(`\n=== factor ${factor}: copying and multiplying the content`);
  // The commit the copy is made from (a dirty working tree is copied as it is).
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {encoding: 'utf8'}).trim();
  const {dir, counts} = prepareCopy(factor);
  console.log(`    ${JSON.stringify(counts)} pages added, in ${dir}`);
  console.log(`=== factor ${factor}: cold build`);
  const cold = await build(dir, 'bench-cold.log');
  const buildDir = path.join(dir, 'build');
  const routes = listBuiltRoutes(buildDir).length;
  const outputBytes = folderBytes(buildDir);

  console.log(`=== factor ${factor}: serving and measuring`);
  const nginx = await startNginx(buildDir, PORT);
  const browser = await chromium.launch({
    executablePath: chromiumPath() ?? undefined,
    args: chromiumArgs,
  });
  const searchFor = (query: string) =>
    measureSearchOpen(browser, nginx.url, {
      route: SEARCH_PAGE,
      query,
      keyDelayMs: KEY_DELAY_MS,
      runs: SEARCH_RUNS,
      stepTimeoutMs: 120_000,
    });
  let search;
  let twoWords;
  try {
    search = await searchFor(ONE_WORD);
    twoWords = await searchFor(TWO_WORDS);
  } finally {
    await browser.close();
    await nginx.stop();
  }
  const records = (await readAllBuiltRecords(buildDir)).map((record) =>
    Buffer.byteLength(JSON.stringify(sentRecord(record))),
  );
  const startUp = startUpGzipBytes(buildDir);

  console.log(`=== factor ${factor}: warm rebuild after editing ${EDITED_PAGE}`);
  appendFileSync(path.join(dir, EDITED_PAGE), '\nA sentence added by npm run bench:scale.\n');
  const warm = await build(dir, 'bench-warm.log');

  return {
    factor,
    measuredAt: new Date().toISOString(),
    commit,
    host: `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${gib(os.totalmem()).toFixed(1)} GiB, load ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}`,
    multiplied: counts,
    routes,
    coldBuildSeconds: cold.wallSeconds,
    secondsPerRoute: cold.wallSeconds / routes,
    peakMemoryGiB: gib(cold.peakRssBytes),
    outputMiB: outputBytes / 1024 ** 2,
    pageModelSeconds: pageModelSeconds(cold.log),
    warmRebuildSeconds: warm.wallSeconds,
    startUpGzipKiB: kib(startUp),
    searchFetchedKiB: kib(search.idleBytes + search.openBytes),
    searchFirstResultMs: search.firstResultMs.length ? median(search.firstResultMs) : null,
    searchRunsWithResults: search.firstResultMs.length,
    twoWordsFirstResultMs: twoWords.firstResultMs.length ? median(twoWords.firstResultMs) : null,
    twoWordsAfterLastKeyMs: twoWords.afterLastKeyMs.length ? median(twoWords.afterLastKeyMs) : null,
    hostedRecords: records.length,
    largestRecordBytes: Math.max(...records),
    recordsOverLimit: records.filter((bytes) => bytes > ALGOLIA_RECORD_LIMIT).length,
  };
}

/** The figures of each factor, newest run of each, by factor. */
function readReport(): ScaleFigures[] {
  return existsSync(REPORT_JSON)
    ? (JSON.parse(readFileSync(REPORT_JSON, 'utf8')) as ScaleFigures[])
    : [];
}

const ROWS: {
  label: string;
  value: (f: ScaleFigures) => string;
  /** The figure on the plot, with its legend. */
  plot?: [legend: string, (f: ScaleFigures) => number];
}[] = [
  {label: 'built routes', value: (f) => `${f.routes}`},
  {
    label: 'cold build',
    value: (f) => `${f.coldBuildSeconds.toFixed(0)} s (${f.secondsPerRoute.toFixed(2)} s a route)`,
    plot: ['cold build', (f) => f.coldBuildSeconds],
  },
  {
    label: 'peak memory of the build',
    value: (f) => `${f.peakMemoryGiB.toFixed(2)} GiB`,
    plot: ['peak memory of the build', (f) => f.peakMemoryGiB],
  },
  {
    label: 'warm rebuild after editing one page',
    value: (f) => `${f.warmRebuildSeconds.toFixed(0)} s`,
    plot: ['warm rebuild, one page edited', (f) => f.warmRebuildSeconds],
  },
  {
    label: 'page model and its outputs (in the cold build)',
    value: (f) => (f.pageModelSeconds === null ? 'not logged' : `${f.pageModelSeconds} s`),
  },
  {label: 'build output', value: (f) => `${f.outputMiB.toFixed(0)} MiB`},
  {
    label: 'main.js + runtime on every page (gzip)',
    value: (f) => `${f.startUpGzipKiB.toFixed(1)} KiB`,
    plot: ['main.js + runtime (gzip)', (f) => f.startUpGzipKiB],
  },
  {
    label: 'search: bytes fetched from page load to the first result',
    value: (f) => `${f.searchFetchedKiB.toFixed(0)} KiB`,
    plot: ['search: bytes to first result', (f) => f.searchFetchedKiB],
  },
  {
    label: 'search: Ctrl+K, "nildb" typed at 30 ms a key → first result',
    value: (f) =>
      f.searchFirstResultMs === null
        ? 'no result'
        : `${f.searchFirstResultMs.toFixed(0)} ms (median of ${f.searchRunsWithResults})`,
    plot: ['search: "nildb" → first result', (f) => f.searchFirstResultMs ?? 0],
  },
  {
    label: 'search: Ctrl+K, "private storage" typed → first result (after its last key)',
    value: (f) =>
      f.twoWordsFirstResultMs === null
        ? 'no result'
        : `${f.twoWordsFirstResultMs.toFixed(0)} ms (${(f.twoWordsAfterLastKeyMs ?? 0).toFixed(0)} ms)`,
  },
  {
    label: 'hosted search records; largest',
    value: (f) =>
      `${f.hostedRecords}; ${(f.largestRecordBytes / 1000).toFixed(1)} KB (${f.recordsOverLimit} over 10 KB)`,
  },
];

function reportTable(all: ScaleFigures[]): string {
  const head = ['figure', ...all.map((f) => `factor ${f.factor}`)];
  const rows = ROWS.map((row) => [row.label, ...all.map(row.value)]);
  const measured = all
    .map(
      (f) =>
        `factor ${f.factor}: ${f.measuredAt.slice(0, 16).replace('T', ' ')} UTC at ${f.commit}, ${f.host}`,
    )
    .join('; ');
  return [
    [head, head.map(() => '---'), ...rows].map((row) => `| ${row.join(' | ')} |`).join('\n'),
    '',
    `Measured by \`npm run bench:scale\`: ${measured}.`,
  ].join('\n');
}

function writeReports(all: ScaleFigures[]): void {
  mkdirSync(path.dirname(REPORT_JSON), {recursive: true});
  writeFileSync(REPORT_JSON, `${JSON.stringify(all, null, 2)}\n`);
  const series = ROWS.flatMap(({plot}) =>
    plot ? [{label: plot[0], points: all.map((f) => ({factor: f.factor, value: plot[1](f)}))}] : [],
  );
  writeFileSync(REPORT_SVG, growthPlotSvg(series, 'How each figure grows with the content'));
  const table = reportTable(all);
  const readme = readFileSync(README, 'utf8');
  const [open, close] = MARKERS;
  const start = readme.indexOf(open);
  const end = readme.indexOf(close);
  if (start === -1 || end === -1) {
    console.log(`\n${README} has no ${open} … ${close} block; the report:\n`);
  } else {
    writeFileSync(
      README,
      `${readme.slice(0, start + open.length)}\n${table}\n${readme.slice(end)}`,
    );
  }
  console.log(`\n${table}\n\nWritten: ${REPORT_JSON}, ${REPORT_SVG}, ${README}.`);
}

async function main() {
  const all = readReport();
  if (flags['report-only']) {
    writeReports(all);
    return;
  }
  for (const factor of factors) {
    const figures = await measureFactor(factor);
    const at = all.findIndex((f) => f.factor === factor);
    if (at === -1) all.push(figures);
    else all[at] = figures;
    all.sort((a, b) => a.factor - b.factor);
    writeReports(all);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
