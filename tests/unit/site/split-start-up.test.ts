/**
 * The browser's start-up in short tasks (patches/README.md, "split-start-up"): the Docusaurus and
 * theme files as installed, which is what both builds bundle. On a phone each of these updates,
 * set in a mount effect outside a transition, rendered in one synchronous pass of 160-270 ms; a
 * transition renders in 5 ms slices. The expected values are the updates the reader cannot be
 * waiting for (each is read back from the page or storage right after hydration).
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const siteDir = path.resolve(__dirname, '../../..');
const installed = (file: string) => readFileSync(path.join(siteDir, 'node_modules', file), 'utf8');

/**
 * Each update that must be a transition: its file and the statement its mount effect runs, which
 * must be wrapped in `startTransition(` and never run bare.
 */
const TRANSITIONS: readonly (readonly [what: string, file: string, statement: string])[] = [
  ['isBrowser turns true', '@docusaurus/core/lib/client/browserContext.js', 'setIsBrowser(true)'],
  [
    'the first window size',
    '@docusaurus/theme-common/lib/hooks/useWindowSize.js',
    'updateWindowSize',
  ],
  [
    "the announcement bar's dismissal read from storage",
    '@docusaurus/theme-common/lib/contexts/announcementBar.js',
    'setClosed(isDismissedInStorage())',
  ],
  [
    'the preferred docs version read from storage',
    '@docusaurus/plugin-content-docs/lib/client/docsPreferredVersion.js',
    'setState(readStorageState({ allDocsData, versionPersistence, pluginIds }))',
  ],
  [
    "the mobile menu's secondary content",
    '@docusaurus/theme-common/lib/contexts/navbarSecondaryMenu/content.js',
    'setContent({ component, props: memoizedProps })',
  ],
  [
    "the mobile menu's secondary panel shown",
    '@docusaurus/theme-common/lib/contexts/navbarSecondaryMenu/display.js',
    'setShown(true)',
  ],
  [
    "the mobile menu's secondary panel hidden",
    '@docusaurus/theme-common/lib/contexts/navbarSecondaryMenu/display.js',
    'setShown(false)',
  ],
  [
    "a code block's hidden tab",
    '@docusaurus/theme-common/lib/hooks/useCodeWordWrap.js',
    'setHiddenTabElement(hiddenTab)',
  ],
  [
    "a code block's scrollability",
    '@docusaurus/theme-common/lib/hooks/useCodeWordWrap.js',
    'setIsCodeScrollable(isScrollable)',
  ],
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('post-hydration updates are transitions', () => {
  it.each(TRANSITIONS)('%s (%s)', (_what, file, statement) => {
    const source = installed(file);
    // `startTransition(() => x)`, or `startTransition(fn)` for a function run as the statement.
    const wrapped = new RegExp(`startTransition\\((\\(\\) => )?${escape(statement)}\\)`);
    expect(source).toMatch(wrapped);
    const bare = new RegExp(`^\\s*${escape(statement)}(\\(\\))?;`, 'm');
    expect(source).not.toMatch(bare);
    expect(source).toMatch(/import (React, )?\{[^}]*\bstartTransition\b[^}]*\} from 'react';/);
  });

  it('reads the colour mode back from the page in a transition, in the effect pass of isBrowser', () => {
    // Urgent, a mode other than the default re-rendered the page in one blocking pass. In the
    // same effects pass as useIsBrowser's transition it commits with it, so the toggle (disabled
    // until isBrowser) never acts on the server's default: tests/e2e/colour-mode.spec.ts.
    const source = installed('@docusaurus/theme-common/lib/contexts/colorMode.js');
    const state = source.slice(source.indexOf('function useColorModeState('));
    const effect = state.slice(state.indexOf('useEffect('), state.indexOf('}, []);'));
    expect(effect).toMatch(
      /^useEffect\(\(\) => \{\s*startTransition\(\(\) => \{\s*setColorModeState\(ColorModeAttribute\.get\(\)\);\s*setColorModeChoiceState\(ColorModeChoiceAttribute\.get\(\)\);\s*\}\);\s*$/,
    );
  });
});

// The client entry's tasks, the route's modules among them: start-up-tasks.test.ts.

describe('tabs keep the panels they hydrated', () => {
  const tabModules = (dir: string) =>
    readdirSync(path.join(siteDir, 'node_modules', dir), {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('.js'))
      .map((file) => path.join(dir, file));

  it('no tab component of either theme keys its panels by useIsBrowser', () => {
    expect(tabModules('@docusaurus/theme-classic/lib/theme')).toContain(
      path.join('@docusaurus/theme-classic/lib/theme', 'Tabs/index.js'),
    );
    // Keyed by isBrowser, every panel hydrated was thrown away and drawn again as it turned true.
    const keyedByBrowser = [
      ...tabModules('@docusaurus/theme-classic/lib/theme'),
      ...tabModules('docusaurus-theme-openapi-docs/lib/theme'),
    ]
      // The request explorer's own tabs load on demand, after start-up.
      .filter((file) => /Tabs[\\/]index\.js$/.test(file) && !file.includes('ApiExplorer'))
      .filter((file) => /key[=:]\s*\{?String\(isBrowser\)/.test(installed(file)));
    expect(keyedByBrowser).toEqual([]);
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
