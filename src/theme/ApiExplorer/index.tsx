// Wrapped (docusaurus-theme-openapi-docs 5.2.0): the request explorer (request builder, code generators, postman-collection with its tables) was about half of an API page's JavaScript, loaded and run before the reader could read the page. Here it is its own chunk, loaded and run when the reader reaches for the panel (pointer, touch or focus on its column), shows they are at work once the page has loaded and gone idle (moves the pointer, presses a key) or, on a phone, scrolls it near view; until then the panel shows the theme's own skeleton, which the theme also shows while the page hydrates, so nothing moves. Running it when merely idle cost phones 1-4 s of blocked main thread (Lighthouse TBT) that a reader who only reads never needed.
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
import {useWindowSize} from '@docusaurus/theme-common';
import {ON_DEMAND_MARK, whenIdleAfterLoad} from '@site/src/lib/on-demand';

type Props = ComponentProps<typeof ApiExplorer>;

function loadExplorer() {
  performance.mark(ON_DEMAND_MARK);
  // Not prefetched: Rspack 1.7's prefetch runtime also asks for the stylesheet of a chunk already
  // merged into the page's own (a 404). It comes on the reader's first move after load instead.
  return import(/* webpackChunkName: "api-explorer" */ '@theme-original/ApiExplorer');
}

const Explorer = lazy(loadExplorer);

const placeholder = <SkeletonLoader size="lg" />;

/** Events that show the reader reaching for the panel (its whole column, not just the skeleton). */
const REACH_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;
/**
 * Events anywhere on the page that show a reader at work (moving the pointer, pressing Tab):
 * the explorer gets ready then, well before the pointer or the focus reaches the panel.
 */
const ACTIVE_EVENTS = ['pointermove', 'keydown'] as const;
/** On a phone the panel is below the reference: it loads as it comes within half a screen of view. */
const NEAR_VIEW = '50% 0px';

export default function ApiExplorerOnDemand(props: Props): ReactNode {
  const [wanted, setWanted] = useState(false);
  const pending = useRef<HTMLDivElement>(null);
  // The theme's own breakpoint: under it the panel sits below the reference, not beside it.
  const isPhone = useWindowSize() === 'mobile';

  useEffect(() => {
    if (wanted) return undefined;
    const want = () => setWanted(true);
    const panel = pending.current?.parentElement;
    for (const type of REACH_EVENTS) panel?.addEventListener(type, want, {passive: true});
    // Only once the page has loaded and gone idle: a reader's early pointer move must not make
    // the explorer compete with the page's own hydration.
    let near: IntersectionObserver | null = null;
    const listenForActivity = () => {
      for (const type of ACTIVE_EVENTS) window.addEventListener(type, want, {passive: true});
      if (panel && isPhone) {
        near = new IntersectionObserver(
          (entries) => entries.some((entry) => entry.isIntersecting) && want(),
          {rootMargin: NEAR_VIEW},
        );
        near.observe(panel);
      }
    };
    const cancelIdle = whenIdleAfterLoad(listenForActivity);
    return () => {
      for (const type of REACH_EVENTS) panel?.removeEventListener(type, want);
      for (const type of ACTIVE_EVENTS) window.removeEventListener(type, want);
      near?.disconnect();
      cancelIdle();
    };
  }, [wanted, isPhone]);

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
