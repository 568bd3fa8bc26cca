/**
 * After a production build, reads every content page once into a page model
 * and hands the models to each output (search index, Markdown export, …).
 */
import logger from '@docusaurus/logger';
import type {PluginModule} from '@docusaurus/types';
import type {PageModel} from './model';
import {readBuiltPages} from './read';

export interface PageOutput {
  name: string;
  write: (pages: readonly PageModel[], outDir: string) => Promise<string>;
}

export default function pageModelPlugin(options: {
  siteUrl: string;
  outputs: PageOutput[];
}): PluginModule {
  return () => ({
    name: 'nillion-page-model',
    async postBuild({outDir, routesPaths}) {
      const pages = await readBuiltPages(outDir, routesPaths, options.siteUrl);
      logger.info(`Page model: ${pages.length} content pages read from the build.`);
      for (const output of options.outputs) {
        const summary = await output.write(pages, outDir);
        logger.info(`${output.name}: ${summary}`);
      }
    },
  });
}
