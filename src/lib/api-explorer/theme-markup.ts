/**
 * Repairs to markup that docusaurus-theme-openapi-docs 5.2.0 draws and offers no option for,
 * made in the browser by the wrapped ApiItem (src/theme/ApiItem) as the markup appears. Each is
 * an axe finding on the API operation pages that a screen reader or keyboard user meets:
 *
 * - Tab-scroll arrows (`.openapi-tabs__arrow`, in ApiTabs, MimeTabs, SchemaTabs,
 *   DiscriminatorTabs and OperationTabs) are empty buttons with no name (button-name).
 * - Schema trees put `<div>` wrappers straight inside `<ul>` and `<li>` markers ("Array [")
 *   inside those `<div>`s (list, listitem). The lists are indentation, not lists: they become
 *   presentational, as do list items outside a list.
 * - The explorer's "Authorization:" header is an `<h4>` that follows the page's `<h2>`
 *   sections (heading-order): it is announced as the level-2 section it is.
 * - The request body editor scrolls but cannot take focus once it has lost it: the theme turns
 *   it read-only on blur and editable again only on a click, so a keyboard cannot come back to it
 *   (scrollable-region-focusable). It takes focus, is named, and focusing it makes it editable as
 *   a click does.
 *
 * Each can go when the theme's own markup passes the accessibility gate without it: remove the
 * repair, build, and run the gate on an API operation page.
 */

/** Tab-scroll arrow buttons get a name saying which way they scroll. */
export function nameTabScrollButtons(root: ParentNode): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('button.openapi-tabs__arrow')) {
    if (button.hasAttribute('aria-label')) continue;
    const direction = button.classList.contains('left') ? 'left' : 'right';
    button.setAttribute('type', 'button');
    button.setAttribute('aria-label', `Scroll tabs ${direction}`);
  }
}

const LIST_CONTENT = new Set(['LI', 'SCRIPT', 'TEMPLATE']);

/** Lists holding other elements than items, and items outside lists, become presentational. */
export function unlistLayoutLists(root: ParentNode): void {
  for (const list of root.querySelectorAll<HTMLElement>('ul:not([role]), ol:not([role])')) {
    if ([...list.children].some((child) => !LIST_CONTENT.has(child.tagName))) {
      list.setAttribute('role', 'none');
    }
  }
  for (const item of root.querySelectorAll<HTMLElement>('li:not([role])')) {
    const parent = item.parentElement;
    if (!parent || !['UL', 'OL', 'MENU'].includes(parent.tagName)) {
      item.setAttribute('role', 'none');
    }
  }
}

/** The explorer's security header is a level-2 heading, whatever tag the theme gives it. */
export function levelSecurityHeadings(root: ParentNode): void {
  for (const heading of root.querySelectorAll('.openapi-security__summary-header')) {
    heading.setAttribute('aria-level', '2');
  }
}

function editBodyOnFocus(this: HTMLElement): void {
  // The theme's click handler (on the editor's wrapper) is what makes the editor editable.
  if (!this.isContentEditable) this.click();
}

/** The request body editor takes focus, has a name, and turns editable when focused. */
export function makeBodyEditorFocusable(root: ParentNode): void {
  const editors = root.querySelectorAll<HTMLElement>(
    '.openapi-explorer__playground-editor pre:not([tabindex])',
  );
  for (const editor of editors) {
    editor.tabIndex = 0;
    editor.setAttribute('role', 'textbox');
    editor.setAttribute('aria-multiline', 'true');
    editor.setAttribute('aria-label', 'Request body');
    editor.addEventListener('focus', editBodyOnFocus);
  }
}

export function repairApiMarkup(root: ParentNode): void {
  nameTabScrollButtons(root);
  unlistLayoutLists(root);
  levelSecurityHeadings(root);
  makeBodyEditorFocusable(root);
}

/**
 * Repairs `root` now and again after each change to its markup (tabs switched, a schema
 * expanded, the explorer drawn after hydration), at most once per frame. Returns the stop.
 */
export function watchApiMarkup(root: Element): () => void {
  repairApiMarkup(root);
  let frame = 0;
  const observer = new MutationObserver(() => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      repairApiMarkup(root);
    });
  });
  observer.observe(root, {childList: true, subtree: true});
  return () => {
    observer.disconnect();
    if (frame) cancelAnimationFrame(frame);
  };
}
