/**
 * Marks main.js for eager compilation: its first line is the `//# allFunctionsCalledOnLoad`
 * compile hint, so Chromium compiles every function of the file on the thread that streams it
 * (https://v8.dev/blog/explicit-compile-hints). main.js holds React DOM and the app shell, whose
 * functions every page calls while it starts; without the hint V8 compiles each one lazily on the
 * main thread at its first call, inside the start-up's longest tasks. Browsers without the hint
 * read a comment.
 */
import type {PluginModule} from '@docusaurus/types';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
/** The client entry's file (assets/js/main.<hash>.js): the code every page runs at start-up. */
export const MAIN_SCRIPT = /(^|\/)main\.[0-9a-f]+\.js$/;

export default function compileHintsPlugin(): PluginModule {
  return () => ({
    name: 'nillion-compile-hints',
    configureWebpack(_config, isServer, utils) {
      if (isServer) return {};
      const bundler = utils.currentBundler.instance;
      return {
        plugins: [
          new bundler.BannerPlugin({
            banner: COMPILE_HINT,
            raw: true,
            test: MAIN_SCRIPT,
            // After minification, which drops comments: the hint must stay the file's first line.
            stage: bundler.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE,
          }),
        ],
      };
    },
  });
}
