// Wrapped (docusaurus-theme-openapi-docs 5.2.0): the request explorer (request builder, code generators, postman-collection) was about half of an API page's JavaScript, loaded and run before the reader could read the page. Here it is its own chunk, loaded and run when the reader reaches for the panel (pointer, touch or focus on its column), or shows they are at work (moves the pointer, presses a key, clicks, scrolls or turns the wheel; during load too, acted on once the page has loaded and gone idle) or, on a phone, scrolls it near view. Until then the panel shows the request sample and response example the server wrote there (src/components/ApiSamples, drawn by src/theme/SkeletonLoader), and the explorer, once loaded, first draws itself hidden behind them (its code samples and form settle over a few frames, which moved its own parts by up to 84 px: a layout shift of 0.01) and then takes their place in a box at least as tall, so nothing moves that a reader could see. Running it when merely idle cost phones 1-4 s of blocked main thread (Lighthouse TBT) that a reader who only reads never needed.
// Can go if the theme loads its explorer on demand itself. Upstream: https://github.com/PaloAltoNetworks/docusaurus-openapi-docs/blob/v5.2.0/packages/docusaurus-theme-openapi-docs/src/theme/ApiItem/index.tsx (requires ApiExplorer with the page).
import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
  type RefObject,
} from 'react';
import type ApiExplorer from '@theme-original/ApiExplorer';
import {useWindowSize} from '@docusaurus/theme-common';
import {ON_DEMAND_MARK, whenIdleAfterLoad} from '@site/src/lib/on-demand';
import ApiSamples, {usePageSamples} from '@site/src/components/ApiSamples';
import styles from './styles.module.css';

type Props = ComponentProps<typeof ApiExplorer>;

function loadExplorer() {
  performance.mark(ON_DEMAND_MARK);
  // Not prefetched: Rspack 1.7's prefetch runtime also asks for the stylesheet of a chunk already
  // merged into the page's own (a 404). It comes on the reader's first move after load instead.
  return import(/* webpackChunkName: "api-explorer" */ '@theme-original/ApiExplorer');
}

const Explorer = lazy(loadExplorer);

/** Events that show the reader reaching for the panel (its whole column, not just the skeleton). */
const REACH_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;
/**
 * Events anywhere on the page that show a reader at work (moving the pointer, pressing Tab,
 * clicking, scrolling): the explorer gets ready then, well before the pointer or the focus
 * reaches the panel. One made while the page loads is acted on once it has loaded and gone idle.
 */
const ACTIVE_EVENTS = ['pointermove', 'pointerdown', 'keydown', 'wheel', 'scroll'] as const;
/** On a phone the panel is below the reference: it loads as it comes within half a screen of view. */
const NEAR_VIEW = '50% 0px';

/** How long the explorer's box must keep its size to count as drawn. */
const QUIET_MS = 250;
/** The longest the samples stay once the explorer is asked for, settled or not. */
const MOST_MS = 3000;

/**
 * True once the element has drawn something and kept its size for QUIET_MS (or MOST_MS after
 * `watching` turned true, whichever comes first).
 */
function useSettled(element: RefObject<HTMLElement | null>, watching: boolean): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!watching || settled || !target) return undefined;
    let quiet: number | undefined;
    const settle = () => setSettled(true);
    const resized = new ResizeObserver(() => {
      window.clearTimeout(quiet);
      if (target.offsetHeight > 0) quiet = window.setTimeout(settle, QUIET_MS);
    });
    resized.observe(target);
    const most = window.setTimeout(settle, MOST_MS);
    return () => {
      resized.disconnect();
      window.clearTimeout(quiet);
      window.clearTimeout(most);
    };
  }, [element, watching, settled]);
  return settled;
}

export default function ApiExplorerOnDemand(props: Props): ReactNode {
  const [wanted, setWanted] = useState(false);
  // The samples' height when the explorer was asked for: its box never gets shorter than that.
  const [samplesHeight, setSamplesHeight] = useState<number>();
  const box = useRef<HTMLDivElement>(null);
  const explorerBox = useRef<HTMLDivElement>(null);
  const settled = useSettled(explorerBox, wanted);
  // The theme's own breakpoint: under it the panel sits below the reference, not beside it.
  const isPhone = useWindowSize() === 'mobile';

  useEffect(() => {
    if (wanted) return undefined;
    const want = () => {
      setSamplesHeight(box.current?.offsetHeight);
      setWanted(true);
    };
    const panel = box.current?.parentElement;
    for (const type of REACH_EVENTS) panel?.addEventListener(type, want, {passive: true});
    // Acted on only once the page has loaded and gone idle: a reader's early pointer move must not
    // make the explorer compete with the page's own hydration.
    let idle = false;
    let active = false;
    const onActivity = () => {
      active = true;
      if (idle) want();
    };
    for (const type of ACTIVE_EVENTS) window.addEventListener(type, onActivity, {passive: true});
    let near: IntersectionObserver | null = null;
    const listenForActivity = () => {
      idle = true;
      if (active) want();
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
      for (const type of ACTIVE_EVENTS) window.removeEventListener(type, onActivity);
      near?.disconnect();
      cancelIdle();
    };
  }, [wanted, isPhone]);

  const pageSamples = usePageSamples();
  const samples = pageSamples && <ApiSamples samples={pageSamples} />;
  if (wanted) {
    return (
      <div
        data-api-explorer="ready"
        ref={box}
        className={styles.box}
        style={{minHeight: samplesHeight}}>
        {!settled && <div data-api-explorer-loading="">{samples}</div>}
        <div
          ref={explorerBox}
          className={settled ? undefined : styles.settling}
          aria-hidden={settled ? undefined : true}>
          <Suspense fallback={null}>
            <Explorer {...props} />
          </Suspense>
        </div>
      </div>
    );
  }
  return (
    <div data-api-explorer="pending" ref={box}>
      {samples}
    </div>
  );
}
