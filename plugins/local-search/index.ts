/**
 * Local search while developing: in local mode `npm start` serves the index of the
 * last production build (the page model writes the index from built pages:
 * plugins/page-model/outputs/search-index.ts).
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {PluginModule} from '@docusaurus/types';
import type {} from 'webpack-dev-server';
import type {NextFunction, Request, Response} from 'express';
import type {SearchConfig} from '../../config/env';

export default function localSearchPlugin(options: {search: SearchConfig}): PluginModule {
  return (context) => ({
    name: 'nillion-local-search',
    configureWebpack(_config, isServer) {
      if (options.search.mode !== 'local') return {};
      const builtSearchDir = path.join(context.siteDir, 'build', 'search');
      return isServer
        ? {}
        : {
            devServer: {
              setupMiddlewares(middlewares) {
                if (!existsSync(builtSearchDir)) {
                  console.warn(
                    '[search] No search index yet: run `npm run build` once and restart `npm start` to search while developing.',
                  );
                }
                middlewares.unshift({
                  name: 'built-search-index',
                  path: '/search/',
                  middleware: (request: Request, response: Response, next: NextFunction) => {
                    const file = path.join(builtSearchDir, path.basename(request.path));
                    if (!request.path.endsWith('.json') || !existsSync(file)) return next();
                    response.setHeader('content-type', 'application/json');
                    response.end(readFileSync(file));
                  },
                });
                return middlewares;
              },
            },
          };
    },
  });
}
