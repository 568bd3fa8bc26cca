/**
 * After a production build, reads the build once (read.ts: every HTML file read once, every
 * content page into a page model, with the model and its normaliser in src/lib/page-model, which
 * the browser uses too) and hands that one read to each output, in order: the search index, the
 * Markdown export with llms.txt, the API pages' stylesheet link (plugins/openapi-theme), and last
 * the deploy configuration (plugins/deploy-config), which lists the Markdown twins written before.
 * No other plugin reads or rewrites the built HTML.
 */
import os from 'node:os';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {AllContent, PluginModule} from '@docusaurus/types';
import type {ApiOperation} from './openapi';
import {decodeApiFrontMatter} from '../openapi-theme/api-front-matter';
import {readBuild, type ReadBuild} from './read';
import {pageModelCache, readCacheFile, readerVersion, writeCacheFile} from './cache';

/**
 * The code that turns a built page into its model, from the repository root: a change to any of
 * these files (the lockfile: to linkedom or parse5) reads every page again (cache.ts).
 */
const REPOSITORY = path.join(__dirname, '..', '..');
export const READER_FILES = [
  'plugins/page-model/cache.ts',
  'plugins/page-model/html.ts',
  'plugins/page-model/openapi.ts',
  'plugins/page-model/read.ts',
  'plugins/page-model/read-pool.ts',
  'plugins/page-model/read-worker.mjs',
  'src/lib/api-schema/readable.ts',
  'src/lib/page-model/model.ts',
  'src/lib/page-model/normalise.ts',
  'src/lib/routes.ts',
  'src/lib/sections.ts',
  'config/api-reference.ts',
  'config/versions.ts',
  'package-lock.json',
].map((file) => path.join(REPOSITORY, file));
/** Where the page models of the last build are kept, beside the Rspack cache. */
const CACHE_FILE = 'node_modules/.cache/nillion-page-model/pages.json';

/** What outputs need to know about the site itself (from the site config). */
export interface SiteInfo {
  title: string;
  tagline: string;
  /** Absolute URL of the site, no trailing slash. */
  url: string;
  /** The site's base URL path, with its trailing slash: `/`. */
  baseUrl: string;
  /** The site's source directory (docusaurus.config.ts, openapi/). */
  siteDir: string;
}

export interface PageOutput {
  name: string;
  /** Writes the output; resolves to a summary for the build log, without a closing period. */
  write: (build: ReadBuild, site: SiteInfo) => Promise<string>;
}

interface LoadedDocs {
  loadedVersions?: {docs: {permalink: string; frontMatter: {api?: unknown}}[]}[];
}

/**
 * The OpenAPI operation of every API operation page, by route, from its `api` front matter.
 */
export function apiOperationsOf(allContent: AllContent): Map<string, ApiOperation> {
  const operations = new Map<string, ApiOperation>();
  const docsInstances = Object.values(allContent['docusaurus-plugin-content-docs'] ?? {});
  for (const instance of docsInstances as LoadedDocs[]) {
    for (const version of instance.loadedVersions ?? []) {
      for (const doc of version.docs) {
        const {api} = doc.frontMatter;
        if (typeof api !== 'string') continue;
        operations.set(doc.permalink, decodeApiFrontMatter(api) as ApiOperation);
      }
    }
  }
  return operations;
}

export default function pageModelPlugin(options: {
  siteUrl: string;
  outputs: PageOutput[];
  /** The cache file (cache.ts); node_modules/.cache/nillion-page-model/pages.json of the site by default. */
  cacheFile?: string;
}): PluginModule {
  return (context) => {
    let apiOperations = new Map<string, ApiOperation>();
    return {
      name: 'nillion-page-model',
      allContentLoaded({allContent}) {
        apiOperations = apiOperationsOf(allContent);
      },
      async postBuild({outDir, routesPaths, siteConfig}) {
        const started = performance.now();
        const cacheFile = options.cacheFile ?? path.join(context.siteDir, CACHE_FILE);
        const cache = pageModelCache(
          await readerVersion(READER_FILES),
          await readCacheFile(cacheFile),
        );
        const build = await readBuild(
          outDir,
          routesPaths,
          options.siteUrl,
          apiOperations,
          cache,
          // Static generation is over: every core reads pages.
          {threads: os.availableParallelism()},
        );
        // Written before the outputs run: what they do with the models is not kept.
        await writeCacheFile(cacheFile, cache.file());
        const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
        logger.info(
          `Page model: ${build.files.length} HTML files read, ${build.pages.length} content pages in ${seconds(started)} s (${cache.stats.read} read from the build, ${cache.stats.reused} unchanged since the last build).`,
        );
        const site = {
          title: siteConfig.title,
          tagline: siteConfig.tagline,
          url: options.siteUrl,
          baseUrl: siteConfig.baseUrl,
          siteDir: context.siteDir,
        };
        for (const output of options.outputs) {
          const outputStarted = performance.now();
          const summary = await output.write(build, site);
          logger.info(`${output.name}: ${summary}; ${seconds(outputStarted)} s.`);
        }
        // npm run bench:scale reads this line: the page model's whole post-build cost.
        logger.info(`Page model and its outputs: ${seconds(started)} s.`);
      },
    };
  };
}
