/**
 * What search needs in the page beyond the button, in a chunk of its own: SearchBar imports it
 * when the browser is idle after load (the search client, which in local mode starts the index's
 * worker), and its loadModal() when the reader reaches for search. Loading this chunk has the
 * bundler's runtime prefetch the modal's code (`webpackPrefetch`): the browser caches it at the
 * lowest priority without running it, so Ctrl+K on a slow connection does not wait for it, and a
 * page whose reader never searches spends no main-thread time on it. Its styles are not
 * prefetched: they are merged into the page's own stylesheet, and Rspack 1.7's prefetch runtime
 * asked for the merged chunk's stylesheet anyway (a 404 on every page).
 */
export {siteSearchClient} from '@site/src/lib/search/siteSearchClient';

/** The modal's code (cached by the prefetch) and styles, run when the reader reaches for search. */
export function loadModal() {
  return Promise.all([
    import(/* webpackPrefetch: true */ './SearchModal'),
    import('./modal.css'),
  ]).then(([modal]) => modal.default);
}
