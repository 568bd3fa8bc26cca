/**
 * The MCP endpoint lends servers built once to one request at a time (mcp/server-pool.ts): a
 * server is never shared by two requests in flight, is lent again only once its transport has
 * closed, and a client's `initialize` never reaches a server that is lent again.
 */
import {describe, expect, it} from 'vitest';
import {LATEST} from '../../../config/versions';
import {apiCatalogue} from '../../../mcp/api-operations';
import {serveHttp} from '../../../mcp/http';
import {docsData} from '../../../mcp/server';
import {initializes, ServerPool} from '../../../mcp/server-pool';

class FakeServer {
  connected = false;
  isConnected() {
    return this.connected;
  }
}

describe('ServerPool', () => {
  it('gives each request in flight a server of its own, and reuses one whose request ended', () => {
    let built = 0;
    const pool = new ServerPool(() => ((built += 1), new FakeServer()), 4);
    const first = pool.take();
    const second = pool.take();
    expect(second).not.toBe(first);
    expect(built).toBe(2);
    pool.give(first);
    expect(pool.take()).toBe(first);
    expect(built).toBe(2);
  });

  it('does not lend again a server still connected to a transport', () => {
    const pool = new ServerPool(() => new FakeServer(), 4);
    const server = pool.take();
    server.connected = true;
    pool.give(server);
    expect(pool.idleCount).toBe(0);
    expect(pool.take()).not.toBe(server);
  });

  it('keeps no more idle servers than it is told', () => {
    const pool = new ServerPool(() => new FakeServer(), 2);
    const taken = [pool.take(), pool.take(), pool.take()];
    for (const server of taken) pool.give(server);
    expect(pool.idleCount).toBe(2);
  });

  it('keeps only the servers it is told to once trimmed, and builds again for the next burst', () => {
    let built = 0;
    const pool = new ServerPool(() => ((built += 1), new FakeServer()), 10);
    const burst = Array.from({length: 6}, () => pool.take());
    for (const server of burst) pool.give(server);
    pool.trim(2);
    expect(pool.idleCount).toBe(2);
    pool.trim(5);
    expect(pool.idleCount).toBe(2);
    const next = [pool.take(), pool.take(), pool.take()];
    expect(new Set(next).size).toBe(3);
    expect(built).toBe(7);
  });
});

describe('initializes', () => {
  it('finds an initialize request alone or in a batch', () => {
    const init = {jsonrpc: '2.0', id: 1, method: 'initialize', params: {}};
    const call = {jsonrpc: '2.0', id: 2, method: 'tools/call', params: {name: 'search_docs'}};
    expect(initializes(init)).toBe(true);
    expect(initializes([call, init])).toBe(true);
    expect(initializes(call)).toBe(false);
    expect(initializes([call])).toBe(false);
    expect(initializes(null)).toBe(false);
  });
});

const SITE = 'https://docs.example.org';
const page = (route: string, title: string) => ({
  route,
  url: `${SITE}${route}`,
  markdownUrl: `${SITE}${route}.md`,
  title,
  section: 'Learn',
  version: LATEST,
});

describe('the endpoint with servers lent per request', {timeout: 30_000}, () => {
  it('answers two interleaved requests with the same id each with its own page', async () => {
    // The slow page's text is held back until the fast page has been answered, so both
    // requests are in flight at once, each on its own server and transport.
    let releaseSlow!: () => void;
    const slowHeld = new Promise<void>((resolve) => (releaseSlow = resolve));
    const texts: Record<string, string> = {'/slow.md': '# Slow page', '/fast.md': '# Fast page'};
    const data = docsData(
      {
        siteUrl: SITE,
        origin: 'test',
        records: [],
        pages: [page('/slow', 'Slow'), page('/fast', 'Fast')],
        readText: async (sitePath) => {
          if (sitePath === '/slow.md') await slowHeld;
          return texts[sitePath] ?? null;
        },
      },
      apiCatalogue(),
    );
    const server = await serveHttp(data, {
      port: 0,
      allowedHosts: ['127.0.0.1'],
      allowedOrigins: [],
      rateLimitPerMinute: 1000,
      maxConcurrent: 8,
    });
    const read = (route: string) =>
      fetch(server.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
        },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'tools/call',
          params: {name: 'read_page', arguments: {url_or_route: route}},
        }),
      }).then(async (response) => ({
        status: response.status,
        body: (await response.json()) as {id: number; result: {content: {text: string}[]}},
      }));
    try {
      const slow = read('/slow');
      const fast = await read('/fast');
      releaseSlow();
      const slowAnswer = await slow;
      expect(fast.status).toBe(200);
      expect(fast.body.result.content[1]!.text).toBe('# Fast page');
      expect(slowAnswer.status).toBe(200);
      expect(slowAnswer.body.result.content[1]!.text).toBe('# Slow page');
      // And the servers those requests used answer the next ones.
      for (const route of ['/fast', '/slow', '/fast']) {
        const again = await read(route);
        expect(again.body.result.content[1]!.text).toBe(texts[`${route}.md`]);
      }
    } finally {
      releaseSlow();
      await server.close();
    }
  });
});
