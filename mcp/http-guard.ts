/**
 * The decisions the public MCP endpoint makes before it reads a request: whose host and origin
 * it answers (the MCP specification requires the Origin check against DNS rebinding), which
 * client a request counts against, and whether that client is over its rate. Pure: no sockets,
 * no clock of their own.
 */

/** The host name of a Host header, lower-cased and without its port; null when malformed. */
export function hostNameOf(host: string | undefined): string | null {
  if (!host) return null;
  const value = host.trim().toLowerCase();
  const bracketed = /^(\[[0-9a-f:.]+\])(?::\d{1,5})?$/.exec(value);
  if (bracketed) return bracketed[1]!;
  const plain = /^([a-z0-9.-]+)(?::\d{1,5})?$/.exec(value);
  return plain ? plain[1]! : null;
}

/** Whether the Host header names one of the configured host names. */
export function hostAllowed(host: string | undefined, allowedHosts: readonly string[]): boolean {
  const name = hostNameOf(host);
  return name !== null && allowedHosts.includes(name);
}

/**
 * Whether a request with this Origin may be answered. No Origin: not a browser (assistants,
 * curl), which DNS rebinding cannot drive. Otherwise the origin must be the host the request was
 * sent to (the site calling its own endpoint; that host is checked against the allowed list on
 * its own) or one of the configured origins. `null` (sandboxed frames, file: pages) is foreign.
 */
export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  allowedOrigins: readonly string[],
): boolean {
  if (origin === undefined) return true;
  if (!URL.canParse(origin)) return false;
  const url = new URL(origin);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (allowedOrigins.includes(url.origin)) return true;
  return host !== undefined && url.host === host.trim().toLowerCase();
}

const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The address a request counts against. Behind the loopback proxy (nginx on this machine) every
 * socket comes from 127.0.0.1, so the client is the address nginx forwards: X-Real-IP, else the
 * last X-Forwarded-For entry (the one nginx appended; earlier ones are whatever the client
 * wrote). From any other peer those headers are the client's own words and are ignored.
 */
export function clientAddress(
  remoteAddress: string | undefined,
  realIp: string | undefined,
  forwardedFor: string | undefined,
): string {
  const peer = remoteAddress ?? 'unknown';
  if (!LOOPBACK_ADDRESSES.has(peer)) return peer;
  const forwarded = realIp?.trim() || forwardedFor?.split(',').at(-1)?.trim();
  return forwarded || peer;
}

export interface RateDecision {
  allowed: boolean;
  /** Whole seconds until the next request would be allowed (0 when allowed). */
  retryAfterSeconds: number;
}

/**
 * A token bucket per client: `perMinute` requests at once, refilled evenly over a minute. Buckets
 * that have refilled completely are forgotten, so memory follows the clients of the last minute.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, {tokens: number; at: number}>();
  private readonly perMs: number;
  private lastSweep: number;

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {
    if (!(perMinute >= 1)) throw new Error(`A rate limit needs at least 1 request a minute`);
    this.perMs = perMinute / 60_000;
    this.lastSweep = now();
  }

  /** Takes one request from the client's bucket, or says how long to wait. */
  take(client: string): RateDecision {
    const now = this.now();
    this.sweep(now);
    const bucket = this.buckets.get(client);
    const tokens = bucket
      ? Math.min(this.perMinute, bucket.tokens + (now - bucket.at) * this.perMs)
      : this.perMinute;
    if (tokens >= 1) {
      this.buckets.set(client, {tokens: tokens - 1, at: now});
      return {allowed: true, retryAfterSeconds: 0};
    }
    this.buckets.set(client, {tokens, at: now});
    return {allowed: false, retryAfterSeconds: Math.ceil((1 - tokens) / this.perMs / 1000)};
  }

  /** Clients the limiter remembers (for tests and the memory figure of the bench). */
  get size(): number {
    return this.buckets.size;
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [client, {tokens, at}] of this.buckets) {
      if (tokens + (now - at) * this.perMs >= this.perMinute) this.buckets.delete(client);
    }
  }
}

/**
 * The JSON-RPC error for a `tools/call` of a tool the server does not have, or null for any
 * other message. The MCP SDK answers such a call with a tool result flagged as an error; the
 * specification makes an unknown tool a protocol error (-32602, invalid params), which is what
 * a client that probes for tools should get. The name is not repeated back.
 */
export function unknownToolError(
  body: unknown,
  toolNames: readonly string[],
): {jsonrpc: '2.0'; id: string | number; error: {code: number; message: string}} | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const {method, params, id} = body as {method?: unknown; params?: unknown; id?: unknown};
  if (method !== 'tools/call' || (typeof id !== 'string' && typeof id !== 'number')) return null;
  const name = (params as {name?: unknown} | undefined)?.name;
  if (typeof name === 'string' && toolNames.includes(name)) return null;
  return {
    jsonrpc: '2.0',
    id,
    error: {code: -32602, message: `Unknown tool. Tools: ${toolNames.join(', ')}.`},
  };
}

/**
 * How long a request waited between the loopback proxy receiving it and the server reading it,
 * from the proxy's `X-Request-Start: t=<seconds.milliseconds>`; null when unknown (no header, a
 * malformed one, or a peer other than loopback, whose clock and word are not ours). A busy
 * server falls behind without seeing the requests queued for it; their wait is how it knows.
 */
export function queuedMs(
  remoteAddress: string | undefined,
  requestStart: string | undefined,
  now: number,
): number | null {
  if (!LOOPBACK_ADDRESSES.has(remoteAddress ?? '') || !requestStart) return null;
  const match = /^t=(\d{9,11}(?:\.\d{1,6})?)$/.exec(requestStart.trim());
  if (!match) return null;
  return Math.max(0, now - Number(match[1]) * 1000);
}
