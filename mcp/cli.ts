/**
 * `npm run mcp -- [--build DIR | --site URL] [--http [--port N]]`: starts the
 * docs MCP server over stdio (the default, for assistants that spawn it) or
 * over Streamable HTTP on 127.0.0.1 (`--http`; port from `--port`, else
 * MCP_PORT, else 3939; hosts, origins and limits from config/env.ts). It reads a local production build (`build/` by
 * default) or a deployed site, and the OpenAPI documents in `openapi/`.
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {loadMcpEnv} from '../config/env';
import {apiCatalogue} from './api-operations';
import {docsFromBuild, docsFromSite} from './docs-source';
import {serveHttp} from './http';
import {memoryRelease} from './idle-release';
import {createDocsServer, docsData, HTTP_SEARCHES_REMEMBERED} from './server';

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {
      build: {type: 'string'},
      site: {type: 'string'},
      http: {type: 'boolean', default: false},
      port: {type: 'string'},
      help: {type: 'boolean', short: 'h', default: false},
    },
  });
  if (values.help) {
    console.log(
      'Usage: npm run mcp -- [--build DIR | --site https://docs.nillion.com] [--http [--port N]]',
    );
    return;
  }
  if (values.build && values.site) throw new Error('Give --build or --site, not both.');
  const source = values.site
    ? await docsFromSite(values.site)
    : await docsFromBuild(path.resolve(values.build ?? 'build'));
  const data = docsData(source, apiCatalogue(), {
    ...(values.http && {searchesRemembered: HTTP_SEARCHES_REMEMBERED}),
  });
  // stdout carries the protocol over stdio: everything for a person goes to stderr. Written
  // directly: the HTTP server logs a line per request, and console.error's formatting of each was
  // 5% of a request's CPU.
  const say = (line: string) => process.stderr.write(`${line}\n`);
  if (values.http) {
    const env = loadMcpEnv();
    const port = values.port ? Number(values.port) : env.httpPort;
    if (!Number.isInteger(port) || port < 0 || port > 65535) {
      throw new Error(`--port must be a TCP port number, got ${values.port}`);
    }
    const releaseMemory = memoryRelease(globalThis);
    if (!releaseMemory) {
      say('Memory is not handed back after bursts: node was started without --expose-gc.');
    }
    const {url, close} = await serveHttp(data, {
      ...env,
      port,
      log: say,
      ...(releaseMemory && {releaseMemory}),
    });
    say(`Nillion docs MCP server (${source.pages.length} pages from ${source.origin}) at ${url}`);
    // A supervisor (systemd, a container runtime) stops it with SIGTERM: finish, then exit.
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      process.once(signal, () => void close().then(() => process.exit(0)));
    }
    // SIGUSR2 reports the heap after an ordinary collection (the load test of `npm run
    // bench:mcp` reads it): what the server keeps, and how much of its memory is the JavaScript
    // heap (the rest is code, buffers, the allocator and pages V8 holds for reuse).
    const {gc} = globalThis as {gc?: () => void};
    if (gc) {
      process.on('SIGUSR2', () => {
        gc();
        const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
        const {heapUsed, heapTotal, external, rss} = process.memoryUsage();
        say(
          `Heap after a collection: ${mib(heapUsed)} (V8 holds ${mib(heapTotal)}, external ${mib(external)}, RSS ${mib(rss)})`,
        );
      });
    }
    return;
  }
  await createDocsServer(data).connect(new StdioServerTransport());
  say(`Nillion docs MCP server on stdio (${source.pages.length} pages from ${source.origin})`);
}

main().catch((error: Error) => {
  console.error(`nillion-docs-mcp: ${error.message}`);
  process.exit(1);
});
