/**
 * `npm run bench:tbt -- URL [--cpu 5.8] [--runs 3]`: which tasks make a page's Total Blocking
 * Time in Lighthouse's mobile run, as Lighthouse's simulation (Lantern) places them.
 *
 * Lighthouse does not time the tasks it counts: it records one unthrottled load, multiplies each
 * main-thread task's wall time by the CPU slowdown, and replays the load in a simulated network.
 * TBT is then the time past 50 ms of each simulated task between the simulated First Contentful
 * Paint and Time to Interactive, averaged over an optimistic and a pessimistic estimate. A task can
 * count although it ran before the real first paint: the FCP simulation keeps only the tasks that
 * paint needs, while the one TBT reads keeps every task, the navigation's commit included, so the
 * document's own layout can land after the simulated FCP. This prints, per estimate, each task of
 * 50 ms or more in the simulation with its share of TBT, its wall time in the recorded load and the
 * largest events inside it, so a change can be aimed at what is counted (docs-dev/performance-analysis.md).
 */
import {parseArgs} from 'node:util';
import {launchChromium, mobileConfig} from './lib/lighthouse';
import {BLOCKING_THRESHOLD_MS, blockingShare} from './measure/blocking-tasks';

interface TraceEvent {
  name: string;
  ts: number;
  dur?: number;
  args?: {data?: {url?: string}};
}

interface CpuNode {
  type: string;
  event: TraceEvent;
  childEvents: TraceEvent[];
}

interface Estimate {
  timeInMs: number;
  nodeTimings: Map<CpuNode, {startTime: number; endTime: number; duration: number}>;
}

/** One line per simulated task that counts, largest share first. */
function describe(estimate: Estimate, fcp: number, tti: number, navigationStart: number): string[] {
  const lines: [number, string][] = [];
  for (const [node, timing] of estimate.nodeTimings) {
    if (node.type !== 'cpu' || timing.duration < BLOCKING_THRESHOLD_MS) continue;
    const share = blockingShare(timing.startTime, timing.endTime, fcp, tti);
    if (share === 0) continue;
    const inside = node.childEvents
      .filter((event) => (event.dur ?? 0) > 1500)
      .slice(0, 5)
      .map((event) => {
        const file = event.args?.data?.url?.split('/').pop()?.slice(0, 28);
        return `${event.name}${file ? `(${file})` : ''} ${((event.dur ?? 0) / 1000).toFixed(1)}`;
      });
    const recordedAt = ((node.event.ts - navigationStart) / 1000).toFixed(0);
    const wall = ((node.event.dur ?? 0) / 1000).toFixed(1);
    lines.push([
      share,
      `  ${Math.round(share).toString().padStart(4)} ms  simulated ${Math.round(timing.startTime)}-${Math.round(timing.endTime)}  recorded at ${recordedAt} ms, ${wall} ms wall: ${inside.join(', ')}`,
    ]);
  }
  return lines.sort((a, b) => b[0] - a[0]).map(([, line]) => line);
}

async function main(): Promise<void> {
  const {values, positionals} = parseArgs({
    allowPositionals: true,
    options: {cpu: {type: 'string', default: '4'}, runs: {type: 'string', default: '1'}},
  });
  const url = positionals[0];
  if (!url) throw new Error('Usage: npm run bench:tbt -- URL [--cpu 5.8] [--runs 3]');
  const [{default: lighthouse}, tbt, fcpMetric, ttiMetric] = await Promise.all([
    import('lighthouse'),
    import('lighthouse/core/computed/metrics/lantern-total-blocking-time.js'),
    import('lighthouse/core/computed/metrics/lantern-first-contentful-paint.js'),
    import('lighthouse/core/computed/metrics/lantern-interactive.js'),
  ]);
  const chrome = await launchChromium();
  const config = await mobileConfig(Number(values.cpu));
  try {
    for (let run = 0; run < Number(values.runs); run += 1) {
      const result = await lighthouse(
        url,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          // The not-found page answers 404 on purpose (the bench measures it too).
          ignoreStatusCode: true,
        },
        config,
      );
      if (!result) throw new Error('Lighthouse returned nothing');
      const {lhr, artifacts} = result;
      const audits = lhr.audits;
      console.log(
        `run ${run + 1}: performance ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}, TBT ${Math.round(audits['total-blocking-time']?.numericValue ?? 0)} ms, benchmarkIndex ${lhr.environment.benchmarkIndex}`,
      );
      // The metrics' own computed artifacts, as the TBT audit requests them.
      const context = {computedCache: new Map(), settings: lhr.configSettings} as never;
      const data = {
        trace: artifacts.Trace,
        devtoolsLog: artifacts.DevtoolsLog,
        gatherContext: artifacts.GatherContext,
        settings: lhr.configSettings,
        URL: artifacts.URL,
        SourceMaps: artifacts.SourceMaps,
        HostDPR: artifacts.HostDPR,
        simulator: null,
      } as never;
      const fcp = await fcpMetric.LanternFirstContentfulPaint.request(data, context);
      const tti = await ttiMetric.LanternInteractive.request(data, context);
      const blocking = await tbt.LanternTotalBlockingTime.request(data, context);
      const navigationStart =
        artifacts.Trace.traceEvents.find((event) => event.name === 'navigationStart')?.ts ?? 0;
      // As Lantern pairs them: the optimistic TBT with the pessimistic FCP and optimistic TTI.
      const estimates: [string, Estimate, number, number][] = [
        [
          'optimistic',
          blocking.optimisticEstimate as unknown as Estimate,
          fcp.pessimisticEstimate.timeInMs,
          tti.optimisticEstimate.timeInMs,
        ],
        [
          'pessimistic',
          blocking.pessimisticEstimate as unknown as Estimate,
          fcp.optimisticEstimate.timeInMs,
          tti.pessimisticEstimate.timeInMs,
        ],
      ];
      for (const [label, estimate, from, to] of estimates) {
        console.log(
          ` ${label}: TBT ${Math.round(estimate.timeInMs)} ms, window ${Math.round(from)}-${Math.round(to)} ms`,
        );
        for (const line of describe(estimate, from, to, navigationStart)) console.log(line);
      }
    }
  } finally {
    chrome.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
