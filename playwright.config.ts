import {defineConfig, devices} from '@playwright/test';
import {chromiumPath, chromiumArgs} from './scripts/lib/browser';

/**
 * Every spec loads the site as readers get it: the production build in `build/` (made by
 * `npm test` with the test fixtures on) served by Debian's nginx with the generated
 * build/nginx.conf, so redirects, headers, the CSP and the 404 status are production's.
 * Only tests/e2e/dev-server.spec.ts uses `npm start`, and it starts that server itself.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: {timeout: 7_000},
  reporter: [['list'], ['json', {outputFile: 'test-results/e2e.json'}]],
  // Traces and screenshots of failed tests. A folder of their own: Playwright empties it when it
  // starts, and test-results/ also holds what npm test's other steps wrote before (their reports,
  // the logs of the steps running beside the browser tests).
  outputDir: 'test-results/playwright',
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    colorScheme: 'no-preference',
    launchOptions: {executablePath: chromiumPath() ?? undefined, args: chromiumArgs},
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `npx tsx scripts/serve-nginx.ts build --port ${PORT}`,
    url: `${baseURL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    gracefulShutdown: {signal: 'SIGTERM', timeout: 5_000},
  },
});
