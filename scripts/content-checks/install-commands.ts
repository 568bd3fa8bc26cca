/**
 * Package-manager commands as a page gives them: `npm install`, `npm pkg set`,
 * `npm init`, `pnpm add`, `yarn add`, `pip install`, `uv pip install`, both in
 * shell blocks and in inline code of the prose ("`npm install x` works too").
 */
import type {Page} from './page';
import {parseShell, type ShellCommand} from './shell';

export interface PackageSpec {
  /** As written, e.g. `@nillion/nuc@0.1.1` or `nilai-py==0.2.0rc0`. */
  spec: string;
  name: string;
  /** The version or range after `@` / the pip operator, if any. */
  version?: string;
  /** pip's operator (`==`, `>=` …). */
  operator?: string;
}

export interface InstallCommand {
  ecosystem: 'npm' | 'pip';
  /** The tool as typed: npm, pnpm, yarn, pip, uv. */
  tool: string;
  packages: PackageSpec[];
  /** Options as written (`-D`, `--save-exact`). */
  options: string[];
  /** 1-based page line. */
  line: number;
  /** The command as written, for messages. */
  text: string;
}

const NPM_INSTALL = new Set(['install', 'i', 'add', 'isntall']);
const EXACT_SEMVER = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;
/** PEP 440 release, pre-release, post or dev: 0.2.0, 0.2.0rc0, 1.0.post1. */
const EXACT_PEP440 = /^\d+(?:\.\d+)*(?:(?:a|b|rc)\d+)?(?:\.post\d+)?(?:\.dev\d+)?$/;

export function isExactNpmVersion(version: string | undefined): boolean {
  return version !== undefined && EXACT_SEMVER.test(version);
}

export function isExactPipPin(spec: PackageSpec): boolean {
  return spec.operator === '==' && spec.version !== undefined && EXACT_PEP440.test(spec.version);
}

export function parseNpmSpec(spec: string): PackageSpec {
  const at = spec.indexOf('@', spec.startsWith('@') ? 1 : 0);
  return at === -1
    ? {spec, name: spec}
    : {spec, name: spec.slice(0, at), version: spec.slice(at + 1)};
}

export function parsePipSpec(spec: string): PackageSpec {
  const match =
    /^([A-Za-z0-9][A-Za-z0-9._-]*)(\[[^\]]*\])?\s*(===|==|>=|<=|~=|!=|>|<)?\s*([^;,\s]*)/.exec(
      spec,
    );
  if (!match) return {spec, name: spec};
  const name = match[1].toLowerCase().replace(/[._]+/g, '-');
  return match[3] ? {spec, name, operator: match[3], version: match[4]} : {spec, name};
}

/** The install command a shell command is, or null. */
export function readInstall(command: ShellCommand, line: number): InstallCommand | null {
  const words = command.words.map((word) => word.raw);
  const text = words.join(' ');
  let rest: string[] | undefined;
  let ecosystem: InstallCommand['ecosystem'] | undefined;
  const [tool = '', verb = ''] = words;
  if ((tool === 'npm' || tool === 'pnpm') && NPM_INSTALL.has(verb)) {
    ecosystem = 'npm';
    rest = words.slice(2);
  } else if (tool === 'yarn' && verb === 'add') {
    ecosystem = 'npm';
    rest = words.slice(2);
  } else if ((tool === 'pip' || tool === 'pip3') && verb === 'install') {
    ecosystem = 'pip';
    rest = words.slice(2);
  } else if (tool === 'uv' && verb === 'pip' && words[2] === 'install') {
    ecosystem = 'pip';
    rest = words.slice(3);
  } else if (tool === 'uv' && verb === 'add') {
    ecosystem = 'pip';
    rest = words.slice(2);
  } else if (
    /^python3?$/.test(tool) &&
    verb === '-m' &&
    words[2] === 'pip' &&
    words[3] === 'install'
  ) {
    ecosystem = 'pip';
    rest = words.slice(4);
  }
  if (!ecosystem || !rest) return null;
  const options: string[] = [];
  const packages: PackageSpec[] = [];
  for (let index = 0; index < rest.length; index++) {
    const word = rest[index];
    if (word.startsWith('-')) {
      options.push(word);
      // Options whose value is the next word (a requirements file, an index).
      if (
        /^(-r|--requirement|-c|--constraint|-i|--index-url|--extra-index-url|-e|--editable)$/.test(
          word,
        )
      )
        index++;
      continue;
    }
    if (ecosystem === 'pip' && (word === '.' || word.includes('/'))) continue;
    packages.push(ecosystem === 'npm' ? parseNpmSpec(word) : parsePipSpec(word));
  }
  return {ecosystem, tool, packages, options, line, text};
}

/** An admonition titled "Newer …" describes a later release, not what the page installs. */
const NEWER_RELEASE_NOTE = /^\s*:::\w+\[Newer\b/;

/**
 * Inline code spans of the prose that hold a command (outside fenced blocks),
 * with their page line. Commands inside a "Newer releases" note are left out:
 * they describe what another release does.
 */
export function inlineCommands(page: Page): {command: ShellCommand; line: number}[] {
  const found: {command: ShellCommand; line: number}[] = [];
  const inBlock = new Set<number>();
  for (const block of page.blocks) {
    // An element's lines are its own tag, not a fence that holds prose-like text.
    if (block.element) continue;
    const length = block.code.split('\n').length;
    for (let line = block.fenceLine; line <= block.fenceLine + length + 1; line++)
      inBlock.add(line);
  }
  let inNewerNote = false;
  page.source.split('\n').forEach((text, index) => {
    const line = index + 1;
    if (inBlock.has(line)) return;
    if (NEWER_RELEASE_NOTE.test(text)) inNewerNote = true;
    else if (/^\s*:::\s*$/.test(text)) inNewerNote = false;
    if (inNewerNote) return;
    for (const span of text.matchAll(/`([^`\n]+)`/g)) {
      if (!/^(npm|pnpm|yarn|pip3?|uv|python3?)\s/.test(span[1])) continue;
      for (const command of parseShell(span[1])) found.push({command, line});
    }
  });
  return found;
}
