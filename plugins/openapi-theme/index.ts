/**
 * docusaurus-theme-openapi-docs, registered without its global stylesheet.
 *
 * The published theme adds its 27 KB (gzip) stylesheet to every page of the
 * site as a client module. Here the same theme components are registered, and
 * the stylesheet is imported by the wrapped ApiItem (src/theme/ApiItem), so it
 * ships only with the API reference pages.
 */
import path from 'node:path';
import {createRequire} from 'node:module';
import type {PluginModule} from '@docusaurus/types';

const require = createRequire(__filename);
const packageDir = path.dirname(require.resolve('docusaurus-theme-openapi-docs/package.json'));

export default function openApiThemePlugin(): PluginModule {
  return () => ({
    name: 'nillion-openapi-theme',
    getThemePath: () => path.join(packageDir, 'lib', 'theme'),
    getTypeScriptThemePath: () => path.join(packageDir, 'src', 'theme'),
    configureWebpack(_config, _isServer, utils) {
      // The request explorer's code samples need these Node built-ins in the browser.
      return {
        resolve: {
          fallback: {
            buffer: require.resolve('buffer/'),
            path: require.resolve('path-browserify'),
          },
        },
        plugins: [
          new utils.currentBundler.instance.ProvidePlugin({
            process: require.resolve('process/browser'),
            Buffer: ['buffer', 'Buffer'],
          }),
        ],
      };
    },
  });
}
