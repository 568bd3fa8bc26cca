/**
 * A queue of route prefetches that runs only when the browser is idle after the load event, a few
 * routes per idle period, so prefetching never competes with the page's own load and hydration.
 */
export interface IdleQueueHost {
  /** Resolves once the page has loaded (the load event). */
  loaded: () => Promise<void>;
  /** requestIdleCallback, or a stand-in where the browser has none. */
  requestIdle: (callback: (deadline: {timeRemaining: () => number}) => void) => void;
}

/** Below this many ms left in an idle period, the rest of the queue waits for the next one. */
export const MIN_IDLE_MS = 4;

export function createIdleQueue(run: (routePath: string) => unknown, host: IdleQueueHost) {
  const queue: string[] = [];
  const seen = new Set<string>();
  let waiting = false;

  const drain = (deadline: {timeRemaining: () => number}) => {
    // At least one route per idle period, so a busy page still gets through the queue.
    do {
      const next = queue.shift();
      if (next === undefined) break;
      run(next);
    } while (deadline.timeRemaining() >= MIN_IDLE_MS);
    if (queue.length > 0) host.requestIdle(drain);
    else waiting = false;
  };

  return (routePath: string): void => {
    if (seen.has(routePath)) return;
    seen.add(routePath);
    queue.push(routePath);
    if (waiting) return;
    waiting = true;
    void host.loaded().then(() => host.requestIdle(drain));
  };
}
