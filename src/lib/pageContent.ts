/**
 * What counts as a page's content: the article body without page chrome. The
 * page model (build, on parsed HTML) and the Copy page widget (browser, on the
 * live page) both read content through `contentOf`, so they strip exactly the
 * same things.
 */

/** Elements that are page chrome, not content, wherever they appear inside the article. */
export const NON_CONTENT_SELECTORS = [
  '.hash-link',
  'button',
  '.theme-edit-this-page',
  '.theme-last-updated',
  '.theme-doc-footer',
  '.theme-doc-breadcrumbs',
  '.breadcrumbs',
  '.pagination-nav',
  '.theme-doc-toc-mobile',
  '.openapi-right-panel__container',
  '.openapi-tabs__code-container',
  '[data-copy-page]',
  // Code block line numbers (CSS-module class names carry a hash suffix).
  '[class*="codeLineNumber"]',
  'script',
  'style',
  'noscript',
] as const;

/** The article body of a page (docs, API reference, article), or null. */
export function articleBodyOf(root: ParentNode): Element | null {
  return root.querySelector('article')?.querySelector('.markdown') ?? null;
}

/** A copy of the article body without chrome and without the title header (the title is kept apart). */
export function contentOf(body: Element): Element {
  const content = body.cloneNode(true) as Element;
  for (const selector of NON_CONTENT_SELECTORS) {
    for (const element of content.querySelectorAll(selector)) element.remove();
  }
  // The title heading: docs wrap it in a header, Markdown titles and API pages do not.
  const title = content.querySelector('h1');
  (title?.closest('header') ?? title)?.remove();
  return content;
}

/** The page title: the article's first heading. */
export function titleOf(root: ParentNode): string {
  return (root.querySelector('article')?.querySelector('h1')?.textContent ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}
