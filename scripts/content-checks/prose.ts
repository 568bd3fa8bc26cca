/**
 * Counts the words a reader reads on a page: Markdown/MDX prose without front
 * matter, ESM imports, code blocks, JSX tags, comments or link targets.
 */

export function stripFrontMatter(source: string): string {
  const match = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(\r?\n|$)/.exec(source);
  // Keep the line count so positions after the front matter stay true.
  return match
    ? '\n'.repeat(match[0].split('\n').length - 1) + source.slice(match[0].length)
    : source;
}

/** The page's prose as plain text (one string, line breaks kept). */
export function proseText(source: string): string {
  const lines = stripFrontMatter(source).split(/\r?\n/);
  const kept: string[] = [];
  let fence: RegExp | null = null;
  let inEsm = false;
  for (const line of lines) {
    if (fence) {
      if (fence.test(line)) fence = null;
      continue;
    }
    const opening = /^[ \t]*(`{3,}|~{3,})/.exec(line);
    if (opening) {
      fence = new RegExp(`^[ \\t]*${opening[1][0]}{${opening[1].length},}[ \\t]*$`);
      continue;
    }
    // MDX ESM: `import`/`export` statements at column 0, possibly over several lines.
    if (inEsm || /^(import|export)\s/.test(line)) {
      inEsm = !/;\s*$/.test(line) && !/^(import|export)\s.*\sfrom\s+['"][^'"]+['"]\s*$/.test(line);
      continue;
    }
    kept.push(line);
  }
  return kept
    .join('\n')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    .replace(/^\s*\[[^\]]+\]:\s*\S+.*$/gm, ' ')
    .replace(/<\/?[A-Za-z][\w.:-]*(\s+[^<>]*?)?\/?>/g, ' ')
    .replace(/^[ \t]*:::[A-Za-z]*/gm, ' ')
    .replace(/\{#[\w-]+\}/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ');
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’_.\-/@]*/gu;

/** Number of words of prose on the page. Inline code counts: it is read as part of a sentence. */
export function countProseWords(source: string): number {
  return proseText(source).match(WORD)?.length ?? 0;
}
