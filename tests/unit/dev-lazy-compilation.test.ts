import type {LoadContext, Plugin} from '@docusaurus/types';
import {describe, expect, it, vi} from 'vitest';
import devLazyCompilationPlugin from '../../plugins/dev-lazy-compilation';

type ConfigureWebpack = NonNullable<Plugin['configureWebpack']>;
type Utils = Parameters<ConfigureWebpack>[2];

const handler = () => undefined;

function configure(mode: 'development' | 'production', isServer: boolean, bundler = 'rspack') {
  const lazyCompilationMiddleware = vi.fn(() => handler);
  const plugin = devLazyCompilationPlugin()({} as LoadContext, {}) as Plugin;
  const utils = {
    currentBundler: {
      name: bundler,
      instance: bundler === 'rspack' ? {lazyCompilationMiddleware} : {},
    },
  } as unknown as Utils;
  const config = plugin.configureWebpack!({mode}, isServer, utils, undefined) as Record<
    string,
    unknown
  >;
  return {config, lazyCompilationMiddleware};
}

describe('dev lazy compilation plugin', () => {
  it('makes the client compiler of npm start compile dynamic imports on demand', () => {
    const {config} = configure('development', false);
    expect(config.lazyCompilation).toEqual({entries: false, imports: true});
  });

  it('mounts the handler for the browser’s compile requests, made from the dev server’s compiler', () => {
    const {config, lazyCompilationMiddleware} = configure('development', false);
    const setupMiddlewares = (
      config.devServer as {setupMiddlewares: (m: unknown[], s: unknown) => unknown[]}
    ).setupMiddlewares;
    const compiler = {name: 'client'};
    const existing = {name: 'webpack-dev-middleware'};
    const middlewares = setupMiddlewares([existing], {compiler});
    expect(lazyCompilationMiddleware).toHaveBeenCalledTimes(1);
    expect(lazyCompilationMiddleware).toHaveBeenCalledWith(compiler);
    // First, so no other middleware (proxy, history fallback) answers its POSTs.
    expect(middlewares).toEqual([{name: 'rspack-lazy-compilation', middleware: handler}, existing]);
  });

  it('leaves production builds and the server compiler as they are', () => {
    expect(configure('production', false).config).toEqual({});
    expect(configure('production', true).config).toEqual({});
    expect(configure('development', true).config).toEqual({});
  });

  it('does nothing with a bundler that has no lazy compilation (webpack)', () => {
    expect(configure('development', false, 'webpack').config).toEqual({});
  });
});
