// Wrapped (docusaurus-theme-openapi-docs 5.2.0): the theme renders every description, qualifier and
// enum list of an API page's parameters and schemas through react-markdown (remark, rehype-raw with
// parse5) while the page hydrates, only to produce the HTML the server already wrote. On the nilAI
// chat completion page that was about 540 ms of a phone's main thread (Lighthouse mobile, 4x CPU),
// the largest share of its Total Blocking Time. A wrapper cannot skip it by props: here each
// description keeps the server's HTML while the page hydrates (read by a hydration-stable id, as
// src/theme/CodeBlock/Content does for code), and is rendered by the theme's Markdown only when
// drawn in the browser (client-side navigation, a section opened later). A description holding a
// fenced code block is hydrated as before, so its code block's buttons work.
// Can go when the theme renders descriptions at build time or hydrates them without re-parsing.
// Upstream: https://github.com/PaloAltoNetworks/docusaurus-openapi-docs/blob/v5.2.0/packages/docusaurus-theme-openapi-docs/src/theme/Markdown/index.js
import {useEffect, useId, useState, type ReactNode} from 'react';
import {loadMarkdown, loadedMarkdown} from '#api-markdown';
import type {ThemeMarkdown} from '@site/src/lib/api-markdown/types';
import {useServerHtml, useServerHtmlKey} from '@site/src/components/useServerHtml';
import styles from './styles.module.css';

interface Props {
  children?: string;
}

/** A fenced code block: the theme draws it with CodeBlock, whose buttons need hydrating. */
const FENCED_CODE = /^[ \t]*(```|~~~)/m;

/** A component the theme's Markdown is drawn with, the same on every render. */
function ThemeMarkdownOf({
  markdown: Loaded,
  children,
}: {
  markdown: ThemeMarkdown;
  children?: string;
}) {
  return <Loaded>{children}</Loaded>;
}

/** The theme's Markdown once loaded (asked for on the first render that needs it), else null. */
function useMarkdown(needed: boolean): ThemeMarkdown | null {
  const [markdown, setMarkdown] = useState(loadedMarkdown);
  useEffect(() => {
    if (!needed || markdown) return undefined;
    let current = true;
    loadMarkdown().then(
      (loaded) => current && setMarkdown(() => loaded),
      // The description stays as first drawn; the next one drawn tries the load again.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [needed, markdown]);
  return markdown;
}

export default function MarkdownWrapper({children}: Props): ReactNode {
  const id = `md-${useId()}`;
  // Inside a region drawn only when used (src/components/StaticUntilUsed), found again by content.
  const key = useServerHtmlKey(children ?? '');
  const serverHtml = useServerHtml(id, {key});
  // A description with a fenced code block is drawn again by the theme once its Markdown is here,
  // so the code block's buttons work; until then it shows the server's HTML.
  const rendered = serverHtml === null || (children !== undefined && FENCED_CODE.test(children));
  const markdown = useMarkdown(rendered);
  if (rendered && markdown) {
    return (
      <div id={id} data-html-key={key} className={styles.markdown}>
        <ThemeMarkdownOf markdown={markdown}>{children}</ThemeMarkdownOf>
      </div>
    );
  }
  if (serverHtml !== null) {
    return (
      <div
        id={id}
        data-html-key={key}
        className={styles.markdown}
        dangerouslySetInnerHTML={{__html: serverHtml}}
      />
    );
  }
  // Drawn in the browser before the theme's Markdown has loaded: its text, for a moment.
  return (
    <div id={id} data-html-key={key} className={styles.markdown}>
      <p>{children}</p>
    </div>
  );
}
