/**
 * The offline crawl gate: a page must load in a browser with the outside world
 * cut off and show no console error, no uncaught exception and no failed
 * same-origin request; every internal link it draws must answer 200 with a
 * page of its own. The e2e crawl of every built route and the test proving the
 * gate can fail (a fixture page that breaks each rule) both run these functions.
 */
import type {
  APIRequestContext,
  BrowserContext,
  ConsoleMessage,
  Page,
  Request,
  Response,
} from '@playwright/test';
import {untilHydrated} from '../tests/support/hydration';
import {REDIRECT_STUB} from './built-routes';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function isLocalUrl(url: string): boolean {
  try {
    const {protocol, hostname} = new URL(url);
    if (protocol === 'data:' || protocol === 'blob:') return true;
    return LOCAL_HOSTS.has(hostname);
  } catch {
    return false;
  }
}

/** What one page did while it loaded, hydrated and went network-quiet. */
export interface PageVisit {
  route: string;
  consoleErrors: string[];
  /** Uncaught exceptions (window `error` and unhandled rejections). */
  pageErrors: string[];
  /** Same-origin requests that failed or answered 4xx/5xx. */
  failedRequests: string[];
  /** Requests to other hosts the crawl aborted: not errors, but reported. */
  blockedRequests: string[];
  /** Same-origin link targets (path and query, no hash) the rendered page draws. */
  internalLinks: string[];
}

/** Aborts every request to a host other than this machine, for all pages of the context. */
export async function blockNonLocalRequests(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => !isLocalUrl(url.href),
    (route) => route.abort('blockedbyclient'),
  );
}

/**
 * Loads `route` and records what went wrong. The context must already block
 * non-local requests (blockNonLocalRequests). The document must answer
 * `expectStatus`; every built route, the 404 page at /404 included, answers 200.
 */
export async function visitPage(
  page: Page,
  {baseURL, route, expectStatus = 200}: {baseURL: string; route: string; expectStatus?: number},
): Promise<PageVisit> {
  const visit: PageVisit = {
    route,
    consoleErrors: [],
    pageErrors: [],
    failedRequests: [],
    blockedRequests: [],
    internalLinks: [],
  };
  const origin = (url: string) => new URL(url).origin;
  const siteOrigin = origin(baseURL);
  const blocked = new Set<string>();

  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    // A blocked third-party load logs "Failed to load resource"; it is reported as blocked instead.
    const source = message.location().url;
    if (source && blocked.has(source)) return;
    visit.consoleErrors.push(message.text());
  };
  const onPageError = (error: Error) => visit.pageErrors.push(error.message);
  const onRequestFailed = (request: Request) => {
    if (!isLocalUrl(request.url())) {
      blocked.add(request.url());
      visit.blockedRequests.push(request.url());
    } else if (origin(request.url()) === siteOrigin) {
      visit.failedRequests.push(`${request.url()}: ${request.failure()?.errorText ?? 'failed'}`);
    }
  };
  const onResponse = (response: Response) => {
    if (origin(response.url()) !== siteOrigin) return;
    if (response.status() < 400) return;
    // The document's own status is judged below, against the status the route should answer.
    const request = response.request();
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) return;
    visit.failedRequests.push(`${response.url()}: HTTP ${response.status()}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('requestfailed', onRequestFailed);
  page.on('response', onResponse);
  try {
    await loadQuietly(page, new URL(route, baseURL).href, visit, expectStatus);
  } finally {
    // Prefetches still in flight are cancelled by the next navigation: not this page's failures.
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('requestfailed', onRequestFailed);
    page.off('response', onResponse);
  }
  visit.internalLinks = await internalLinksOf(page, siteOrigin);
  return visit;
}

async function loadQuietly(
  page: Page,
  url: string,
  visit: PageVisit,
  expectStatus: number,
): Promise<void> {
  const response = await page.goto(url, {waitUntil: 'load'});
  if (response?.status() !== expectStatus) {
    visit.failedRequests.push(`${visit.route}: HTTP ${response?.status() ?? 'no response'}`);
  }
  await untilHydrated(page);
  await page.waitForLoadState('networkidle');
}

/** Same-origin link targets of the rendered page: path and query, without the hash. */
async function internalLinksOf(page: Page, siteOrigin: string): Promise<string[]> {
  const hrefs = await page.$$eval('a[href]', (anchors) =>
    anchors.map((anchor) => (anchor as HTMLAnchorElement).href),
  );
  const links = hrefs
    .filter((href) => /^https?:/.test(href) && new URL(href).origin === siteOrigin)
    .map((href) => {
      const url = new URL(href);
      return url.pathname + url.search;
    });
  return [...new Set(links)].sort();
}
/** One line per problem of a visit, naming the route; empty when the page is clean. */
export function visitProblems(visit: PageVisit): string[] {
  return [
    ...visit.consoleErrors.map((text) => `${visit.route}: console error: ${text}`),
    ...visit.pageErrors.map((text) => `${visit.route}: uncaught exception: ${text}`),
    ...visit.failedRequests.map((text) => `${visit.route}: failed request ${text}`),
  ];
}

/**
 * Requests each internal link and returns one line per link that does not
 * answer 200 with a page of its own. HTTP redirects are followed and judged by
 * their final answer. A link to a client-side redirect stub fails although the
 * static server answers it 200: the stub exists for old URLs from outside, and
 * a link of our own should name the page it means, not make the reader hop.
 */
export async function linkProblems(
  request: APIRequestContext,
  links: readonly string[],
  linkedFrom: ReadonlyMap<string, string> = new Map(),
): Promise<string[]> {
  const problems: string[] = [];
  for (const link of links) {
    const from = linkedFrom.get(link);
    const where = from ? ` (linked from ${from})` : '';
    const response = await request.get(link, {failOnStatusCode: false});
    if (response.status() !== 200) {
      problems.push(`${link}${where}: HTTP ${response.status()}`);
      continue;
    }
    const type = response.headers()['content-type'] ?? '';
    if (type.includes('text/html') && REDIRECT_STUB.test(await response.text())) {
      problems.push(`${link}${where}: a client-side redirect stub, not a page`);
    }
  }
  return problems;
}
