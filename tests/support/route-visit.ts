/**
 * One visit of one route, as a reader's browser makes it through nginx, with
 * everything the crawl judges recorded on the way: the document's status, what
 * the page loaded (its weight), console errors and warnings, uncaught
 * exceptions, CSP violations, failed same-origin requests, requests to other
 * hosts (aborted: the crawl runs offline) and the internal links it draws.
 * tests/e2e/crawl.spec.ts visits every built route once with it and checks the
 * rest (heading, budget, axe in both colour modes) on the same page.
 */
import type {BrowserContext, ConsoleMessage, Page, Request, Response} from '@playwright/test';
import {measurePageWeight, type PageWeightResult} from '../../scripts/measure/page-weight';

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

export interface RouteVisit {
  route: string;
  /** HTTP status of the document. */
  status: number | null;
  consoleErrors: string[];
  consoleWarnings: string[];
  /** Uncaught exceptions (window `error` and unhandled rejections). */
  pageErrors: string[];
  /** `securitypolicyviolation` events: directive and what it blocked. */
  cspViolations: string[];
  /** Same-origin requests that failed or answered 4xx/5xx. */
  failedRequests: string[];
  /** Requests to other hosts the crawl aborted: not errors, but reported. */
  blockedRequests: string[];
  /** Same-origin link targets (path and query, no hash) the rendered page draws. */
  internalLinks: string[];
  weight: PageWeightResult;
}

interface CspWindow {
  __cspViolations?: string[];
}

/**
 * Readies a context for crawling: every request to a host other than this
 * machine is aborted, and every page records its CSP violations from the first
 * script on (an init script runs before the page's own).
 */
export async function prepareCrawlContext(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => !isLocalUrl(url.href),
    (route) => route.abort('blockedbyclient'),
  );
  await context.addInitScript(() => {
    const store: string[] = [];
    (window as CspWindow).__cspViolations = store;
    document.addEventListener('securitypolicyviolation', (event) => {
      store.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
}

/** What a page is still recording; stop() detaches the listeners and reads the CSP events. */
export interface VisitRecorder {
  visit: RouteVisit;
  stop: () => Promise<void>;
}

/**
 * Loads `route` in `page` (its context prepared with prepareCrawlContext, and
 * fresh, so the weight is a cold first load) and waits for network quiet. The
 * listeners stay on until stop(), so what the caller does next on the page
 * (switching the colour mode, resizing) is judged too.
 */
export async function visitRoute(
  page: Page,
  {baseURL, route}: {baseURL: string; route: string},
): Promise<VisitRecorder> {
  const documentUrl = new URL(route, baseURL).href;
  const siteOrigin = new URL(baseURL).origin;
  const originOf = (url: string) => new URL(url).origin;
  const blocked = new Set<string>();
  const visit: Omit<RouteVisit, 'weight' | 'status'> = {
    route,
    consoleErrors: [],
    consoleWarnings: [],
    pageErrors: [],
    cspViolations: [],
    failedRequests: [],
    blockedRequests: [],
    internalLinks: [],
  };

  const onConsole = (message: ConsoleMessage) => {
    const type = message.type();
    if (type !== 'error' && type !== 'warning') return;
    // An aborted third-party load logs "Failed to load resource"; it is reported as blocked.
    const source = message.location().url;
    if (source && blocked.has(source)) return;
    // Chromium logs the document's own error status (the not-found page's 404) as a failed load;
    // the status is judged against the route's expected one instead.
    if (source === documentUrl && message.text().startsWith('Failed to load resource')) return;
    (type === 'error' ? visit.consoleErrors : visit.consoleWarnings).push(message.text());
  };
  const onPageError = (error: Error) => visit.pageErrors.push(error.message);
  const onRequestFailed = (request: Request) => {
    if (!isLocalUrl(request.url())) {
      // Once each: the same image is asked for by the server-rendered HTML and again after hydration.
      if (!blocked.has(request.url())) visit.blockedRequests.push(request.url());
      blocked.add(request.url());
    } else if (originOf(request.url()) === siteOrigin) {
      visit.failedRequests.push(`${request.url()}: ${request.failure()?.errorText ?? 'failed'}`);
    }
  };
  const onResponse = (response: Response) => {
    if (originOf(response.url()) !== siteOrigin || response.status() < 400) return;
    // The document's own status is judged by the caller, against the status the route should answer.
    const request = response.request();
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) return;
    visit.failedRequests.push(`${response.url()}: HTTP ${response.status()}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('requestfailed', onRequestFailed);
  page.on('response', onResponse);

  const weight = await measurePageWeight(page, documentUrl);
  const full: RouteVisit = {...visit, status: weight.status, weight};
  full.internalLinks = await internalLinksOf(page, siteOrigin);
  return {
    visit: full,
    async stop() {
      full.cspViolations = await page
        .evaluate(() => [...((window as CspWindow).__cspViolations ?? [])])
        .catch(() => ['CSP violations could not be read: the page was gone']);
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      page.off('requestfailed', onRequestFailed);
      page.off('response', onResponse);
    },
  };
}

/**
 * Same-origin link targets of the rendered page: path and query, without the hash. Links to the
 * page itself (the language menu's) are left out: the visit already judged its status.
 */
async function internalLinksOf(page: Page, siteOrigin: string): Promise<string[]> {
  const self = new URL(page.url()).pathname;
  const hrefs = await page.$$eval('a[href]', (anchors) =>
    anchors.map((anchor) => (anchor as HTMLAnchorElement).href),
  );
  const links = hrefs
    .filter((href) => /^https?:/.test(href) && new URL(href).origin === siteOrigin)
    .map((href) => {
      const url = new URL(href);
      return url.pathname + url.search;
    })
    .filter((link) => link !== self);
  return [...new Set(links)].sort();
}

/** One line per problem of a visit, naming the route; empty when the page is clean. */
export function visitProblems(visit: RouteVisit, expectStatus: number): string[] {
  return [
    ...(visit.status === expectStatus
      ? []
      : [`${visit.route}: HTTP ${visit.status ?? 'no response'}, expected ${expectStatus}`]),
    ...visit.consoleErrors.map((text) => `${visit.route}: console error: ${text}`),
    ...visit.consoleWarnings.map((text) => `${visit.route}: console warning: ${text}`),
    ...visit.pageErrors.map((text) => `${visit.route}: uncaught exception: ${text}`),
    ...visit.cspViolations.map((text) => `${visit.route}: CSP violation: ${text}`),
    ...visit.failedRequests.map((text) => `${visit.route}: failed request ${text}`),
  ];
}
