/**
 * Where an element sits below a root, as the index of each element on the way down among its
 * parent's element children; and the element at such a path. Text and comment nodes do not
 * count, so the path leads to the same element in the server's HTML (with React's `<!-- -->`
 * text separators) and in the same markup drawn by React in the browser (src/components/StaticUntilUsed).
 */
export function elementPath(root: Element, node: Node | null): number[] | null {
  const path: number[] = [];
  // A text node's path is its element's (a click's target is an element in practice).
  let current: Node | null = node && node.nodeType !== 1 ? node.parentElement : node;
  while (current && current !== root) {
    const parent: Element | null = current.parentElement;
    if (!parent || current.nodeType !== 1) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, current));
    current = parent;
  }
  return current === root ? path : null;
}

/** The element at `path` below `root`, or null when the markup has no such element. */
export function elementAt(root: Element, path: readonly number[]): Element | null {
  let current: Element | null = root;
  for (const index of path) {
    current = current.children[index] ?? null;
    if (!current) return null;
  }
  return current;
}
