/**
 * Docs servers built once and lent to one HTTP request at a time. Building a server registers
 * its tools and compiles their schemas, about a millisecond for every request when each built
 * its own. The SDK's stateless Streamable HTTP transport serves a single request and must be new
 * each time; the server behind it may connect to another transport once the last one closed
 * (the SDK's Protocol then holds no handler, response or progress of the request before).
 */

/** What the pool needs of a server: whether it is still connected to a transport. */
export interface Lendable {
  isConnected(): boolean;
}

export class ServerPool<S extends Lendable> {
  private readonly idle: S[] = [];

  /**
   * @param build makes a server when none is idle (more requests in flight than ever before)
   * @param maxIdle servers kept between requests: the cap on requests in flight, so a burst
   *   up to the cap is served by servers already built, and no more are held after it
   */
  constructor(
    private readonly build: () => S,
    private readonly maxIdle: number,
  ) {}

  /** A server no other request holds. */
  take(): S {
    return this.idle.pop() ?? this.build();
  }

  /**
   * Returns a server whose request has ended. One still connected (its transport not yet
   * closed) is dropped rather than lent again, since two transports cannot share it.
   */
  give(server: S): void {
    if (server.isConnected() || this.idle.length >= this.maxIdle) return;
    this.idle.push(server);
  }

  /**
   * Drops idle servers beyond `keep`. A burst leaves as many servers as it had requests in flight
   * (about 85 KiB of heap each); once the server is quiet again it needs only a few, and the next
   * burst builds what it lacks.
   */
  trim(keep: number): void {
    if (this.idle.length > keep) this.idle.length = keep;
  }

  /** Servers waiting for a request. */
  get idleCount(): number {
    return this.idle.length;
  }
}

/**
 * Whether a JSON-RPC body holds an `initialize` request. The server keeps what a client says of
 * itself when it initializes (its name, version and capabilities): such a request gets a server
 * of its own, used once, so nothing one client said is held by a server lent to the next.
 */
export function initializes(body: unknown): boolean {
  const messages = Array.isArray(body) ? body : [body];
  return messages.some(
    (message) =>
      typeof message === 'object' &&
      message !== null &&
      (message as {method?: unknown}).method === 'initialize',
  );
}
