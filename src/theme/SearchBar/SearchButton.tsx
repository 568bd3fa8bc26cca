/**
 * The navbar's search button (styles.css draws it), with an accessible name that contains the
 * visible text.
 *
 * Drawn in place of DocSearchButton of @docsearch/react 4.7.1, which is named "Search
 * (Control+k)" while it shows "Search", "Ctrl" and "K" in elements with no whitespace between
 * them, so the visible text reads as the one word "SearchCtrlK", which the name does not contain
 * (WCAG 2.5.3 Label in Name; axe label-content-name-mismatch on every page). Here the words are
 * separate and the name is what the button shows ("Search Ctrl K", "Search ⌘ K" on Apple
 * devices), with the shortcut in `aria-keyshortcuts`.
 */
import {forwardRef, useEffect, useState, type ComponentProps, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

type Props = Omit<ComponentProps<'button'>, 'ref'>;

interface ShortcutModifier {
  /** What the key cap shows. */
  glyph: string;
  /** The key's `KeyboardEvent.key`, and its name in `aria-keyshortcuts`. */
  key: 'Control' | 'Meta';
}

const CONTROL: ShortcutModifier = {glyph: 'Ctrl', key: 'Control'};
const COMMAND: ShortcutModifier = {glyph: '⌘', key: 'Meta'};

/** The modifier of the Ctrl/⌘+K shortcut on this device: ⌘ on Apple's. */
function shortcutModifier(): ShortcutModifier {
  return /(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? COMMAND : CONTROL;
}

/** The button's accessible name: its visible words (the key caps hide on narrow screens). */
export function searchButtonName(text: string, modifier: ShortcutModifier | null): string {
  return modifier ? `${text} ${modifier.glyph} K` : text;
}

/** A key cap that looks pressed while its key is held. */
function Key({
  reactsTo,
  className,
  children,
}: {
  reactsTo: string;
  className?: string;
  children: ReactNode;
}) {
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    const down = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === reactsTo.toLowerCase()) setPressed(true);
    };
    const up = () => setPressed(false);
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
    };
  }, [reactsTo]);
  const classes = ['search-button__key', className, pressed && 'search-button__key--pressed'];
  return <kbd className={classes.filter(Boolean).join(' ')}>{children}</kbd>;
}

function SearchIcon() {
  return (
    <svg
      width="20"
      height="20"
      className="search-button__icon"
      viewBox="0 0 24 24"
      aria-hidden="true">
      <circle cx="11" cy="11" r="8" stroke="currentColor" fill="none" strokeWidth="1.4" />
      <path
        d="m21 21-4.3-4.3"
        stroke="currentColor"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export const SearchButton = forwardRef<HTMLButtonElement, Props>(function SearchButton(props, ref) {
  const text = 'Search';
  // Known only in the browser: the server renders the button without key caps.
  const modifier = useIsBrowser() ? shortcutModifier() : null;
  return (
    <button
      type="button"
      className="search-button"
      aria-label={searchButtonName(text, modifier)}
      aria-keyshortcuts={modifier ? `${modifier.key}+K` : undefined}
      {...props}
      ref={ref}>
      <span className="search-button__label">
        <SearchIcon />
        <span className="search-button__text">{text}</span>
      </span>{' '}
      <span className="search-button__keys">
        {modifier && (
          <>
            <Key
              reactsTo={modifier.key}
              className={modifier === CONTROL ? 'search-button__key--wide' : undefined}>
              {modifier.glyph}
            </Key>{' '}
            <Key reactsTo="k">K</Key>
          </>
        )}
      </span>
    </button>
  );
});
