import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import splitStartUpPlugin from '../../plugins/split-start-up';
import {START_UP_PATCHES, patchedFileTest} from '../../plugins/split-start-up/patches';

const siteDir = path.resolve(__dirname, '../..');
const require = createRequire(import.meta.url);

interface LoaderRule {
  test: RegExp;
  use: {loader: string; options: unknown}[];
}

/** The browser build's rules, as the plugin gives them to the bundler. */
function browserRules(isServer = false): LoaderRule[] {
  const plugin = splitStartUpPlugin()({siteDir} as never, {} as never) as unknown as {
    configureWebpack: (config: unknown, isServer: boolean) => {module?: {rules: LoaderRule[]}};
  };
  return plugin.configureWebpack({}, isServer).module?.rules ?? [];
}

/** Runs a rule's loader on `source` the way the bundler does. */
function runLoader(rule: LoaderRule, source: string): string {
  const [{loader, options}] = rule.use;
  const run = require(loader) as (this: unknown, source: string) => void;
  let output: string | undefined;
  run.call(
    {
      cacheable() {},
      getOptions: () => options,
      callback(error: Error | null, result: string) {
        if (error) throw error;
        output = result;
      },
    },
    source,
  );
  return output!;
}

const installedPath = (file: string) => path.join(siteDir, 'node_modules', file);
const count = (text: string, part: string) => text.split(part).length - 1;

describe('split start-up patches', () => {
  it.each(START_UP_PATCHES.map((patch) => [patch.file, patch.what, patch] as const))(
    '%s (%s): every search is in the installed file exactly once',
    (file, _what, patch) => {
      expect(existsSync(installedPath(file)), `${file} is installed`).toBe(true);
      const source = readFileSync(installedPath(file), 'utf8');
      for (const {search} of patch.replacements) expect(count(source, search), search).toBe(1);
    },
  );

  it('gives the browser build one rule per file, matching only that file in node_modules', () => {
    const rules = browserRules();
    expect(rules).toHaveLength(START_UP_PATCHES.length);
    for (const [index, patch] of START_UP_PATCHES.entries()) {
      const {test} = rules[index];
      expect(test.test(installedPath(patch.file))).toBe(true);
      expect(test.test(`C:\\site\\node_modules\\${patch.file.replaceAll('/', '\\')}`)).toBe(true);
      expect(test.test(path.join(siteDir, 'src', patch.file))).toBe(false);
      expect(test.test(`${installedPath(patch.file)}.map`)).toBe(false);
    }
    expect(
      patchedFileTest('@docusaurus/core/lib/client/clientEntry.js').test(
        '/x/node_modules/@docusaurus/core/lib/client/clientEntryXjs',
      ),
    ).toBe(false);
  });

  it('leaves the server build alone', () => {
    expect(browserRules(true)).toEqual([]);
  });

  it('marks the post-hydration updates as transitions in the files the bundler gets', () => {
    const rules = browserRules();
    for (const [index, patch] of START_UP_PATCHES.entries()) {
      const source = readFileSync(installedPath(patch.file), 'utf8');
      const patched = runLoader(rules[index], source);
      expect(patched, patch.file).not.toBe(source);
      for (const {search, replace} of patch.replacements) {
        expect(count(patched, replace), `${patch.file}: ${replace}`).toBe(1);
        if (!replace.includes(search)) expect(count(patched, search), search).toBe(0);
      }
      // Whatever a patch wraps in startTransition, the module imports it from React.
      if (patched.includes('startTransition(')) {
        expect(patched, patch.file).toMatch(
          /import (React, )?\{[^}]*\bstartTransition\b[^}]*\} from 'react';/,
        );
      }
    }
  });

  it('evaluates the route modules in a task of their own, after main.js', () => {
    const entry = START_UP_PATCHES.find((patch) => patch.file.endsWith('clientEntry.js'))!;
    const patched = runLoader(
      browserRules()[START_UP_PATCHES.indexOf(entry)],
      readFileSync(installedPath(entry.file), 'utf8'),
    );
    // A macrotask (setTimeout), not a microtask, comes before the route's preload.
    expect(patched).toMatch(
      /setTimeout\(resume, 0\)\)\.then\(\(\) => preload\(window\.location\.pathname\)\)/,
    );
  });

  it('fails on a file an upgrade has changed, rather than shipping it unpatched', () => {
    const [rule] = browserRules();
    expect(() => runLoader(rule, '// a different client entry\n')).toThrow(/Replace failed/);
  });
});

describe('tabs keep the panels they hydrated', () => {
  it('patches every tab component of both themes that keys its panels by useIsBrowser', () => {
    const patched = START_UP_PATCHES.filter((patch) =>
      patch.replacements.some(({search}) => search.includes('String(isBrowser)')),
    ).map((patch) => patch.file);
    // The tabs that draw reading content (the explorer's own tabs load on demand, after it).
    expect(patched.sort()).toEqual([
      '@docusaurus/theme-classic/lib/theme/Tabs/index.js',
      ...['ApiTabs', 'DiscriminatorTabs', 'MimeTabs', 'OperationTabs', 'SchemaTabs', 'Tabs'].map(
        (name) => `docusaurus-theme-openapi-docs/lib/theme/${name}/index.js`,
      ),
    ]);
  });

  it('finds no tabs whose default is computed in the browser, which the remount was for', () => {
    // facebook/docusaurus#5653: a defaultValue that differs between server and browser needs the
    // remount. A literal default (or a TabItem's `default`) is the same on both sides.
    const computedDefault = /<Tabs\b[^>]*\bdefaultValue=\{/;
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, {withFileTypes: true})) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (
          /\.(mdx?|tsx|jsx)$/.test(entry.name) &&
          computedDefault.test(readFileSync(file, 'utf8'))
        )
          offenders.push(path.relative(siteDir, file));
      }
    };
    for (const root of ['docs', 'articles', 'api', 'src']) walk(path.join(siteDir, root));
    expect(offenders).toEqual([]);
  });
});
