/**
 * The work every page runs before it answers input, in tasks short enough for a phone (issue 40):
 * main.js compiled while it streams (plugins/compile-hints), the client entry's stages, and the
 * render-time work taken out of the Docusaurus files as installed (patches/README.md,
 * "start-up-tasks"). Lighthouse's mobile run counts every main-thread task over 50 ms after its
 * CPU slowdown; each of these was a part of one.
 */
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {rspack, type Configuration} from '@rspack/core';
import {describe, expect, it} from 'vitest';
import compileHintsPlugin from '../../../plugins/compile-hints';

const siteDir = path.resolve(__dirname, '../../..');
const installed = (file: string) => readFileSync(path.join(siteDir, 'node_modules', file), 'utf8');

type ConfigureWebpack = NonNullable<Plugin['configureWebpack']>;
type Utils = Parameters<ConfigureWebpack>[2];

/** Builds a two-chunk app (an entry and a lazily imported module) as the site's client build names its files. */
async function buildWithCompileHints(isServer = false): Promise<Map<string, string>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
  mkdirSync(path.join(dir, 'src'));
  writeFileSync(
    path.join(dir, 'src', 'index.js'),
    '/* a comment the minifier drops */\nimport("./later").then((m) => console.log(m.later()));\n',
  );
  writeFileSync(path.join(dir, 'src', 'later.js'), 'export const later = () => "later";\n');
  const plugin = compileHintsPlugin()({} as LoadContext, {}) as Plugin;
  const utils = {currentBundler: {name: 'rspack', instance: rspack}} as unknown as Utils;
  const added = plugin.configureWebpack!({}, isServer, utils, undefined) as Configuration;
  const out = path.join(dir, 'build');
  const config: Configuration = {
    mode: 'production',
    context: dir,
    entry: {main: './src/index.js'},
    output: {
      path: out,
      filename: 'assets/js/[name].[contenthash:8].js',
      chunkFilename: 'assets/js/[name].[contenthash:8].js',
    },
    optimization: {runtimeChunk: true, minimize: true},
    plugins: added.plugins ?? [],
  };
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

describe('main.js is compiled while it streams', () => {
  it('opens the minified main.js with the compile hint, and no other script', async () => {
    const files = await buildWithCompileHints();
    const main = [...files].filter(([file]) => /^main\.[0-9a-f]{8}\.js$/.test(file));
    expect(main).toHaveLength(1);
    // Chromium reads the hint only as the file's first line.
    expect(main[0]![1].split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    // The runtime and the lazily loaded chunk are not needed at start-up, or are tiny.
    const others = [...files].filter(([file]) => !file.startsWith('main.'));
    expect(others.length).toBeGreaterThanOrEqual(2);
    for (const [, text] of others) expect(text).not.toContain('allFunctionsCalledOnLoad');
  }, 30_000);

  it('leaves the server bundle alone', () => {
    const plugin = compileHintsPlugin()({} as LoadContext, {}) as Plugin;
    const utils = {currentBundler: {name: 'rspack', instance: rspack}} as unknown as Utils;
    expect(plugin.configureWebpack!({}, true, utils, undefined)).toEqual({});
  });
});

describe('the client entry starts in stages, a task each', () => {
  const entry = installed('@docusaurus/core/lib/client/clientEntry.js');

  it('evaluates nothing but the environment check in main.js’s own task', () => {
    const staticImports = [...entry.matchAll(/^import\b.*?from '([^']+)';$/gm)].map((m) => m[1]);
    expect(staticImports).toEqual(['./exports/ExecutionEnvironment']);
  });

  it('keeps every deferred module in main.js (no extra request)', () => {
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
    const component = source.slice(source.indexOf('function ApiItem('));
    // The one call that inflates the `api` front matter runs only once the page is in the browser
    // (the request explorer's store reads it); the hydrating render leaves it compressed.
    expect(component.match(/pako_1\.ungzip\)\(/g)).toHaveLength(1);
    const decode = component.indexOf('pako_1.ungzip');
    const guard = component.lastIndexOf('if (', decode);
    expect(component.slice(guard, component.indexOf('{', guard))).toMatch(
      /^if \(api && isBrowser\) $/,
    );
    expect(component.indexOf('const isBrowser =')).toBeLessThan(guard);
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
