/**
 * `npm run bench`: the performance report (not a test). Builds the site for
 * production, serves build/ as production does (Debian's nginx with the
 * generated build/nginx.conf: gzip on) on 127.0.0.1, and prints one Markdown
 * report:
 *   - build: wall time and peak memory (resident set of the whole process tree)
 *   - pages: how many, by page type
 *   - bytes per page type: median first-load weight over the routes of the type
 *   - the host's speed: CPU model and count, load average at the start and end, and Lighthouse's
 *     `benchmarkIndex` (three quick calibration runs before the others, then every run's: median,
 *     range)
 *   - Lighthouse mobile and desktop, median of 3, one representative route per type; the mobile
 *     CPU slowdown calibrated to the host (scripts/measure/host-speed.ts): 4× on a host as slow
 *     as the reference `benchmarkIndex`, raised in proportion on a faster one
 *   - client-side navigation between two docs (sidebar click to the new h1)
 *   - the search figures of `npm run bench:search`
 *   - the docs MCP server's start-up and search latency (`npm run bench:mcp`)
 *   - a writer's cold `npm start` to the first page (`npm run bench:dev-start`, last: it moves
 *     `.docusaurus` and `node_modules/.cache` aside while it runs and puts them back)
 * Flags: --build-dir DIR (default build/; another folder leaves build/ as it is),
 * --skip-build (measure the build there is), --routes-per-type N (weigh N routes of each
 * type, spread over the list; 0 = all), --no-lighthouse, --lighthouse-runs N,
 * --lighthouse-types home,doc,... (quicker runs), --cpu-reference-index N (the `benchmarkIndex`
 * the mobile runs stand for; default 1540, the slow Xeon host of issue 40), --no-search, --no-mcp, --no-dev-start,
 * --dev-start-runs N (default 3), --out bench.json, --report FILE (default
 * docs-dev/performance.md), --no-report.
 * A full run (no flag that leaves a figure out) replaces docs-dev/performance.md, which holds the
 * latest report only: contributors read the current figures there, and git keeps the history.
 */
import {spawn} from 'node:child_process';
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium, type Browser} from '@playwright/test';
import {listBuiltRoutes, type BuiltRoute} from './lib/built-routes';
import {PAGE_TYPES, type PageType} from '../src/lib/routes';
import {measurePageWeight} from './measure/page-weight';
import {chromiumArgs, chromiumPath} from './lib/browser';
import {startNginx} from './lib/nginx';
import {launchChromium, mobileConfig} from './lib/lighthouse';
import {median} from './measure/statistics';
import {
  DEFAULT_CPU_REFERENCE_INDEX,
  calibratedCpuSlowdown,
  calibrationCheckSentence,
  calibrationSentence,
  checkCalibration,
  hostFacts,
  loadText,
  type CpuCalibration,
  referenceHostSlowdown,
  type Spread,
} from './measure/host-speed';
import {timedRun, type BuildFigures} from './measure/timed-run';

const PORT = Number(process.env.BENCH_PORT ?? 3400);

/** The route Lighthouse measures for each type, when the build has it (else the type's first). */
const REPRESENTATIVE: Record<PageType, string> = {
  home: '/',
  doc: '/build/compute/limitations',
  'doc-diagram': '/learn/what-is-nillion',
  'api-operation': '/api/nilai/chat-completion-v-1-chat-completions-post',
  'api-landing': '/api/overview',
  article: '/articles/nildb-encryption',
  'article-list': '/articles',
  search: '/search',
  'not-found': '/404',
};

const NAV_FROM = '/learn/what-is-nillion';
const NAV_TO = '/build/quickstart';
const NAV_RUNS = 7;

const OPTIONS = {
  'build-dir': {type: 'string', default: 'build'},
  'skip-build': {type: 'boolean', default: false},
  'no-lighthouse': {type: 'boolean', default: false},
  'lighthouse-runs': {type: 'string', default: '3'},
  'lighthouse-types': {type: 'string', default: PAGE_TYPES.join(',')},
  'cpu-reference-index': {type: 'string', default: String(DEFAULT_CPU_REFERENCE_INDEX)},
  'routes-per-type': {type: 'string', default: '0'},
  'no-search': {type: 'boolean', default: false},
  'no-mcp': {type: 'boolean', default: false},
  'no-dev-start': {type: 'boolean', default: false},
  'dev-start-runs': {type: 'string', default: '3'},
  out: {type: 'string'},
  // No default: whether a file was named decides if a partial run may write it.
  report: {type: 'string'},
  'no-report': {type: 'boolean', default: false},
} as const;
const {values: flags} = parseArgs({options: OPTIONS});
const DEFAULT_REPORT = 'docs-dev/performance.md';

/** The options that leave figures out or measure fewer: a run that changes one is partial. */
const FIGURE_OPTIONS = [
  'skip-build',
  'no-lighthouse',
  'lighthouse-types',
  'lighthouse-runs',
  'cpu-reference-index',
  'routes-per-type',
  'no-search',
  'no-mcp',
  'no-dev-start',
  'dev-start-runs',
] as const;
const BUILD_DIR = flags['build-dir'];

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const table = (head: string[], rows: (string | number)[][]) =>
  [head, head.map(() => '---'), ...rows].map((row) => `| ${row.join(' | ')} |`).join('\n');

// ---------------------------------------------------------------- build

async function productionBuild(): Promise<BuildFigures> {
  // A production build: no test fixtures, no third-party scripts configured from this shell.
  const env = {...process.env};
  delete env.PORTAL_TEST_FIXTURES;
  await timedRun('npm', ['run', '--silent', 'gen:api'], env);
  return timedRun('npx', ['docusaurus', 'build', '--out-dir', BUILD_DIR], env);
}

// ---------------------------------------------------------------- bytes per page type

interface TypeWeight {
  type: PageType;
  routes: number;
  weighed: number;
  jsGzipBytes: number;
  /** JS the page loads on demand once idle after load (the API request explorer). */
  onDemandJsGzipBytes: number;
  cssGzipBytes: number;
  requests: number;
  /** The heaviest route of the type (most JS) and the type's largest figures: what budgets.ts sets its budgets from. */
  largest: {route: string; jsGzipBytes: number; cssGzipBytes: number; requests: number};
}

async function weighPageTypes(browser: Browser, base: string, routes: BuiltRoute[]) {
  const perType: TypeWeight[] = [];
  for (const type of PAGE_TYPES) {
    const ofType = routes.filter((route) => route.type === type);
    if (ofType.length === 0) continue;
    const limit = Number(flags['routes-per-type']);
    const sample =
      limit > 0 && ofType.length > limit
        ? Array.from({length: limit}, (_, i) => ofType[Math.floor((i * ofType.length) / limit)])
        : ofType;
    const results = [];
    for (const {route} of sample) {
      const context = await browser.newContext({serviceWorkers: 'block'});
      results.push({route, ...(await measurePageWeight(await context.newPage(), base + route))});
      await context.close();
    }
    const heaviest = results.reduce((most, result) =>
      result.jsGzipBytes > most.jsGzipBytes ? result : most,
    );
    perType.push({
      type,
      routes: ofType.length,
      weighed: sample.length,
      jsGzipBytes: median(results.map((r) => r.jsGzipBytes)),
      onDemandJsGzipBytes: median(results.map((r) => r.onDemandJsGzipBytes)),
      cssGzipBytes: median(results.map((r) => r.cssGzipBytes)),
      requests: median(results.map((r) => r.requests)),
      largest: {
        route: heaviest.route,
        jsGzipBytes: heaviest.jsGzipBytes,
        cssGzipBytes: Math.max(...results.map((r) => r.cssGzipBytes)),
        requests: Math.max(...results.map((r) => r.requests)),
      },
    });
    console.error(`weighed ${sample.length} of ${ofType.length} ${type} route(s)`);
  }
  return perType;
}

// ---------------------------------------------------------------- Lighthouse

interface LighthouseFigures {
  type: PageType;
  route: string;
  preset: 'mobile' | 'desktop';
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/**
 * Quick Lighthouse runs that measure the host's benchmarkIndex before the measured ones, after one
 * not counted (the first, in a cold browser, reads lowest).
 */
const CALIBRATION_RUNS = 5;

interface LighthouseRuns {
  figures: LighthouseFigures[];
  calibration: CpuCalibration;
  /** `benchmarkIndex` of every run, calibration runs included. */
  benchmarkIndexes: number[];
  /** `benchmarkIndex` of the calibration's counted probes. */
  probeIndexes: number[];
  /** `benchmarkIndex` of the runs measured at `calibration`'s slowdown (and desktop's, first pass). */
  runIndexes: number[];
  /** The probes' calibration, when the runs called for more and the mobile runs were redone. */
  probedCalibration?: CpuCalibration;
}

async function runLighthouse(
  base: string,
  routes: BuiltRoute[],
  runs: number,
  only: 'calibration' | 'all',
): Promise<LighthouseRuns> {
  const [{default: lighthouse}, {default: desktopConfig}] = await Promise.all([
    import('lighthouse'),
    import('lighthouse/core/config/desktop-config.js'),
  ]);
  const chrome = await launchChromium();
  const benchmarkIndexes: number[] = [];
  try {
    // The host's speed first, by Lighthouse's own benchmark (every run measures it in the page it
    // loads): quick runs of a single audit, unthrottled, on the home page. The median of five after
    // a warm-up, since one run varies by half on a busy host (the first, in a cold browser, the
    // most). The measured runs' own indexes check it afterwards (checkCalibration).
    const probes: number[] = [];
    for (let probe = -1; probe < CALIBRATION_RUNS; probe += 1) {
      const result = await lighthouse(base + '/', {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyAudits: ['viewport'],
        throttlingMethod: 'provided',
      });
      const index = result?.lhr.environment.benchmarkIndex;
      if (!index) throw new Error('Lighthouse measured no benchmarkIndex');
      if (probe >= 0) probes.push(index);
    }
    benchmarkIndexes.push(...probes);
    const referenceIndex = Number(flags['cpu-reference-index']);
    const probed = calibratedCpuSlowdown(median(probes), referenceIndex);
    console.error(calibrationSentence(probed));
    if (only === 'calibration') {
      return {
        figures: [],
        calibration: probed,
        benchmarkIndexes,
        probeIndexes: probes,
        runIndexes: [],
      };
    }
    const types = flags['lighthouse-types'].split(',');

    /** Each type's representative route, `runs` times a preset, the mobile one slowed as calibrated. */
    const measure = async (
      presets: readonly ('mobile' | 'desktop')[],
      calibration: CpuCalibration,
    ) => {
      const mobile = await mobileConfig(calibration.multiplier);
      const measured: LighthouseFigures[] = [];
      const indexes: number[] = [];
      for (const type of PAGE_TYPES.filter((candidate) => types.includes(candidate))) {
        const ofType = routes.filter((route) => route.type === type);
        const route =
          ofType.find((candidate) => candidate.route === REPRESENTATIVE[type])?.route ??
          ofType[0]?.route;
        if (!route) continue;
        for (const preset of presets) {
          const samples: Omit<LighthouseFigures, 'type' | 'route' | 'preset'>[] = [];
          // A run Lighthouse could not finish (its runtimeError: a trace it could not read, a page
          // that did not settle) has no metrics; it is retried, up to two extra runs in all.
          for (let attempt = 0; samples.length < runs && attempt < runs + 2; attempt += 1) {
            const result = await lighthouse(
              base + route,
              {
                port: chrome.port,
                output: 'json',
                logLevel: 'error',
                onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
                // The not-found page answers 404 on purpose; Lighthouse refuses such a page unless told.
                ignoreStatusCode: type === 'not-found',
              },
              preset === 'desktop' ? desktopConfig : mobile,
            );
            if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
            const {categories, audits, runtimeError, environment, configSettings} = result.lhr;
            benchmarkIndexes.push(environment.benchmarkIndex);
            indexes.push(environment.benchmarkIndex);
            const slowdown = configSettings.throttling.cpuSlowdownMultiplier;
            if (preset === 'mobile' && slowdown !== calibration.multiplier) {
              throw new Error(
                `Lighthouse ran ${route} at ${slowdown}×, not ${calibration.multiplier}×`,
              );
            }
            if (runtimeError) {
              console.error(
                `lighthouse ${preset} ${route}: run failed (${runtimeError.code}), again`,
              );
              continue;
            }
            const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
            samples.push({
              performance: score('performance'),
              accessibility: score('accessibility'),
              bestPractices: score('best-practices'),
              seo: score('seo'),
              lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
              tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
              cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
            });
          }
          const pick = (key: keyof (typeof samples)[number]) => median(samples.map((s) => s[key]));
          measured.push({
            type,
            route,
            preset,
            performance: pick('performance'),
            accessibility: pick('accessibility'),
            bestPractices: pick('bestPractices'),
            seo: pick('seo'),
            lcpMs: pick('lcpMs'),
            tbtMs: pick('tbtMs'),
            cls: pick('cls'),
          });
          console.error(`lighthouse ${preset} ${route}: performance ${pick('performance')}`);
        }
      }
      return {measured, indexes};
    };

    const first = await measure(['mobile', 'desktop'], probed);
    const firstCheck = checkCalibration(probed, first.indexes);
    if (firstCheck.held) {
      return {
        figures: first.measured,
        calibration: probed,
        benchmarkIndexes,
        probeIndexes: probes,
        runIndexes: first.indexes,
      };
    }
    // The probes read the host slower than its own runs did (on this shared 2-core host they read
    // 8-25% low in three of four runs of 2026-11-30): the mobile runs are measured again, once, at the
    // slowdown the runs call for, and checked by the indexes of that second pass.
    const recalibrated = calibratedCpuSlowdown(firstCheck.runsIndex, referenceIndex);
    console.error(
      `the first pass's runs read benchmarkIndex ${Math.round(firstCheck.runsIndex)} (median of ` +
        `${firstCheck.runs}), which calls for ${firstCheck.calledFor}×, over the probes' ` +
        `${probed.multiplier}×: measuring the mobile runs again at ${recalibrated.multiplier}×`,
    );
    const second = await measure(['mobile'], recalibrated);
    const remeasured = first.measured.map((figure) =>
      figure.preset === 'mobile'
        ? (second.measured.find((again) => again.type === figure.type) ?? figure)
        : figure,
    );
    return {
      figures: remeasured,
      calibration: recalibrated,
      probedCalibration: probed,
      benchmarkIndexes,
      probeIndexes: probes,
      runIndexes: second.indexes,
    };
  } finally {
    chrome.kill();
  }
}

/** The median and range of a figure's runs. */
function spreadOf(values: readonly number[]): Spread {
  return {
    median: median(values),
    min: Math.min(...values),
    max: Math.max(...values),
    runs: values.length,
  };
}

// ---------------------------------------------------------------- client-side navigation

/** A reader's sidebar click from one doc to another: ms from the click to the new page's h1. */
async function navigationTimes(browser: Browser, base: string): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < NAV_RUNS; run += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(base + NAV_FROM, {waitUntil: 'networkidle'});
    const link = page.locator(`.theme-doc-sidebar-container a[href="${NAV_TO}"]`).first();
    const oldHeading = (await page.locator('h1').first().textContent()) ?? '';
    await page.evaluate((heading) => {
      const state = window as unknown as {navClicked?: number; navArrived?: number};
      document.addEventListener('click', () => (state.navClicked = performance.now()), true);
      new MutationObserver(() => {
        const h1 = document.querySelector('h1');
        if (state.navClicked && !state.navArrived && h1 && h1.textContent !== heading) {
          state.navArrived = performance.now();
        }
      }).observe(document.body, {childList: true, subtree: true, characterData: true});
    }, oldHeading);
    await link.click();
    await page.waitForURL(base + NAV_TO);
    // The listener's state survives only a client-side navigation: a full page load loses it
    // and this wait times out.
    await page.waitForFunction(
      () => (window as unknown as {navArrived?: number}).navArrived,
      null,
      {
        timeout: 15_000,
      },
    );
    const elapsed = await page.evaluate(() => {
      const state = window as unknown as {navClicked: number; navArrived: number};
      return state.navArrived - state.navClicked;
    });
    times.push(elapsed);
    await context.close();
  }
  return times;
}

// ---------------------------------------------------------------- search

/** The Markdown report a bench script prints on stdout (its progress goes to stderr). */
function reportOf(script: string, args: string[], env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['tsx', script, ...args], {
      env: {...process.env, BENCH_BUILD_DIR: BUILD_DIR, ...env},
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(output.trim()) : reject(new Error(`${script} exited with ${code}`)),
    );
  });
}

/**
 * `npm run bench:search`, on the next port, its page's CPU slowed as much as this host is faster
 * than the reference (the Lighthouse calibration's ratio, without the preset's 4×: the search
 * target is for the reference host itself), never sped up.
 */
const searchFigures = (calibration: CpuCalibration) =>
  reportOf(
    'scripts/bench-search.ts',
    ['--cpu-slowdown', String(referenceHostSlowdown(calibration))],
    {BENCH_PORT: String(PORT + 1)},
  );

/**
 * `npm run bench:mcp`: the docs MCP server spawned over stdio, as an assistant does, and under
 * load through nginx (nginx on BENCH_PORT + 3, the server on + 4).
 */
const mcpFigures = () => reportOf('scripts/bench-mcp.ts', [], {BENCH_PORT: String(PORT + 3)});

/** `npm run bench:dev-start` (it serves on BENCH_PORT + 2). */
const devStartFigures = () =>
  reportOf('scripts/bench-dev-start.ts', ['--runs', flags['dev-start-runs']], {
    BENCH_PORT: String(PORT),
  });

// ---------------------------------------------------------------- report

async function main() {
  const started = new Date();
  const hostAtStart = hostFacts();
  const build = flags['skip-build'] ? null : await productionBuild();
  const routes = listBuiltRoutes(BUILD_DIR);
  const nginx = await startNginx(BUILD_DIR, PORT);
  const browser = await chromium.launch({
    executablePath: chromiumPath() ?? undefined,
    args: chromiumArgs,
  });
  let weights: TypeWeight[];
  let navigation: number[];
  let lighthouseRuns: LighthouseRuns;
  try {
    weights = await weighPageTypes(browser, nginx.url, routes);
    navigation = await navigationTimes(browser, nginx.url);
    await browser.close();
    lighthouseRuns = await runLighthouse(
      nginx.url,
      routes,
      Number(flags['lighthouse-runs']),
      flags['no-lighthouse'] ? 'calibration' : 'all',
    );
  } finally {
    await browser.close();
    await nginx.stop();
  }
  // A failed search run (e.g. a timeout on a busy machine) is reported, not allowed to discard
  // the figures measured before it.
  const search = flags['no-search']
    ? null
    : await searchFigures(lighthouseRuns.calibration).catch(
        (error: Error) => `search figures failed: ${error.message}`,
      );
  const mcp = flags['no-mcp']
    ? null
    : await mcpFigures().catch((error: Error) => `MCP figures failed: ${error.message}`);
  const devStart = flags['no-dev-start']
    ? null
    : await devStartFigures().catch((error: Error) => `dev start figures failed: ${error.message}`);

  const lighthouseFigures = lighthouseRuns.figures;
  const {calibration} = lighthouseRuns;
  const benchmarkIndex = spreadOf(lighthouseRuns.benchmarkIndexes);
  const calibrationCheck =
    lighthouseRuns.runIndexes.length > 0
      ? checkCalibration(calibration, lighthouseRuns.runIndexes)
      : null;
  const host = {
    cpuModel: hostAtStart.cpuModel,
    cpuCount: hostAtStart.cpuCount,
    memoryGiB: hostAtStart.memoryGiB,
    loadAverageAtStart: hostAtStart.loadAverage,
    loadAverageAtEnd: hostFacts().loadAverage,
    benchmarkIndex,
    cpuCalibration: calibration,
    probedCalibration: lighthouseRuns.probedCalibration ?? null,
    calibrationProbes: lighthouseRuns.probeIndexes,
    runIndexes: lighthouseRuns.runIndexes,
    calibrationCheck,
  };
  const lines: string[] = [
    `## Performance report`,
    '',
    `${started.toISOString().slice(0, 16).replace('T', ' ')} UTC; Node ${process.version}; ` +
      `${host.cpuCount} × ${host.cpuModel}, ${host.memoryGiB.toFixed(1)} GiB RAM; ` +
      `load average (1, 5, 15 min) ${loadText(host.loadAverageAtStart)} at the start, ` +
      `${loadText(host.loadAverageAtEnd)} at the end ` +
      `(1 KiB = 1024 bytes; JS and CSS are gzip level 6 of the body, same-origin, first load).`,
    '',
    `Host speed: Lighthouse \`benchmarkIndex\` median ${benchmarkIndex.median.toFixed(0)} ` +
      `(${benchmarkIndex.min.toFixed(0)} to ${benchmarkIndex.max.toFixed(0)} over ` +
      `${benchmarkIndex.runs} Lighthouse run${benchmarkIndex.runs === 1 ? '' : 's'}); ` +
      (lighthouseRuns.probedCalibration
        ? `the probes before the runs read benchmarkIndex ` +
          `${Math.round(lighthouseRuns.probedCalibration.measuredIndex)} ` +
          `(${lighthouseRuns.probedCalibration.multiplier}×), slower than the first pass of runs ` +
          `read the host, so the mobile runs were measured again: ` +
          calibrationSentence(calibration, "the first pass of runs' median")
        : calibrationSentence(calibration)) +
      (calibrationCheck ? `; ${calibrationCheckSentence(calibration, calibrationCheck)}` : '') +
      `. Desktop runs use Lighthouse's desktop preset.`,
    '',
    table(
      ['figure', 'value'],
      [
        [
          'production build, wall time',
          build ? `${build.wallSeconds.toFixed(0)} s` : 'not run (--skip-build)',
        ],
        [
          'production build, peak memory (process tree RSS)',
          build ? `${(build.peakRssBytes / 1024 ** 3).toFixed(2)} GiB` : 'not run (--skip-build)',
        ],
        ['pages (routes, redirect stubs excluded)', routes.length],
        [
          `client-side navigation ${NAV_FROM} → ${NAV_TO} (sidebar click to new h1)`,
          `median ${median(navigation).toFixed(0)} ms (min ${Math.min(...navigation).toFixed(0)}, max ${Math.max(...navigation).toFixed(0)}, ${navigation.length} runs)`,
        ],
      ],
    ),
    '',
    '### Bytes per page type (median over the routes of the type)',
    '',
    table(
      [
        'page type',
        'routes (weighed)',
        'JS gzip KiB',
        'on-demand JS gzip KiB',
        'CSS gzip KiB',
        'same-origin requests',
        'largest: JS / CSS KiB, requests (heaviest route)',
      ],
      weights.map((w) => [
        w.type,
        w.weighed === w.routes ? w.routes : `${w.routes} (${w.weighed})`,
        kib(w.jsGzipBytes),
        kib(w.onDemandJsGzipBytes),
        kib(w.cssGzipBytes),
        w.requests,
        `${kib(w.largest.jsGzipBytes)} / ${kib(w.largest.cssGzipBytes)}, ${w.largest.requests} (${w.largest.route})`,
      ]),
    ),
  ];
  if (lighthouseFigures.length > 0) {
    lines.push(
      '',
      `### Lighthouse (median of ${flags['lighthouse-runs']}, simulated throttling; mobile CPU slowdown ${calibration.multiplier}×)`,
      '',
      table(
        [
          'page type',
          'route',
          'preset',
          'perf',
          'a11y',
          'best pr.',
          'SEO',
          'LCP ms',
          'TBT ms',
          'CLS',
        ],
        lighthouseFigures.map((f) => [
          f.type,
          f.route,
          f.preset,
          f.performance,
          f.accessibility,
          f.bestPractices,
          f.seo,
          f.lcpMs.toFixed(0),
          f.tbtMs.toFixed(0),
          f.cls.toFixed(3),
        ]),
      ),
    );
  }
  if (search) lines.push('', '### Search (`npm run bench:search`)', '', search);
  if (mcp) lines.push('', '### Docs MCP server (`npm run bench:mcp`)', '', mcp);
  if (devStart) {
    lines.push('', '### Cold `npm start` (`npm run bench:dev-start`)', '', devStart);
  }
  console.log('\n' + lines.join('\n'));
  writeReport(lines);

  if (flags.out) {
    writeFileSync(
      flags.out,
      JSON.stringify(
        {
          date: started.toISOString(),
          host,
          build,
          pages: routes.length,
          weights,
          navigation,
          lighthouse: lighthouseFigures,
          search,
          mcp,
          devStart,
        },
        null,
        2,
      ),
    );
    console.error(`wrote ${flags.out}`);
  }
}

/** Replaces the contributor report (docs-dev/performance.md by default) with this run's. */
function writeReport(lines: string[]): void {
  if (flags['no-report']) return;
  const partial = FIGURE_OPTIONS.filter((name) => flags[name] !== OPTIONS[name].default);
  if (partial.length > 0 && flags.report === undefined) {
    const given = partial.map((name) => `--${name}`).join(' ');
    console.error(`not replacing ${DEFAULT_REPORT}: a partial run (${given})`);
    return;
  }
  const reportFile = flags.report ?? DEFAULT_REPORT;
  const command = [
    'npm run bench',
    ...(process.argv.length > 2 ? ['--', ...process.argv.slice(2)] : []),
  ];
  const [, ...body] = lines; // the report's own "## Performance report" heading
  const text = [
    '# Performance report',
    '',
    `<!-- Written by \`${command.join(' ')}\` (scripts/bench.ts): run it again on an idle machine to`,
    'update it; do not edit by hand. The figures only compare with runs on a machine as idle. -->',
    ...body,
    '',
  ].join('\n');
  writeFileSync(reportFile, text.replace(/^### /gm, '## '));
  console.error(`wrote ${path.relative(process.cwd(), reportFile)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
