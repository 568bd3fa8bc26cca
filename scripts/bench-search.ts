/**
 * `npm run bench:search`: figures for the embedded search, printed as a table (not a test).
 * Uses the production build in build/ (building it first when there is none), served as readers
 * get it (Debian's nginx with the build's generated nginx.conf: gzip, caching headers), and
 * Debian's Chromium.
 *   - index bytes: raw and gzip (what a compressing server sends)
 *   - first open: Ctrl+K on a loaded page, then "nildb" typed at once at 30 ms a key, to the first
 *     result for "nildb" on screen, cold cache (median of 5), and the letters lost on the way
 *   - query time: engine time of each query of the search development and held-out sets
 *     (quality/search-*-queries.ts), entered whole, and per keystroke while typing the relevance query set
 *   - what search downloads (modal code, search client, index), bytes over the wire: when the
 *     browser is idle after load, and from Ctrl+K to the first result (a file the browser had
 *     cached when idle counts once, when it was fetched)
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import {chromiumArgs, chromiumPath} from '../quality/browser';
import {isPrefetch, onDemandSinceOf} from '../quality/measure-page-weight';
import {startNginx} from '../quality/nginx';
import {RELEVANCE_CASES} from '../quality/relevance-queries';
import {DEV_QUERIES} from '../quality/search-dev-queries';
import {HELD_OUT_QUERIES} from '../quality/search-held-out-queries';
import {percentile} from '../quality/search-relevance';
import {QUERY_MEASURE, SEARCH_MANIFEST_PATH, type SearchManifest} from '../src/lib/search/types';

const PORT = Number(process.env.BENCH_PORT ?? 3400);
const PAGE = '/learn/what-is-nillion';
const RUNS = 5;
/** A step's time limit: generous, since the build box is often busy (a limit, not a figure). */
const STEP_TIMEOUT = 120_000;
/** The first-open query and typing speed (issue 17: "nildb" at 30 ms a key). */
const QUERY = 'nildb';
const KEY_DELAY_MS = 30;
/** The build to measure; `npm run bench` points it at its own production build. */
const BUILD_DIR = process.env.BENCH_BUILD_DIR ?? 'build';

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

interface Fetched {
  path: string;
  phase: 'idle' | 'open';
  prefetch: boolean;
  /** Wall-clock ms, as Playwright times requests (a worker's included). */
  startedAt: number;
  wireBytes: Promise<number>;
}

/**
 * Search's downloads, bytes over the wire. Before Ctrl+K: what the page asked for once it started
 * loading code on demand (the ON_DEMAND_MARK: the search client, its worker and index) and the
 * prefetches the modal then used (its code, cached but not run); not the link prefetches of other
 * routes, nor the route's own chunks that arrive after the load event. After Ctrl+K: only what
 * came from the network, not from the cache.
 */
async function searchDownloads(fetched: Fetched[], onDemandSince: number | null) {
  const isSearchFile = (file: Fetched) => /^\/(assets|search)\//.test(file.path);
  const usedOnOpen = new Set(
    fetched.filter((file) => file.phase === 'open' && !file.prefetch).map((file) => file.path),
  );
  const idle = fetched.filter(
    (file) =>
      file.phase === 'idle' &&
      isSearchFile(file) &&
      onDemandSince !== null &&
      file.startedAt >= onDemandSince &&
      (!file.prefetch || usedOnOpen.has(file.path)),
  );
  const open = fetched.filter(
    (file) => file.phase === 'open' && !file.prefetch && isSearchFile(file),
  );
  const sum = async (files: Fetched[]) =>
    (await Promise.all(files.map((file) => file.wireBytes))).reduce(
      (total, bytes) => total + bytes,
      0,
    );
  return {idle: await sum(idle), open: await sum(open)};
}

async function main() {
  const manifestFile = path.join(BUILD_DIR, SEARCH_MANIFEST_PATH);
  if (!existsSync(manifestFile)) {
    console.error('No build yet: running `npm run build` first.');
    if (spawnSync('npm', ['run', 'build'], {stdio: 'inherit'}).status !== 0) process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as SearchManifest;
  const indexBody = readFileSync(path.join(BUILD_DIR, manifest.index));

  const nginx = await startNginx(BUILD_DIR, PORT);
  const BASE = nginx.url;
  const browser = await chromium.launch({
    executablePath: chromiumPath() ?? undefined,
    args: chromiumArgs,
  });
  try {
    // First open on a cold cache: Ctrl+K on a loaded page, "nildb" typed at once at 30 ms a key,
    // to the first result for the whole query; and what search downloads, after load (idle
    // prefetch) and after Ctrl+K.
    const firstOpen: number[] = [];
    const lostLetters: string[] = [];
    let prefetchedBytes = 0;
    let openBytes = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext();
      context.setDefaultTimeout(STEP_TIMEOUT);
      const page = await context.newPage();
      let phase: 'page' | 'idle' | 'open' | 'done' = 'page';
      // Every file the page asks for after load: when, whether as a prefetch, and its body's
      // bytes over the wire (none when the browser answered from its cache).
      const fetched: Fetched[] = [];
      page.on('requestfinished', (request) => {
        if (phase !== 'idle' && phase !== 'open') return;
        fetched.push({
          path: new URL(request.url()).pathname,
          phase,
          prefetch: isPrefetch(request),
          startedAt: request.timing().startTime,
          wireBytes: request.sizes().then(
            (sizes) => Math.max(0, sizes.responseBodySize),
            () => 0,
          ),
        });
      });
      page.on('load', () => (phase = 'idle'));
      // networkidle: 500 ms without requests, so a prefetch started when the browser is idle
      // after load has finished too.
      await page.goto(`${BASE}${PAGE}`, {waitUntil: 'networkidle'});
      await page.evaluate((query) => {
        const state = window as unknown as {benchOpened?: number; benchResults?: number};
        window.addEventListener('keydown', () => (state.benchOpened ??= performance.now()), true);
        // A result for the whole query: its highlighted word is the query, not a prefix of it.
        // (No named functions in here: tsx would wrap them in a helper the page does not have.)
        new MutationObserver(() => {
          if (
            !state.benchResults &&
            document.querySelector<HTMLInputElement>('.DocSearch-Input')?.value === query &&
            [...document.querySelectorAll('.DocSearch-Hit mark')].some(
              (mark) => mark.textContent?.toLowerCase() === query,
            )
          )
            state.benchResults = performance.now();
        }).observe(document.body, {childList: true, subtree: true, characterData: true});
      }, QUERY);
      phase = 'open';
      await page.keyboard.press('Control+k');
      await page.keyboard.type(QUERY, {delay: KEY_DELAY_MS});
      const typed = await page
        .locator('.DocSearch-Input')
        .inputValue({timeout: 10_000})
        .catch(() => '(no input)');
      if (typed !== QUERY) lostLetters.push(typed);
      await page
        .waitForFunction(() => (window as unknown as {benchResults?: number}).benchResults, null, {
          timeout: 10_000,
        })
        .catch(() => undefined);
      phase = 'done';
      const elapsed = await page.evaluate(() => {
        const state = window as unknown as {benchOpened: number; benchResults?: number};
        return state.benchResults === undefined ? null : state.benchResults - state.benchOpened;
      });
      if (elapsed !== null) firstOpen.push(elapsed);
      if (run === 0) {
        const onDemandSince = await onDemandSinceOf(page);
        ({idle: prefetchedBytes, open: openBytes} = await searchDownloads(fetched, onDemandSince));
      }
      await context.close();
    }

    // Every query of the development and held-out sets, entered whole (one answer each); then
    // the relevance set typed one character at a time (an answer per keystroke).
    const context = await browser.newContext();
    context.setDefaultTimeout(STEP_TIMEOUT);
    const page = await context.newPage();
    await page.goto(`${BASE}${PAGE}`, {waitUntil: 'networkidle'});
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    await input.fill('nil');
    await page.locator('.DocSearch-Hit').first().waitFor();
    await page.evaluate((name) => performance.clearMeasures(name), QUERY_MEASURE);
    const measured = () =>
      page.evaluate(
        (name) => performance.getEntriesByName(name).map((entry) => entry.duration),
        QUERY_MEASURE,
      );
    const wholeQueries: number[] = [];
    const queries = [...DEV_QUERIES, ...HELD_OUT_QUERIES].map(({query}) => query);
    for (const query of queries) {
      const before = (await measured()).length;
      await input.fill(query);
      await page.waitForFunction(
        ([name, count]) => performance.getEntriesByName(name as string).length > (count as number),
        [QUERY_MEASURE, before],
      );
      const all = await measured();
      wholeQueries.push(all[all.length - 1]);
    }
    await page.evaluate((name) => performance.clearMeasures(name), QUERY_MEASURE);
    for (const {query} of RELEVANCE_CASES) {
      await input.fill('');
      await input.pressSequentially(query, {delay: 30});
      await page.waitForTimeout(100);
    }
    const keystrokes = await measured();
    await context.close();

    console.log('\n| search figure | value |\n| --- | --- |');
    console.log(`| records | ${manifest.records} |`);
    console.log(
      `| index over the wire | ${kib(gzipSync(indexBody).length)} gzip (${kib(indexBody.length)} raw) |`,
    );
    console.log(
      `| fetched before Ctrl+K, when idle after load: search client, index, modal code (not run) | ${kib(prefetchedBytes)} over the wire |`,
    );
    console.log(`| fetched from Ctrl+K to the first result | ${kib(openBytes)} over the wire |`);
    const timed = firstOpen.length
      ? `median ${percentile(firstOpen, 50).toFixed(0)} ms (min ${Math.min(...firstOpen).toFixed(0)}, max ${Math.max(...firstOpen).toFixed(0)})`
      : 'no result';
    console.log(
      `| Ctrl+K, "${QUERY}" typed at ${KEY_DELAY_MS} ms a key → its results, cold cache | ${timed}; ${firstOpen.length} of ${RUNS} runs showed results |`,
    );
    console.log(
      `| letters lost | ${lostLetters.length ? `${lostLetters.length} of ${RUNS} runs (${lostLetters.map((value) => `"${value}"`).join(', ')})` : `none (${RUNS} runs)`} |`,
    );
    console.log(
      `| query time, whole queries (${queries.length}: development + held-out sets) | p50 ${percentile(wholeQueries, 50).toFixed(2)} ms, p95 ${percentile(wholeQueries, 95).toFixed(2)} ms |`,
    );
    console.log(
      `| query time per keystroke, relevance set typed (${keystrokes.length} queries) | p50 ${percentile(keystrokes, 50).toFixed(2)} ms, p95 ${percentile(keystrokes, 95).toFixed(2)} ms |`,
    );
  } finally {
    await browser.close();
    await nginx.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
