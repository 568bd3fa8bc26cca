/**
 * Development only (the production build and its servers have no proxy): under `npm start`,
 * requests under /api go to a nilDB node with the /api prefix removed, so the API explorer can
 * call a real node. Page loads of /api/... docs routes (they accept text/html) stay with the dev
 * server so the reference pages still render.
 */
import type {IncomingMessage} from 'node:http';
import type {PluginModule} from '@docusaurus/types';
import type {} from 'webpack-dev-server';
import {isProductionBuild} from '../../config/env';

export interface DevProxyOptions {
  /** Base URL of the nilDB node, e.g. https://nildb-stg-n1.nillion.network */
  target: string;
}

/** True for API calls the proxy should forward; false for browser page loads. */
export function isProxiedApiRequest(pathname: string, accept: string | undefined): boolean {
  if (pathname !== '/api' && !pathname.startsWith('/api/')) return false;
  return !(accept ?? '').includes('text/html');
}

export default function devProxyPlugin(options: DevProxyOptions): PluginModule {
  return () => ({
    name: 'nillion-dev-proxy',
    configureWebpack(_config, isServer) {
      if (isServer || isProductionBuild()) return {};
      return {
        devServer: {
          proxy: [
            {
              context: (pathname: string, req: IncomingMessage) =>
                isProxiedApiRequest(pathname, req.headers.accept),
              target: options.target,
              changeOrigin: true,
              secure: true,
              pathRewrite: {'^/api': ''},
            },
          ],
        },
      };
    },
  });
}
