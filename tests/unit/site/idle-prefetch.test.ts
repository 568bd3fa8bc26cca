/**
 * The prefetch queue of @docusaurus/core's client as installed (its patch in patches/ adds it):
 * what every visible <Link> goes through in the browser bundle.
 */
import {describe, expect, it, vi} from 'vitest';

interface Deadline {
  timeRemaining: () => number;
}
interface IdleQueueModule {
  MIN_IDLE_MS: number;
  MAX_SLICE_MS: number;
  createIdleQueue: (
    run: (routePath: string) => unknown,
    host: {
      loaded: () => Promise<void>;
      requestIdle: (callback: (deadline: Deadline) => void) => void;
      now: () => number;
    },
  ) => (routePath: string) => void;
}

// A specifier in a variable: the installed file is plain JavaScript without types.
const installedQueue = '@docusaurus/core/lib/client/idleQueue.js';
const {createIdleQueue, MIN_IDLE_MS, MAX_SLICE_MS} = (await import(
  installedQueue
)) as IdleQueueModule;

/** A host whose load event, idle periods and clock the test drives by hand. */
function manualHost() {
  let clock = 0;
  let fireLoad: () => void = () => {};
  const loadedPromise = new Promise<void>((resolve) => (fireLoad = resolve));
  const idleCallbacks: ((deadline: {timeRemaining: () => number}) => void)[] = [];
  return {
    host: {
      loaded: () => loadedPromise,
      requestIdle: (cb: (typeof idleCallbacks)[number]) => idleCallbacks.push(cb),
      now: () => clock,
    },
    /** Moves the clock on, as a prefetch's own work does. */
    advance: (ms: number) => (clock += ms),
    fireLoad,
    /** Runs the pending idle callbacks with `ms` of idle time, counting down one ms per read. */
    idle(ms: number) {
      const pending = idleCallbacks.splice(0);
      for (const cb of pending) {
        let left = ms;
        cb({timeRemaining: () => left--});
      }
    },
    pendingIdle: () => idleCallbacks.length,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('idle prefetch queue', () => {
  it('prefetches nothing before the load event, however many links scroll into view', async () => {
    const ran: string[] = [];
    const {host, idle} = manualHost();
    const queue = createIdleQueue((route) => ran.push(route), host);
    queue('/a');
    queue('/b');
    await settle();
    idle(50);
    expect(ran).toEqual([]);
  });

  it('after load, runs the queued routes in an idle period, in order, each route once', async () => {
    const ran: string[] = [];
    const {host, fireLoad, idle} = manualHost();
    const queue = createIdleQueue((route) => ran.push(route), host);
    queue('/a');
    queue('/b');
    queue('/a');
    fireLoad();
    await settle();
    idle(50);
    expect(ran).toEqual(['/a', '/b']);
  });

  it('leaves the rest of the queue for the next idle period when this one runs short', async () => {
    const ran: string[] = [];
    const {host, fireLoad, idle, pendingIdle} = manualHost();
    const queue = createIdleQueue((route) => ran.push(route), host);
    for (const route of ['/a', '/b', '/c', '/d']) queue(route);
    fireLoad();
    await settle();
    // The first route always runs; one read finds exactly the floor (one more), the next is below.
    idle(MIN_IDLE_MS);
    expect(ran).toEqual(['/a', '/b']);
    expect(pendingIdle()).toBe(1);
    idle(0);
    expect(ran).toEqual(['/a', '/b', '/c']);
    idle(100);
    expect(ran).toEqual(['/a', '/b', '/c', '/d']);
    expect(pendingIdle()).toBe(0);
  });

  it('a route queued after the queue ran empty is prefetched at the next idle period', async () => {
    const ran: string[] = [];
    const {host, fireLoad, idle} = manualHost();
    const queue = createIdleQueue((route) => ran.push(route), host);
    fireLoad();
    queue('/a');
    await settle();
    idle(50);
    queue('/b');
    await settle();
    idle(50);
    expect(ran).toEqual(['/a', '/b']);
  });

  it('stops an idle period after MAX_SLICE_MS of prefetching, however long the period', async () => {
    // A 50 ms idle period on a fast machine is a 400 ms task on the slow host of issue 40, whose
    // Lighthouse mobile run slows the CPU 8 times: a slice, with one more route of up to 3 ms
    // started just before its budget ran out, must stay under 50 / 8 = 6.25 ms.
    const ran: string[] = [];
    const {host, fireLoad, idle, advance, pendingIdle} = manualHost();
    const queue = createIdleQueue((route) => {
      ran.push(route);
      advance(3);
    }, host);
    for (const route of ['/a', '/b', '/c', '/d', '/e', '/f']) queue(route);
    fireLoad();
    await settle();
    expect(MAX_SLICE_MS + 3).toBeLessThan(50 / 8);
    idle(50);
    // 3 ms a route: a budget of at most 3 ms lets one route run, then waits for the next period.
    expect(ran).toHaveLength(Math.ceil(MAX_SLICE_MS / 3));
    expect(pendingIdle()).toBe(1);
    for (let period = 0; period < 5; period += 1) idle(50);
    expect(ran).toEqual(['/a', '/b', '/c', '/d', '/e', '/f']);
  });
});

describe('prefetch helper', () => {
  it('inserts a route’s files one idle step each, within the slice budget, each file once', async () => {
    // Lighthouse records the network with DevTools: one <link rel=prefetch> then costs 1-2 ms,
    // and a route names up to ten files. Each insert here moves the clock 2 ms.
    let clock = 0;
    const inserted: string[] = [];
    const idleCallbacks: ((deadline: Deadline) => void)[] = [];
    const link = () => {
      const attributes = new Map<string, string>();
      return {
        relList: {supports: (feature: string) => feature === 'prefetch'},
        setAttribute: (name: string, value: string) => attributes.set(name, value),
        href: () => attributes.get('href')!,
      };
    };
    const head = {
      appendChild: (node: ReturnType<typeof link>) => {
        inserted.push(node.href());
        clock += 2;
      },
    };
    vi.stubGlobal('document', {
      readyState: 'complete',
      createElement: link,
      getElementsByTagName: () => [head],
    });
    vi.stubGlobal('window', {
      requestIdleCallback: (callback: (deadline: Deadline) => void) => idleCallbacks.push(callback),
    });
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    try {
      vi.resetModules();
      const installedPrefetch = '@docusaurus/core/lib/client/prefetch.js';
      const {default: prefetch} = (await import(installedPrefetch)) as {
        default: (url: string) => Promise<void>;
      };
      const files = Array.from({length: 10}, (_, at) => `/assets/js/${at}.js`);
      for (const file of files) void prefetch(file);
      // Another route naming files the first one did.
      for (const file of files.slice(0, 3)) void prefetch(file);
      await settle();
      const perPeriod: number[] = [];
      while (idleCallbacks.length > 0) {
        const before = inserted.length;
        for (const callback of idleCallbacks.splice(0)) callback({timeRemaining: () => 50});
        perPeriod.push(inserted.length - before);
      }
      expect(inserted).toEqual(files);
      // At most the budget's worth, and the one insert that may start just before it runs out.
      expect(Math.max(...perPeriod)).toBeLessThanOrEqual(MAX_SLICE_MS / 2 + 1);
      expect(perPeriod.length).toBeGreaterThan(1);
    } finally {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    }
  });
});
