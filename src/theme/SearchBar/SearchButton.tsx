/**
 * The navbar's search button: DocSearch's button markup and classes (its stylesheet draws it),
 * with an accessible name that contains the visible text.
 *
 * Works around DocSearchButton of @docsearch/react 4.7.1: it is named "Search (Control+k)"
 * while it shows "Search", "Ctrl" and "K" in elements with no whitespace between them, so the
 * visible text reads as the one word "SearchCtrlK", which the name does not contain (WCAG 2.5.3
 * Label in Name; axe label-content-name-mismatch on every page). Its `translations` only change
 * the two strings, not the markup. Here the words are separate and the name is what the button
 * shows ("Search Ctrl K", "Search ⌘ K" on Apple devices), with the shortcut in
 * `aria-keyshortcuts` as DocSearch has it. Can go when DocSearchButton's name contains its
 * visible text (run the accessibility gate against it).
 */
import {forwardRef, useEffect, useState, type ComponentProps, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

/** DocSearch's button translations; `buttonAriaLabel` is not used, the name is the visible text. */
interface SearchButtonTranslations {
  buttonText?: string;
}

type Props = Omit<ComponentProps<'button'>, 'ref'> & {translations?: SearchButtonTranslations};

interface ShortcutModifier {
  /** What the key cap shows. */
  glyph: string;
  /** The key's `KeyboardEvent.key`, and its name in `aria-keyshortcuts`. */
  key: 'Control' | 'Meta';
}

const CONTROL: ShortcutModifier = {glyph: 'Ctrl', key: 'Control'};
const COMMAND: ShortcutModifier = {glyph: '⌘', key: 'Meta'};

/** The modifier of the Ctrl/⌘+K shortcut on this device, as DocSearch detects it. */
function shortcutModifier(): ShortcutModifier {
  return /(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? COMMAND : CONTROL;
}

/** The button's accessible name: its visible words (the key caps hide on narrow screens). */
export function searchButtonName(text: string, modifier: ShortcutModifier | null): string {
  return modifier ? `${text} ${modifier.glyph} K` : text;
}

/** A key cap that looks pressed while its key is held, as DocSearch's does. */
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
  const classes = ['DocSearch-Button-Key', className, pressed && 'DocSearch-Button-Key--pressed'];
  return <kbd className={classes.filter(Boolean).join(' ')}>{children}</kbd>;
}

function SearchIcon() {
  return (
    <svg
      width="20"
      height="20"
      className="DocSearch-Search-Icon"
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

export const SearchButton = forwardRef<HTMLButtonElement, Props>(function SearchButton(
  {translations, ...props},
  ref,
) {
  const text = translations?.buttonText ?? 'Search';
  // Known only in the browser: the server renders the button without key caps, as DocSearch does.
  const modifier = useIsBrowser() ? shortcutModifier() : null;
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label={searchButtonName(text, modifier)}
      aria-keyshortcuts={modifier ? `${modifier.key}+K` : undefined}
      {...props}
      ref={ref}>
      <span className="DocSearch-Button-Container">
        <SearchIcon />
        <span className="DocSearch-Button-Placeholder">{text}</span>
      </span>{' '}
      <span className="DocSearch-Button-Keys">
        {modifier && (
          <>
            <Key
              reactsTo={modifier.key}
              className={modifier === CONTROL ? 'DocSearch-Button-Key--ctrl' : undefined}>
              {modifier.glyph}
            </Key>{' '}
            <Key reactsTo="k">K</Key>
          </>
        )}
      </span>
    </button>
  );
});
