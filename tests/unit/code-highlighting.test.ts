import {createElement, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {createRequire} from 'node:module';
import {existsSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {Highlight, type Token} from 'prism-react-renderer';
import {codeTheme, codeThemeDark} from '../../config/code-theme';
import {HIGHLIGHTER_REQUEST, THEME_PRISM_CLIENT_MODULE} from '../../plugins/code-highlighting';
import {plainLines, type PlainLines} from '../../src/lib/code-highlighter/plain';

const require = createRequire(import.meta.url);

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

describe('plugins/code-highlighting', () => {
  it('replaces the classic theme client module that loads Prism at start-up, and only that file', () => {
    const themeDir = require
      .resolve('@docusaurus/theme-classic/package.json')
      .replace(/package\.json$/, '');
    const clientModule = `${themeDir}lib/prism-include-languages`;
    expect(existsSync(`${clientModule}.js`), 'the file the plugin replaces').toBe(true);
    expect(THEME_PRISM_CLIENT_MODULE.test(clientModule)).toBe(true);
    expect(THEME_PRISM_CLIENT_MODULE.test(`${clientModule}.js`)).toBe(true);
    // The swizzlable component of the same name registers the extra languages when the
    // highlighter loads: it must stay.
    expect(THEME_PRISM_CLIENT_MODULE.test(`${themeDir}lib/theme/prism-include-languages`)).toBe(
      false,
    );
  });

  it('gives the server build the highlighter the code blocks import', () => {
    expect(HIGHLIGHTER_REQUEST.test('@site/src/lib/code-highlighter/client')).toBe(true);
    expect(HIGHLIGHTER_REQUEST.test('@site/src/lib/code-highlighter/plain')).toBe(false);
  });
});
