/**
 * Code a page loads without the reader asking for it, once the page has loaded and the browser
 * has nothing else to do, so its download and start-up never compete with the page's own first
 * paint and hydration: the search client and its index on every page. Heavier code (the search
 * modal, the API request explorer) waits for the reader to reach for it.
 */

/**
 * Performance mark the page sets when it starts loading code on demand (scripts/measure/page-weight.ts
 * counts what is fetched from then on apart from the page's initial load).
 */
export const ON_DEMAND_MARK = 'nillion:on-demand-load';

/** Longest wait for an idle moment once the page has loaded (a busy page still gets it). */
export const IDLE_TIMEOUT_MS = 2000;

/** Runs `callback` once, when the browser is idle after the load event; returns a cancel function. */
export function whenIdleAfterLoad(callback: () => void, target: Window = window): () => void {
  let cancelIdle = (): void => undefined;
  const schedule = () => {
    if (typeof target.requestIdleCallback === 'function') {
      const handle = target.requestIdleCallback(callback, {timeout: IDLE_TIMEOUT_MS});
      cancelIdle = () => target.cancelIdleCallback(handle);
    } else {
      // Safari has no requestIdleCallback: a moment after load stands in for it.
      const handle = target.setTimeout(callback, 200);
      cancelIdle = () => target.clearTimeout(handle);
    }
  };
  if (target.document.readyState === 'complete') {
    schedule();
    return () => cancelIdle();
  }
  target.addEventListener('load', schedule, {once: true});
  return () => {
    target.removeEventListener('load', schedule);
    cancelIdle();
  };
}
