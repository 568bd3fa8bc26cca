/**
 * Remark plugin: inline code in a Markdown table cell gets a line-break opportunity (`<wbr>`) at
 * each separator of a path or identifier, so a long value such as `$FILES/data.csv:/app/data.csv`
 * wraps between its parts instead of widening the table. Without them a cell's code either could
 * not wrap at all (the table's narrowest width grew past the column and it scrolled at 1440 px)
 * or, with `overflow-wrap: anywhere`, broke mid-word on a phone (`.csv:/app/d | ata.csv`).
 *
 * `<wbr>` adds no character: copied text, the search records and the Markdown export read the
 * code unchanged.
 */
import type {InlineCode, Root, RootContent} from 'mdast';
import type {Element, ElementContent} from 'hast';

/** Characters a line of code may break at: before one of these, after a colon. */
const BREAK_BEFORE = new Set(['/', '.', '_', '-']);
const BREAK_AFTER = new Set([':']);
const SEPARATORS = new Set([...BREAK_BEFORE, ...BREAK_AFTER]);

/**
 * The offsets in `code` where a line may break (as Chicago style breaks URLs): after a colon, and
 * before a slash, dot, underscore or hyphen that follows a character other than a separator. A
 * leading `./`, `../` or `--` stays whole, and nothing breaks at either end.
 */
export function breakOffsets(code: string): number[] {
  const chars = [...code];
  const offsets: number[] = [];
  let offset = 0;
  for (let index = 0; index < chars.length; index += 1) {
    const char = chars[index]!;
    const previous = chars[index - 1];
    const afterColon = previous !== undefined && BREAK_AFTER.has(previous);
    const beforeSeparator =
      previous !== undefined && BREAK_BEFORE.has(char) && !SEPARATORS.has(previous);
    if (index > 0 && (afterColon || beforeSeparator)) offsets.push(offset);
    offset += char.length;
  }
  return offsets;
}

/** The code as text runs with a `<wbr>` element at each break offset. */
function withBreaks(code: string): ElementContent[] {
  const children: ElementContent[] = [];
  let start = 0;
  for (const offset of breakOffsets(code)) {
    children.push({type: 'text', value: code.slice(start, offset)});
    children.push({type: 'element', tagName: 'wbr', properties: {}, children: []} as Element);
    start = offset;
  }
  children.push({type: 'text', value: code.slice(start)});
  return children;
}

function isParent(
  node: Root | RootContent,
): node is Extract<Root | RootContent, {children: unknown}> {
  return 'children' in node && Array.isArray(node.children);
}

export default function remarkTableCodeBreaks() {
  return (tree: Root): void => {
    const visit = (node: Root | RootContent, inCell: boolean) => {
      if (inCell && node.type === 'inlineCode') {
        const code = node as InlineCode;
        if (breakOffsets(code.value).length > 0) {
          code.data = {...code.data, hChildren: withBreaks(code.value)};
        }
        return;
      }
      if (isParent(node)) {
        for (const child of node.children) visit(child, inCell || node.type === 'tableCell');
      }
    };
    visit(tree, false);
  };
}
