/**
 * What the reader types between asking for search (Ctrl/⌘+K, `/`, a click on the search button
 * or a key typed on it) and the modal's input taking focus. Until then the modal's code may still
 * be loading and the keys would go to the page: "nildb" typed at once arrived as "ldb". The keys
 * are kept here and written into the input when it takes focus (DocSearch's `initialQuery` seeds
 * it with what came before the modal rendered).
 */
import {MAX_QUERY_LENGTH} from '@site/src/lib/search/types';

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
