// Wrapped (docusaurus-theme-openapi-docs 5.2.0): the request explorer (request builder, code generators, postman-collection with its tables) was about half of an API page's JavaScript, loaded and run before the reader could read the page. Here it loads as its own chunk when the reader reaches for the panel (pointer, touch or focus) or once the browser is idle after load; until then the panel shows the theme's own skeleton, which the theme also shows while the page hydrates, so nothing moves.
// Can go if the theme loads its explorer on demand itself. Upstream: https://github.com/PaloAltoNetworks/docusaurus-openapi-docs/blob/v5.2.0/packages/docusaurus-theme-openapi-docs/src/theme/ApiItem/index.tsx (requires ApiExplorer with the page).
import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import type ApiExplorer from '@theme-original/ApiExplorer';
import SkeletonLoader from '@theme/SkeletonLoader';
import {ON_DEMAND_MARK, whenIdleAfterLoad} from '@site/src/lib/on-demand';

type Props = ComponentProps<typeof ApiExplorer>;

function loadExplorer() {
  performance.mark(ON_DEMAND_MARK);
  return import(/* webpackChunkName: "api-explorer" */ '@theme-original/ApiExplorer');
}

const Explorer = lazy(loadExplorer);

const placeholder = <SkeletonLoader size="lg" />;

/** Events that show the reader reaching for the panel (its whole column, not just the skeleton). */
const REACH_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

export default function ApiExplorerOnDemand(props: Props): ReactNode {
  const [wanted, setWanted] = useState(false);
  const pending = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (wanted) return undefined;
    const want = () => setWanted(true);
    const panel = pending.current?.parentElement;
    for (const type of REACH_EVENTS) panel?.addEventListener(type, want, {passive: true});
    const cancelIdle = whenIdleAfterLoad(want);
    return () => {
      for (const type of REACH_EVENTS) panel?.removeEventListener(type, want);
      cancelIdle();
    };
  }, [wanted]);

  if (wanted) {
    return (
      <Suspense fallback={placeholder}>
        <Explorer {...props} />
      </Suspense>
    );
  }
  return (
    <div data-api-explorer="pending" ref={pending}>
      {placeholder}
    </div>
  );
}
