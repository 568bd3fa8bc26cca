// Page-weight budgets (quality gates): every built route, loaded cold in Chromium, stays within its
// page type's budget (quality/budgets.ts) and loads none of the heavy code it has no use for.
import {existsSync} from 'node:fs';
import {test, expect} from '@playwright/test';
import {PAGE_WEIGHT_BUDGETS, checkBudget} from '../../quality/budgets';
import {listBuiltRoutes, type BuiltRoute} from '../../quality/built-routes';
import {findAvoidableWeight, indexHeavyAssets} from '../../quality/avoidable-weight';
import {measurePageWeight} from '../../quality/measure-page-weight';

const BUILD_DIR = 'build';
const built = existsSync(BUILD_DIR);
const routes = built ? listBuiltRoutes(BUILD_DIR) : [];
const heavyAssets = built ? indexHeavyAssets(BUILD_DIR) : new Map();

/**
 * Test-only page that statically imports the Mermaid library (tests/fixtures/pages/overweight.tsx):
 * the leak most likely to come back, since the site renders its diagrams with Mermaid at build time.
 */
const OVERWEIGHT_FIXTURE = '/__fixtures/overweight';

// A trace would record every byte the page loads (over 700 KiB of gzip JS on /api pages) and slow the
// measurement it is part of; a failure message names route, metric and figures instead.
test.use({trace: 'off'});

test.describe('page-weight budgets', () => {
  // /api pages parse the whole OpenAPI theme before they settle: slow on a busy machine.
  test.describe.configure({timeout: 90_000});

  test('the build has routes of every budgeted type to measure', () => {
    expect(built, `${BUILD_DIR}/ exists (npx docusaurus build)`).toBe(true);
    const types = new Set(routes.map((route) => route.type));
    for (const type of Object.keys(PAGE_WEIGHT_BUDGETS)) {
      expect(types.has(type as BuiltRoute['type']), `a ${type} route`).toBe(true);
    }
  });

  test('the heavy code the budgets watch is recognised in the build', () => {
    const found = new Set([...heavyAssets.values()].flat());
    expect([...found].sort()).toEqual([
      'mermaid',
      'openapi-theme',
      'search-engine',
      'search-index',
    ]);
  });

  for (const route of routes) {
    test(`${route.route} (${route.type}) fits its budget`, async ({page, baseURL}) => {
      const result = await measurePageWeight(page, `${baseURL}${route.route}`);
      expect(result.status, 'HTTP status').toBe(200);
      const failures = checkBudget({...result, ...route}, PAGE_WEIGHT_BUDGETS[route.type]);
      expect(
        failures.map((failure) => failure.message),
        'over budget',
      ).toEqual([]);
      const leaks = findAvoidableWeight(route, result.resources, heavyAssets);
      expect(leaks, 'heavy code the page does not need').toEqual([]);
    });
  }

  test('the check fails on a page over budget (fixture importing Mermaid)', async ({
    page,
    baseURL,
  }) => {
    const fixture = listBuiltRoutes(BUILD_DIR, {includeFixtures: true}).find(
      (route) => route.route === OVERWEIGHT_FIXTURE,
    );
    expect(fixture, 'the fixture is built (PORTAL_TEST_FIXTURES=1)').toBeDefined();
    const route = fixture!;
    expect(route.type).toBe('doc');
    const result = await measurePageWeight(page, `${baseURL}${route.route}`);
    expect(result.status).toBe(200);

    const failures = checkBudget({...result, ...route}, PAGE_WEIGHT_BUDGETS.doc);
    const js = failures.find((failure) => failure.metric === 'jsGzipBytes');
    expect(js, 'initial JS over the doc budget').toBeDefined();
    expect(js!.measured).toBeGreaterThan(PAGE_WEIGHT_BUDGETS.doc.jsGzipBytes);
    expect(js!.message).toMatch(
      /^\/__fixtures\/overweight \(doc\): initial JS gzip \d+\.\d KiB > budget \d+\.\d KiB \(\+\d+\.\d%\)$/,
    );
    expect(findAvoidableWeight(route, result.resources, heavyAssets)).toEqual([
      expect.stringMatching(/^\/__fixtures\/overweight \(doc\) loads mermaid \(\/assets\/js\//),
    ]);
  });
});
