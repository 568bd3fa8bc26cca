/**
 * What search needs in the page beyond the button, in a chunk of its own: SearchBar imports it
 * when the browser is idle after load (the search client, which starts the index's worker), and
 * its loadModal() when the reader reaches for search. The modal's code (about 110 KiB gzip) is
 * neither fetched nor run before that, so an idle page spends nothing on a modal the reader may
 * never open. (Prefetching it with `webpackPrefetch` made Rspack 1.7's runtime also ask for the
 * stylesheet of a chunk already merged into the page's own: a 404 on every page.)
 */
export * from '@site/src/lib/search/siteSearchClient';

/** The modal's code and styles, run: when the reader reaches for search. */
export function loadModal() {
  return Promise.all([
    import('@docsearch/react/modal'),
    import('@docsearch/react/style'),
    import('./styles.css'),
  ]).then(([modal]) => modal.DocSearchModal);
}
