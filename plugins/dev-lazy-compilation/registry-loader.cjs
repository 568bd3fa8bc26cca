/* global module */
// Rspack loader for Docusaurus's generated route registry (.docusaurus/registry.js), used by
// plugins/dev-lazy-compilation in development only. Plain JavaScript: Rspack loads loaders with
// require(), without a TypeScript hook.
//
// Each registry entry names a route module twice: `() => import("<module>")`, which lazy
// compilation turns into a stub, and `require.resolveWeak("<module>")`, a module id for
// react-loadable's `webpack` option. A weak dependency is still built, so every page's MDX and
// every theme component behind the registry was compiled at start-up all the same. In the browser
// that id is read only by react-loadable's preloadReady(), which Docusaurus never calls (server
// rendering, where the build needs these ids, uses the module paths instead), so the dev server
// gets `undefined`: "id not known", the value react-loadable already handles.
const WEAK_RESOLVE = /require\.resolveWeak\("(?:[^"\\]|\\.)*"\)/g;

function registryWithoutWeakResolves(source) {
  return source.replace(WEAK_RESOLVE, 'undefined');
}

module.exports = registryWithoutWeakResolves;
module.exports.registryWithoutWeakResolves = registryWithoutWeakResolves;
