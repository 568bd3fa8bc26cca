/**
 * Analytics honour the reader's privacy signals (README, Environment variables: "Not loaded
 * when the browser sends Global Privacy Control or Do Not Track"). On the build with the
 * assistant and analytics switched on (build-third-party/, made by `npm test`), served by nginx
 * with its generated configuration: with `Sec-GPC: 1` and `navigator.globalPrivacyControl`, or
 * with `DNT: 1` and `navigator.doNotTrack`, no request reaches the analytics host; without them,
 * one does. The assistant, which tracks nobody, loads in every case: it shows the page reached
 * the point where third-party scripts are injected, so "no analytics request" is not a page
 * that had simply not got there yet.
 */
import {test, expect} from '../support/test';
import type {Browser} from '@playwright/test';
import {NGINX_PORT, startNginx, type RunningNginx} from '../../scripts/lib/nginx';
import {requireBuild} from '../support/require-build';
import {
  THIRD_PARTY_BUILD_COMMAND,
  THIRD_PARTY_BUILD_DIR,
  THIRD_PARTY_TEST_ENV,
} from '../../scripts/lib/third-party-build';

requireBuild(
  THIRD_PARTY_BUILD_DIR,
  `${THIRD_PARTY_BUILD_COMMAND} with the environment of scripts/lib/third-party-build.ts`,
);

const ANALYTICS_ORIGIN = new URL(THIRD_PARTY_TEST_ENV.UMAMI_SCRIPT_URL).origin;
const ASSISTANT_ORIGIN = new URL(THIRD_PARTY_TEST_ENV.ASSISTANT_SCRIPT_URL).origin;
const ROUTE = '/learn/what-is-nillion';

// serving.spec.ts and search-hosted.spec.ts use the three ports after E2E_NGINX_PORT.
const PORT = NGINX_PORT + 4;

test.describe.configure({mode: 'default', timeout: 60_000});
let nginx: RunningNginx;
test.beforeAll(async () => {
  nginx = await startNginx(THIRD_PARTY_BUILD_DIR, PORT);
});
test.afterAll(async () => {
  await nginx?.stop();
});

interface Signals {
  headers: Record<string, string>;
  /** Properties the browser exposes on navigator for the signal. */
  navigator: Record<string, unknown>;
}

/** Loads the page with the signals; returns the third-party requests it made, by origin. */
async function thirdPartyRequests(browser: Browser, signals: Signals) {
  const context = await browser.newContext({extraHTTPHeaders: signals.headers});
  await context.addInitScript((properties) => {
    for (const [name, value] of Object.entries(properties)) {
      Object.defineProperty(Navigator.prototype, name, {get: () => value, configurable: true});
    }
  }, signals.navigator);
  const requested: string[] = [];
  // No network here: the third-party hosts answer locally, and every request to them is noted.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
    requested.push(route.request().url());
    const isScript = route.request().resourceType() === 'script';
    return route.fulfill({
      status: 200,
      contentType: isScript ? 'application/javascript' : 'text/plain',
      headers: {'access-control-allow-origin': '*'},
      body: isScript ? '/* stand-in */' : '',
    });
  });
  const page = await context.newPage();
  await page.goto(`${nginx.url}${ROUTE}`);
  await expect(page.locator('article h1').first()).toBeVisible();
  // Third-party scripts are injected after the load event and an idle period (up to 3 s).
  await expect
    .poll(() => requested.some((url) => url.startsWith(ASSISTANT_ORIGIN)), {
      message: 'the assistant script is requested',
      timeout: 30_000,
    })
    .toBe(true);
  // Scripts are injected one after the other in the same idle callback; allow a moment more.
  await page.waitForTimeout(1_000);
  await context.close();
  return {
    analytics: requested.filter((url) => url.startsWith(ANALYTICS_ORIGIN)),
    assistant: requested.filter((url) => url.startsWith(ASSISTANT_ORIGIN)),
  };
}

test('without a privacy signal, analytics load', async ({browser}) => {
  const {analytics} = await thirdPartyRequests(browser, {headers: {}, navigator: {}});
  expect(analytics).toContain(THIRD_PARTY_TEST_ENV.UMAMI_SCRIPT_URL);
});

test('with Global Privacy Control, no analytics request leaves the page', async ({browser}) => {
  const {analytics, assistant} = await thirdPartyRequests(browser, {
    headers: {'Sec-GPC': '1'},
    navigator: {globalPrivacyControl: true},
  });
  expect(assistant.length).toBeGreaterThan(0);
  expect(analytics).toEqual([]);
});

test('with Do Not Track, no analytics request leaves the page', async ({browser}) => {
  const {analytics, assistant} = await thirdPartyRequests(browser, {
    headers: {DNT: '1'},
    navigator: {doNotTrack: '1'},
  });
  expect(assistant.length).toBeGreaterThan(0);
  expect(analytics).toEqual([]);
});
