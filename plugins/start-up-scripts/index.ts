/**
 * The scripts every page runs before it answers input (issue 40): React DOM in a file of its own
 * beside main.js, both compiled while they stream.
 *
 * - **Two files.** A script is compiled and run in one main-thread task, whose length grows with
 *   the file's. main.js held React DOM, the site's generated route data and the app shell (488 KB):
 *   a task of about 21 ms of wall time on the reference host, which Lighthouse's mobile run,
 *   slowing it about six times, counted 57-91 ms over the 50-ms line on every page. With React DOM
 *   and its scheduler (211 KB) in `react-dom`, the two files finish streaming at different times
 *   and run in a task each. Nothing runs sooner or later than before: the client entry starts when
 *   both are in. React DOM's file changes only with React, so a returning reader's cache keeps it
 *   across deploys.
 * - **The runtime in main.** Webpack's runtime (16 KB: chunk loading and every chunk's file name)
 *   goes back into `main`, where webpack puts it by default, so a page makes as many requests as
 *   before. Docusaurus keeps it apart so that main.js outlives a content change, which the route
 *   data in main.js defeats anyway. A third file for that route data (`.docusaurus/`: the route
 *   table, the registry, the global data, 107 KB) shortened main's task further, but the request
 *   it added took the longest author page over its request budget.
 * - **Compile hint.** Each file's first line is `//# allFunctionsCalledOnLoad`, so Chromium
 *   compiles every function of it on the thread that streams it
 *   (https://v8.dev/blog/explicit-compile-hints). These are the functions every page calls while it
 *   starts; without the hint V8 compiles each one lazily on the main thread at its first call, inside
 *   the start-up's tasks. Browsers without the hint read a comment.
 *
 * The server bundle, and a client compiler with chunk splitting off (npm start's,
 * plugins/dev-lazy-compilation), are left as they are.
 */
import type {PluginModule} from '@docusaurus/types';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The file React DOM and its scheduler go to, beside main. */
const REACT_DOM_CHUNK = 'react-dom';
const REACT_DOM_MODULES = /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/;

/** A start-up file as the client build names it: assets/js/<chunk name>.<content hash>.js. */
const START_UP_SCRIPT = new RegExp(`(^|/)(main|${REACT_DOM_CHUNK})\\.[0-9a-f]+\\.js$`);

export default function startUpScriptsPlugin(): PluginModule {
  return () => ({
    name: 'nillion-start-up-scripts',
    configureWebpack(config, isServer, utils) {
      if (isServer) return {};
      const bundler = utils.currentBundler.instance;
      // An object here would turn splitting back on where a plugin before this one turned it off.
      const splitsChunks = config.optimization?.splitChunks !== false;
      const cacheGroups = {
        [REACT_DOM_CHUNK]: {
          name: REACT_DOM_CHUNK,
          test: REACT_DOM_MODULES,
          // `initial`: only modules of the entry; `enforce`: whatever the size thresholds say.
          chunks: 'initial' as const,
          enforce: true,
          priority: 70,
        },
      };
      return {
        ...(splitsChunks ? {optimization: {runtimeChunk: false, splitChunks: {cacheGroups}}} : {}),
        plugins: [
          new bundler.BannerPlugin({
            banner: COMPILE_HINT,
            raw: true,
            test: START_UP_SCRIPT,
            // After minification, which drops comments: the hint must stay the file's first line.
            stage: bundler.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE,
          }),
        ],
      };
    },
  });
}
