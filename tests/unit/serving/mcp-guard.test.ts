/**
 * The decisions of the public MCP endpoint (mcp/http-guard.ts), as issue 39 and the MCP
 * specification state them: the Origin check against DNS rebinding, the configured Hosts, the
 * client address behind the loopback proxy, and a per-client rate with Retry-After.
 */
import {describe, expect, it} from 'vitest';
import {
  clientAddress,
  hostAllowed,
  hostNameOf,
  originAllowed,
  queuedMs,
  RateLimiter,
  unknownToolError,
} from '../../../mcp/http-guard';

const SITE = 'https://docs.nillion.com';
const HOSTS = ['docs.nillion.com', 'localhost', '127.0.0.1', '[::1]'];

describe('Host', () => {
  it('names a host with or without its port, in any case', () => {
    expect(hostNameOf('Docs.Nillion.com')).toBe('docs.nillion.com');
    expect(hostNameOf('127.0.0.1:4200')).toBe('127.0.0.1');
    expect(hostNameOf('[::1]:80')).toBe('[::1]');
  });

  it('answers the configured hosts only', () => {
    expect(hostAllowed('docs.nillion.com', HOSTS)).toBe(true);
    expect(hostAllowed('127.0.0.1:4200', HOSTS)).toBe(true);
    expect(hostAllowed('localhost:3939', HOSTS)).toBe(true);
    for (const host of [
      'evil.example',
      'docs.nillion.com.evil.example',
      'evil.example#docs.nillion.com',
      'user@docs.nillion.com',
      'docs.nillion.com:80:80',
      '',
      undefined,
    ]) {
      expect(hostAllowed(host, HOSTS), String(host)).toBe(false);
    }
  });
});

describe('Origin', () => {
  it('lets clients without an Origin through: assistants and command-line tools send none', () => {
    expect(originAllowed(undefined, 'docs.nillion.com', [SITE])).toBe(true);
  });

  it("lets the site's own pages through, configured or the host the request was sent to", () => {
    expect(originAllowed(SITE, 'docs.nillion.com', [SITE])).toBe(true);
    expect(originAllowed('http://127.0.0.1:4200', '127.0.0.1:4200', [SITE])).toBe(true);
  });

  it('refuses any other site, null and non-web origins', () => {
    for (const origin of [
      'https://evil.example',
      'https://docs.nillion.com.evil.example',
      'http://127.0.0.1:9999',
      'null',
      'file://',
      'chrome-extension://abcdef',
      'not a url',
    ]) {
      expect(originAllowed(origin, '127.0.0.1:4200', [SITE]), origin).toBe(false);
    }
  });
});

describe('the client a request counts against', () => {
  it('is the address nginx forwards when the peer is the loopback proxy', () => {
    expect(clientAddress('127.0.0.1', '203.0.113.7', '198.51.100.1, 203.0.113.7')).toBe(
      '203.0.113.7',
    );
    // Without X-Real-IP: the entry nginx appended, never the ones the client wrote before it.
    expect(clientAddress('::1', undefined, '198.51.100.1, 203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress('::ffff:127.0.0.1', undefined, undefined)).toBe('::ffff:127.0.0.1');
  });

  it('is the peer itself for any other peer, whatever headers it sends', () => {
    expect(clientAddress('203.0.113.9', '10.0.0.1', '10.0.0.2')).toBe('203.0.113.9');
  });
});

describe('the rate limiter', () => {
  const clock = () => {
    let now = 1_000_000;
    return {now: () => now, advance: (ms: number) => (now += ms)};
  };

  it('allows a burst of the limit, then refuses with the seconds to wait', () => {
    const time = clock();
    const limiter = new RateLimiter(60, time.now);
    for (let i = 0; i < 60; i += 1) expect(limiter.take('a').allowed).toBe(true);
    // 60 a minute: one more request after a second.
    expect(limiter.take('a')).toEqual({allowed: false, retryAfterSeconds: 1});
    time.advance(1_000);
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
  });

  it('says a slower limit has a longer wait', () => {
    const limiter = new RateLimiter(2, clock().now);
    limiter.take('a');
    limiter.take('a');
    // 2 a minute: a request every 30 s.
    expect(limiter.take('a')).toEqual({allowed: false, retryAfterSeconds: 30});
  });

  it('counts each client on its own', () => {
    const limiter = new RateLimiter(1, clock().now);
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
    expect(limiter.take('b').allowed).toBe(true);
  });

  it('refills to the limit, no further, and forgets full buckets', () => {
    const time = clock();
    const limiter = new RateLimiter(3, time.now);
    limiter.take('a');
    time.advance(10 * 60_000);
    let allowed = 0;
    while (limiter.take('a').allowed) allowed += 1;
    expect(allowed).toBe(3);
    limiter.take('b');
    time.advance(2 * 60_000);
    limiter.take('c');
    expect(limiter.size).toBe(1);
  });
});

describe('a call of an unknown tool', () => {
  const tools = ['search_docs', 'read_page'];

  it('is a JSON-RPC invalid-params error for its id, without the name repeated', () => {
    const call = {jsonrpc: '2.0', id: 7, method: 'tools/call', params: {name: '<script>'}};
    const error = unknownToolError(call, tools);
    expect(error).toEqual({
      jsonrpc: '2.0',
      id: 7,
      error: {code: -32602, message: expect.stringContaining('search_docs, read_page')},
    });
    expect(JSON.stringify(error)).not.toContain('<script>');
    expect(unknownToolError({...call, params: {}}, tools)?.error.code).toBe(-32602);
  });

  it('leaves known tools and other messages to the MCP server', () => {
    const call = {jsonrpc: '2.0', id: 'x', method: 'tools/call', params: {name: 'read_page'}};
    expect(unknownToolError(call, tools)).toBeNull();
    expect(unknownToolError({jsonrpc: '2.0', id: 1, method: 'tools/list'}, tools)).toBeNull();
    expect(unknownToolError([call], tools)).toBeNull();
    expect(unknownToolError(null, tools)).toBeNull();
  });
});

describe('the time a request waited behind the proxy', () => {
  const now = 1_700_000_010_000;

  it("is now minus nginx's X-Request-Start, from the loopback proxy", () => {
    expect(queuedMs('127.0.0.1', 't=1700000007.500', now)).toBe(2_500);
    expect(queuedMs('::1', 't=1700000010', now)).toBe(0);
  });

  it('is unknown from any other peer, without the header, or with a malformed one', () => {
    expect(queuedMs('203.0.113.9', 't=1700000000.000', now)).toBeNull();
    expect(queuedMs('127.0.0.1', undefined, now)).toBeNull();
    for (const header of ['1700000000', 't=soon', 't=-1', 't=1e9']) {
      expect(queuedMs('127.0.0.1', header, now), header).toBeNull();
    }
  });
});
