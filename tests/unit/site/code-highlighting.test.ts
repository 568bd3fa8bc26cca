import {createElement, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import fs from 'node:fs';
import path from 'node:path';
import {CachedInputFileSystem, ResolverFactory} from 'enhanced-resolve';
import {describe, expect, it} from 'vitest';
import {Highlight, type Token} from 'prism-react-renderer';
import {codeTheme, codeThemeDark} from '../../../config/code-theme';
import {plainLines, type PlainLines} from '../../../src/lib/code-highlighter/plain';

const siteDir = path.resolve(__dirname, '../../..');

/** Lines and tokens drawn the way the theme's CodeBlock/Line does (a div per line, a span per token). */
function drawLines(
  tokens: Token[][],
  getLineProps: PlainLines['getLineProps'],
  getTokenProps: PlainLines['getTokenProps'],
): ReactNode {
  return tokens.map((line, index) =>
    createElement(
      'div',
      {key: index, ...getLineProps({line})},
      line.map((token, key) => createElement('span', {key, ...getTokenProps({token})})),
    ),
  );
}

describe('a code block before the highlighter has loaded', () => {
  const code = 'first line\n\n  indented <b>not markup</b>\nlast';

  it('draws what prism-react-renderer draws for text it does not highlight', () => {
    // prism-react-renderer itself, for a language it has no grammar for: the same text, unhighlighted.
    const expected = renderToStaticMarkup(
      createElement(Highlight, {
        theme: codeTheme,
        code,
        language: 'no-such-language',
        children: ({tokens, getLineProps, getTokenProps}) =>
          drawLines(tokens, getLineProps, getTokenProps),
      }),
    );
    const plain = plainLines(code, codeTheme);
    expect(
      renderToStaticMarkup(drawLines(plain.tokens, plain.getLineProps, plain.getTokenProps)),
    ).toBe(expected);
  });

  it('keeps every line, blank ones included, as text', () => {
    const plain = plainLines(code, codeThemeDark);
    expect(plain.tokens.map((line) => line.map((token) => token.content).join(''))).toEqual([
      'first line',
      '\n',
      '  indented <b>not markup</b>',
      'last',
    ]);
    const markup = renderToStaticMarkup(
      drawLines(plain.tokens, plain.getLineProps, plain.getTokenProps),
    );
    expect(markup).toContain('&lt;b&gt;not markup&lt;/b&gt;');
  });
});

describe('the code theme', () => {
  it('colours tokens the same in both modes: blocks keep the server-drawn tokens in either', () => {
    expect(codeThemeDark.styles).toEqual(codeTheme.styles);
    expect(codeThemeDark.plain.color).toBe(codeTheme.plain.color);
  });
});

describe('Prism outside the start-up', () => {
  it("leaves the classic theme's start-up Prism module out of the client modules", async () => {
    // The theme registered lib/prism-include-languages, which imports Prism's grammars on every
    // page before it can hydrate; the patch drops it and keeps the theme's other modules.
    const {default: themeClassic} = (await import('@docusaurus/theme-classic')) as unknown as {
      default: (context: unknown, options: unknown) => {getClientModules: () => string[]};
    };
    const modules = themeClassic(
      {
        i18n: {currentLocale: 'en', localeConfigs: {en: {direction: 'ltr'}}},
        siteDir: siteDir,
        siteConfig: {themeConfig: {prism: {additionalLanguages: []}}},
      },
      {customCss: []},
    ).getClientModules();
    expect(modules.some((module) => module.includes('prism'))).toBe(false);
    expect(modules).toContain('./nprogress');
  });

  it('gives the server build the highlighter at once and the browser the one loaded on demand', () => {
    const resolveFor = (conditionNames: string[]) =>
      ResolverFactory.createResolver({
        fileSystem: new CachedInputFileSystem(fs, 0),
        conditionNames,
        extensions: ['.ts', '.tsx', '.js'],
        useSyncFileSystemCalls: true,
      }).resolveSync({}, path.join(siteDir, 'src/theme/CodeBlock/Content'), '#code-highlighter');
    // The conditions each build resolves with: the server's target is Node, the browser's is not.
    expect(resolveFor(['node', 'import'])).toBe(
      path.join(siteDir, 'src/lib/code-highlighter/server.ts'),
    );
    expect(resolveFor(['browser', 'import'])).toBe(
      path.join(siteDir, 'src/lib/code-highlighter/client.ts'),
    );
  });
});
