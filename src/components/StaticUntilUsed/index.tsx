import {
  type ComponentType,
  createElement,
  startTransition,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {flushSync} from 'react-dom';
import {
  HTML_KEY_ATTRIBUTE,
  ServerHtmlRegionContext,
  useServerHtml,
  type ServerHtmlRegion,
} from '@site/src/components/useServerHtml';
import {elementAt, elementPath} from '@site/src/lib/elementPath';
import styles from './styles.module.css';

/** The server HTML of a region's keyed components, read from the page when it goes live. */
class RegionHtml implements ServerHtmlRegion {
  private readonly html = new Map<string, string>();

  /** Reads the keyed elements of the region's static markup, before React replaces it. */
  read(region: Element): void {
    for (const element of region.querySelectorAll(`[${HTML_KEY_ATTRIBUTE}]`)) {
      const key = element.getAttribute(HTML_KEY_ATTRIBUTE)!;
      if (!this.html.has(key)) this.html.set(key, element.innerHTML);
    }
  }

  byKey(key: string): string | null {
    return this.html.get(key) ?? null;
  }
}

/** The events a reader's use starts with: drawn live in a transition, sliced. */
const SOON = ['pointerover', 'pointerdown', 'focusin'] as const;
/** The events that act at once: replayed on the live markup, drawn synchronously first. */
const NOW = ['click', 'keydown'] as const;

/**
 * The keys the theme's tabs handle themselves (`role="tab"`: move, select). Any other key keeps
 * its own action (Tab moves focus, arrows scroll, Enter and Space on a button or summary click
 * it, which is replayed as a click).
 */
const TAB_KEYS = new Set([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'Enter',
]);

/** Whether `event` needs the live markup at once (else it keeps its course). */
function actsNow(event: Event): boolean {
  if (!(event instanceof KeyboardEvent)) return true;
  const target = event.target as Element;
  return TAB_KEYS.has(event.key) && target.closest?.('[role="tab"]') !== null;
}

function replay(event: Event, twin: HTMLElement): void {
  if (event instanceof KeyboardEvent) {
    twin.focus({preventScroll: true});
    twin.dispatchEvent(
      new KeyboardEvent(event.type, {...keyInit(event), bubbles: true, cancelable: true}),
    );
    return;
  }
  const mouse = event as MouseEvent;
  twin.dispatchEvent(
    new MouseEvent(mouse.type, {
      bubbles: true,
      cancelable: true,
      composed: true,
      view: window,
      detail: mouse.detail,
      screenX: mouse.screenX,
      screenY: mouse.screenY,
      clientX: mouse.clientX,
      clientY: mouse.clientY,
      ctrlKey: mouse.ctrlKey,
      shiftKey: mouse.shiftKey,
      altKey: mouse.altKey,
      metaKey: mouse.metaKey,
      button: mouse.button,
      buttons: mouse.buttons,
    }),
  );
}

function keyInit(event: KeyboardEvent): KeyboardEventInit {
  const {key, code, location, repeat, ctrlKey, shiftKey, altKey, metaKey} = event;
  return {key, code, location, repeat, ctrlKey, shiftKey, altKey, metaKey, composed: true};
}

/**
 * What the server drew for `children`, kept as it is (not hydrated) until the reader reaches for
 * it: a pointer over it or down on it, or focus inside it, draws the children live in a
 * transition; a click or key press that comes first draws them at once and is replayed on the
 * same element of the live markup. The markup is the same, so nothing moves, and focus stays on
 * the element that had it. A page reached in the browser (no server HTML) draws them live at once.
 *
 * For content read rather than used: an API operation's parameters, request body and responses,
 * most of an operation page's start-up work (src/theme/RequestSchema). The components inside that
 * keep server HTML (descriptions, code blocks) find it again by content when drawn live
 * (src/components/useServerHtml.ts).
 */
export default function StaticUntilUsed({children}: {children: ReactNode}): ReactNode {
  const id = `static-${useId()}`;
  const serverHtml = useServerHtml(id);
  const [live, setLive] = useState(serverHtml === null);
  const element = useRef<HTMLDivElement>(null);
  const [regionHtml] = useState(() => new RegionHtml());
  // Where focus was inside the static markup, to put it back on the same element once live.
  const focused = useRef<number[] | null>(null);

  useEffect(() => {
    const region = element.current;
    if (live || !region) return undefined;
    let drawn = false;
    const draw = (now: boolean) => {
      if (drawn) return;
      drawn = true;
      regionHtml.read(region);
      if (now) flushSync(() => setLive(true));
      else startTransition(() => setLive(true));
    };
    const onSoon = (event: Event) => {
      if (event.type === 'focusin') focused.current = elementPath(region, event.target as Node);
      // A finger on a phone is over the page at every scroll: only its press counts.
      if (event.type === 'pointerover' && (event as PointerEvent).pointerType === 'touch') return;
      draw(false);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!region.contains(event.relatedTarget as Node | null)) focused.current = null;
    };
    const onNow = (event: Event) => {
      const path = elementPath(region, event.target as Node);
      if (!path || !actsNow(event)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      // Focus goes back to its element in the commit (the layout effect below), then the replay.
      focused.current = elementPath(region, document.activeElement);
      drawn = false;
      draw(true);
      const twin = element.current && elementAt(element.current, path);
      if (twin instanceof HTMLElement) replay(event, twin);
    };
    for (const type of SOON) region.addEventListener(type, onSoon);
    region.addEventListener('focusout', onFocusOut);
    for (const type of NOW) region.addEventListener(type, onNow, {capture: true});
    return () => {
      for (const type of SOON) region.removeEventListener(type, onSoon);
      region.removeEventListener('focusout', onFocusOut);
      for (const type of NOW) region.removeEventListener(type, onNow, {capture: true});
    };
  }, [live, regionHtml]);

  // Drawn live: the element that had focus was replaced by its twin.
  useLayoutEffect(() => {
    const region = element.current;
    const path = focused.current;
    focused.current = null;
    if (!live || !region || !path || region.contains(document.activeElement)) return;
    const twin = elementAt(region, path);
    if (twin instanceof HTMLElement) twin.focus({preventScroll: true});
  }, [live]);

  return (
    <ServerHtmlRegionContext.Provider value={regionHtml}>
      {live ? (
        <div id={id} ref={element} className={styles.region}>
          {children}
        </div>
      ) : (
        <div
          id={id}
          ref={element}
          className={styles.region}
          dangerouslySetInnerHTML={{__html: serverHtml!}}
        />
      )}
    </ServerHtmlRegionContext.Provider>
  );
}

/**
 * A theme component wrapped in StaticUntilUsed, for a `src/theme` wrapper. `component` gives the
 * original, and is called only when the region is first drawn live: with a `require` of the
 * original in it (not an `import`), the original stays in the wrapper's chunk, so a page reached
 * in the browser draws it at once, but its module graph runs only then, not as the page starts.
 */
export function staticUntilUsed<Props extends object>(
  component: () => ComponentType<Props>,
): (props: Props) => ReactNode {
  // The same component on every call (the module's own export), so React keeps its state.
  const Live = (props: Props): ReactNode => createElement(component(), props);
  return function StaticUntilUsedWrapper(props: Props): ReactNode {
    return (
      <StaticUntilUsed>
        <Live {...props} />
      </StaticUntilUsed>
    );
  };
}
