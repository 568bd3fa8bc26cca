/**
 * The offline crawl gate: every route of the build loads in Chromium with every
 * request to another host aborted, with no console error, uncaught exception or
 * failed same-origin request, and every internal link it draws answers 200 with
 * a page of its own. The last test proves the same checker fails on a page that
 * breaks each rule.
 */
import {test, expect, type Browser} from '@playwright/test';
import {listBuiltRoutes, type BuiltRoute} from '../../quality/built-routes';
import {
  blockNonLocalRequests,
  linkProblems,
  visitPage,
  visitProblems,
  type PageVisit,
} from '../../quality/offline-crawl';
import {OFFLINE_CRAWL_FIXTURE as FIXTURE} from '../support/offline-crawl-fixture';

const routes = listBuiltRoutes('build');
/** Routes per test: small enough to spread over workers, large enough to reuse one browser context. */
const ROUTES_PER_TEST = 6;
/**
 * An API operation page took up to ~50 s to load, hydrate and go quiet on a 2-core machine
 * at load average 50 (a few seconds when idle); the budget is a ceiling, not an expectation.
 */
const BUDGET_PER_ROUTE_MS = 75_000;
/** Links already requested by this worker: each internal link is checked once, not once per page. */
const checkedLinks = new Set<string>();

/** Visits each route in a fresh page, so what one page leaves in flight is not blamed on the next. */
async function crawl(
  browser: Browser,
  baseURL: string,
  batch: readonly BuiltRoute[],
): Promise<PageVisit[]> {
  const context = await browser.newContext({baseURL});
  await blockNonLocalRequests(context);
  const visits: PageVisit[] = [];
  try {
    for (const {route} of batch) {
      const page = await context.newPage();
      visits.push(await visitPage(page, {baseURL, route}));
      await page.close();
    }
  } finally {
    await context.close();
  }
  return visits;
}

/** Each link once, with the first page that draws it (for the failure message). */
function linksOf(visits: readonly PageVisit[], skip: ReadonlySet<string>): Map<string, string> {
  const linkedFrom = new Map<string, string>();
  for (const visit of visits) {
    for (const link of visit.internalLinks) {
      if (!skip.has(link) && !linkedFrom.has(link)) linkedFrom.set(link, visit.route);
    }
  }
  return linkedFrom;
}

test.describe('offline crawl of every built route', () => {
  test('the build has routes to crawl', () => {
    expect(routes.length).toBeGreaterThan(50);
  });

  for (let start = 0; start < routes.length; start += ROUTES_PER_TEST) {
    const batch = routes.slice(start, start + ROUTES_PER_TEST);
    const title = `${batch[0]!.route} … ${batch.at(-1)!.route} (${batch.length} routes)`;
    test(title, async ({browser, baseURL, request}, testInfo) => {
      test.setTimeout(30_000 + batch.length * BUDGET_PER_ROUTE_MS);
      const visits = await crawl(browser, baseURL!, batch);

      // Not errors (they are aborted), but a page that asks for them is not offline by default.
      for (const visit of visits) {
        if (visit.blockedRequests.length === 0) continue;
        testInfo.annotations.push({
          type: 'third-party requests blocked',
          description: `${visit.route}: ${visit.blockedRequests.join(', ')}`,
        });
      }

      const linkedFrom = linksOf(visits, checkedLinks);
      for (const link of linkedFrom.keys()) checkedLinks.add(link);
      const problems = [
        ...visits.flatMap(visitProblems),
        ...(await linkProblems(request, [...linkedFrom.keys()], linkedFrom)),
      ];
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
});

test('the crawl reports every failure of a page that breaks each rule', async ({
  browser,
  baseURL,
  request,
}) => {
  const [visit] = await crawl(browser, baseURL!, [{route: FIXTURE.route, file: '', type: 'doc'}]);
  const problems = visitProblems(visit!);
  expect(problems).toContainEqual(`${FIXTURE.route}: console error: ${FIXTURE.consoleError}`);
  expect(problems).toContainEqual(
    expect.stringContaining(`${FIXTURE.route}: uncaught exception: ${FIXTURE.uncaughtException}`),
  );
  expect(problems).toContainEqual(
    expect.stringMatching(
      new RegExp(`^${FIXTURE.route}: failed request \\S+${FIXTURE.missingFile}: HTTP 404$`),
    ),
  );
  // The aborted third-party image is reported as blocked, never as an error.
  expect(visit!.blockedRequests).toEqual([FIXTURE.thirdPartyImage]);
  expect(problems.join('\n')).not.toContain('third-party.invalid');

  // Links are collected without their hash; the missing route and the redirect stub fail.
  expect(visit!.internalLinks).toEqual(
    expect.arrayContaining([FIXTURE.missingRoute, FIXTURE.redirectStub, FIXTURE.existingPage]),
  );
  const links = [FIXTURE.missingRoute, FIXTURE.redirectStub, FIXTURE.existingPage];
  expect(await linkProblems(request, links, new Map(links.map((l) => [l, FIXTURE.route])))).toEqual(
    [
      `${FIXTURE.missingRoute} (linked from ${FIXTURE.route}): HTTP 404`,
      `${FIXTURE.redirectStub} (linked from ${FIXTURE.route}): a client-side redirect stub, not a page`,
    ],
  );
});
