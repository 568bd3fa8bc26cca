/**
 * A code block's lines before the highlighter has loaded: the same lines, line and token markup
 * and text colour prism-react-renderer draws for unhighlighted text, so the block keeps its size
 * when the highlighted lines replace these (no layout shift), only gaining colours.
 */
import clsx from 'clsx';
import type {
  LineInputProps,
  LineOutputProps,
  PrismTheme,
  Token,
  TokenInputProps,
  TokenOutputProps,
} from 'prism-react-renderer';

export interface PlainLines {
  tokens: Token[][];
  getLineProps: (input: LineInputProps) => LineOutputProps;
  getTokenProps: (input: TokenInputProps) => TokenOutputProps;
}

const LINE_BREAK = /\r\n|\r|\n/;

export function plainLines(code: string, theme: Pick<PrismTheme, 'plain'>): PlainLines {
  // The page's colours, without the block background the <pre> already has.
  const lineStyle = {...theme.plain, backgroundColor: undefined};
  const tokens = code
    .split(LINE_BREAK)
    .map((text): Token[] =>
      text === ''
        ? [{types: ['plain'], content: '\n', empty: true}]
        : [{types: ['plain'], content: text}],
    );
  return {
    tokens,
    getLineProps: ({className, style, line: _line, ...rest}) => ({
      ...rest,
      className: clsx('token-line', className),
      style: {...lineStyle, ...style},
    }),
    getTokenProps: ({token, className, style, ...rest}) => ({
      ...rest,
      className: clsx('token', ...token.types, className),
      children: token.content,
      style: token.empty ? {display: 'inline-block', ...style} : style,
    }),
  };
}
