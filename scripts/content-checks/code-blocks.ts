/**
 * Finds the fenced code blocks of a Markdown/MDX page, keeping where each one
 * starts so a failing sample can be reported as file:line.
 */

export interface CodeBlock {
  /** First word of the info string, lower-cased ("" when the fence has none). */
  lang: string;
  /** The rest of the info string, e.g. `title="src/read.ts" fragment`. */
  meta: string;
  /** Value of `title="..."` in the meta, if any. */
  title?: string;
  /** Marked `fragment` in the meta: an excerpt that is not meant to compile alone. */
  fragment: boolean;
  /** 1-based line of the opening fence in the page. */
  fenceLine: number;
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
export function extractCodeBlocks(source: string): CodeBlock[] {
  const lines = source.split(/\r?\n/);
  const blocks: CodeBlock[] = [];
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
      body.push(stripIndent(lines[end], indent.length));
      end++;
    }
    blocks.push({...parseInfoString(info), fenceLine: index + 1, code: body.join('\n')});
    index = end;
  }
  return blocks;
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
