import {defineConfig, devices} from '@playwright/test';
import {chromiumPath, chromiumArgs} from './tests/support/browser';
import {DEV_SERVER_PORT, DEV_SERVER_URL, FAKE_NILDB_PORT} from './tests/support/dev-server';

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
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    colorScheme: 'no-preference',
    launchOptions: {executablePath: chromiumPath() ?? undefined, args: chromiumArgs},
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      // The production build (made by `npm test` with the test fixtures on), served statically.
      command: `npx docusaurus serve --dir build --port ${PORT} --host 127.0.0.1 --no-open`,
      url: `${baseURL}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // The development server, for the /api proxy of `npm start` (tests/e2e/dev-proxy.spec.ts).
      command: `npx docusaurus start --port ${DEV_SERVER_PORT} --host 127.0.0.1 --no-open`,
      url: `${DEV_SERVER_URL}/`,
      env: {NILDB_NODE_URL: `http://127.0.0.1:${FAKE_NILDB_PORT}`, BROWSER: 'none'},
      reuseExistingServer: !process.env.CI,
      timeout: 300_000,
    },
  ],
});
