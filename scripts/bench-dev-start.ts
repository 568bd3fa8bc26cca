/**
 * `npm run bench:dev-start`: a writer's cold `npm start` (no `.docusaurus`, no
 * `node_modules/.cache`; the generated API pages as they are), timed to the first HTTP 200 of a
 * doc page and to that page drawn in Chromium (scripts/measure/dev-start.ts). Prints a Markdown
 * table with the median and range of --runs starts and the machine's load average (1 min) before
 * each. The caches are moved aside and put back, so the checkout keeps its warm caches.
 * Flags: --runs N (default 3), --site-dir DIR (default this checkout), --route /path, --out file.
 * Port: BENCH_PORT + 2 (default 3402).
 */
import {writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {chromiumArgs, chromiumPath} from './lib/browser';
import {measureDevStart, type DevStartResult} from './measure/dev-start';
import {median} from './measure/statistics';

const {values: flags} = parseArgs({
  options: {
    runs: {type: 'string', default: '3'},
    'site-dir': {type: 'string', default: path.resolve(__dirname, '..')},
    route: {type: 'string', default: '/learn/what-is-nillion'},
    out: {type: 'string'},
  },
});
const PORT = Number(process.env.BENCH_PORT ?? 3400) + 2;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const summary = (values: number[]) =>
  `median ${seconds(median(values))} (${seconds(Math.min(...values))}–${seconds(Math.max(...values))})`;

async function main() {
  const browser = await chromium.launch({
    executablePath: chromiumPath() ?? undefined,
    args: chromiumArgs,
  });
  const runs: (DevStartResult & {load1: number})[] = [];
  try {
    for (let run = 0; run < Number(flags.runs); run += 1) {
      const load1 = os.loadavg()[0];
      const result = await measureDevStart({
        siteDir: flags['site-dir'],
        port: PORT,
        route: flags.route,
        browser,
        preserve: true,
      });
      runs.push({...result, load1});
      console.error(
        `cold start ${run + 1}: first 200 ${seconds(result.firstResponseMs)} (CPU ${result.cpuSecondsAtFirstResponse.toFixed(1)} s), ` +
          `drawn ${seconds(result.firstRenderMs)} (CPU ${result.cpuSecondsAtFirstRender.toFixed(1)} s) ` +
          `("${result.heading}", ${result.consoleErrors.length} console errors), load ${load1.toFixed(1)}`,
      );
    }
  } finally {
    await browser.close();
  }
  const loads = runs.map((run) => run.load1.toFixed(1)).join(', ');
  console.log(
    [
      `| cold \`npm start\` → ${flags.route} (${runs.length} runs; load average ${loads} on ${os.cpus().length} cores) | value |`,
      '| --- | --- |',
      `| first HTTP 200 | ${summary(runs.map((run) => run.firstResponseMs))} |`,
      `| page drawn in Chromium (first h1 visible) | ${summary(runs.map((run) => run.firstRenderMs))} |`,
      `| CPU time of the npm start process tree by the drawn page | ${summary(runs.map((run) => run.cpuSecondsAtFirstRender * 1000))} |`,
    ].join('\n'),
  );
  if (flags.out) writeFileSync(flags.out, JSON.stringify(runs, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
