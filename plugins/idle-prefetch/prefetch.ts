/**
 * Stands in for @docusaurus/core/lib/client/prefetch.js in the browser bundle (see index.ts):
 * upstream appends a `<link rel="prefetch">` for every chunk of every route it prefetches, so a
 * chunk shared by many routes was asked for once per route. This asks once per URL.
 */
const requested = new Set<string>();

const linkPrefetchSupported = (() => {
  try {
    return document.createElement('link').relList.supports('prefetch');
  } catch {
    return false;
  }
})();

export default function prefetch(url: string): Promise<void> {
  if (requested.has(url)) return Promise.resolve();
  requested.add(url);
  if (!linkPrefetchSupported) {
    // Safari: no link prefetch; upstream used a credentialed XHR, a plain fetch fills the cache too.
    return fetch(url, {credentials: 'include'}).then(
      () => undefined,
      () => undefined,
    );
  }
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    link.onload = () => resolve();
    // A failed prefetch is logged by the browser; the route loads it again when visited.
    link.onerror = () => resolve();
    document.head.appendChild(link);
  });
}
