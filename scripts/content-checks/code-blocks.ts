/**
 * Finds the fenced code blocks of a Markdown/MDX page, keeping where each one
 * starts so a failing sample can be reported as file:line. An install step
 * written as `<PackageInstall … />` counts as the `bash` block of its npm
 * commands, so every check that reads install commands reads it too.
 */
import {installLines, type PackageInstallSpec} from '../../src/components/PackageInstall/commands';

export interface CodeBlock {
  /** First word of the info string, lower-cased ("" when the fence has none). */
  lang: string;
  /** The rest of the info string, e.g. `title="src/read.ts" fragment`. */
  meta: string;
  /** Value of `title="..."` in the meta, if any. */
  title?: string;
  /** Marked `fragment` in the meta: an excerpt that is not meant to compile alone. */
  fragment: boolean;
  /**
   * 1-based line of the opening fence in the page. For a `<PackageInstall>` element, the
   * line before the element, so its first command reports the element's own line.
   */
  fenceLine: number;
  /** Set when the block is the npm form of a `<PackageInstall>` element, not a fence. */
  element?: 'PackageInstall';
  /** The block's text with the fence's own indentation removed. */
  code: string;
}

const OPENING_FENCE = /^([ \t]*)(`{3,}|~{3,})(.*)$/;

/** Words in the meta outside quoted values, so `title="a fragment"` is not a marker. */
function metaFlags(meta: string): Set<string> {
  return new Set(
    meta
      .replace(/"[^"]*"|'[^']*'|\{[^}]*\}/g, ' ')
      .split(/\s+/)
      .filter(Boolean),
  );
}

export function parseInfoString(
  info: string,
): Pick<CodeBlock, 'lang' | 'meta' | 'title' | 'fragment'> {
  const trimmed = info.trim();
  const [first = '', ...rest] = trimmed.split(/\s+/);
  // `ts{1,3}` and `ts title=...` both occur; only the leading word is the language.
  const lang = (first.match(/^[^{\s]*/)?.[0] ?? '').toLowerCase();
  const meta = trimmed.slice(lang.length).trim() || rest.join(' ');
  const title = meta.match(/title=(?:"([^"]*)"|'([^']*)')/);
  return {
    lang,
    meta,
    title: title ? (title[1] ?? title[2]) : undefined,
    fragment: metaFlags(meta).has('fragment'),
  };
}

/** Every fenced block of `source`, in page order. An unclosed fence runs to the end, as in CommonMark. */
interface Fence {
  /** 0-based lines of the opening and the closing fence (the last line when it is never closed). */
  start: number;
  end: number;
  indent: string;
  info: string;
  body: string[];
}

/** The fenced blocks of a page, in order: one scan shared by the blocks and the fenced lines. */
function fencesOf(lines: readonly string[]): Fence[] {
  const fences: Fence[] = [];
  for (let index = 0; index < lines.length; index++) {
    const opening = OPENING_FENCE.exec(lines[index]);
    if (!opening) continue;
    const [, indent, fence, info] = opening;
    // A backtick fence's info string may not contain backticks (that is inline code).
    if (fence[0] === '`' && info.includes('`')) continue;
    const closing = new RegExp(`^[ \\t]*${fence[0]}{${fence.length},}[ \\t]*$`);
    const body: string[] = [];
    let end = index + 1;
    while (end < lines.length && !closing.test(lines[end])) {
      body.push(lines[end]);
      end++;
    }
    fences.push({start: index, end, indent, info, body});
    index = end;
  }
  return fences;
}

/** 0-based numbers of the lines inside fenced code blocks, fences included. */
export function fencedLines(source: string): Set<number> {
  const lines = new Set<number>();
  for (const {start, end} of fencesOf(source.split(/\r?\n/)))
    for (let line = start; line <= end; line++) lines.add(line);
  return lines;
}

export function extractCodeBlocks(source: string): CodeBlock[] {
  const fences = fencesOf(source.split(/\r?\n/));
  const blocks: CodeBlock[] = fences.map(({start, indent, info, body}) => ({
    ...parseInfoString(info),
    fenceLine: start + 1,
    code: body.map((line) => stripIndent(line, indent.length)).join('\n'),
  }));
  const elements = packageInstallBlocks(source).filter(
    (block) => !fences.some(({start, end}) => block.fenceLine >= start && block.fenceLine <= end),
  );
  return [...blocks, ...elements].sort((a, b) => a.fenceLine - b.fenceLine);
}

const PACKAGE_INSTALL = /<PackageInstall\b([^>]*?)\/>/g;
const ATTRIBUTE = /(\w+)(?:=(?:"([^"]*)"|'([^']*)'|\{([^}]*)\}))?/g;

/**
 * The attributes of a `<PackageInstall>` element. Only string literals and `{true}`/`{false}`
 * are read: a computed value would hide the packages from the checks, so it is an error.
 */
export function packageInstallSpec(attributes: string): PackageInstallSpec {
  const spec: Record<string, string | boolean> = {};
  for (const [, name, double, single, expression] of attributes.matchAll(ATTRIBUTE)) {
    let value: string | boolean = double ?? single ?? true;
    if (expression !== undefined) {
      if (!/^\s*(true|false)\s*$/.test(expression))
        throw new Error(`<PackageInstall ${name}={${expression}}>: write the value as a string`);
      value = expression.trim() === 'true';
    }
    if (!['packages', 'dev', 'exact', 'overrides'].includes(name))
      throw new Error(`<PackageInstall>: unknown attribute "${name}"`);
    spec[name] = value;
  }
  return spec as PackageInstallSpec;
}

/** The npm form of each `<PackageInstall>` element of the page, as a `bash` block. */
function packageInstallBlocks(source: string): CodeBlock[] {
  return [...source.matchAll(PACKAGE_INSTALL)].map((match) => ({
    lang: 'bash',
    meta: '',
    fragment: false,
    element: 'PackageInstall' as const,
    fenceLine: source.slice(0, match.index).split('\n').length - 1,
    code: installLines(packageInstallSpec(match[1]), 'npm').join('\n'),
  }));
}

function stripIndent(line: string, width: number): string {
  let removed = 0;
  while (removed < width && (line[removed] === ' ' || line[removed] === '\t')) removed++;
  return line.slice(removed);
}

/** Languages whose blocks are type-checked as TypeScript. */
export const TYPESCRIPT_LANGS = new Set(['ts', 'tsx', 'typescript']);
/** Languages whose blocks are compiled as Python. */
export const PYTHON_LANGS = new Set(['py', 'python', 'python3']);
