// Ejected from @docusaurus/theme-classic 3.10.2 (CodeBlock/Content): https://github.com/facebook/docusaurus/blob/v3.10.2/packages/docusaurus-theme-classic/src/theme/CodeBlock/Content/index.tsx
// Upstream imports prism-react-renderer and highlights every block again while the page hydrates;
// with the theme's prism-include-languages client module, Prism's grammars ran at start-up on every
// page (about 190 ms of main thread at 4x CPU slowdown, code blocks or not). A wrapper cannot
// change that: the original imports Prism itself. This copy draws the same markup, and only this
// differs:
// - a block the server drew keeps the server's lines: hydration renders the same <pre> around the
//   server's inner HTML (found by a hydration-stable id), so no Prism is loaded or run for it; a
//   block the theme's Tabs draw again right after hydration reuses that HTML too.
//   Token colours are the same in both colour modes (config/code-theme.ts); the <pre>'s own
//   colours follow the mode as before;
// - a block first drawn in the browser (client-side navigation) shows its code unhighlighted in
//   the same box while the highlighter loads (src/lib/code-highlighter), then highlighted.
// Prism stays out of the browser's start-up (the classic theme's client module is patched out:
// patches/README.md) and the server build gets a highlighter that is there at once
// (`#code-highlighter` in package.json "imports"). Can go back to upstream when the theme highlights at build
// time or loads Prism on demand (facebook/docusaurus#9122 asks for build-time highlighting).
import React, {useEffect, useId, useState, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext, type CodeBlockMetadata} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import type {Props as LineProps} from '@theme/CodeBlock/Line';
import Line from '@theme/CodeBlock/Line';
import {loadHighlighter, loadedHighlighter} from '#code-highlighter';
import {plainLines} from '@site/src/lib/code-highlighter/plain';
import {useServerHtml, useServerHtmlKey} from '@site/src/components/useServerHtml';
import styles from './styles.module.css';

function Code(props: ComponentProps<'code'>) {
  const {metadata} = useCodeBlockContext();
  return (
    <code
      {...props}
      className={clsx(
        props.className,
        styles.codeBlockLines,
        metadata.lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering,
      )}
      style={{
        ...props.style,
        counterReset:
          metadata.lineNumbersStart === undefined
            ? undefined
            : `line-count ${metadata.lineNumbersStart - 1}`,
      }}
    />
  );
}

/**
 * The server's inner HTML of each block hydrated on this page, by what the block shows. The
 * classic theme's Tabs draw their panels again right after hydration (they are keyed by
 * useIsBrowser to pick the stored tab), so a block in a tab is hydrated, then mounted afresh with
 * a new id: it finds its lines here instead of loading the highlighter.
 */
const serverMarkupByBlock = new Map<string, string>();

/** What decides a block's lines: it names the block's server HTML when drawn again. */
function blockOf({language, lineNumbersStart, lineClassNames, code}: CodeBlockMetadata): string {
  return JSON.stringify([language, lineNumbersStart, lineClassNames, code]);
}

/**
 * The inner HTML the server wrote for this block: read from the <pre> with this id while the page
 * hydrates (later blocks, drawn in the browser, have ids the server never wrote), or by content
 * (`key`) when its region is first drawn live, or kept from that reading for a block drawn again.
 * Read once, on the first render (so is the block's key).
 */
function useServerMarkup(
  id: string,
  key: string | undefined,
  metadata: CodeBlockMetadata,
): string | null {
  const written = useServerHtml(id, {key});
  const [markup] = useState(() => {
    if (!ExecutionEnvironment.canUseDOM) return null;
    const block = blockOf(metadata);
    if (written !== null) serverMarkupByBlock.set(block, written);
    return written ?? serverMarkupByBlock.get(block) ?? null;
  });
  return markup;
}

export default function CodeBlockContent({className: classNameProp}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const id = `code-${useId()}`;
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  // Inside a region drawn only when used (src/components/StaticUntilUsed), found again by content.
  const key = useServerHtmlKey(() => blockOf(metadata));
  const serverMarkup = useServerMarkup(id, key, metadata);
  const [highlighter, setHighlighter] = useState(loadedHighlighter);
  useEffect(() => {
    if (serverMarkup !== null || highlighter) return;
    let current = true;
    loadHighlighter().then(
      (loaded) => current && setHighlighter(loaded),
      // The code stays readable unhighlighted; the next block drawn tries the load again.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [serverMarkup, highlighter]);

  const showLineNumbers = lineNumbersStart !== undefined;
  // The class prism-react-renderer gives a block, for the two ways it is drawn without it.
  const prismClass = `prism-code language-${language.toLowerCase()}`;
  const pre = (className: string | undefined, style: React.CSSProperties | undefined) => ({
    id,
    'data-html-key': key,
    ref: wordWrap.codeBlockRef,
    // Upstream's Pre: the box scrolls sideways, so it takes keyboard focus.
    tabIndex: 0,
    className: clsx(classNameProp, className, styles.codeBlock, 'thin-scrollbar'),
    style,
  });
  const lines = (
    tokens: LineProps['line'][],
    getLineProps: LineProps['getLineProps'],
    getTokenProps: LineProps['getTokenProps'],
  ) =>
    tokens.map((line, index) => (
      <Line
        key={index}
        line={line}
        getLineProps={getLineProps}
        getTokenProps={getTokenProps}
        classNames={lineClassNames[index]}
        showLineNumbers={showLineNumbers}
      />
    ));

  if (serverMarkup !== null) {
    // React keeps inner HTML it is given as it is, and never re-renders it while it is unchanged.
    return (
      <pre
        {...pre(prismClass, prismTheme.plain)}
        dangerouslySetInnerHTML={{__html: serverMarkup}}
      />
    );
  }
  if (highlighter) {
    const {Highlight} = highlighter;
    return (
      <Highlight theme={prismTheme} code={code} language={language}>
        {({className, style, tokens, getLineProps, getTokenProps}) => (
          <pre {...pre(className, style)}>
            <Code>{lines(tokens, getLineProps, getTokenProps)}</Code>
          </pre>
        )}
      </Highlight>
    );
  }
  const plain = plainLines(code, prismTheme);
  return (
    <pre {...pre(prismClass, prismTheme.plain)}>
      <Code>{lines(plain.tokens, plain.getLineProps, plain.getTokenProps)}</Code>
    </pre>
  );
}
