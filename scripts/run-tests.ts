/**
 * `npm test`: every check a submission must pass, in the order a failure is
 * cheapest to find. Ends with one line "N passed, N failed" that counts unit
 * tests, browser tests and each whole-step check.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, rmSync} from 'node:fs';
import {chromiumPath} from '../tests/support/browser';
import {nginxPath} from '../tests/support/nginx';
import {
  THIRD_PARTY_BUILD_COMMAND,
  THIRD_PARTY_BUILD_DIR,
  THIRD_PARTY_TEST_ENV,
} from '../tests/support/third-party-build';

interface Step {
  name: string;
  command: string;
  env?: Record<string, string>;
  /** Reads the runner's own counts; steps without it count as one check. */
  counts?: () => {passed: number; failed: number} | null;
  /** Later steps that cannot run when this one fails. */
  gates?: boolean;
}

function readJson<T>(path: string): T | null {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : null;
}

const vitestCounts = () => {
  const report = readJson<{numPassedTests: number; numFailedTests: number}>(
    'test-results/unit.json',
  );
  return report && {passed: report.numPassedTests, failed: report.numFailedTests};
};

const playwrightCounts = () => {
  const report = readJson<{stats: {expected: number; unexpected: number; flaky: number}}>(
    'test-results/e2e.json',
  );
  return (
    report && {passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected}
  );
};

const browser = chromiumPath();
if (!browser) {
  console.error(
    'No Chromium found: install Debian\'s with "apt-get install -y chromium", or set CHROME_PATH to a Chromium binary.',
  );
  process.exit(1);
}

if (!nginxPath()) {
  console.error(
    'No nginx found: the serving tests run Debian\'s nginx; install it with "apt-get install -y nginx" (or set NGINX_PATH).',
  );
  process.exit(1);
}

rmSync('test-results', {recursive: true, force: true});
rmSync(THIRD_PARTY_BUILD_DIR, {recursive: true, force: true});

const steps: Step[] = [
  {
    // The API reference pages and sidebars are build products of openapi/*.yaml.
    name: 'Generate API reference',
    command: 'npm run --silent gen:api',
    gates: true,
  },
  {
    // Both OpenAPI documents against redocly.yaml; any error fails the check.
    name: 'Lint OpenAPI documents',
    command: 'npm run --silent lint:api',
  },
  {name: 'Type-check', command: 'npx tsc --noEmit'},
  {name: 'Lint and formatting', command: 'npm run --silent lint'},
  // Spelling, Markdown lint, page-length floor, data blocks, requests against the OpenAPI
  // documents, version pins, and code samples compiled and run in their page's project.
  {name: 'Content: spelling', command: 'npm run --silent check:spelling'},
  {name: 'Content: Markdown lint', command: 'npm run --silent check:markdown'},
  {name: 'Content: page length', command: 'npm run --silent check:length'},
  {name: 'Content: data blocks parse', command: 'npm run --silent check:data'},
  {name: 'Content: requests match the API', command: 'npm run --silent check:requests'},
  {name: 'Content: pins agree', command: 'npm run --silent check:pins'},
  {name: 'Content: TypeScript samples', command: 'npm run --silent check:samples:ts'},
  {name: 'Content: Python samples', command: 'npm run --silent check:samples:py'},
  {name: 'Content: samples run', command: 'npm run --silent check:samples:run'},
  {
    name: 'Unit tests',
    command:
      'npx vitest run --reporter=default --reporter=json --outputFile=test-results/unit.json',
    counts: vitestCounts,
  },
  {
    // Each distinct install recipe of the pages against the npm registry: a few minutes.
    name: 'Content: install steps work',
    command: 'npm run --silent check:install',
  },
  {
    name: 'Production build (with test fixtures)',
    command: 'npx docusaurus build',
    env: {PORTAL_TEST_FIXTURES: '1'},
    gates: true,
  },
  {
    // Fails under 90% of the checked-in queries answered in the top 3 (tests/search/).
    name: 'Search relevance',
    command: 'npx tsx scripts/search-relevance.ts build',
  },
  {
    // The same site with the assistant and analytics switched on by configuration: the
    // client bundle differs, so the nginx CSP tests need their own build of it.
    name: 'Production build (with third-party scripts)',
    command: THIRD_PARTY_BUILD_COMMAND,
    env: THIRD_PARTY_TEST_ENV,
    gates: true,
  },
  {name: 'Browser tests', command: 'npx playwright test', counts: playwrightCounts},
];

let passed = 0;
let failed = 0;
for (const step of steps) {
  console.log(`\n=== ${step.name}: ${step.command}`);
  const result = spawnSync(step.command, {
    shell: true,
    stdio: 'inherit',
    env: {...process.env, CHROME_PATH: browser, ...step.env},
  });
  const ok = result.status === 0;
  const counted = step.counts?.();
  if (counted) {
    passed += counted.passed;
    failed += counted.failed;
    if (!ok && counted.failed === 0) failed += 1; // the runner failed outside any test
  } else if (ok) {
    passed += 1;
  } else {
    failed += 1;
  }
  console.log(`=== ${step.name}: ${ok ? 'ok' : 'FAILED'}`);
  if (!ok && step.gates) {
    console.log('=== Later steps need this one; stopping here.');
    break;
  }
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
