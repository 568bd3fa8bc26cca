/**
 * Memory handed back to the system once a burst of requests is over. Under load V8 grows its
 * heap and, after the load, keeps the freed pages pooled for reuse: measured with `npm run
 * bench:mcp`, the server's resident memory rose from about 300 to 590 MiB over 16,000 requests
 * and stayed there for 40 idle seconds, while the heap in use after a collection was 36 MiB
 * throughout. V8's own memory reducer did not hand anything back in that time.
 * A collection with V8's "last resort" flavour (the one it runs before giving up on an
 * allocation) releases the pool: resident memory fell to about 150 MiB. This schedules one such
 * collection when the server has had no request in flight for a while after serving some.
 */

/** Quiet time after the last request before memory is handed back. */
export const IDLE_RELEASE_MS = 5_000;

/** How the server's log line for each release begins (`npm run bench:mcp` waits for it). */
export const MEMORY_RELEASED = 'Memory handed back after the last requests';

export interface IdleReleaseTimers {
  set: (run: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
}

const realTimers: IdleReleaseTimers = {
  set: (run, ms) => setTimeout(run, ms).unref(),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Tracks requests in flight; `release` runs once the count has stayed at zero for `idleMs`
 * after at least one request, and not again until another request has been served.
 */
export class IdleRelease {
  private inFlight = 0;
  private timer: unknown = null;

  constructor(
    private readonly release: () => void,
    private readonly idleMs = IDLE_RELEASE_MS,
    private readonly timers: IdleReleaseTimers = realTimers,
  ) {}

  /** A request started: any pending release waits for the server to be idle again. */
  begin(): void {
    this.inFlight += 1;
    this.cancel();
  }

  /** A request ended (answered, refused or abandoned by its client). */
  end(): void {
    this.inFlight = Math.max(0, this.inFlight - 1);
    if (this.inFlight > 0) return;
    this.cancel();
    this.timer = this.timers.set(() => {
      this.timer = null;
      this.release();
    }, this.idleMs);
  }

  private cancel(): void {
    if (this.timer === null) return;
    this.timers.clear(this.timer);
    this.timer = null;
  }
}

/** V8's `gc` of `--expose-gc`, which takes the kind of collection as an option. */
type ExposedGc = (options: {type: 'major'; execution: 'sync'; flavor: 'last-resort'}) => void;

/**
 * The collection that hands pooled memory back, or null when node was started without
 * `--expose-gc` (deploy/nillion-docs-mcp.service starts it with the flag).
 */
export function memoryRelease(global: {gc?: unknown}): (() => void) | null {
  const gc = global.gc as ExposedGc | undefined;
  if (typeof gc !== 'function') return null;
  return () => gc({type: 'major', execution: 'sync', flavor: 'last-resort'});
}
