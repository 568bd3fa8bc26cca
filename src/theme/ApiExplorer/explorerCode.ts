/**
 * The request explorer's loader, in a chunk of its own that ApiExplorer imports when the browser
 * is idle after load. Loading this chunk makes the bundler's runtime prefetch the explorer
 * (`webpackPrefetch`): the browser caches it at lowest priority without running it, so it never
 * competes with the page's own load (a prefetch from the page's chunk would start with it) and
 * costs no main-thread time until the reader is about to use it.
 */
export function loadExplorer() {
  return import(
    /* webpackChunkName: "api-explorer", webpackPrefetch: true */ '@theme-original/ApiExplorer'
  );
}
