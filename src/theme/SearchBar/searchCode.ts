/**
 * What search needs in the page, in a chunk of its own that SearchBar imports when the browser is
 * idle after load. Loading this chunk makes the bundler's runtime prefetch the modal's code and
 * styles (`webpackPrefetch`): the browser caches them at lowest priority without running them,
 * so they never compete with the page's own load (prefetches from the main chunk would start
 * with it) and cost no main-thread time until the reader reaches for search.
 */
export * from '@site/src/lib/search/siteSearchClient';

/** The modal's code and styles, run: when the reader reaches for search. */
export function loadModal() {
  return Promise.all([
    import(/* webpackPrefetch: true */ '@docsearch/react/modal'),
    import(/* webpackPrefetch: true */ '@docsearch/react/style'),
    import(/* webpackPrefetch: true */ './styles.css'),
  ]).then(([modal]) => modal.DocSearchModal);
}
