/**
 * Turns axe-core results into the accessibility gate's failure message: one
 * block per rule and page state, naming the rule, the route, the colour mode
 * and width (and the open component, if any) and the selector of every
 * element that breaks it, so a CI log alone says what to fix and where.
 */
import type {NodeResult, Result} from 'axe-core';

export type ColourMode = 'light' | 'dark';

/** One axe run: a route in one mode at one width, optionally with a component open. */
export interface AxeScan {
  route: string;
  mode: ColourMode;
  /** A name for the viewport, e.g. `desktop 1280×800`. */
  width: string;
  /** The open component scanned, e.g. `search modal`; absent for the page itself. */
  state?: string;
  violations: readonly Result[];
}

/** One element breaking one rule in one scan: what the fixture test asserts on. */
export interface ViolationFinding {
  rule: string;
  route: string;
  mode: ColourMode;
  width: string;
  state?: string;
  selector: string;
}

/** Elements listed per rule before the rest are counted instead. */
const MAX_ELEMENTS = 10;

/**
 * A node's target as one string: parts inside shadow roots are joined with
 * `>>>`, frames with `->` (axe gives nested arrays for both).
 */
export function selectorOf(node: Pick<NodeResult, 'target'>): string {
  return node.target
    .map((part) => (Array.isArray(part) ? part.join(' >>> ') : String(part)))
    .join(' -> ');
}

export function findings(scans: readonly AxeScan[]): ViolationFinding[] {
  return scans.flatMap(({route, mode, width, state, violations}) =>
    violations.flatMap((violation) =>
      violation.nodes.map((node) => ({
        rule: violation.id,
        route,
        mode,
        width,
        ...(state ? {state} : {}),
        selector: selectorOf(node),
      })),
    ),
  );
}

function where({route, mode, width, state}: AxeScan): string {
  return `${route} [${mode}, ${width}${state ? `, ${state} open` : ''}]`;
}

/** The first line of axe's "Fix any of the following" text: the measured reason. */
function reasonOf(node: NodeResult): string {
  const lines = (node.failureSummary ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !/^Fix (any|all) of the following:?$/.test(line));
  return lines[0] ?? '';
}

/**
 * The gate's failure message, or an empty string when no scan found a
 * violation.
 */
export function formatViolations(scans: readonly AxeScan[]): string {
  const blocks: string[] = [];
  let total = 0;
  for (const scan of scans) {
    for (const violation of scan.violations) {
      total += violation.nodes.length;
      const impact = violation.impact ? ` (${violation.impact})` : '';
      const lines = [`${violation.id}${impact} on ${where(scan)}: ${violation.help}`];
      for (const node of violation.nodes.slice(0, MAX_ELEMENTS)) {
        const reason = reasonOf(node);
        lines.push(`  - ${selectorOf(node)}${reason ? ` — ${reason}` : ''}`);
      }
      const more = violation.nodes.length - MAX_ELEMENTS;
      if (more > 0) lines.push(`  … and ${more} more element${more === 1 ? '' : 's'}`);
      if (violation.helpUrl) lines.push(`  ${violation.helpUrl}`);
      blocks.push(lines.join('\n'));
    }
  }
  if (total === 0) return '';
  const header = `${total} accessibility violation${total === 1 ? '' : 's'} (axe-core):`;
  return [header, ...blocks].join('\n\n');
}
