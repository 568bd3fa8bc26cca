/**
 * What the reader types between asking for search (Ctrl/⌘+K, `/`, a click on the search button
 * or a key typed on it) and the modal's input taking focus. Until then the modal's code may still
 * be loading and the keys would go to the page: "nildb" typed at once arrived as "ldb". The keys
 * are kept here and written into the input when it takes focus (DocSearch's `initialQuery` seeds
 * it with what came before the modal rendered).
 */
import {MAX_QUERY_LENGTH} from '@site/src/lib/search/types';

/** Whether a key press lands in something that takes text (where `/` is a character). */
export function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

/** Whether a key press asks for search: Ctrl/⌘+K, or `/` outside a field. */
export function asksForSearch(event: KeyboardEvent): boolean {
  const shortcut = event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
  return shortcut || (event.key === '/' && !isEditable(event.target));
}

let typed: string | null = null;
let cancelOpening: (() => void) | null = null;

const isModalInput = (target: EventTarget | null): target is HTMLInputElement =>
  target instanceof HTMLInputElement && target.classList.contains('search-modal__input');

function onKeyDown(event: KeyboardEvent) {
  if (typed === null || isModalInput(event.target) || event.isComposing) return;
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  if (event.key === 'Escape') {
    const cancel = cancelOpening;
    stopTypingAhead();
    cancel?.();
  } else if (event.key === 'Backspace') {
    typed = typed.slice(0, -1);
  } else if (event.key.length === 1) {
    typed = (typed + event.key).slice(0, MAX_QUERY_LENGTH);
  } else {
    return;
  }
  // Nothing else on the page acts on the key (no scrolling on space, no second `/`).
  event.preventDefault();
  event.stopPropagation();
}

function onFocusIn(event: FocusEvent) {
  if (typed === null || !isModalInput(event.target)) return;
  const input = event.target;
  const text = typed;
  stopTypingAhead();
  if (!text || input.value === text) return;
  // As if typed: React's onChange (DocSearch's query) hears an `input` event with a new value.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event('input', {bubbles: true}));
}

/** Starts keeping keys (with `first`, a key already typed); `cancel` runs if Escape is pressed. */
export function startTypingAhead(first: string, cancel: () => void): void {
  if (typed === null) {
    typed = '';
    window.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn, true);
  }
  typed = (typed + first).slice(0, MAX_QUERY_LENGTH);
  cancelOpening = cancel;
}

/** What has been typed ahead so far ('' when nothing). */
export function typedAhead(): string {
  return typed ?? '';
}

export function stopTypingAhead(): void {
  typed = null;
  cancelOpening = null;
  window.removeEventListener('keydown', onKeyDown, true);
  document.removeEventListener('focusin', onFocusIn, true);
}

/**
 * Search asked for before the search bar's own listener was there. The page's code runs this
 * module before hydration, which takes seconds on a slow phone or a busy machine (issue 40: on a
 * host at load 16, a Ctrl+K pressed a second after the page had loaded opened nothing, and
 * "nildb" went to the page). Until the search bar takes over (`takeEarlySearch`), Ctrl/⌘+K and
 * `/` start keeping keys here, and the search bar opens with them when it has mounted.
 */
let askedEarly = false;

function onEarlyKeyDown(event: KeyboardEvent) {
  if (!asksForSearch(event)) return;
  event.preventDefault();
  if (askedEarly) {
    // Ctrl/⌘+K again: toggled off, as it closes the modal.
    stopTypingAhead();
    askedEarly = false;
  } else {
    askedEarly = true;
    startTypingAhead('', () => (askedEarly = false));
  }
}

if (typeof window !== 'undefined') window.addEventListener('keydown', onEarlyKeyDown, true);

/** Stops listening for early requests; whether search was asked for (keys typed since are kept). */
export function takeEarlySearch(): boolean {
  window.removeEventListener('keydown', onEarlyKeyDown, true);
  const asked = askedEarly;
  askedEarly = false;
  return asked;
}
