/**
 * Development only: Rspack compiles a route's code when the browser first asks for it, not all at
 * start-up. The first compilation of `npm start` builds the app shell (the entry) and leaves each
 * dynamic import (every page's MDX, the API explorer, the search modal) as a small stub; when the
 * page runs a stub, its client asks the dev server to compile that module and receives it through
 * hot module replacement.
 *
 * Docusaurus 3.10 runs webpack-dev-server itself and has no option for this, so the plugin sets
 * Rspack's `lazyCompilation` on the client compiler and mounts the request handler Rspack provides
 * for servers other than its own. (Docusaurus's route registry named every route module in a
 * `require.resolveWeak()` as well, which had Rspack build them all at start-up: in development it
 * no longer does, patches/@docusaurus+core+3.10.2+003+dev-registry-without-weak-ids.patch.)
 * Production builds and the server compiler are left as they are.
 *
 * Chunk splitting is off in this compiler. Each activation recompiles, and splitChunks then moves
 * shared modules between chunks whose names (development names come from a chunk's root modules
 * only) stay the same; the dev server has no content hash in chunk file names. A page whose runtime
 * listed a chunk in one compilation and fetched the file after the next one got a chunk without a
 * module it needed ("factory is undefined (./node_modules/@mdx-js/react/lib/index.js)") or a chunk
 * that no longer registers under its name (ChunkLoadError), and stayed blank. Without splitting,
 * the code behind each dynamic import is one chunk holding everything it needs beyond its parents,
 * so a later compilation can only add to a chunk, never take from it. Rspack reports the same
 * reshuffling: https://github.com/web-infra-dev/rspack/issues/15842.
 */
import type {PluginModule} from '@docusaurus/types';
import type {} from 'webpack-dev-server';
import type {Middleware} from 'webpack-dev-server';

type RequestHandler = Extract<Middleware, {middleware: unknown}>['middleware'];

/** The part of the Rspack module used here (`@rspack/core`, as Docusaurus Faster loads it). */
interface LazyCompilationBundler {
  lazyCompilationMiddleware?: (compiler: unknown) => RequestHandler;
}

/** Rspack's options: compile dynamic imports on demand; the entry is the page shell, built at once. */
export const LAZY_COMPILATION = {entries: false, imports: true} as const;

export default function devLazyCompilationPlugin(): PluginModule {
  return () => ({
    name: 'nillion-dev-lazy-compilation',
    configureWebpack(config, isServer, utils) {
      const bundler = utils.currentBundler;
      if (isServer || config.mode !== 'development') return {};
      const {lazyCompilationMiddleware} = bundler.instance as unknown as LazyCompilationBundler;
      if (bundler.name !== 'rspack' || !lazyCompilationMiddleware) return {};
      // `lazyCompilation` is an Rspack option; webpack's Configuration type does not know it.
      const lazy = {lazyCompilation: LAZY_COMPILATION} as object;
      return {
        ...lazy,
        optimization: {splitChunks: false},
        devServer: {
          setupMiddlewares(middlewares, devServer) {
            // Applies the lazy-compilation plugin to the compiler (before webpack-dev-middleware
            // starts it) and answers the browser's "this module is now in use" requests.
            middlewares.unshift({
              name: 'rspack-lazy-compilation',
              middleware: lazyCompilationMiddleware(devServer.compiler),
            });
            return middlewares;
          },
        },
      };
    },
  });
}
