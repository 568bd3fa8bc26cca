/**
 * Keeps Prism out of the browser's start-up. The classic theme registers prism-include-languages
 * as a client module: at start-up it imports prism-react-renderer, whose grammars then run on
 * every page before it can hydrate (about 190 ms of main thread at 4x CPU slowdown, code blocks or
 * not). In the browser build this plugin replaces that client module with an empty one and lets
 * src/lib/code-highlighter/client.ts load the highlighter when a code block first drawn in the
 * browser needs it; the server build keeps the client module and gets
 * src/lib/code-highlighter/server.ts, which highlights at once. The code blocks themselves are in
 * src/theme/CodeBlock/Content.
 *
 * Replaces a file of @docusaurus/theme-classic by path: the theme is pinned exactly in
 * package.json, and tests/unit/code-highlighting.test.ts fails if the file moves.
 */
import path from 'node:path';
import type {PluginModule} from '@docusaurus/types';

/** The theme's client module, as its getClientModules() names it (lib/prism-include-languages). */
export const THEME_PRISM_CLIENT_MODULE =
  /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;
/** How src/theme/CodeBlock/Content imports the highlighter. */
export const HIGHLIGHTER_REQUEST = /[\\/]src[\\/]lib[\\/]code-highlighter[\\/]client$/;

interface ReplacementBundler {
  NormalModuleReplacementPlugin: new (pattern: RegExp, replacement: string) => unknown;
}

export default function codeHighlightingPlugin(): PluginModule {
  return (context) => ({
    name: 'nillion-code-highlighting',
    configureWebpack(_config, isServer, utils) {
      const {NormalModuleReplacementPlugin} = utils.currentBundler
        .instance as unknown as ReplacementBundler;
      const lib = path.join(context.siteDir, 'src/lib/code-highlighter');
      const replacement = isServer
        ? new NormalModuleReplacementPlugin(HIGHLIGHTER_REQUEST, path.join(lib, 'server.ts'))
        : new NormalModuleReplacementPlugin(
            THEME_PRISM_CLIENT_MODULE,
            path.join(lib, 'no-start-up-prism.ts'),
          );
      return {plugins: [replacement as never]};
    },
  });
}
