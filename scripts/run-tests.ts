/**
 * `npm test`: every check a submission must pass, in the order a failure is
 * cheapest to find. `npm run test:quick` (`--quick`) is the writer's subset:
 * no API lint, one build, and a smoke crawl of one route per page type. Both
 * print each step's duration, then one line "N passed, N failed" that counts
 * unit tests, browser tests and each whole-step check.
 */
import {spawn} from 'node:child_process';
import {closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync} from 'node:fs';
import {chromiumPath} from './lib/browser';
import {
  countPlaywright,
  countVitest,
  type Counts,
  type PlaywrightReport,
  type VitestReport,
} from './lib/test-reports';
import {nginxPath} from './lib/nginx';
import {CONTENT_CHECKS, type ContentCheck} from './content-checks/registry';
import {
  THIRD_PARTY_BUILD_COMMAND,
  THIRD_PARTY_BUILD_DIR,
  THIRD_PARTY_TEST_ENV,
} from './lib/third-party-build';

interface Step {
  name: string;
  command: string;
  env?: Record<string, string>;
  /** Reads the runner's own counts; steps without it count as one check. */
  counts?: () => Counts | null;
  /** Later steps that cannot run when this one fails. */
  gates?: boolean;
  /** Part of `npm run test:quick` too. */
  quick?: boolean;
  /**
   * Runs beside the later steps, its output kept in test-results/ and printed at the end: for a
   * step that mostly waits on the network, so its minutes overlap the builds and browser tests.
   * Only for such steps: one that needs the CPU would starve, or slow the steps it runs beside.
   */
  background?: boolean;
  /** The command that runs this step alone, named under the summary when it fails. */
  reproduce?: string;
}

const quick = process.argv.includes('--quick');

/** A step per content check; one that needs the network runs in the background, not in quick. */
function contentCheckSteps(checks: readonly ContentCheck[]): Step[] {
  return checks.map((check) => {
    const command = `npm run --silent check:content -- --only ${check.name}`;
    return check.needsNetwork
      ? {name: `Content: ${check.title}`, command, background: true}
      : {name: `Content: ${check.title}`, command, quick: true};
  });
}

function readJson<T>(path: string): T | null {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : null;
}

const vitestCounts = () => {
  const report = readJson<VitestReport>('test-results/unit.json');
  return report && countVitest(report);
};

const playwrightCounts = () => {
  const report = readJson<PlaywrightReport>('test-results/e2e.json');
  return report && countPlaywright(report);
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
    quick: true,
  },
  {
    // Every OpenAPI document against redocly.yaml; any error fails the check.
    name: 'Lint OpenAPI documents',
    command: 'npm run --silent lint:api',
  },
  {name: 'Type-check', command: 'npx tsc --noEmit', quick: true},
  {name: 'Lint and formatting', command: 'npm run --silent lint', quick: true},
  // The content checks of scripts/content-checks/registry.ts, one step each: all offline and
  // quick, but for those that need the registry, which run after the unit tests.
  ...contentCheckSteps(CONTENT_CHECKS.filter((check) => !check.needsNetwork)),
  {
    name: 'Unit tests',
    command:
      'npx vitest run --reporter=default --reporter=json --outputFile=test-results/unit.json',
    counts: vitestCounts,
    quick: true,
  },
  // Each mostly waits on the network: beside the builds and browser tests.
  ...contentCheckSteps(CONTENT_CHECKS.filter((check) => check.needsNetwork)),
  {
    // StrykerJS over the logic that protects readers (stryker.config.mjs): fails under 85% of
    // mutants detected overall (Stryker's break threshold) or 75% in any module. Incremental
    // against the committed reports/stryker-incremental.json, it re-tests only mutants of changed
    // code or whose tests changed: about 20 s on an idle machine, mostly Stryker's initial run of
    // the unit tests. It runs here, in the foreground, and not beside the builds and browser
    // tests: there, at low priority on two busy cores, that initial run took minutes and hit
    // Stryker's time limit on a slower machine, so whether a submission landed depended on load.
    name: 'Mutation gate',
    command: 'npm run --silent test:mutation',
  },
  {
    name: 'Production build (with test fixtures)',
    command: 'npx docusaurus build',
    env: {PORTAL_TEST_FIXTURES: '1'},
    gates: true,
    quick: true,
  },
  {
    // Development set (scripts/relevance/search-dev-queries.ts): top 1 >= 80%, top 3 >= 95%; original set >= 90% top 3.
    name: 'Search relevance',
    command: 'npx tsx tests/search/relevance-gate.ts build',
    quick: true,
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
  {
    // One route of each page type through nginx, with every check of the full crawl.
    name: 'Browser tests: smoke crawl',
    command: 'npx playwright test tests/e2e/crawl.spec.ts --grep @smoke',
    counts: playwrightCounts,
    quick: true,
  },
].filter((step) => (quick ? step.quick : step.name !== 'Browser tests: smoke crawl'));

const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;
const timings: {name: string; ms: number; ok: boolean}[] = [];
const started = Date.now();
const stepEnv = (step: Step) => ({...process.env, CHROME_PATH: browser, ...step.env});
/** How to run one step alone: its own command, without the quiet flag npm test gives it. */
const reproduceCommand = (step: Step) => step.reproduce ?? step.command.replace(' --silent', '');
let passed = 0;
let failed = 0;
/** What failed, repeated under the summary: a log cut to its end still names it. */
const failures: string[] = [];

function record(step: Step, ok: boolean, ms: number, outputAt = 'its output above'): void {
  timings.push({name: step.name, ms, ok});
  const rerun = `run it alone with \`${reproduceCommand(step)}\``;
  const counted = step.counts?.();
  if (counted) {
    passed += counted.passed;
    failed += counted.failed;
    failures.push(...counted.failures);
    if (!ok && counted.failed === 0) {
      failed += 1; // the runner failed outside any test
      failures.push(`${step.name}: the runner failed outside any test (see ${outputAt}); ${rerun}`);
    }
  } else if (ok) {
    passed += 1;
  } else {
    failed += 1;
    failures.push(`${step.name}, after ${seconds(ms)} (see ${outputAt}); ${rerun}`);
  }
  console.log(`=== ${step.name}: ${ok ? 'ok' : 'FAILED'}`);
}

/**
 * Runs a step's command to its end. Foreground steps share this terminal; a background step
 * writes straight into its log file, so its output never waits on this process (a pipe read by
 * this process would fill and stop the step whenever this process is busy). Both are awaited,
 * so each step's duration is taken when it really ends.
 */
function runStep(step: Step, output: 'inherit' | number): Promise<{ok: boolean; ms: number}> {
  const stepStarted = Date.now();
  // A background step mostly waits on the network; what CPU it needs (npm unpacking packages)
  // yields to the builds and browser tests it runs beside, whose time is the suite's.
  const command = step.background ? `nice -n 10 ${step.command}` : step.command;
  const child = spawn(command, {
    shell: true,
    stdio: ['ignore', output, output],
    env: stepEnv(step),
  });
  return new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`=== ${step.name}: could not start: ${error.message}`);
    });
    child.on('close', (code) => resolve({ok: code === 0, ms: Date.now() - stepStarted}));
  });
}

interface BackgroundResult {
  step: Step;
  ok: boolean;
  ms: number;
  logPath: string;
}

async function startInBackground(step: Step): Promise<BackgroundResult> {
  mkdirSync('test-results', {recursive: true});
  const logPath = `test-results/${step.name.replace(/\W+/g, '-').toLowerCase()}.log`;
  const log = openSync(logPath, 'w');
  console.log(
    `\n=== ${step.name}: ${step.command} (in the background; its output follows at the end)`,
  );
  try {
    const {ok, ms} = await runStep(step, log);
    return {step, ok, ms, logPath};
  } finally {
    closeSync(log);
  }
}

/** Prints each step's duration and the one-line summary, and exits with the verdict. */
function finish(): never {
  console.log('\n=== Duration of each step');
  const width = Math.max(...timings.map((timing) => timing.name.length));
  for (const timing of timings) {
    const status = timing.ok ? '' : '  FAILED';
    console.log(`${timing.name.padEnd(width)}  ${seconds(timing.ms).padStart(6)}${status}`);
  }
  console.log(`${'Total'.padEnd(width)}  ${seconds(Date.now() - started).padStart(6)}`);

  if (failures.length > 0) {
    console.log('\n=== Failed');
    for (const failure of failures) console.log(`- ${failure}`);
  }
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

/** Foreground steps one after another, background ones beside them; then the summary. */
async function main(): Promise<never> {
  const background: Promise<BackgroundResult>[] = [];
  for (const step of steps) {
    if (step.background) {
      background.push(startInBackground(step));
      continue;
    }
    console.log(`\n=== ${step.name}: ${step.command}`);
    const {ok, ms} = await runStep(step, 'inherit');
    record(step, ok, ms);
    if (!ok && step.gates) {
      console.log('=== Later steps need this one; stopping here.');
      break;
    }
  }
  // Background steps end after the others; their output and counts come last.
  for (const {step, ok, ms, logPath} of await Promise.all(background)) {
    console.log(`\n=== ${step.name}: ${step.command} (its output, from ${logPath})`);
    // A log removed while the step ran loses its text, not the step's verdict.
    process.stdout.write(
      existsSync(logPath)
        ? readFileSync(logPath, 'utf8')
        : `(${logPath} is gone: no output to show)\n`,
    );
    record(step, ok, ms, logPath);
  }
  return finish();
}

void main();
