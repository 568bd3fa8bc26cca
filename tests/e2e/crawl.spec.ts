/**
 * The crawl: the routes of the build that between them draw every kind of
 * markup it has (tests/support/crawl-selection.ts), each loaded once through nginx
 * (the production server and its generated configuration) with the outside
 * world cut off, and everything a page must hold checked in that one visit:
 * - the HTTP status (200, and 404 for the not-found page itself) and an h1;
 * - no console error or warning, uncaught exception, CSP violation or failed
 *   same-origin request (third-party requests are aborted and reported);
 * - its cold first-load weight within its page type's budget, and none of the
 *   heavy code it has no use for;
 * - axe-core's WCAG 2.2 A/AA rules in light mode at desktop width and in dark
 *   mode (switched with the navbar toggle on the same page) at phone width; the
 *   first route of each page type in both modes at both widths;
 * - every same-origin link it draws answers 200 with a page of its own;
 * - on an API operation page, what its OpenAPI document says it shows;
 * - what a reader meets at each width and mode visited: no diagram text under
 *   12 px unless its box scrolls, and at 1440 px no prose line over 80
 *   characters (tests/support/reading.ts).
 * - at each axe step (mode and width), the layout checks of tests/support/layout.ts: nothing
 *   pinned covers a control, one active navbar section, 24 px targets, no sideways scroll, tables
 *   that scroll only when their columns cannot fit, code in cells never broken inside a word.
 * - on the index pages, tests/support/index-pages.ts: article lists as cards (title under the h1,
 *   sized lazy cover, date, reading time, one link each); /tools without emoji, with SVG icons.
 * Routes come from the build (scripts/lib/built-routes.ts), so a new page that draws
 * something no other page draws is crawled without editing this file. The last tests prove each check fails on fixture
 * pages that break it.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '../support/test';
import type {Page} from '@playwright/test';
import {findings, formatViolations, type AxeScan, type ColourMode} from '../support/axe-report';
import {findAvoidableWeight, indexHeavyAssets} from '../../scripts/measure/avoidable-weight';
import {PAGE_WEIGHT_BUDGETS, checkBudget} from '../../scripts/measure/budgets';
import {listBuiltRoutes, type BuiltRoute} from '../../scripts/lib/built-routes';
import {
  COLOUR_MODES,
  DESKTOP,
  MOBILE,
  VIEWPORTS,
  persistColourMode,
  resizeTo,
  scan,
  type GateViewport,
} from '../support/axe';
import {CRAWL_FIXTURE} from '../support/crawl-fixture';
import {switchColourMode, untilDrawn, untilHydrated} from '../support/hydration';
import {
  expectApiDocumentDownloads,
  expectOperationPage,
  operationAt,
} from '../support/api-operation-page';
import {linkProblems} from '../support/links';
import {
  THIRD_PARTY_BUILD_COMMAND,
  THIRD_PARTY_BUILD_DIR,
} from '../../scripts/lib/third-party-build';
import {prepareCrawlContext, visitProblems, visitRoute} from '../support/route-visit';
import {WIDE, readingProblems} from '../support/reading';
import {isFixtureRoute} from '../../src/lib/routes';
import {LATEST, versionOfRoute} from '../../config/versions';
import {layoutProblems, measureLayout} from '../support/layout';
import {indexPageProblems} from '../support/index-pages';
import {crawlCandidates, selectCrawlRoutes} from '../support/crawl-selection';

const BUILD_DIR = 'build';
if (!existsSync(path.join(BUILD_DIR, 'index.html'))) {
  throw new Error(
    `${BUILD_DIR}/ has no site: build it first (PORTAL_TEST_FIXTURES=1 npx docusaurus build)`,
  );
}
/**
 * The routes visited: between them they draw every kind of markup of the build, per page type,
 * with the first and the heaviest of each type and one route of each section of each docs version
 * (tests/support/crawl-selection.ts). Every route, visited or not, is checked on its built HTML by
 * tests/e2e/built-pages.spec.ts, seo.spec.ts, api-fields.spec.ts and content-render.spec.ts.
 */
const everyRoute = listBuiltRoutes(BUILD_DIR);
const picks = selectCrawlRoutes(crawlCandidates(BUILD_DIR, everyRoute), (type, ofType) =>
  ofType.find((candidate) => versionOfRoute(candidate.route) === LATEST),
);
const routes = everyRoute.filter((built) => picks.some((pick) => pick.route === built.route));
const reasonsOf = new Map(picks.map((pick) => [pick.route, pick.reasons.join('; ')]));
const allRoutes = listBuiltRoutes(BUILD_DIR, {includeFixtures: true});
const heavyAssets = indexHeavyAssets(BUILD_DIR);
const fixture = (route: string): BuiltRoute => {
  const found = allRoutes.find((built) => built.route === route);
  if (!found)
    throw new Error(`${route} is not in ${BUILD_DIR}/: build with PORTAL_TEST_FIXTURES=1`);
  return found;
};

/** The not-found page answers 404 at its own URL too; every other route answers 200. */
const expectedStatus = (route: BuiltRoute) => (route.type === 'not-found' ? 404 : 200);

/** Links already requested by this worker: each internal link is checked once, not once per page. */
const checkedLinks = new Set<string>();

// A trace would record every byte a page loads (hundreds of KiB of gzip JS on /api pages) and slow
// the weighing it is part of; a failure names route, check and figures instead.
test.use({trace: 'off'});
// A cold load, up to four axe runs and a colour switch: an API page takes a minute on a busy 2-core machine.
test.describe.configure({timeout: 240_000});

test.beforeEach(async ({context}) => {
  await prepareCrawlContext(context);
});

interface ScanStep {
  mode: ColourMode;
  viewport: GateViewport;
}

/**
 * Where axe runs on each route: light mode at desktop width, then dark mode at phone width, so
 * every route is checked in both colour modes and at both widths. Contrast follows the mode and
 * layout follows the width; the combinations left out differ from these only in what the page
 * template draws, and the first route of each page type (@smoke) checks those: all four.
 */
const ROUTE_SCANS: readonly ScanStep[] = [
  {mode: 'light', viewport: DESKTOP},
  {mode: 'dark', viewport: MOBILE},
];
const ALL_SCANS: readonly ScanStep[] = COLOUR_MODES.flatMap((mode) =>
  VIEWPORTS.map((viewport) => ({mode, viewport})),
);

/**
 * Runs axe at each step, switching the colour mode with the navbar toggle (at desktop width,
 * where the navbar shows it) when the step's mode differs; ends back at desktop width.
 */
async function scanSteps(page: Page, route: string, steps: readonly ScanStep[]) {
  const scans: AxeScan[] = [];
  const reading: string[] = [];
  const layout: string[] = [];
  let mode: ColourMode | null = null;
  for (const step of steps) {
    if (step.mode !== mode) {
      await resizeTo(page, DESKTOP);
      await switchColourMode(page, step.mode);
      await untilDrawn(page);
      mode = step.mode;
    }
    await resizeTo(page, step.viewport);
    scans.push(
      await test.step(`axe, ${step.mode}, ${step.viewport.name}`, () =>
        scan(page, {route, mode: step.mode, viewport: step.viewport})),
    );
    reading.push(...(await readingProblems(page, `${step.mode}, ${step.viewport.name}`)));
    const findings = await measureLayout(page);
    layout.push(...layoutProblems(findings, route, `${step.mode}, ${step.viewport.name}`));
  }
  // Line length is judged at 1440 px, in whichever mode the page is in now.
  await page.setViewportSize({width: WIDE.width, height: WIDE.height});
  reading.push(...(await readingProblems(page, `${mode}, ${WIDE.name}`)));
  await page.setViewportSize({width: DESKTOP.width, height: DESKTOP.height});
  return {scans, reading, layout};
}

test.describe('the routes that draw every kind of markup, once each, through nginx', () => {
  test('the build has routes of every page type', () => {
    expect(everyRoute.length).toBeGreaterThan(50);
    expect(new Set(routes.map((route) => route.type))).toEqual(
      new Set(Object.keys(PAGE_WEIGHT_BUDGETS)),
    );
    expect(routes.filter(({route}) => isFixtureRoute(route))).toEqual([]);
  });

  test('the heavy code the weight check watches is recognised in the build', () => {
    const found = new Set([...heavyAssets.values()].flat());
    expect([...found].sort()).toEqual([
      'mermaid',
      'openapi-theme',
      'search-engine',
      'search-index',
    ]);
  });

  for (const built of routes) {
    // `npm run test:quick` crawls one route of each type: the first of each, tagged @smoke.
    // Latest's first: an older version's routes sort first (/2025) but are not what smoke samples.
    const smoke =
      routes.find(
        (route) => route.type === built.type && versionOfRoute(route.route) === LATEST,
      ) === built;
    test(`${built.route} (${built.type})${smoke ? ' @smoke' : ''}`, async ({
      context,
      page,
      baseURL,
      request,
    }) => {
      test.info().annotations.push({type: 'visited as', description: reasonsOf.get(built.route)});
      await persistColourMode(context, 'light');
      await page.setViewportSize({width: DESKTOP.width, height: DESKTOP.height});
      const recorder = await test.step('load, weigh and hydrate', async () => {
        const started = await visitRoute(page, {baseURL: baseURL!, route: built.route});
        await expect(page.locator('h1').first(), 'a visible h1').toBeVisible();
        await untilHydrated(page);
        await untilDrawn(page);
        return started;
      });
      const {visit} = recorder;

      const overBudget = checkBudget({...visit.weight, ...built}, PAGE_WEIGHT_BUDGETS[built.type]);
      expect
        .soft(
          overBudget.map((failure) => failure.message),
          'page weight',
        )
        .toEqual([]);
      const leaks = findAvoidableWeight(built, visit.weight.resources, heavyAssets);
      expect.soft(leaks, 'heavy code the page does not need').toEqual([]);
      expect
        .soft((await indexPageProblems(page, built.route)).join('\n'), 'article cards and /tools')
        .toBe('');

      if (built.type === 'api-operation') {
        const op = operationAt(built.route);
        expect.soft(op, 'an operation of openapi/*.yaml documented on this page').toBeDefined();
        if (op) await expectOperationPage(page, op);
      }
      if (built.type === 'api-operation' || built.type === 'api-landing') {
        await expectApiDocumentDownloads(page, built.route);
      }

      const {scans, reading, layout} = await scanSteps(
        page,
        built.route,
        smoke ? ALL_SCANS : ROUTE_SCANS,
      );
      expect.soft(formatViolations(scans), 'axe violations').toBe('');
      expect.soft(reading.join('\n'), 'diagram labels and prose line length').toBe('');
      expect.soft(layout.join('\n'), 'covered controls, navbar, target size, overflow').toBe('');

      await recorder.stop();
      const problems = visitProblems(visit, expectedStatus(built));
      expect.soft(problems.join('\n'), 'console, CSP and requests').toBe('');

      const links = visit.internalLinks.filter((link) => !checkedLinks.has(link));
      for (const link of links) checkedLinks.add(link);
      const broken = await test.step(`${links.length} links not yet checked`, () =>
        linkProblems(request, links, new Map(links.map((l) => [l, built.route]))));
      expect.soft(broken.join('\n'), 'internal links').toBe('');

      if (visit.blockedRequests.length > 0) {
        // Not errors (they are aborted), but a page that asks for them is not offline by default.
        test.info().annotations.push({
          type: 'third-party requests blocked',
          description: `${built.route}: ${visit.blockedRequests.join(', ')}`,
        });
      }
    });
  }
});

test('a production build without the test flag has no fixture pages', () => {
  // `npm test` makes it (the build with third-party scripts) before the browser tests.
  expect(
    existsSync(path.join(THIRD_PARTY_BUILD_DIR, 'index.html')),
    `${THIRD_PARTY_BUILD_DIR}/ is missing: make it with ${THIRD_PARTY_BUILD_COMMAND}`,
  ).toBe(true);
  const built = listBuiltRoutes(THIRD_PARTY_BUILD_DIR, {includeFixtures: true});
  expect(built.length).toBeGreaterThan(50);
  expect(built.filter(({route}) => isFixtureRoute(route))).toEqual([]);
});

test.describe('each check of the crawl fails on a page that breaks it', () => {
  test('console, CSP, requests and links: every failure of the fixture is reported', async ({
    page,
    baseURL,
    request,
  }) => {
    const {route} = fixture(CRAWL_FIXTURE.route);
    const recorder = await visitRoute(page, {baseURL: baseURL!, route});
    await expect(page.locator('h1')).toHaveText('Crawl failures');
    // The uncaught exception is thrown from a timer after hydration.
    await expect.poll(() => recorder.visit.pageErrors.length).toBeGreaterThan(0);
    await recorder.stop();
    const problems = visitProblems(recorder.visit, 200);
    expect(problems).toContainEqual(`${route}: console error: ${CRAWL_FIXTURE.consoleError}`);
    expect(problems).toContainEqual(`${route}: console warning: ${CRAWL_FIXTURE.consoleWarning}`);
    expect(problems).toContainEqual(
      expect.stringContaining(`${route}: uncaught exception: ${CRAWL_FIXTURE.uncaughtException}`),
    );
    expect(problems).toContainEqual(`${route}: CSP violation: script-src-elem blocked inline`);
    expect(await page.evaluate(() => 'crawlFixtureInlineRan' in window)).toBe(false);
    expect(problems).toContainEqual(
      expect.stringMatching(
        new RegExp(`^${route}: failed request \\S+${CRAWL_FIXTURE.missingFile}: HTTP 404$`),
      ),
    );
    // A wrong status is a failure of its own.
    expect(visitProblems(recorder.visit, 404)).toContainEqual(`${route}: HTTP 200, expected 404`);
    // Production's CSP refuses the third-party image: a failure, and no request leaves the page.
    expect(problems).toContainEqual(
      `${route}: CSP violation: img-src blocked ${CRAWL_FIXTURE.thirdPartyImage}`,
    );
    expect(problems.filter((line) => line.includes('failed request https://'))).toEqual([]);

    // Links are collected without their hash; the missing route and the redirect stub fail.
    const links = [
      CRAWL_FIXTURE.missingRoute,
      CRAWL_FIXTURE.redirectStub,
      CRAWL_FIXTURE.existingPage,
    ];
    expect(recorder.visit.internalLinks).toEqual(expect.arrayContaining(links));
    expect(await linkProblems(request, links, new Map(links.map((l) => [l, route])))).toEqual([
      `${CRAWL_FIXTURE.missingRoute} (linked from ${route}): HTTP 404`,
      `${CRAWL_FIXTURE.redirectStub} (linked from ${route}): redirects to /learn/what-is-nillion, not a page`,
    ]);
  });

  test('weight: a page importing the Mermaid library is over the doc budget', async ({
    page,
    baseURL,
  }) => {
    const built = fixture('/__fixtures/overweight');
    expect(built.type).toBe('doc');
    const recorder = await visitRoute(page, {baseURL: baseURL!, route: built.route});
    await recorder.stop();
    const js = checkBudget({...recorder.visit.weight, ...built}, PAGE_WEIGHT_BUDGETS.doc).find(
      (failure) => failure.metric === 'jsGzipBytes',
    );
    expect(js, 'initial JS over the doc budget').toBeDefined();
    expect(js!.message).toMatch(
      /^\/__fixtures\/overweight \(doc\): initial JS gzip \d+\.\d KiB > budget \d+\.\d KiB \(\+\d+\.\d%\)$/,
    );
    expect(findAvoidableWeight(built, recorder.visit.weight.resources, heavyAssets)).toEqual([
      expect.stringMatching(/^\/__fixtures\/overweight \(doc\) loads mermaid \(\/assets\/js\//),
    ]);
  });

  test('reading: long prose lines and diagram text under 12 px in a box that does not scroll fail', async ({
    page,
  }) => {
    const {route} = fixture('/__fixtures/hard-to-read');
    await page.setViewportSize({width: WIDE.width, height: WIDE.height});
    await page.goto(route);
    const problems = await readingProblems(page, WIDE.name);
    expect(problems).toEqual([
      expect.stringMatching(
        /diagram "Squeezed diagram": "A label too small to read" drawn at 4\.0 px/,
      ),
      expect.stringMatching(
        /^desktop 1440×900: \d+ characters a line: "This paragraph has no measure/,
      ),
    ]);
  });

  test('axe: too faint text fails with color-contrast in both modes and at both widths', async ({
    context,
    page,
  }) => {
    const {route} = fixture('/__fixtures/low-contrast');
    await persistColourMode(context, 'light');
    await page.setViewportSize({width: DESKTOP.width, height: DESKTOP.height});
    await page.goto(route);
    await untilHydrated(page);
    const {scans} = await scanSteps(page, route, ALL_SCANS);
    expect(findings(scans)).toEqual(
      COLOUR_MODES.flatMap((mode) =>
        VIEWPORTS.map((viewport) => ({
          rule: 'color-contrast',
          route,
          mode,
          width: viewport.name,
          selector: '#low-contrast-sample',
        })),
      ),
    );
    expect(formatViolations(scans)).toContain(
      `color-contrast (serious) on ${route} [dark, ${MOBILE.name}]`,
    );
  });
});

test('index pages: a card missing each part and /tools with emoji and small buttons fail', async ({
  page,
}) => {
  await page.setViewportSize({width: DESKTOP.width, height: DESKTOP.height});
  // A list whose h1 is smaller than its card titles; one card with everything (the first, its
  // cover loaded at once), one with an unsized eager cover, no date, reading time or summary, and
  // a second link inside it.
  const good = `<article><img src="data:," width="1200" height="630" fetchpriority="high" alt="">
    <h2 style="font-size:20px"><a href="/articles/a">Good</a></h2>
    <time datetime="2025-01-01">January 1, 2025</time> · 4 min read<p>Summary.</p></article>`;
  await page.setContent(`<main><h1 style="font-size:18px">Articles</h1>${good}
    <article><img src="data:," alt=""><h2 style="font-size:16px"><a href="/articles/b">Bad</a></h2>
    <a href="/articles/tags/x">tag</a></article></main>`);
  expect(await indexPageProblems(page, '/articles/tags/x')).toEqual([
    '/articles/tags/x: card 1 "Good": title 20 px, not under the h1\'s 18 px',
    '/articles/tags/x: card 2 "Bad": cover without width and height',
    '/articles/tags/x: card 2 "Bad": cover not loaded lazily',
    '/articles/tags/x: card 2 "Bad": no date',
    '/articles/tags/x: card 2 "Bad": no reading time',
    '/articles/tags/x: card 2 "Bad": no summary',
    '/articles/tags/x: card 2 "Bad": 2 interactive elements, expected one link',
  ]);
  // The first card's cover waiting until scrolled near, as the others do.
  await page.setContent(
    `<main><h1 style="font-size:40px">Articles</h1>${good.replace(
      'fetchpriority="high"',
      'loading="lazy"',
    )}</main>`,
  );
  expect(await indexPageProblems(page, '/articles')).toEqual([
    '/articles: card 1 "Good": the first cover not loaded at once with high priority',
  ]);
  await page.setContent('<main><h1>Articles</h1><p>Nothing yet.</p></main>');
  expect(await indexPageProblems(page, '/articles')).toEqual(['/articles: no article cards']);

  await page.setContent(`<main><h1>Developer Tools</h1><p>Open a tool \u{1F39B}\u{FE0F}</p><ul>
    <li><h3><svg aria-hidden="true" width="20" height="20"></svg>Faucet</h3>
      <a href="/f" style="display:inline-block;width:120px;height:40px;text-decoration:none">Open Tool</a></li>
    <li><h3><span aria-hidden="true">\u{1F4A7}</span>Status</h3>
      <a href="/s" style="display:inline-block;width:80px;height:20px;text-decoration:underline">Open Tool</a></li></ul></main>`);
  expect(await indexPageProblems(page, '/tools')).toEqual([
    '/tools: emoji in the text: \u{1F39B}\u{FE0F} \u{1F4A7}',
    '/tools: "\u{1F4A7}Status": no SVG icon hidden from screen readers in its title',
    '/tools: "\u{1F4A7}Status": button "Open Tool" underlined',
    '/tools: "\u{1F4A7}Status": button "Open Tool" 80x20 px',
  ]);

  // The home page as it was: a centre mark stroked with Infima's transparent light background,
  // link rows straight under summaries of different lengths, the footer in Infima's grey.
  await page.setContent(`<main><section aria-label="Introduction"><h1>Nillion Docs</h1>
    <svg width="200" height="200"><path d="M90 100h20" style="stroke:rgba(0,0,0,0)"/></svg></section>
    <section aria-labelledby="blind-modules"><div style="display:flex;align-items:flex-start">
      <article><p>Short.</p><ul><li><a href="/a">How it works</a></li></ul></article>
      <article><p>Longer<br>summary<br>here.</p><ul><li><a href="/b">How it works</a></li></ul></article>
    </div></section></main><footer style="background:#303846">Footer</footer>`);
  expect(await indexPageProblems(page, '/')).toEqual([
    '/: hero ring centre mark stroked with rgba(0, 0, 0, 0)',
    expect.stringMatching(/^\/: module card link rows at \d+, \d+ px$/),
    "/: footer in the framework's grey rgb(48, 56, 70)",
  ]);
  // Other routes are not index pages.
  expect(await indexPageProblems(page, '/articles/archive')).toEqual([]);
});

test('layout: a covered control, two active sections, a small target, overflow, a squeezed or low title, a wrapped trail, a cut placeholder and a table defect all fail', async ({
  page,
}) => {
  await page.setViewportSize({width: MOBILE.width, height: MOBILE.height});
  // A navbar like the theme's, a drawer item and the explorer's send button, each covered by
  // something fixed; Learn and Build both active; a 16 px button; a block wider than the page; a
  // float beside a flex row (how generated API pages hold their title), which squeezes the title;
  // a breadcrumb trail wrapped onto two lines and 400 px of chrome above the title (the phone's
  // first screen before issue 38); a placeholder longer than its box.
  await page.setContent(`
    <style>body { margin: 0 }</style>
    <nav class="navbar" style="position:sticky;top:0;height:60px;display:flex;gap:8px">
      <div class="navbar__items">
        <a class="navbar__link navbar__link--active" href="/learn/a" style="padding:20px">Learn</a>
        <a class="navbar__link navbar__link--active" href="/build/b" style="padding:20px">Build</a>
      </div>
      <button class="search-button" style="width:40px;height:40px">Search</button>
    </nav>
    <div class="navbar-sidebar"><a class="menu__link" href="/x" style="display:block;height:40px">Item</a></div>
    <button class="openapi-explorer__request-btn" style="width:120px;height:40px">Send</button>
    <div id="cover" style="position:fixed;top:0;left:0;width:100%;height:200px;z-index:1000"></div>
    <p><button id="tiny" style="width:16px;height:16px;padding:0"></button><button style="width:30px;height:30px">b</button></p>
    <div style="width:${MOBILE.width + 200}px;height:10px"></div>
    <ul class="breadcrumbs" style="width:120px;padding:0"><li class="breadcrumbs__item" style="display:inline-block">Private Storage</li><li class="breadcrumbs__item" style="display:inline-block">Quickstart</li></ul>
    <input placeholder="nilDB queries, nilAI models and more" style="width:120px;padding:0 8px">
    <div style="height:400px"></div>
    <article style="width:300px"><div style="float:right;width:140px;height:40px"></div>
      <div class="row" style="display:flex"><div><h1>Prompt Delegation</h1></div></div></article>
    <div class="markdown">
      <table style="display:block;overflow-x:auto;width:300px"><tr><td style="white-space:nowrap">alpha beta gamma delta epsilon zeta eta theta iota kappa</td></tr></table>
      <table style="display:block;overflow-x:auto;width:160px"><tr><td><code style="overflow-wrap:anywhere">$FILES/data.csv:/app/data.csv</code></td></tr></table>
    </div>`);
  const findings = await measureLayout(page);
  const problems = layoutProblems(findings, '/learn/a', 'light, phone');
  for (const control of ['"Search"', '"Item"', '"Send"', '"Learn"']) {
    expect(problems).toContainEqual(
      expect.stringMatching(new RegExp(`${control} covered by div#cover`)),
    );
  }
  expect(problems).toContainEqual(
    '/learn/a [light, phone]: active navbar section Learn, Build, expected Learn',
  );
  expect(problems).toContainEqual(
    expect.stringMatching(/target under 24x24 px: button#tiny 16x16$/),
  );
  expect(problems).toContainEqual('/learn/a [light, phone]: page scrolls sideways by 200 px');
  expect(problems).toContainEqual(
    expect.stringMatching(/the title's column is squeezed to \d+ px of 300 px$/),
  );
  // Cells that could wrap but do not, and code broken between two letters (issue 38).
  expect(problems).toContainEqual(
    expect.stringMatching(
      /table 1 \("alpha beta gamma del"\) scrolls by \d+ px though its columns fit in \d+ of 300 px$/,
    ),
  );
  expect(problems).toContainEqual(
    expect.stringMatching(
      /table 2 \("\$FILES\/data\.csv:\/app"\): `[^`]+ \| [^`]+` breaks inside a word$/,
    ),
  );
  expect(problems).toContainEqual(
    expect.stringMatching(/: the title starts \d+ px down, below 40% of a \d+-px screen$/),
  );
  expect(problems).toContainEqual('/learn/a [light, phone]: the breadcrumb trail takes 2 lines');
  expect(problems).toContainEqual(
    expect.stringMatching(
      /: placeholder cut off: input "nilDB queries, nilAI models and more" \d+ > \d+ px$/,
    ),
  );
  // At desktop width the phone's first-screen checks do not apply.
  await page.setViewportSize({width: DESKTOP.width, height: DESKTOP.height});
  const wide = layoutProblems(await measureLayout(page), '/learn/a', 'light, desktop');
  expect(wide.filter((line) => /title starts|breadcrumb trail/.test(line))).toEqual([]);
});
