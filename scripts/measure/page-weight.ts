/**
 * Measures what a page loads on a cold first visit, in Chromium through
 * Playwright: every same-origin request from navigation until the load event
 * plus a window of network quiet. Link prefetches of other routes
 * (`Sec-Purpose: prefetch`) are not part of the page's first load and are
 * left out. JS and CSS are weighed as their bodies gzip-compressed at level 6,
 * so the figure is the same whichever server (compressing or not) serves the
 * build. Used by the page-weight budgets (tests/e2e/crawl.spec.ts) and
 * `npm run bench`.
 */
import {gzipSync} from 'node:zlib';
import type {Page, Request} from '@playwright/test';
import {ON_DEMAND_MARK} from '../../src/lib/on-demand';
import type {PageWeight} from './budgets';

export type ResourceKind = 'document' | 'js' | 'css' | 'font' | 'image' | 'json' | 'other';

export interface LoadedResource {
  /** Path and query on the page's origin, e.g. `/assets/js/main.1a2b.js`. */
  path: string;
  kind: ResourceKind;
  status: number | null;
  /** Gzip (level 6) bytes of the body; counted for JS and CSS only, 0 for the rest. */
  gzipBytes: number;
  /**
   * Fetched after the page started loading code on demand (the ON_DEMAND_MARK performance mark,
   * set by the API pages' request explorer once the browser is idle after load): not part of
   * the initial figures.
   */
  onDemand: boolean;
}

export interface PageWeightResult extends PageWeight {
  url: string;
  status: number | null;
  resources: LoadedResource[];
  /** Link prefetches seen during the visit, not counted above. */
  prefetches: number;
  /** JS fetched on demand after load (see LoadedResource.onDemand), gzip bytes; not in jsGzipBytes. */
  onDemandJsGzipBytes: number;
  /** Time from navigation start to network quiet, in ms (how long the measurement took). */
  settledMs: number;
}

export interface MeasureOptions {
  /** Network quiet after the load event before the visit counts as settled. */
  quietMs?: number;
  /** Give up waiting for quiet after this long (the page is measured as it stands). */
  maxWaitMs?: number;
}

/** Gzip sizes by URL: hashed assets are shared by many routes, so each is compressed once. */
const gzipSizes = new Map<string, Promise<number>>();

function kindOf(request: Request): ResourceKind {
  const type = request.resourceType();
  const {pathname} = new URL(request.url());
  if (type === 'document') return 'document';
  if (type === 'script' || /\.m?js$/.test(pathname)) return 'js';
  if (type === 'stylesheet' || pathname.endsWith('.css')) return 'css';
  if (type === 'font') return 'font';
  if (type === 'image') return 'image';
  if (pathname.endsWith('.json')) return 'json';
  return 'other';
}

/** A link prefetch (`Sec-Purpose: prefetch`, `Purpose` in older browsers), not the page's own load. */
export function isPrefetch(request: Request): boolean {
  const headers = request.headers();
  return (headers['sec-purpose'] ?? headers['purpose'] ?? '').includes('prefetch');
}

/**
 * When the page set the on-demand mark (ON_DEMAND_MARK), or null if it has not: on the wall clock,
 * as Playwright times each request, which also covers requests made from a worker (the search
 * engine and its index load in one), which the page's own Resource Timing does not list.
 */
export function onDemandSinceOf(page: Page): Promise<number | null> {
  return page.evaluate((mark) => {
    const [marked] = performance.getEntriesByName(mark, 'mark');
    return marked ? performance.timeOrigin + marked.startTime : null;
  }, ON_DEMAND_MARK);
}

async function gzipSizeOf(request: Request): Promise<number> {
  const url = request.url();
  let size = gzipSizes.get(url);
  if (!size) {
    size = (async () => {
      const response = await request.response();
      if (!response) return 0;
      return gzipSync(await response.body(), {level: 6}).length;
    })();
    // A body that cannot be read (aborted, redirect) is not cached, so a later visit can weigh it.
    size.catch(() => gzipSizes.delete(url));
    gzipSizes.set(url, size);
  }
  return size.catch(() => 0);
}

/**
 * Loads `url` in `page` (give it a fresh browser context: a warm cache would
 * hide requests) and returns its first-load weight.
 */
export async function measurePageWeight(
  page: Page,
  url: string,
  {quietMs = 500, maxWaitMs = 15_000}: MeasureOptions = {},
): Promise<PageWeightResult> {
  const origin = new URL(url).origin;
  const started = Date.now();
  const inFlight = new Set<Request>();
  const counted: Request[] = [];
  let prefetches = 0;
  let seen = 0;
  let lastActivity = Date.now();

  const onRequest = (request: Request) => {
    inFlight.add(request);
    seen += 1;
    lastActivity = Date.now();
    if (new URL(request.url()).origin !== origin) return;
    if (isPrefetch(request)) prefetches += 1;
    else counted.push(request);
  };
  const onDone = (request: Request) => {
    inFlight.delete(request);
    lastActivity = Date.now();
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  try {
    const response = await page.goto(url, {waitUntil: 'load', timeout: maxWaitMs * 2});
    const deadline = Date.now() + maxWaitMs;
    for (;;) {
      while (Date.now() < deadline && (inFlight.size > 0 || Date.now() - lastActivity < quietMs)) {
        await page.waitForTimeout(50);
      }
      // Network quiet is not enough on a busy machine: hydration can run longer than the quiet
      // window and only then ask for lazy chunks. An idle callback runs
      // once the main thread has no work queued; new requests by then mean another round.
      const before = seen;
      await page.evaluate(
        () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), {timeout: 5000})),
      );
      if ((seen === before && inFlight.size === 0) || Date.now() >= deadline) break;
    }
    const settledMs = Date.now() - started;
    const onDemandSince = await onDemandSinceOf(page);
    const isOnDemand = (request: Request) =>
      onDemandSince !== null && request.timing().startTime >= onDemandSince;

    const resources = await Promise.all(
      counted.map(async (request): Promise<LoadedResource> => {
        const kind = kindOf(request);
        const {pathname, search} = new URL(request.url());
        const weighed = kind === 'js' || kind === 'css';
        const response = await request.response().catch(() => null);
        return {
          path: pathname + search,
          kind,
          status: response?.status() ?? null,
          gzipBytes: weighed ? await gzipSizeOf(request) : 0,
          onDemand: isOnDemand(request),
        };
      }),
    );
    const sum = (kind: ResourceKind, onDemand = false) =>
      resources
        .filter((r) => r.kind === kind && r.onDemand === onDemand)
        .reduce((total, r) => total + r.gzipBytes, 0);
    return {
      url,
      status: response?.status() ?? null,
      jsGzipBytes: sum('js'),
      cssGzipBytes: sum('css'),
      requests: resources.filter((r) => !r.onDemand).length,
      resources,
      prefetches,
      onDemandJsGzipBytes: sum('js', true),
      settledMs,
    };
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', onDone);
    page.off('requestfailed', onDone);
  }
}
