/**
 * Results by page (issue 38): a reader looks for a page, and one page's every section ahead of
 * every other page hid the others ("blindfold" showed five hits of one page, "nildb" counted 826
 * records). Both backends group their ranked hits with this, so the modal, /search and the MCP
 * server receive the same shape.
 */

/** A page and its best items, best first. */
export interface PageGroup<T> {
  /** The page's address without anchor. */
  page: string;
  items: T[];
}

/**
 * Ranked items grouped by page: the pages in the order of their best item, each with at most
 * `perPage` of its items, in their order.
 */
export function groupByPage<T>(
  ranked: readonly T[],
  pageOf: (item: T) => string,
  perPage: number,
): PageGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const item of ranked) {
    const page = pageOf(item);
    const items = groups.get(page);
    if (!items) groups.set(page, [item]);
    else if (items.length < perPage) items.push(item);
  }
  return [...groups].map(([page, items]) => ({page, items}));
}

/** The page of an address: the address without its anchor. */
export const pageOfUrl = (url: string): string => url.split('#')[0]!;
