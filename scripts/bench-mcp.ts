/**
 * `npm run bench:mcp`: how fast the docs MCP server answers, as an assistant meets it. Spawns the
 * server over stdio exactly as the AI-Assisted Workflow page configures it
 * (`node bin/nillion-docs-mcp.mjs --build build`) with the SDK's client, several times, and prints
 * a Markdown report:
 *   - start-up: spawn to the first search answer (the server's first useful answer), per cold start
 *   - search latency: p50 and p95 of `search_docs` round trips over the relevance set's queries
 *     on a warm server (what the assistant waits for per query, the stdio hop included)
 *   - load through nginx (issue 39): the server beside nginx as `npm run serve:nginx` runs it, on
 *     loopback only; `search_docs` and `read_page` at 10, 50 and 100 concurrent clients (requests
 *     per second, p50/p95/p99, answers by status), and the server's RSS before, after the
 *     requests and after a settle and a garbage collection
 * Targets (issue 19): first answer within 1 s of start, p95 search under 10 ms. Issue 39: p95 at
 * most 50 ms at 50 concurrent clients, no 5xx, memory back within 10% of its start.
 * The load comes from one address, so the server's per-client rate limit is raised for this run
 * by its configuration (MCP_RATE_LIMIT_PER_MINUTE in the environment of the server this script
 * starts); the server has no code path that lifts the limit by itself.
 * Env: BENCH_BUILD_DIR (default build), BENCH_MCP_STARTS (default 5), BENCH_MCP_ROUNDS (default 5),
 * BENCH_PORT (nginx; the server on BENCH_PORT + 1), BENCH_MCP_LOAD_REQUESTS (per tool and
 * concurrency, default 1700: 6 runs make over 10,000 requests), BENCH_MCP_LOAD_SECONDS (the most a
 * run may take, default 60).
 */
import {existsSync, readFileSync} from 'node:fs';
import {Agent, request as httpRequest} from 'node:http';
import {loadavg} from 'node:os';
import path from 'node:path';
import {performance} from 'node:perf_hooks';
import {setTimeout as sleep} from 'node:timers/promises';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {RELEVANCE_CASES} from './relevance/relevance-queries';
import {percentile} from './relevance/search-relevance';
import {startNginx} from './lib/nginx';

const BUILD_DIR = process.env.BENCH_BUILD_DIR ?? 'build';
const STARTS = Number(process.env.BENCH_MCP_STARTS ?? 5);
const ROUNDS = Number(process.env.BENCH_MCP_ROUNDS ?? 5);
const FIRST_ANSWER_TARGET_MS = 1000;
const SEARCH_P95_TARGET_MS = 10;
const NGINX_PORT = Number(process.env.BENCH_PORT ?? 3400);
const LOAD_REQUESTS = Number(process.env.BENCH_MCP_LOAD_REQUESTS ?? 1700);
const LOAD_SECONDS = Number(process.env.BENCH_MCP_LOAD_SECONDS ?? 60);
const CONCURRENCIES = [10, 50, 100];
const LOAD_P95_TARGET_MS = 50;
const MEMORY_TARGET = 0.1;

/** A client connected to a freshly spawned server, over stdio as an assistant runs it. */
async function spawnServer(): Promise<Client> {
  const client = new Client({name: 'portal-bench', version: '1.0.0'});
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: ['bin/nillion-docs-mcp.mjs', '--build', BUILD_DIR],
      stderr: 'ignore',
    }),
  );
  return client;
}

async function search(client: Client, query: string): Promise<void> {
  const result = await client.callTool({name: 'search_docs', arguments: {query}});
  if (result.isError) throw new Error(`search_docs "${query}" failed: ${JSON.stringify(result)}`);
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;
const verdict = (ok: boolean) => (ok ? 'meets the target' : '**misses the target**');

interface LoadRun {
  tool: string;
  clients: number;
  requests: number;
  seconds: number;
  latencies: number[];
  statuses: Map<number, number>;
}

/**
 * `clients` clients, each with its own kept-alive connection as an MCP client has, sending one
 * request after another until `LOAD_REQUESTS` are answered or `LOAD_SECONDS` have passed.
 */
async function loadRun(url: string, tool: string, clients: number, bodies: string[]) {
  const {hostname, port, pathname} = new URL(url);
  const agent = new Agent({keepAlive: true, maxSockets: clients});
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const deadline = performance.now() + LOAD_SECONDS * 1000;
  let next = 0;
  const send = (body: string) =>
    new Promise<number>((resolve) => {
      const request = httpRequest(
        {
          host: hostname,
          port,
          path: pathname,
          method: 'POST',
          agent,
          headers: {
            'content-type': 'application/json',
            accept: 'application/json, text/event-stream',
            'content-length': Buffer.byteLength(body),
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      request.on('error', () => resolve(0));
      request.end(body);
    });
  const started = performance.now();
  await Promise.all(
    Array.from({length: clients}, async () => {
      while (next < LOAD_REQUESTS && performance.now() < deadline) {
        const body = bodies[next % bodies.length]!;
        next += 1;
        const sent = performance.now();
        const status = await send(body);
        latencies.push(performance.now() - sent);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return {tool, clients, requests: latencies.length, seconds, latencies, statuses};
}

/** Resident memory of a process, in MiB (Linux). */
function rssMiB(pid: number): number {
  const kib = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  return kib / 1024;
}

const call = (name: string, args: Record<string, unknown>, id: number) =>
  JSON.stringify({jsonrpc: '2.0', id, method: 'tools/call', params: {name, arguments: args}});

/** The load test through nginx: a Markdown report. */
async function loadFigures(queries: string[]): Promise<string> {
  const routes = [...new Set(RELEVANCE_CASES.flatMap(({pages}) => pages))];
  const bodies: Record<string, string[]> = {
    search_docs: queries.map((query, id) => call('search_docs', {query}, id)),
    read_page: routes.map((route, id) => call('read_page', {url_or_route: route}, id)),
  };
  const nginx = await startNginx(BUILD_DIR, NGINX_PORT, {
    mcp: {
      port: NGINX_PORT + 1,
      // The one setting that differs from production: every request here comes from 127.0.0.1.
      env: {MCP_RATE_LIMIT_PER_MINUTE: '1000000000'},
      nodeArgs: ['--expose-gc'],
    },
  });
  const pid = nginx.mcpPid!;
  const url = `${nginx.url}/mcp`;
  const runs: LoadRun[] = [];
  let memory: {before: number; after: number; settled: number};
  const load = loadavg();
  try {
    // Warm-up: the search engine is built on the first search, as in production.
    for (const tool of Object.keys(bodies)) await loadRun(url, tool, 1, bodies[tool]!.slice(0, 5));
    process.kill(pid, 'SIGUSR2');
    await sleep(500);
    const before = rssMiB(pid);
    for (const clients of CONCURRENCIES) {
      for (const tool of Object.keys(bodies)) {
        runs.push(await loadRun(url, tool, clients, bodies[tool]!));
      }
    }
    const after = rssMiB(pid);
    await sleep(5_000);
    process.kill(pid, 'SIGUSR2');
    await sleep(1_000);
    memory = {before, after, settled: rssMiB(pid)};
  } finally {
    await nginx.stop();
  }
  const total = runs.reduce((sum, run) => sum + run.requests, 0);
  const fiveXx = runs.reduce(
    (sum, run) =>
      sum + [...run.statuses].filter(([status]) => status >= 500).reduce((n, [, c]) => n + c, 0),
    0,
  );
  const p95At50 = Math.max(
    ...runs.filter((run) => run.clients === 50).map((run) => percentile(run.latencies, 95)),
  );
  const growth = memory.settled / memory.before - 1;
  const statusText = (statuses: Map<number, number>) =>
    [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status === 0 ? 'no answer' : status}: ${count}`)
      .join(', ');
  return [
    `Load through nginx on loopback (load average at the start ${load.map((n) => n.toFixed(2)).join(', ')}; ${total} requests in all):`,
    '',
    '| tool | clients | requests | req/s | p50 | p95 | p99 | answers by status |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...runs.map(
      (run) =>
        `| ${run.tool} | ${run.clients} | ${run.requests} | ${(run.requests / run.seconds).toFixed(0)} | ${ms(percentile(run.latencies, 50))} | ${ms(percentile(run.latencies, 95))} | ${ms(percentile(run.latencies, 99))} | ${statusText(run.statuses)} |`,
    ),
    '',
    '| under load | figure | target |',
    '| --- | --- | --- |',
    `| p95 at 50 concurrent clients (the slower tool) | ${ms(p95At50)} | at most ${LOAD_P95_TARGET_MS} ms: ${verdict(p95At50 <= LOAD_P95_TARGET_MS)} |`,
    `| answers 5xx | ${fiveXx} | none: ${verdict(fiveXx === 0)} |`,
    `| server RSS before, after ${total} requests, after a settle and a GC | ${memory.before.toFixed(1)} MiB, ${memory.after.toFixed(1)} MiB, ${memory.settled.toFixed(1)} MiB (${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)}%) | within ${MEMORY_TARGET * 100}% of the start: ${verdict(Math.abs(growth) <= MEMORY_TARGET)} |`,
  ].join('\n');
}

async function main(): Promise<void> {
  if (!existsSync(path.join(BUILD_DIR, 'search', 'manifest.json'))) {
    throw new Error(`${BUILD_DIR}/ has no search index: run npm run build first.`);
  }
  const queries = RELEVANCE_CASES.map(({query}) => query);

  const firstAnswers: number[] = [];
  for (let run = 0; run < STARTS; run += 1) {
    const started = performance.now();
    const client = await spawnServer();
    await search(client, queries[run % queries.length]);
    firstAnswers.push(performance.now() - started);
    await client.close();
  }

  const client = await spawnServer();
  const latencies: number[] = [];
  try {
    for (const query of queries) await search(client, query); // warm-up: the engine's caches
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const query of queries) {
        const started = performance.now();
        await search(client, query);
        latencies.push(performance.now() - started);
      }
    }
  } finally {
    await client.close();
  }

  const firstMedian = percentile(firstAnswers, 50);
  const p95 = percentile(latencies, 95);
  console.log(
    [
      '| docs MCP server (stdio, `bin/nillion-docs-mcp.mjs`) | figure | target |',
      '| --- | --- | --- |',
      `| spawn to first search answer, median of ${STARTS} cold starts | ${ms(firstMedian)} (min ${ms(Math.min(...firstAnswers))}, max ${ms(Math.max(...firstAnswers))}) | under ${FIRST_ANSWER_TARGET_MS} ms: ${verdict(firstMedian < FIRST_ANSWER_TARGET_MS)} |`,
      `| search_docs round trip p50, ${latencies.length} calls (${queries.length} queries × ${ROUNDS}) | ${ms(percentile(latencies, 50))} | |`,
      `| search_docs round trip p95 | ${ms(p95)} | under ${SEARCH_P95_TARGET_MS} ms: ${verdict(p95 < SEARCH_P95_TARGET_MS)} |`,
      '',
      await loadFigures(queries),
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
