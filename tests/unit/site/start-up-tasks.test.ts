/**
 * The work every page runs before it answers input, in tasks short enough for a phone (issue 40):
 * the start-up scripts, each compiled while it streams (plugins/start-up-scripts), the client
 * entry's stages, and the render-time work taken out of the Docusaurus files as installed
 * (patches/README.md, "start-up-tasks"). Lighthouse's mobile run counts every main-thread task over
 * 50 ms after its CPU slowdown; each of these was a part of one.
 */
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {applyConfigureWebpack} from '@docusaurus/core/lib/webpack/configure';
import {rspack, type Configuration} from '@rspack/core';
import {describe, expect, it} from 'vitest';
import startUpScriptsPlugin from '../../../plugins/start-up-scripts';

const siteDir = path.resolve(__dirname, '../../..');
const installed = (file: string) => readFileSync(path.join(siteDir, 'node_modules', file), 'utf8');

type ConfigureWebpack = NonNullable<Plugin['configureWebpack']>;
type Utils = Parameters<ConfigureWebpack>[2];

const utils = {currentBundler: {name: 'rspack', instance: rspack}} as unknown as Utils;
const plugin = () => startUpScriptsPlugin()({} as LoadContext, {}) as Plugin;

/** A file of the app below, by what it holds: a string the minifier keeps. */
const write = (dir: string, file: string, text: string) => {
  mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
  writeFileSync(path.join(dir, file), text);
};

/**
 * Builds a small app laid out as the site's client build sees it (React DOM and its scheduler in
 * node_modules, the generated data in `.docusaurus/`, a route module loaded later), with
 * Docusaurus's own client settings (a runtime chunk, its cache groups) merged with the plugin's as
 * Docusaurus merges them. Returns each emitted script's text by file name.
 */
async function buildLikeTheSite(splitChunks: false | object = {}): Promise<Map<string, string>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'start-up-scripts-'));
  write(dir, 'node_modules/react-dom/index.js', 'export const dom = () => "react-dom code";\n');
  write(dir, 'node_modules/scheduler/index.js', 'export const tick = () => "scheduler code";\n');
  write(dir, 'node_modules/other/index.js', 'export const other = () => "other package code";\n');
  write(dir, '.docusaurus/registry.js', 'export const registry = () => "registry data";\n');
  write(dir, '.docusaurus/globalData.json', '{"docs": "global data"}\n');
  write(dir, '.docusaurus/plugin/default/route.json', '{"route": "route module data"}\n');
  write(dir, 'src/later.js', 'export const later = () => "later code";\n');
  write(
    dir,
    'src/index.js',
    [
      '/* a comment the minifier drops */',
      'import {dom} from "react-dom";',
      'import {tick} from "scheduler";',
      'import {other} from "other";',
      'import {registry} from "../.docusaurus/registry.js";',
      'import data from "../.docusaurus/globalData.json";',
      'import route from "../.docusaurus/plugin/default/route.json";',
      'console.log(dom(), tick(), other(), registry(), data.docs, route.route, "app shell code");',
      'import("./later").then((m) => console.log(m.later()));',
      '',
    ].join('\n'),
  );
  const out = path.join(dir, 'build');
  const docusaurusClient: Configuration = {
    mode: 'production',
    context: dir,
    entry: {main: './src/index.js'},
    output: {
      path: out,
      filename: 'assets/js/[name].[contenthash:8].js',
      chunkFilename: 'assets/js/[name].[contenthash:8].js',
    },
    optimization: {
      runtimeChunk: true,
      minimize: true,
      splitChunks: splitChunks && {
        name: false,
        cacheGroups: {default: false, common: {name: 'common', minChunks: 2, priority: 40}},
        ...splitChunks,
      },
    },
  };
  const config = applyConfigureWebpack({
    configureWebpack: plugin().configureWebpack!,
    config: docusaurusClient as never,
    isServer: false,
    configureWebpackUtils: utils,
    content: undefined,
  }) as Configuration;
  await new Promise<void>((resolve, reject) =>
    rspack(config, (error, stats) =>
      error || stats?.hasErrors() ? reject(error ?? new Error(stats!.toString())) : resolve(),
    ),
  );
  const files = readdirSync(path.join(out, 'assets/js'));
  return new Map(
    files.map((file) => [file, readFileSync(path.join(out, 'assets/js', file), 'utf8')]),
  );
}

/** The one emitted script whose name is `<name>.<8 hex digits>.js`. */
function script(files: Map<string, string>, name: string): string {
  const found = [...files].filter(([file]) =>
    new RegExp(`^${name}\\.[0-9a-f]{8}\\.js$`).test(file),
  );
  expect(found.map(([file]) => file)).toHaveLength(1);
  return found[0]![1];
}

describe('the start-up scripts: React DOM, then the app', () => {
  it('puts React DOM in a file of its own, the runtime and the route data inside main', async () => {
    const files = await buildLikeTheSite();
    const reactDom = script(files, 'react-dom');
    const main = script(files, 'main');
    expect(reactDom).toContain('react-dom code');
    expect(reactDom).toContain('scheduler code');
    for (const text of ['app shell code', 'other package code', 'registry data', 'global data']) {
      expect(main).toContain(text);
      expect(reactDom).not.toContain(text);
    }
    expect(main).not.toContain('react-dom code');
    // No runtime file: as many requests as main.js and runtime~main.js made.
    expect([...files.keys()].filter((file) => file.startsWith('runtime'))).toEqual([]);
    // The two, and the route module loaded later.
    expect(files.size).toBe(3);
  }, 30_000);

  it('opens each start-up script with the compile hint, and no other script', async () => {
    const files = await buildLikeTheSite();
    // Chromium reads the hint only as the file's first line.
    for (const name of ['react-dom', 'main']) {
      expect(script(files, name).split('\n')[0], name).toBe('//# allFunctionsCalledOnLoad');
    }
    const later = [...files].filter(([, text]) => text.includes('later code'));
    expect(later).toHaveLength(1);
    expect(later[0]![1]).not.toContain('allFunctionsCalledOnLoad');
  }, 30_000);

  it('leaves a compiler with chunk splitting off unsplit (npm start), hinting main', async () => {
    const files = await buildLikeTheSite(false);
    expect([...files.keys()].some((file) => file.startsWith('react-dom.'))).toBe(false);
    expect(script(files, 'main').split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
  }, 30_000);

  it('leaves the server bundle alone', () => {
    expect(plugin().configureWebpack!({}, true, utils, undefined)).toEqual({});
  });
});

describe('the client entry starts in stages, a task each', () => {
  const entry = installed('@docusaurus/core/lib/client/clientEntry.js');

  it('evaluates nothing but the environment check in the start-up scripts’ own tasks', () => {
    const staticImports = [...entry.matchAll(/^import\b.*?from '([^']+)';$/gm)].map((m) => m[1]);
    expect(staticImports).toEqual(['./exports/ExecutionEnvironment']);
  });

  it('keeps every deferred module in the start-up scripts (no extra request)', () => {
    const dynamicImports = [...entry.matchAll(/import\((\/\*[^*]*\*\/ )?'([^']+)'\)/g)];
    expect(dynamicImports.length).toBeGreaterThanOrEqual(8);
    for (const [, comment] of dynamicImports) expect(comment).toBe('/* webpackMode: "eager" */ ');
  });

  it('yields before React DOM, before the app, before the route’s modules and before each of its chunks', () => {
    // A macrotask (setTimeout) between stages: a microtask would run in the same task.
    expect(entry).toMatch(
      /const nextTask = \(\) => new Promise\(\(resume\) => setTimeout\(resume, 0\)\);/,
    );
    const at = (pattern: string) => entry.indexOf(pattern);
    const steps = [
      at('nextTask()\n'),
      at(`import(/* webpackMode: "eager" */ 'react-dom/client'))`),
      at('.then(nextTask)'),
      at(`import(/* webpackMode: "eager" */ './App')`),
      // The route's chunks start loading one a task while preload runs, then loading is as it was.
      at('__webpack_chunk_load__ = (chunkId) => nextTask().then(() => loadChunk(chunkId));'),
      at('return nextTask()'),
      at('preload(window.location.pathname)'),
      at('__webpack_chunk_load__ = loadChunk;'),
      at('startTransition(renderApp)'),
    ];
    for (const step of steps) expect(step).toBeGreaterThan(-1);
    expect([...steps].sort((a, b) => a - b)).toEqual(steps);
  });
});

describe('render-time work moved out of hydration', () => {
  it('useScrollPosition reads the scroll offset in its effect, never during render', () => {
    const source = installed('@docusaurus/theme-common/lib/utils/scrollUtils.js');
    const hook = source.slice(source.indexOf('export function useScrollPosition('));
    const render = hook.slice(0, hook.indexOf('useEffect('));
    // Reading pageXOffset forces a layout: in a render it lengthened hydration's slices.
    expect(render).not.toContain('getScrollPosition()');
    expect(hook.slice(hook.indexOf('useEffect('))).toContain('getScrollPosition()');
  });

  it('an API operation page hydrates without decompressing its operation', () => {
    const source = installed('docusaurus-theme-openapi-docs/lib/theme/ApiItem/index.js');
    // The one call that inflates the `api` front matter runs only once the page is in the browser
    // (the request explorer's store reads it); the hydrating render leaves it compressed.
    expect(source.match(/pako_1\.ungzip\)\(/g)).toHaveLength(1);
    const provider = source.slice(source.indexOf('function ApiStore('));
    const inflate = provider.indexOf('inflateOperation(compressed)');
    const serverReturn = provider.indexOf('if (!isBrowser) {');
    expect(serverReturn).toBeGreaterThan(-1);
    expect(inflate).toBeGreaterThan(provider.indexOf('return {', serverReturn));
  });

  it('an API operation page is not rendered again when isBrowser turns true', () => {
    const source = installed('docusaurus-theme-openapi-docs/lib/theme/ApiItem/index.js');
    const apiItem = source.slice(source.indexOf('function ApiItem('));
    // ApiItem renders the layout, the navbar and the operation's trees: a context it read would
    // render them all again in the transition after hydration.
    expect(apiItem).not.toMatch(/useIsBrowser|useContext|useTypedSelector/);
    // The provider that reads it passes the page on as `children`, the same elements, which React
    // does not render again, and makes the store and the operation once per value of isBrowser.
    const provider = source.slice(
      source.indexOf('function ApiStore('),
      source.indexOf('function ApiItem('),
    );
    expect(provider).toMatch(/function ApiStore\(\{ compressed, options, children \}\)/);
    expect(provider).toMatch(/useMemo\(\(\) => \{[^]*\}, \[compressed, options, isBrowser\]\)/);
    expect(provider).toMatch(/Provider, \{ store: value\.store \}, children\)/);
    expect(apiItem).toMatch(/createElement\(\s*ApiStore,\s*\{ compressed: api, options \}/);
  });

  it('every Link shares one IntersectionObserver, made once per page', () => {
    const source = installed('@docusaurus/core/lib/client/exports/Link.js');
    expect(source.match(/new window\.IntersectionObserver\(/g)).toHaveLength(1);
    const component = source.slice(source.indexOf('function Link('));
    expect(component).not.toContain('IntersectionObserver(');
    // The ref callback is stable, so a re-render does not observe the link again.
    expect(component).toMatch(/const handleRef = useCallback\(/);
  });
});
