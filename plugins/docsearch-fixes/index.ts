/**
 * Serves the DocSearch modal with the portal's fixes applied (see patches.ts):
 * the published bundle is patched once per build into the generated-files
 * folder and `@docsearch/react/modal` resolves to that copy, in local and
 * hosted search mode alike.
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {PluginModule} from '@docusaurus/types';
import {patchDocSearchModal} from './patches';

const MODAL_SPECIFIER = '@docsearch/react/modal';

export default function docSearchFixesPlugin(): PluginModule {
  return (context) => ({
    name: 'nillion-docsearch-fixes',
    async loadContent() {
      const require = createRequire(path.join(context.siteDir, 'package.json'));
      const original = readFileSync(require.resolve(MODAL_SPECIFIER), 'utf8');
      const dir = path.join(context.generatedFilesDir, 'docsearch-fixes');
      mkdirSync(dir, {recursive: true});
      writeFileSync(path.join(dir, 'DocSearchModal.js'), patchDocSearchModal(original));
    },
    configureWebpack() {
      return {
        resolve: {
          alias: {
            [`${MODAL_SPECIFIER}$`]: path.join(
              context.generatedFilesDir,
              'docsearch-fixes',
              'DocSearchModal.js',
            ),
          },
        },
      };
    },
  });
}
