/**
 * What the fixture page /__fixtures/offline-crawl-failures does wrong, shared by
 * the page (tests/fixtures/pages/offline-crawl-failures.tsx) and the test that
 * proves the offline crawl reports each failure.
 */
export const OFFLINE_CRAWL_FIXTURE = {
  route: '/__fixtures/offline-crawl-failures',
  consoleError: 'Offline crawl fixture: deliberate console error',
  uncaughtException: 'Offline crawl fixture: deliberate uncaught exception',
  missingFile: '/__fixtures/offline-crawl-missing.json',
  thirdPartyImage: 'https://third-party.invalid/pixel.png',
  missingRoute: '/__fixtures/no-such-page',
  redirectStub: '/what-is-nillion',
  existingPage: '/learn/what-is-nillion',
} as const;
