/**
 * `npm run bench:search`: figures for the embedded search, printed as a table (not a test).
 * Uses the production build in build/ (building it first when there is none), served on
 * 127.0.0.1, and Debian's Chromium.
 *   - index bytes: raw and gzip (what a compressing server sends)
 *   - first open: Ctrl+K and a typed query to the first hit on screen, cold cache (median of 5)
 *   - query time: engine time of each query of the search development and held-out sets
 *     (quality/search-*-queries.ts), entered whole, and per keystroke while typing the relevance query set
 *   - what the first open downloads (modal code, search client, index), gzip
 */
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import {chromiumArgs, chromiumPath} from '../quality/browser';
import {RELEVANCE_CASES} from '../quality/relevance-queries';
import {DEV_QUERIES} from '../quality/search-dev-queries';
import {HELD_OUT_QUERIES} from '../quality/search-held-out-queries';
import {percentile} from '../quality/search-relevance';
import {QUERY_MEASURE} from '../src/lib/search/localClient';
import {SEARCH_MANIFEST_PATH, type SearchManifest} from '../src/lib/search/types';

const PORT = Number(process.env.BENCH_PORT ?? 3400);
const BASE = `http://127.0.0.1:${PORT}`;
const PAGE = '/learn/what-is-nillion';
const RUNS = 5;
/** A step's time limit: generous, since the build box is often busy (a limit, not a figure). */
const STEP_TIMEOUT = 120_000;
/** The build to measure; `npm run bench` points it at its own production build. */
const BUILD_DIR = process.env.BENCH_BUILD_DIR ?? 'build';

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

async function waitForServer(url: string) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer`);
}

async function main() {
  const manifestFile = path.join(BUILD_DIR, SEARCH_MANIFEST_PATH);
  if (!existsSync(manifestFile)) {
    console.error('No build yet: running `npm run build` first.');
    if (spawnSync('npm', ['run', 'build'], {stdio: 'inherit'}).status !== 0) process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as SearchManifest;
  const indexBody = readFileSync(path.join(BUILD_DIR, manifest.index));

  const server = spawn(
    'npx',
    [
      'docusaurus',
      'serve',
      '--dir',
      BUILD_DIR,
      '--port',
      String(PORT),
      '--host',
      '127.0.0.1',
      '--no-open',
    ],
    {stdio: 'ignore', detached: true},
  );
  const browser = await chromium.launch({
    executablePath: chromiumPath() ?? undefined,
    args: chromiumArgs,
  });
  try {
    await waitForServer(`${BASE}${PAGE}`);

    // First open on a cold cache, and what it downloads.
    const firstOpen: number[] = [];
    let openBytes = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext();
      context.setDefaultTimeout(STEP_TIMEOUT);
      const page = await context.newPage();
      await page.goto(`${BASE}${PAGE}`, {waitUntil: 'networkidle'});
      const downloaded: Promise<number>[] = [];
      page.on('response', (response) => {
        downloaded.push(
          response.body().then(
            (body) => gzipSync(body).length,
            () => 0,
          ),
        );
      });
      await page.evaluate(() => {
        const state = window as unknown as {benchOpened?: number; benchFirstHit?: number};
        window.addEventListener('keydown', () => (state.benchOpened ??= performance.now()), true);
        new MutationObserver(() => {
          if (!state.benchFirstHit && document.querySelector('.DocSearch-Hit')) {
            state.benchFirstHit = performance.now();
          }
        }).observe(document.body, {childList: true, subtree: true});
      });
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input').waitFor();
      await page.keyboard.type('nildb');
      await page.locator('.DocSearch-Hit').first().waitFor();
      firstOpen.push(
        await page.evaluate(() => {
          const state = window as unknown as {benchOpened: number; benchFirstHit: number};
          return state.benchFirstHit - state.benchOpened;
        }),
      );
      if (run === 0)
        openBytes = (await Promise.all(downloaded)).reduce((sum, bytes) => sum + bytes, 0);
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
    console.log(`| first open downloads (modal, client, index) | ${kib(openBytes)} gzip |`);
    console.log(
      `| first open → first results, cold cache | median ${percentile(firstOpen, 50).toFixed(0)} ms (min ${Math.min(...firstOpen).toFixed(0)}, max ${Math.max(...firstOpen).toFixed(0)}, ${RUNS} runs) |`,
    );
    console.log(
      `| query time, whole queries (${queries.length}: development + held-out sets) | p50 ${percentile(wholeQueries, 50).toFixed(2)} ms, p95 ${percentile(wholeQueries, 95).toFixed(2)} ms |`,
    );
    console.log(
      `| query time per keystroke, relevance set typed (${keystrokes.length} queries) | p50 ${percentile(keystrokes, 50).toFixed(2)} ms, p95 ${percentile(keystrokes, 95).toFixed(2)} ms |`,
    );
  } finally {
    await browser.close();
    if (server.pid) process.kill(-server.pid);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
