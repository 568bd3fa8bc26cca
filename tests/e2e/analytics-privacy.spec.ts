/**
 * Analytics honour the reader's privacy signals (README, Environment variables: "Not loaded
 * when the browser sends Global Privacy Control or Do Not Track"). On the build with the
 * assistant and analytics switched on (build-third-party/, made by `npm test`), served by nginx
 * with its generated configuration: with `Sec-GPC: 1` and `navigator.globalPrivacyControl`, or
 * with `DNT: 1` and `navigator.doNotTrack`, no request reaches the analytics host; without them,
 * one does. The assistant, which tracks nobody, loads in every case: it shows the page reached
 * the point where third-party scripts are injected, so "no analytics request" is not a page
 * that had simply not got there yet.
 *
 * In the same visits, the reader answers "Was this page helpful?" and types a comment: without a
 * signal, the answer and the comment reach Umami as events (umami.track, whose stand-in posts
 * them to the analytics host); with a signal, nothing reaches that host and the reader is offered
 * a prefilled GitHub issue instead.
 */
import {test, expect} from '../support/test';
import type {Browser} from '@playwright/test';
import {NGINX_PORT, startNginx, type RunningNginx} from '../../scripts/lib/nginx';
import {requireBuild} from '../support/require-build';
import {
  THIRD_PARTY_BUILD_COMMAND,
  THIRD_PARTY_BUILD_DIR,
  THIRD_PARTY_TEST_ENV,
  THIRD_PARTY_TEST_SCRIPT_BODIES,
  UMAMI_TEST_EVENT_URL,
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

const signalled = (signals: Signals) => Object.keys(signals.navigator).length > 0;

const COMMENT = 'Step 3 needs the node URL & a <b>token</b>';

/**
 * Loads the page with the signals, answers the page feedback "No" with a comment, and returns
 * the third-party requests the page made, by origin, the bodies of the analytics requests, and
 * the feedback's issue link (null when the comment was sent to analytics instead).
 */
async function thirdPartyRequests(browser: Browser, signals: Signals) {
  const context = await browser.newContext({extraHTTPHeaders: signals.headers});
  await context.addInitScript((properties) => {
    for (const [name, value] of Object.entries(properties)) {
      Object.defineProperty(Navigator.prototype, name, {get: () => value, configurable: true});
    }
  }, signals.navigator);
  const requested: string[] = [];
  const analyticsBodies: string[] = [];
  // No network here: the third-party hosts answer locally (each script with the stand-in whose
  // integrity the build was given, so it runs), and every request to them is noted.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
    const url = route.request().url();
    requested.push(url);
    if (url.startsWith(ANALYTICS_ORIGIN)) analyticsBodies.push(route.request().postData() ?? '');
    const body = THIRD_PARTY_TEST_SCRIPT_BODIES[url];
    return route.fulfill({
      status: 200,
      contentType: body === undefined ? 'text/plain' : 'application/javascript',
      headers: {'access-control-allow-origin': '*'},
      body: body ?? '',
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
  if (!signalled(signals)) {
    // The answer goes to analytics only once its script has run (else the issue link is offered).
    await page.waitForFunction(() => 'umami' in window, null, {timeout: 10_000});
  }

  const feedback = page.locator('[data-page-feedback]');
  await feedback.getByRole('button', {name: 'No'}).click();
  await feedback.getByRole('textbox').fill(COMMENT);
  const send = feedback.getByRole('button', {name: 'Send'});
  const issueLink = feedback.getByRole('link', {name: /prefilled issue/});
  await expect(send.or(issueLink)).toBeVisible();
  let issueHref: string | null = null;
  if (await send.isVisible()) {
    await send.click();
    await expect(feedback.getByRole('status')).toHaveText(/comment was sent/);
    await expect(feedback.getByRole('status')).toBeFocused();
  } else {
    issueHref = await issueLink.getAttribute('href');
  }
  // Any request the answer or the comment made has been routed by now.
  await page.waitForTimeout(500);
  await context.close();
  return {
    analytics: requested.filter((url) => url.startsWith(ANALYTICS_ORIGIN)),
    assistant: requested.filter((url) => url.startsWith(ASSISTANT_ORIGIN)),
    events: analyticsBodies.filter((body) => body.includes('"type":"event"')),
    issueHref,
  };
}

/** The feedback's issue link opens a new issue naming the page, the answer and the comment. */
function expectPrefilledIssue(href: string | null) {
  expect(href).not.toBeNull();
  const url = new URL(href!);
  expect(`${url.origin}${url.pathname}`).toBe(
    'https://github.com/NillionNetwork/nillion-docs/issues/new',
  );
  expect(url.searchParams.get('title')).toMatch(/What is Nillion/);
  const body = url.searchParams.get('body')!;
  expect(body).toContain(`https://docs.nillion.com${ROUTE}`);
  expect(body).toContain('Helpful: No');
  expect(body).toContain(COMMENT);
}

test('without a privacy signal, analytics load and receive the page feedback', async ({
  browser,
}) => {
  const {analytics, events, issueHref} = await thirdPartyRequests(browser, {
    headers: {},
    navigator: {},
  });
  expect(analytics).toContain(THIRD_PARTY_TEST_ENV.UMAMI_SCRIPT_URL);
  expect(analytics).toContain(UMAMI_TEST_EVENT_URL);
  expect(events.map((body) => JSON.parse(body).payload)).toEqual([
    {name: 'page-feedback', data: {page: ROUTE, helpful: 'no'}},
    {name: 'page-feedback-comment', data: {page: ROUTE, helpful: 'no', comment: COMMENT}},
  ]);
  expect(issueHref).toBeNull();
});

test('with Global Privacy Control, no analytics request leaves the page', async ({browser}) => {
  const {analytics, assistant, issueHref} = await thirdPartyRequests(browser, {
    headers: {'Sec-GPC': '1'},
    navigator: {globalPrivacyControl: true},
  });
  expect(assistant.length).toBeGreaterThan(0);
  expect(analytics).toEqual([]);
  expectPrefilledIssue(issueHref);
});

test('with Do Not Track, no analytics request leaves the page', async ({browser}) => {
  const {analytics, assistant, issueHref} = await thirdPartyRequests(browser, {
    headers: {DNT: '1'},
    navigator: {doNotTrack: '1'},
  });
  expect(assistant.length).toBeGreaterThan(0);
  expect(analytics).toEqual([]);
  expectPrefilledIssue(issueHref);
});
