/**
 * After a production build, reads every content page once into a page model
 * (read.ts, normalise.ts, model.ts) and hands the models to each output in
 * outputs/ (the search index, the Markdown export with llms.txt), in order: the deploy
 * configuration (plugins/deploy-config) comes last, as it lists the Markdown twins written before.
 */
import logger from '@docusaurus/logger';
import type {PluginModule} from '@docusaurus/types';
import type {PageModel} from './model';
import {readBuiltPages} from './read';

/** What outputs need to know about the site itself (from the site config). */
export interface SiteInfo {
  title: string;
  tagline: string;
  /** Absolute URL of the site, no trailing slash. */
  url: string;
  /** The site's source directory (docusaurus.config.ts, openapi/). */
  siteDir: string;
}

export interface PageOutput {
  name: string;
  write: (pages: readonly PageModel[], outDir: string, site: SiteInfo) => Promise<string>;
}

export default function pageModelPlugin(options: {
  siteUrl: string;
  outputs: PageOutput[];
}): PluginModule {
  return (context) => ({
    name: 'nillion-page-model',
    async postBuild({outDir, routesPaths, siteConfig}) {
      const pages = await readBuiltPages(outDir, routesPaths, options.siteUrl);
      logger.info(`Page model: ${pages.length} content pages read from the build.`);
      const site = {
        title: siteConfig.title,
        tagline: siteConfig.tagline,
        url: options.siteUrl,
        siteDir: context.siteDir,
      };
      for (const output of options.outputs) {
        const summary = await output.write(pages, outDir, site);
        logger.info(`${output.name}: ${summary}`);
      }
    },
  });
}
