/**
 * `npm run bench:mcp`: how fast the docs MCP server answers, as an assistant meets it. Spawns the
 * server over stdio exactly as the AI-Assisted Workflow page configures it
 * (`node bin/nillion-docs-mcp.mjs --build build`) with the SDK's client, several times, and prints
 * a Markdown report:
 *   - start-up: spawn to the first search answer (the server's first useful answer), per cold start
 *   - search latency: p50 and p95 of `search_docs` round trips over the relevance set's queries
 *     on a warm server (what the assistant waits for per query, the stdio hop included)
 * Targets (issue 19): first answer within 1 s of start, p95 search under 10 ms.
 * Env: BENCH_BUILD_DIR (default build), BENCH_MCP_STARTS (default 5), BENCH_MCP_ROUNDS (default 5).
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {performance} from 'node:perf_hooks';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {RELEVANCE_CASES} from './relevance/relevance-queries';
import {percentile} from './relevance/search-relevance';

const BUILD_DIR = process.env.BENCH_BUILD_DIR ?? 'build';
const STARTS = Number(process.env.BENCH_MCP_STARTS ?? 5);
const ROUNDS = Number(process.env.BENCH_MCP_ROUNDS ?? 5);
const FIRST_ANSWER_TARGET_MS = 1000;
const SEARCH_P95_TARGET_MS = 10;

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
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
