/**
 * A command's wall time and the peak memory of its whole process tree (a build forks workers, so
 * the parent's own figure would miss most of it): what `npm run bench` and `npm run bench:scale`
 * report for builds.
 */
import {spawn} from 'node:child_process';
import {readdirSync, readFileSync} from 'node:fs';

/** Resident set size of `rootPid` and all its descendants, in bytes, read from /proc. */
function processTreeRss(rootPid: number): number {
  const parentOf = new Map<number, number>();
  const rssOf = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces): state, ppid, ..., rss (24th field).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parentOf.set(Number(entry), Number(fields[1]));
      rssOf.set(Number(entry), Number(fields[21]) * 4096);
    } catch {
      // the process ended while we looked
    }
  }
  let total = 0;
  for (const [pid, rss] of rssOf) {
    for (let ancestor: number | undefined = pid; ancestor; ancestor = parentOf.get(ancestor)) {
      if (ancestor === rootPid) {
        total += rss;
        break;
      }
    }
  }
  return total;
}

export interface BuildFigures {
  wallSeconds: number;
  peakRssBytes: number;
}

/** Runs `command` to completion, sampling its process tree's memory every 200 ms. */
export function timedRun(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  {cwd, output = 'inherit'}: {cwd?: string; output?: 'inherit' | 'ignore' | number} = {},
): Promise<BuildFigures> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, {stdio: ['ignore', output, output], env, cwd});
    let peakRssBytes = 0;
    const sampler = setInterval(() => {
      if (child.pid) peakRssBytes = Math.max(peakRssBytes, processTreeRss(child.pid));
    }, 200);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearInterval(sampler);
      if (code !== 0) reject(new Error(`${command} ${args.join(' ')} exited with ${code}`));
      else resolve({wallSeconds: (performance.now() - started) / 1000, peakRssBytes});
    });
  });
}
