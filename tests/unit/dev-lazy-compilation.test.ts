import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {describe, expect, it, vi} from 'vitest';
import {applyConfigureWebpack} from '@docusaurus/core/lib/webpack/configure';
import devLazyCompilationPlugin from '../../plugins/dev-lazy-compilation';
import openApiThemePlugin from '../../plugins/openapi-theme';
import registryLoader from '../../plugins/dev-lazy-compilation/registry-loader.cjs';

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
    for (const plugin of [
      devLazyCompilationPlugin(),
      openApiThemePlugin({apiDocsPluginId: 'api'}),
    ]) {
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

  it('passes the generated route registry, and only it, through the registry loader first', () => {
    const {config} = configure('development', false);
    const [rule] = (config.module as {rules: Record<string, unknown>[]}).rules;
    expect(rule.enforce).toBe('pre');
    expect(rule.include).toBe(generatedFilesDir);
    const test = rule.test as RegExp;
    expect(test.test('/site/.docusaurus/registry.js')).toBe(true);
    expect(test.test('/site/.docusaurus/routes.js')).toBe(false);
    expect(rule.use).toEqual([
      {loader: path.resolve(__dirname, '../../plugins/dev-lazy-compilation/registry-loader.cjs')},
    ]);
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

describe('registry loader', () => {
  // Two entries as Docusaurus 3.10 writes .docusaurus/registry.js.
  const registry = [
    'export default {',
    '  "content---learn-what-is-nillion-1a2-3b4": [() => import(/* webpackChunkName: "content---learn-what-is-nillion-1a2-3b4" */ "@site/docs/learn/what-is-nillion.mdx"), "@site/docs/learn/what-is-nillion.mdx", require.resolveWeak("@site/docs/learn/what-is-nillion.mdx")],',
    '  "__comp---theme-api-item-4-c-5-a29": [() => import(/* webpackChunkName: "__comp---theme-api-item-4-c-5-a29" */ "@theme/ApiItem"), "@theme/ApiItem", require.resolveWeak("@theme/ApiItem")],',
    '};',
  ].join('\n');

  it('takes out every weak dependency, which would have Rspack build the module at start-up', () => {
    const out = registryLoader(registry);
    expect(out).not.toContain('resolveWeak');
    expect(out).toContain('"@site/docs/learn/what-is-nillion.mdx", undefined],');
    expect(out).toContain('"@theme/ApiItem", undefined],');
  });

  it('keeps the dynamic imports (compiled on demand) and the module paths', () => {
    const out = registryLoader(registry);
    expect(out).toContain(
      '() => import(/* webpackChunkName: "__comp---theme-api-item-4-c-5-a29" */ "@theme/ApiItem")',
    );
    expect(out.split('\n')).toHaveLength(4);
  });

  it('handles a module path with an escaped quote', () => {
    expect(registryLoader('[1, require.resolveWeak("@site/docs/a\\"b.mdx")]')).toBe(
      '[1, undefined]',
    );
  });
});
