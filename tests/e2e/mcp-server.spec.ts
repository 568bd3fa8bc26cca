/**
 * The docs MCP server (mcp/), driven by the MCP SDK's own client over stdio (as
 * an assistant spawns it: `node bin/nillion-docs-mcp.mjs --build build`) and
 * over Streamable HTTP, against the production build. No browser. Expected
 * values come from the relevance set, the build's `.md` files and the OpenAPI
 * documents read here, never from the server's code.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {spawn, type ChildProcess} from 'node:child_process';
import {test, expect} from '../support/test';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {parse} from 'yaml';
import {RELEVANCE_CASES} from '../../scripts/relevance/relevance-queries';
import {markdownPathOf} from '../../src/lib/routes';

const BUILD_DIR = 'build';
const SITE = 'https://docs.nillion.com';
/** Loopback port of the HTTP test; moved with the other test ports. */
const HTTP_PORT = Number(process.env.E2E_NGINX_PORT ?? 8130) + 5;

/** Relevance-set queries whose answer is one page a developer would expect first. */
const TOP_HIT_QUERIES = ['nilRAG', 'Blindfold', 'create an API key', 'docker compose limitations'];

const text = (result: CallToolResult) =>
  result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
/** read_page's answer: a line naming the docs version, then the page's `.md` as a part of its own. */
const pageParts = (result: CallToolResult) =>
  result.content.map((part) => (part.type === 'text' ? part.text : ''));
/** The label and generation of the 2025 docs, as issue 34 names them. */
const LATEST_LINE = /^Docs version: Latest \(/;
const OLDER_LINE =
  /^Docs version: 2025 SDKs \(SecretVaults 0\.1\) \(the 2025 SDK generation: SecretVaults 0\.1\.7/;
const markdownOf = (route: string) =>
  readFileSync(path.join(BUILD_DIR, markdownPathOf(route)), 'utf8');

async function call(client: Client, name: string, args: Record<string, unknown>) {
  return (await client.callTool({name, arguments: args})) as CallToolResult;
}

test.describe('over stdio', () => {
  test.describe.configure({mode: 'serial'});
  let client: Client;

  test.beforeAll(async () => {
    client = new Client({name: 'portal-tests', version: '1.0.0'});
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: ['bin/nillion-docs-mcp.mjs', '--build', BUILD_DIR],
        stderr: 'ignore',
      }),
    );
  });
  test.afterAll(async () => {
    await client?.close();
  });

  test('lists its four tools', async () => {
    const {tools} = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'get_api_operation',
      'list_api_operations',
      'read_page',
      'search_docs',
    ]);
  });

  for (const query of TOP_HIT_QUERIES) {
    test(`search "${query}" puts its page first`, async () => {
      const expected = RELEVANCE_CASES.find((c) => c.query === query);
      expect(expected, `"${query}" is in the relevance set`).toBeDefined();
      const result = await call(client, 'search_docs', {query});
      expect(result.isError).toBeFalsy();
      const {hits} = result.structuredContent as {hits: {url: string; title: string}[]};
      expect(hits.length).toBeGreaterThan(0);
      const top = new URL(hits[0]!.url);
      expect(top.origin).toBe(SITE);
      expect(expected!.pages).toContain(top.pathname);
      expect(text(result)).toContain(hits[0]!.url);
    });
  }

  test('search within a section returns only that section', async () => {
    const result = await call(client, 'search_docs', {query: 'nilDB', section: 'Learn'});
    const {hits} = result.structuredContent as {hits: {section: string; url: string}[]};
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) expect(new URL(hit.url).pathname).toMatch(/^\/learn\//);
  });

  test('read_page returns the published .md, by route or by URL', async () => {
    for (const argument of [
      '/build/private-storage/quickstart',
      `${SITE}/build/private-storage/quickstart`,
      `${SITE}/build/private-storage/quickstart.md`,
      '/build/private-storage/quickstart/#step-1',
    ]) {
      const result = await call(client, 'read_page', {url_or_route: argument});
      expect(result.isError, argument).toBeFalsy();
      const [version, markdown] = pageParts(result);
      expect(version, argument).toMatch(LATEST_LINE);
      expect(markdown, argument).toBe(markdownOf('/build/private-storage/quickstart'));
    }
  });

  test('each docs version answers from its own pages, and says which it is', async () => {
    // Searches: Latest by default, the 2025 docs when asked by name or label.
    const latest = await call(client, 'search_docs', {query: 'secretvaults quickstart'});
    const older = await call(client, 'search_docs', {
      query: 'secretvaults quickstart',
      version: '2025',
    });
    const byLabel = await call(client, 'search_docs', {
      query: 'secretvaults quickstart',
      version: '2025 SDKs (SecretVaults 0.1)',
    });
    type Hits = {version: string; hits: {url: string; version: string}[]};
    const paths = (result: CallToolResult) =>
      (result.structuredContent as Hits).hits.map((hit) => new URL(hit.url).pathname);
    expect((latest.structuredContent as Hits).version).toBe('Latest (SecretVaults 3)');
    expect(paths(latest).filter((p) => p.startsWith('/2025/'))).toEqual([]);
    expect(text(older)).toMatch(/^Docs version: 2025 SDKs \(SecretVaults 0\.1\)\./);
    expect(paths(older).some((p) => p.startsWith('/2025/build/private-storage/'))).toBe(true);
    // No docs page of Latest in the 2025 answers; pages outside the docs may be in both.
    expect(paths(older).filter((p) => /^\/(learn|build|community)\//.test(p))).toEqual([]);
    expect(paths(byLabel)).toEqual(paths(older));
    // A Latest route read in the 2025 version is that version's copy, named as such.
    const page = await call(client, 'read_page', {
      url_or_route: '/build/private-storage/quickstart',
      version: '2025',
    });
    const [version, markdown] = pageParts(page);
    expect(version).toMatch(OLDER_LINE);
    expect(markdown).toBe(markdownOf('/2025/build/private-storage/quickstart'));
    const direct = await call(client, 'read_page', {url_or_route: `${SITE}/2025/learn/protocols`});
    expect(pageParts(direct)[0]).toMatch(OLDER_LINE);
  });

  test('an API operation matches its OpenAPI document', async () => {
    const document = parse(readFileSync('openapi/nilai.yaml', 'utf8')) as {
      paths: Record<string, Record<string, {operationId?: string; summary: string}>>;
    };
    const [urlPath, methods] = Object.entries(document.paths).find(([, ops]) =>
      Object.values(ops).some((op) => op.operationId),
    )!;
    const [method, operation] = Object.entries(methods).find(([, op]) => op.operationId)!;
    const listed = await call(client, 'list_api_operations', {api: 'nilai'});
    expect(text(listed)).toContain(`${operation.operationId}: ${method.toUpperCase()} ${urlPath}`);

    const result = await call(client, 'get_api_operation', {operationId: operation.operationId});
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toMatchObject({
      api: 'nilai',
      method: method.toUpperCase(),
      path: urlPath,
      summary: operation.summary,
    });
    const {servers} = result.structuredContent as {servers: {url: string}[]};
    expect(servers.length).toBeGreaterThan(0);
  });

  test('bad input is a tool error with a message, and the server keeps answering', async () => {
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['search_docs', {query: '   '}, /empty/],
      ['search_docs', {query: 'x'.repeat(65)}, /at most 64/],
      ['search_docs', {query: 'nilDB', section: 'Nowhere'}, /Unknown section/],
      ['search_docs', {query: 'nilDB', version: '2019'}, /Unknown docs version "2019"/],
      ['read_page', {url_or_route: '/learn/protocols', version: 'next'}, /Unknown docs version/],
      ['read_page', {url_or_route: '/no/such/page'}, /No page at/],
      ['read_page', {url_or_route: '/../../etc/passwd'}, /No page at/],
      ['get_api_operation', {operationId: 'noSuchOperation'}, /No operation/],
      ['list_api_operations', {api: 'nope'}, /Unknown API/],
    ];
    for (const [name, args, message] of cases) {
      const result = await call(client, name, args);
      expect(result.isError, `${name} ${JSON.stringify(args)}`).toBe(true);
      expect(text(result)).toMatch(message);
    }
    expect((await client.listTools()).tools).toHaveLength(4);
  });

  test('llms.txt and every page are resources', async () => {
    const {resources} = await client.listResources();
    const uris = resources.map((resource) => resource.uri);
    expect(uris).toContain(`${SITE}/llms.txt`);
    expect(uris).toContain(`${SITE}/learn/what-is-nillion.md`);
    const page = await client.readResource({uri: `${SITE}/learn/what-is-nillion.md`});
    expect(page.contents[0]).toMatchObject({text: markdownOf('/learn/what-is-nillion')});
    const llms = await client.readResource({uri: `${SITE}/llms.txt`});
    expect(llms.contents[0]).toMatchObject({
      text: readFileSync(path.join(BUILD_DIR, 'llms.txt'), 'utf8'),
    });
  });
});

test('over Streamable HTTP on 127.0.0.1: search and read', async () => {
  const server: ChildProcess = spawn(
    process.execPath,
    ['bin/nillion-docs-mcp.mjs', '--build', BUILD_DIR, '--http', '--port', String(HTTP_PORT)],
    {stdio: ['ignore', 'ignore', 'pipe']},
  );
  try {
    await new Promise<void>((resolve, reject) => {
      server.stderr!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes(`http://127.0.0.1:${HTTP_PORT}/mcp`)) resolve();
      });
      server.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
    });
    const client = new Client({name: 'portal-tests', version: '1.0.0'});
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${HTTP_PORT}/mcp`)),
    );
    const search = await call(client, 'search_docs', {query: 'nilRAG'});
    const {hits} = search.structuredContent as {hits: {url: string}[]};
    expect(new URL(hits[0]!.url).pathname).toBe('/build/private-llms/nilRAG');
    const page = await call(client, 'read_page', {url_or_route: '/build/private-llms/nilRAG'});
    expect(pageParts(page)[1]).toBe(markdownOf('/build/private-llms/nilRAG'));
    await client.close();

    const wrongMethod = await fetch(`http://127.0.0.1:${HTTP_PORT}/mcp`);
    expect(wrongMethod.status).toBe(405);
    const wrongPath = await fetch(`http://127.0.0.1:${HTTP_PORT}/other`, {method: 'POST'});
    expect(wrongPath.status).toBe(404);
  } finally {
    server.kill('SIGTERM');
  }
});
