/**
 * The Markdown tables of a page, read once for the checks that hold a table to something (the key
 * settings it offers, the symptoms it quotes, the defaults it states): each table with its header,
 * its body rows and their page lines, and the headings it sits under. Lines inside fenced code
 * blocks (the fences `extractCodeBlocks` finds) are never tables or headings.
 */
import {fencedLines} from './code-blocks';

export interface TableRow {
  /** The row's cells, trimmed, without the outer pipes (`\|` stays inside its cell). */
  cells: string[];
  /** 1-based page line. */
  line: number;
}

export interface MarkdownTable {
  header: string[];
  rows: TableRow[];
  /** The headings the table is under, outermost first (`## Troubleshooting`, `### Install`). */
  headings: string[];
}

export const cellsOf = (line: string): string[] =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());

const SEPARATOR = /^\s*\|[\s:|-]+\|\s*$/;

export function markdownTables(source: string): MarkdownTable[] {
  const fenced = fencedLines(source);
  const tables: MarkdownTable[] = [];
  const headings: {depth: number; text: string}[] = [];
  let current: MarkdownTable | undefined;
  source.split(/\r?\n/).forEach((text, index) => {
    const isRow = !fenced.has(index) && /^\s*\|/.test(text);
    if (!isRow) {
      current = undefined;
      const heading = fenced.has(index) ? null : /^(#{1,6})\s+(.*)$/.exec(text);
      if (heading) {
        const depth = heading[1].length;
        while (headings.length > 0 && headings.at(-1)!.depth >= depth) headings.pop();
        headings.push({depth, text: heading[2].trim()});
      }
      return;
    }
    if (SEPARATOR.test(text)) return;
    if (!current) {
      current = {header: cellsOf(text), rows: [], headings: headings.map((h) => h.text)};
      tables.push(current);
    } else current.rows.push({cells: cellsOf(text), line: index + 1});
  });
  return tables;
}
