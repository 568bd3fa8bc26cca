/**
 * What the fixture page /__fixtures/crawl-failures does wrong, shared by the
 * page (tests/fixtures/pages/crawl-failures.tsx) and the test that proves the
 * crawl (tests/e2e/crawl.spec.ts) reports each failure.
 */
export const CRAWL_FIXTURE = {
  route: '/__fixtures/crawl-failures',
  consoleError: 'Crawl fixture: deliberate console error',
  consoleWarning: 'Crawl fixture: deliberate console warning',
  uncaughtException: 'Crawl fixture: deliberate uncaught exception',
  /** An inline script the page adds at run time: the CSP refuses it (script-src has no inline). */
  inlineScript: 'window.crawlFixtureInlineRan = true',
  missingFile: '/__fixtures/crawl-missing.json',
  thirdPartyImage: 'https://third-party.invalid/pixel.png',
  missingRoute: '/__fixtures/no-such-page',
  redirectStub: '/what-is-nillion',
  existingPage: '/learn/what-is-nillion',
} as const;
