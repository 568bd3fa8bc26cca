/** A page read once for the checks that need its blocks and its shell commands in page order. */
import {readFileSync} from 'node:fs';
import {extractCodeBlocks, type CodeBlock} from './code-blocks';
import {
  collectAssignments,
  lineOfOffset,
  parseShell,
  SHELL_LANGS,
  type ShellCommand,
} from './shell';

export interface Page {
  path: string;
  source: string;
  blocks: CodeBlock[];
}

export function readPage(path: string): Page {
  const source = readFileSync(path, 'utf8');
  return {path, source, blocks: extractCodeBlocks(source)};
}

export interface PageCommand {
  block: CodeBlock;
  command: ShellCommand;
  /** Variables the page exported before this command. */
  env: ReadonlyMap<string, string>;
}

/** Every command of the page's shell blocks, in page order, with the variables set so far. */
export function pageCommands(page: Page): PageCommand[] {
  const env = new Map<string, string>();
  const result: PageCommand[] = [];
  for (const block of page.blocks) {
    if (!SHELL_LANGS.has(block.lang)) continue;
    // A file shown as a bash block (`.env`, `.env.local`) holds settings, not commands.
    const title = block.title?.trim() ?? '';
    if (/^\S*\.[\w-]+$/.test(title) && !/\.(sh|bash|zsh)$/.test(title)) continue;
    for (const command of parseShell(block.code)) {
      result.push({block, command, env: new Map(env)});
      collectAssignments(command, env);
    }
  }
  return result;
}

/** Page line (1-based) of a block's command that starts on block line `line` (0-based). */
export function blockLine(block: CodeBlock, line: number): number {
  // Every command of a `<PackageInstall>` element comes from the element's own line.
  return block.element ? block.fenceLine + 1 : block.fenceLine + 1 + line;
}

/** Page line (1-based) of an offset inside a block's code. */
export function blockOffsetLine(block: CodeBlock, code: string, offset: number): number {
  return blockLine(block, lineOfOffset(code, offset));
}
