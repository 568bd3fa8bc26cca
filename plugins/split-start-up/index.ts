/**
 * Splits the browser's start-up into short tasks (see patches.ts for what and why): in the browser
 * build, string-replace-loader applies each patch to its Docusaurus or theme file, in strict mode,
 * so a patch that no longer matches fails the build. The server build is left alone (effects and
 * the client entry do not run there).
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import type {PluginModule} from '@docusaurus/types';
import {START_UP_PATCHES, patchedFileTest} from './patches';

export default function splitStartUpPlugin(): PluginModule {
  return (context) => ({
    name: 'nillion-split-start-up',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      const require = createRequire(path.join(context.siteDir, 'package.json'));
      return {
        module: {
          rules: START_UP_PATCHES.map((patch) => ({
            test: patchedFileTest(patch.file),
            enforce: 'pre' as const,
            use: [
              {
                loader: require.resolve('string-replace-loader'),
                options: {
                  multiple: patch.replacements.map((replacement) => ({
                    ...replacement,
                    strict: true,
                  })),
                },
              },
            ],
          })),
        },
      };
    },
  });
}
