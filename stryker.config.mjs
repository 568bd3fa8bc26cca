// Mutation testing (`npm run test:mutation`, a step of `npm test`): StrykerJS changes the
// logic that protects readers one small edit at a time (a flipped condition, a dropped header,
// an emptied string) and runs the unit tests that cover each edit; a mutant no test notices
// "survives". scripts/mutation-test.ts runs this and also fails a module under its floor.
// @ts-check

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  testRunner: 'vitest',
  // Only the test files that import a mutated module run for it (vitest --related), and
  // per-test coverage picks, among those, the tests that reach the mutated line.
  vitest: {configFile: 'vitest.config.ts', related: true},
  coverageAnalysis: 'perTest',
  mutate: [
    'config/redirects.ts',
    'config/env.ts',
    'plugins/deploy-config/policy.ts',
    'plugins/deploy-config/nginx.ts',
    'plugins/deploy-config/vercel.ts',
    'plugins/deploy-config/served-pages.ts',
    'plugins/page-model/html.ts',
    // The page model: reading built pages (and the route facts it shares with the browser), then
    // its outputs: the search index and hosted-search upload, the Markdown export and llms.txt.
    'plugins/page-model/*.ts',
    'src/lib/page-model/*.ts',
    'src/lib/routes.ts',
    'plugins/page-model/outputs/*.ts',
    'plugins/local-search/*.ts',
    'plugins/third-party-scripts/*.ts',
    'src/lib/search/*.ts',
    // The MCP endpoint's pure parts: what it refuses before reading a request, its server pool,
    // and when it hands memory back.
    'mcp/http-guard.ts',
    'mcp/server-pool.ts',
    'mcp/idle-release.ts',
    // The pure parts of the API explorer wrapping and of the Copy page menu (the React
    // components around them are covered by the browser tests).
    'src/theme/ApiExplorer/buildPostmanRequest.ts',
    'src/lib/api-explorer/*.ts',
    'src/lib/on-demand.ts',
    'src/components/CopyPage/pageActions.ts',
    'src/components/CopyPage/livePageMarkdown.ts',
  ],
  // Build products and browser-test output are not needed to run the unit tests.
  ignorePatterns: [
    '/build',
    '/build-*',
    '/reports',
    '/.docusaurus',
    '/test-results',
    '/playwright-report',
    '/coverage',
    '/.scratch',
    '/sample-projects',
  ],
  // Results of the last run are committed: a run on unchanged code reuses them and tests
  // only the mutants of changed code, or whose covering tests changed.
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  // npm test runs the gate alone in its foreground (only the network-bound install check beside
  // it), so both of a 2-core machine's cores test mutants: two test-runner processes.
  concurrency: 2,
  // Busy machine: a mutant counts as a timeout (an infinite loop) only well past its dry run.
  timeoutMS: 15_000,
  // The initial run of the unit tests with per-test coverage takes about 15 s on an idle 2-core
  // machine. Stryker's default limit, 5 minutes, was reached on a slower machine while the gate
  // ran beside two builds and the browser tests (it now runs alone; scripts/run-tests.ts). 20
  // minutes is 80 times the idle figure: room for the slowest, busiest machine this runs on,
  // while a run that truly hangs still ends well inside CI's 90 minutes.
  dryRunTimeoutMinutes: 20,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: {fileName: 'reports/mutation/mutation.html'},
  jsonReporter: {fileName: 'reports/mutation/mutation.json'},
  clearTextReporter: {allowColor: false, logTests: false, reportScoreTable: true},
  // break: `npm run test:mutation` fails under 85% over all mutated modules.
  thresholds: {high: 90, low: 85, break: 85},
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
};

export default config;
