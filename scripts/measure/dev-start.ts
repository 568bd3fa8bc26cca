/**
 * A writer's cold start: `npm start` with no `.docusaurus` and no `node_modules/.cache`, timed
 * from the spawn to the first HTTP 200 of a page (what /work/shared/measure/dev-start.mjs reports)
 * and on to that page drawn in Chromium (its first h1 visible), which also counts the code the
 * dev server compiles only when the browser asks for it.
 */
import {spawn} from 'node:child_process';
import {existsSync, readdirSync, readFileSync, renameSync, rmSync} from 'node:fs';
import path from 'node:path';
import type {Browser} from '@playwright/test';

/** What a cold start removes; `preserve` puts the originals back afterwards. */
export const COLD_START_PATHS = ['.docusaurus', 'node_modules/.cache'];

export interface DevStartOptions {
  siteDir: string;
  port: number;
  /** The page to wait for, e.g. /learn/what-is-nillion. */
  route: string;
  browser: Browser;
  /** Move the caches aside and restore them after the run, instead of deleting them. */
  preserve?: boolean;
  timeoutMs?: number;
}

export interface DevStartResult {
  /** Spawn of `npm start` to the page's first HTTP 200. */
  firstResponseMs: number;
  /** Spawn to the page's first h1 visible in Chromium. */
  firstRenderMs: number;
  /**
   * CPU time (user + system, all threads) the `npm start` process tree had used by the first 200
   * and by the drawn page: unlike wall time, it hardly depends on what else the machine runs.
   */
  cpuSecondsAtFirstResponse: number;
  cpuSecondsAtFirstRender: number;
  /** The text of that h1 (a check that the page, not an error page, was drawn). */
  heading: string;
  /** Console errors and uncaught exceptions of that page load. */
  consoleErrors: string[];
}

/** Linux clock ticks per second of /proc/<pid>/stat times (USER_HZ, 100 on every common kernel). */
const CLOCK_TICKS = 100;

/**
 * CPU seconds used by the processes of group `pgid`, those running and the children they waited
 * for, read from /proc (Linux only; NaN elsewhere).
 */
export function groupCpuSeconds(pgid: number): number {
  let ticks = 0;
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return Number.NaN;
  }
  for (const entry of entries) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // After the command name (which may hold spaces): state, ppid, pgrp, ..., utime, stime,
      // cutime, cstime (fields 14 to 17 of proc(5)).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== pgid) continue;
      ticks += fields.slice(11, 15).reduce((sum, field) => sum + Number(field), 0);
    } catch {
      // the process ended while we looked
    }
  }
  return ticks / CLOCK_TICKS;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function status(url: string): Promise<number | null> {
  try {
    const response = await fetch(url, {signal: AbortSignal.timeout(30_000)});
    await response.arrayBuffer();
    return response.status;
  } catch {
    return null;
  }
}

function signalGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    // the group has already ended
  }
}

/** Stops the process group of `npm start` (npm, docusaurus, its workers), then kills what is left. */
async function stopGroup(pid: number, exited: () => boolean) {
  signalGroup(pid, 'SIGTERM');
  for (let waited = 0; waited < 10_000 && !exited(); waited += 100) await sleep(100);
  await sleep(1_000);
  signalGroup(pid, 'SIGKILL');
}

export async function measureDevStart(options: DevStartOptions): Promise<DevStartResult> {
  const {siteDir, port, route, browser, preserve = false, timeoutMs = 600_000} = options;
  const url = `http://127.0.0.1:${port}${route}`;
  if ((await status(url)) !== null) throw new Error(`Port ${port} is taken.`);
  const aside = COLD_START_PATHS.map((entry) => ({
    original: path.join(siteDir, entry),
    saved: path.join(siteDir, `${entry}.cold-start-${process.pid}`),
  }));
  for (const {original, saved} of aside) {
    if (!existsSync(original)) continue;
    if (preserve) renameSync(original, saved);
    else rmSync(original, {recursive: true, force: true});
  }
  const started = performance.now();
  const child = spawn('npm', ['start', '--', '--port', String(port), '--no-open'], {
    cwd: siteDir,
    env: {...process.env, BROWSER: 'none'},
    stdio: 'ignore',
    detached: true,
  });
  let exitCode: number | null | undefined;
  child.once('exit', (code) => (exitCode = code));
  const context = await browser.newContext();
  try {
    const deadline = started + timeoutMs;
    let firstResponseMs: number | undefined;
    while (firstResponseMs === undefined) {
      if (exitCode !== undefined) throw new Error(`npm start exited with code ${exitCode}`);
      if (performance.now() > deadline) throw new Error(`${url} gave no 200 in ${timeoutMs} ms`);
      if ((await status(url)) === 200) firstResponseMs = performance.now() - started;
      else await sleep(250);
    }
    const cpuSecondsAtFirstResponse = groupCpuSeconds(child.pid!);
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    await page.goto(url, {timeout: deadline - performance.now()});
    const heading = page.locator('h1').first();
    await heading.waitFor({state: 'visible', timeout: deadline - performance.now()});
    const firstRenderMs = performance.now() - started;
    const cpuSecondsAtFirstRender = groupCpuSeconds(child.pid!);
    return {
      firstResponseMs,
      firstRenderMs,
      cpuSecondsAtFirstResponse,
      cpuSecondsAtFirstRender,
      heading: await heading.innerText(),
      consoleErrors,
    };
  } finally {
    await context.close();
    await stopGroup(child.pid!, () => child.exitCode !== null || child.signalCode !== null);
    if (preserve) {
      for (const {original, saved} of aside) {
        if (!existsSync(saved)) continue;
        rmSync(original, {recursive: true, force: true});
        renameSync(saved, original);
      }
    }
  }
}
