import {createContext, useContext, useState} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {contentKey} from '@site/src/lib/contentKey';

/**
 * The server's HTML of a StaticUntilUsed region (src/components/StaticUntilUsed), for the
 * components inside it that keep server HTML. The region draws them in the browser only once the
 * reader reaches for it, and that render is not a hydration: React's ids are new, so each
 * component finds its HTML by what it shows (`data-html-key`, a content key) instead of its id.
 */
export interface ServerHtmlRegion {
  /** The inner HTML the server wrote for the element marked with this key, or null. */
  byKey(key: string): string | null;
}

export const ServerHtmlRegionContext = createContext<ServerHtmlRegion | null>(null);

/** Attribute naming a component's server HTML by content inside a region. */
export const HTML_KEY_ATTRIBUTE = 'data-html-key';

/**
 * Inside a region (server or browser), the key a component marks its element with
 * (`data-html-key`) and finds its server HTML by; undefined elsewhere, where ids are enough.
 * `content` is whatever decides the component's HTML (a description's Markdown, a code block's
 * code and settings), or a function giving it, called only inside a region.
 */
export function useServerHtmlKey(content: string | (() => string)): string | undefined {
  const region = useContext(ServerHtmlRegionContext);
  if (!region) return undefined;
  return contentKey(typeof content === 'function' ? content() : content);
}

export interface ServerHtmlOptions {
  /** The component's content key inside a region (useServerHtmlKey). */
  key?: string;
  /** Asked only while hydrating: whether to keep the server's HTML at all. */
  wanted?: () => boolean;
}

/**
 * The inner HTML the server wrote for the element with this id (a hydration-stable `useId`),
 * read once, on the first render, while the page hydrates; or, for a component first drawn when
 * its StaticUntilUsed region goes live, the HTML the server wrote for the same content (`key`).
 * Null on the server, in other renders in the browser, when the element is not there, or when
 * `wanted` says no. A component shows it with `dangerouslySetInnerHTML` instead of hydrating
 * what it would draw again: src/theme/Markdown (an API description), src/theme/BlogLayout (a
 * hidden table of contents), src/theme/CodeBlock/Content (a code block's highlighted lines).
 */
export function useServerHtml(id: string, {key, wanted}: ServerHtmlOptions = {}): string | null {
  const hydrating = !useIsBrowser();
  const region = useContext(ServerHtmlRegionContext);
  const [html] = useState(() => {
    if (!ExecutionEnvironment.canUseDOM) return null;
    if (hydrating) {
      return wanted && !wanted() ? null : (document.getElementById(id)?.innerHTML ?? null);
    }
    return region && key !== undefined ? region.byKey(key) : null;
  });
  return html;
}
