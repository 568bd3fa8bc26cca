import {mkdtempSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {describe, expect, it, vi} from 'vitest';
import {applyConfigureWebpack} from '@docusaurus/core/lib/webpack/configure';
import devLazyCompilationPlugin from '../../../plugins/dev-lazy-compilation';
import openApiThemePlugin from '../../../plugins/openapi-theme';
import {generateRouteFiles} from '@docusaurus/core/lib/server/codegen/codegenRoutes';

const generatedFilesDir = '/site/.docusaurus';

type ConfigureWebpack = NonNullable<Plugin['configureWebpack']>;
type Utils = Parameters<ConfigureWebpack>[2];

const handler = () => undefined;

function configure(mode: 'development' | 'production', isServer: boolean, bundler = 'rspack') {
  const lazyCompilationMiddleware = vi.fn(() => handler);
  const plugin = devLazyCompilationPlugin()({generatedFilesDir} as LoadContext, {}) as Plugin;
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

  // Each activation recompiles; with splitChunks on, a shared module moved between chunks that keep
  // their names, and a page fetching a chunk after the next compilation missed a module.
  it('turns chunk splitting off in that compiler, so a later compilation cannot take a module out of a chunk', () => {
    const {config} = configure('development', false);
    expect(config.optimization).toEqual({splitChunks: false});
  });

  it('keeps chunk splitting off after the OpenAPI theme, whose configureWebpack runs later', () => {
    const lazyCompilationMiddleware = vi.fn(() => handler);
    const utils = {
      currentBundler: {
        name: 'rspack',
        instance: {lazyCompilationMiddleware, ProvidePlugin: vi.fn(), IgnorePlugin: vi.fn()},
      },
    } as unknown as Utils;
    const context = {generatedFilesDir} as LoadContext;
    // Docusaurus's own development client config, then the plugins, then the themes, each merged
    // the way Docusaurus merges them.
    let config = {
      mode: 'development',
      optimization: {splitChunks: {cacheGroups: {default: false}}},
    } as Parameters<ConfigureWebpack>[0];
    for (const plugin of [devLazyCompilationPlugin(), openApiThemePlugin()]) {
      const {configureWebpack} = plugin(context, {}) as Plugin;
      config = applyConfigureWebpack({
        configureWebpack: configureWebpack!,
        config,
        isServer: false,
        configureWebpackUtils: utils,
        content: undefined,
      });
    }
    expect(config.optimization?.splitChunks).toBe(false);
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

describe('the route registry Docusaurus generates', () => {
  // One route with a doc page as its content, as a docs plugin adds it.
  const routes = [
    {
      path: '/learn/what-is-nillion',
      component: '@theme/DocItem',
      exact: true,
      modules: {content: '@site/docs/learn/what-is-nillion.mdx'},
      plugin: {name: 'docusaurus-plugin-content-docs', id: 'default'},
    },
  ];

  async function registryIn(nodeEnv: string): Promise<string> {
    const dir = mkdtempSync(path.join(tmpdir(), 'registry-'));
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = nodeEnv;
    try {
      await generateRouteFiles({generatedFilesDir: dir, routes: routes as never, baseUrl: '/'});
    } finally {
      process.env.NODE_ENV = previous;
    }
    return readFileSync(path.join(dir, 'registry.js'), 'utf8');
  }

  it('names no module weakly in development: a weak dependency is built at start-up', async () => {
    const registry = await registryIn('development');
    expect(registry).not.toContain('resolveWeak');
    // Each module is still a dynamic import, which lazy compilation compiles on demand.
    expect(registry).toContain('import(/* webpackChunkName: ');
    expect(registry).toContain('"@site/docs/learn/what-is-nillion.mdx", undefined],');
  });

  it('keeps the module ids in a production build, whose server rendering reads them', async () => {
    const registry = await registryIn('production');
    expect(registry).toContain('require.resolveWeak("@site/docs/learn/what-is-nillion.mdx")');
  });
});
