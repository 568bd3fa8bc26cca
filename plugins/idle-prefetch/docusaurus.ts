/**
 * Stands in for @docusaurus/core/lib/client/docusaurus.js in the browser bundle (see index.ts):
 * the same `preload`, and a `prefetch` that waits for an idle moment after load.
 */
import upstream from '@docusaurus/core/lib/client/docusaurus.js';
import {createIdleQueue} from './idle-queue';

const loaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), {once: true});
  });

const requestIdle = (callback: (deadline: {timeRemaining: () => number}) => void) => {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, {timeout: 3000});
  // Safari has no requestIdleCallback: a short timer, with a small budget per turn.
  else setTimeout(() => callback({timeRemaining: () => 0}), 200);
};

const queuePrefetch = createIdleQueue((routePath) => upstream.prefetch(routePath), {
  loaded,
  requestIdle,
});

export default Object.freeze({
  preload: upstream.preload,
  prefetch: (routePath: string): false => {
    queuePrefetch(routePath);
    // Upstream returns false when nothing was started; nothing is, yet. No caller reads it.
    return false;
  },
});
