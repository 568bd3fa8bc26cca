import {useState} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';

/**
 * The inner HTML the server wrote for the element with this id (a hydration-stable `useId`),
 * read once, on the first render, while the page hydrates; null on the server, in renders after
 * hydration, when the element is not there, or when `wanted` (asked only then) says no. A
 * component shows it with `dangerouslySetInnerHTML` instead of hydrating what it would draw again:
 * src/theme/Markdown (an API description), src/theme/BlogLayout (a hidden table of contents),
 * src/theme/CodeBlock/Content (a code block's highlighted lines).
 */
export function useServerHtml(id: string, wanted: () => boolean = () => true): string | null {
  const hydrating = !useIsBrowser();
  const [html] = useState(() =>
    hydrating && ExecutionEnvironment.canUseDOM && wanted()
      ? (document.getElementById(id)?.innerHTML ?? null)
      : null,
  );
  return html;
}
