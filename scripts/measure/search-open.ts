/**
 * A reader's first search on a page: Ctrl+K on the loaded page (cold cache), the query typed at
 * once at a given speed, to the first result for the whole query on screen; the letters lost on
 * the way; and what search downloaded, over the wire, when the browser was idle after load and
 * from Ctrl+K to that result. `npm run bench:search` and `npm run bench:scale` report it.
 */
import type {Browser} from '@playwright/test';
import {QUERY_MEASURE} from '../../src/lib/search/types';
import {isPrefetch, onDemandSinceOf} from './page-weight';

export interface SearchOpenFigures {
  /** Ctrl+K to the first result, ms, one per run that showed results. */
  firstResultMs: number[];
  /** The query's last key to that result, ms, for the same runs. */
  afterLastKeyMs: number[];
  /** The search worker's time for its queries from Ctrl+K to that result, ms, for the same runs. */
  workerMs: number[];
  /**
   * Ctrl+K to the first result with the worker's time slowed as the page was:
   * firstResultMs + (cpuSlowdown - 1) x workerMs, per run. Equal to firstResultMs at 1.
   */
  slowerHostMs: number[];
  /** What the input held when typing ended, for each run that lost letters. */
  lostLetters: string[];
  /** Search's downloads when idle after load (first run), bytes over the wire. */
  idleBytes: number;
  /** Search's downloads from Ctrl+K to the first result (first run), bytes over the wire. */
  openBytes: number;
}

export interface SearchOpenOptions {
  route: string;
  query: string;
  keyDelayMs: number;
  runs: number;
  /** A step's time limit: a limit for a busy machine, not a figure. */
  stepTimeoutMs: number;
  /** How much slower the page's main thread runs (1: the host's own speed). */
  cpuSlowdown?: number;
}

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

export async function measureSearchOpen(
  browser: Browser,
  baseUrl: string,
  {route, query, keyDelayMs, runs, stepTimeoutMs, cpuSlowdown = 1}: SearchOpenOptions,
): Promise<SearchOpenFigures> {
  if (!(cpuSlowdown >= 1))
    throw new RangeError(`cpuSlowdown must be 1 or more, not ${cpuSlowdown}`);
  const firstOpen: number[] = [];
  const afterLastKey: number[] = [];
  const workerTimes: number[] = [];
  const slowerHost: number[] = [];
  const lostLetters: string[] = [];
  let idleBytes = 0;
  let openBytes = 0;
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext();
    context.setDefaultTimeout(stepTimeoutMs);
    const page = await context.newPage();
    if (cpuSlowdown > 1) {
      const devtools = await context.newCDPSession(page);
      await devtools.send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdown});
    }
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
    await page.goto(`${baseUrl}${route}`, {waitUntil: 'networkidle'});
    await page.evaluate((query) => {
      const state = window as unknown as {
        benchOpened?: number;
        benchLastKey?: number;
        benchResults?: number;
        benchCheck?: () => void;
      };
      window.addEventListener(
        'keydown',
        () => {
          state.benchOpened ??= performance.now();
          if (!state.benchResults) state.benchLastKey = performance.now();
        },
        true,
      );
      // A result for the whole query: its highlighted word is the query's last word, whole. Checked
      // when the results change and when the input does: the hits of a prefix ("private stor")
      // can already be the whole query's, drawn again unchanged, with no mutation to observe.
      // (No named functions in here: tsx would wrap them in a helper the page does not have.)
      state.benchCheck = () => {
        if (
          !state.benchResults &&
          document.querySelector<HTMLInputElement>('.search-modal__input')?.value === query &&
          [...document.querySelectorAll('.search-modal__hit mark')].some(
            (mark) => mark.textContent?.toLowerCase() === query.split(' ').pop(),
          )
        )
          state.benchResults = performance.now();
      };
      new MutationObserver(() => state.benchCheck!()).observe(document.body, {
        childList: true,
        subtree: true,
        characterData: true,
      });
      document.addEventListener('input', () => state.benchCheck!(), true);
    }, query);
    phase = 'open';
    await page.keyboard.press('Control+k');
    await page.keyboard.type(query, {delay: keyDelayMs});
    const typed = await page
      .locator('.search-modal__input')
      .inputValue({timeout: 10_000})
      .catch(() => '(no input)');
    if (typed !== query) lostLetters.push(typed);
    await page
      .waitForFunction(() => (window as unknown as {benchResults?: number}).benchResults, null, {
        timeout: 10_000,
      })
      .catch(() => undefined);
    phase = 'done';
    const elapsed = await page.evaluate((measureName) => {
      const state = window as unknown as {
        benchOpened: number;
        benchLastKey: number;
        benchResults?: number;
      };
      if (state.benchResults === undefined) return null;
      // The worker's answers (the search client measures each with the worker's own duration)
      // that ended between Ctrl+K and the results.
      const worker = performance
        .getEntriesByName(measureName)
        .filter(
          (entry) =>
            entry.startTime + entry.duration >= state.benchOpened &&
            entry.startTime + entry.duration <= state.benchResults!,
        )
        .reduce((total, entry) => total + entry.duration, 0);
      return {
        sinceOpen: state.benchResults - state.benchOpened,
        sinceLastKey: state.benchResults - state.benchLastKey,
        worker,
      };
    }, QUERY_MEASURE);
    if (elapsed !== null) {
      firstOpen.push(elapsed.sinceOpen);
      afterLastKey.push(elapsed.sinceLastKey);
      workerTimes.push(elapsed.worker);
      slowerHost.push(elapsed.sinceOpen + (cpuSlowdown - 1) * elapsed.worker);
    }
    if (run === 0) {
      const onDemandSince = await onDemandSinceOf(page);
      ({idle: idleBytes, open: openBytes} = await searchDownloads(fetched, onDemandSince));
    }
    await context.close();
  }
  return {
    firstResultMs: firstOpen,
    afterLastKeyMs: afterLastKey,
    workerMs: workerTimes,
    slowerHostMs: slowerHost,
    lostLetters,
    idleBytes,
    openBytes,
  };
}
