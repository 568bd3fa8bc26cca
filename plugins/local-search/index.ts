/**
 * Local search while developing: in local mode `npm start` serves a search index of the pages
 * being edited, made again each time the content is loaded (on start and on every save): the
 * pages are read from their sources (source-pages.ts) into page models, and the build's outputs
 * write the index and the summaries from them (plugins/page-model/outputs). The files go to a
 * fresh directory under Docusaurus's generated files each time, and /search/*.json answers from
 * the newest complete one; a request that comes while the first is being made waits for it.
 * The production build writes its own index from its built pages (plugins/page-model).
 */
import {existsSync, readFileSync} from 'node:fs';
import {readdir, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {AllContent, PluginModule} from '@docusaurus/types';
import type {} from 'webpack-dev-server';
import type {NextFunction, Request, Response} from 'express';
import type {SearchConfig} from '../../config/env';
import {apiOperationsOf} from '../page-model';
import {searchRecordsOf} from '../page-model/outputs/search-records';
import {writeSearchIndex} from '../page-model/outputs/search-index';
import {searchSummaries} from '../page-model/outputs/search-summaries';
import {SEARCH_SUMMARIES_PATH} from '../../src/lib/searchSummaries';
import {readSourcePages, sourcePagesOf, type SourceModelCache} from './source-pages';

export interface LocalSearchOptions {
  search: SearchConfig;
  /** The site's absolute URL, no trailing slash (the records' URLs). */
  siteUrl: string;
  /** Whether this is `npm start`: only then is an index made from the sources. */
  develop: boolean;
}

export default function localSearchPlugin(options: LocalSearchOptions): PluginModule {
  return (context) => {
    // Beside, not inside, the directory Docusaurus keeps for the plugin's own data.
    const root = path.join(context.generatedFilesDir, 'nillion-local-search-index');
    const cache: SourceModelCache = new Map();
    let generation = 0;
    /** The directory holding search/ of the newest complete index, once there is one. */
    let ready: Promise<string | null> = Promise.resolve(null);

    async function makeIndex(allContent: AllContent, outDir: string): Promise<string> {
      const started = performance.now();
      const {models, skipped, read} = await readSourcePages(
        sourcePagesOf(allContent, context.siteDir),
        options.siteUrl,
        apiOperationsOf(allContent),
        cache,
      );
      const manifest = await writeSearchIndex(outDir, models.flatMap(searchRecordsOf));
      await writeFile(
        path.join(outDir, SEARCH_SUMMARIES_PATH),
        JSON.stringify(searchSummaries(models)),
      );
      const records = Object.values(manifest.scopes).reduce((sum, scope) => sum + scope.records, 0);
      logger.info(
        `[search] Index of ${models.length} pages being edited (${records} records; ${read} ${read === 1 ? 'page' : 'pages'} read) in ${((performance.now() - started) / 1000).toFixed(1)} s.` +
          (skipped.length > 0 ? ` Not indexed: ${skipped.join('; ')}.` : ''),
      );
      return outDir;
    }

    return {
      name: 'nillion-local-search',
      async allContentLoaded({allContent}) {
        if (!options.develop || options.search.mode !== 'local') return;
        generation += 1;
        const thisGeneration = generation;
        const outDir = path.join(root, String(thisGeneration));
        const previous = ready;
        const made = makeIndex(allContent, outDir).catch((error: unknown) => {
          logger.warn(
            `[search] The index of the pages being edited was not made: ${String(error)}`,
          );
          return previous;
        });
        ready = made;
        // Once this index is complete, every other directory goes (those of earlier saves, and
        // of an earlier `npm start`), unless a newer one is being made.
        void made.then(async (done) => {
          if (done !== outDir || generation !== thisGeneration) return;
          for (const entry of await readdir(root)) {
            if (entry !== String(thisGeneration)) {
              await rm(path.join(root, entry), {recursive: true, force: true});
            }
          }
        });
      },
      configureWebpack(_config, isServer) {
        if (options.search.mode !== 'local' || isServer) return {};
        return {
          devServer: {
            setupMiddlewares(middlewares) {
              middlewares.unshift({
                name: 'source-search-index',
                path: '/search/',
                middleware: (request: Request, response: Response, next: NextFunction) => {
                  if (!request.path.endsWith('.json')) return next();
                  void ready.then((outDir) => {
                    const file = outDir && path.join(outDir, 'search', path.basename(request.path));
                    if (!file || !existsSync(file)) return next();
                    response.setHeader('content-type', 'application/json');
                    // The manifest changes with every save: never kept by the browser.
                    response.setHeader('cache-control', 'no-store');
                    response.end(readFileSync(file));
                  }, next);
                },
              });
              return middlewares;
            },
          },
        };
      },
    };
  };
}
