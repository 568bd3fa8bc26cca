/**
 * Samples that need no network run: each TypeScript/JavaScript sample that
 * uses only offline packages (`offlinePackages` in config/content-checks.ts,
 * e.g. Blindfold) and Node built-ins, or that is marked `run` in its fence meta,
 * is executed with tsx in its page's project (the package.json `type` the page
 * sets up), inside its docs version's sample project (its releases), and what it prints is compared with the page's "Expected output"
 * block for it: the first `text` block after the sample, before the next
 * sample, introduced by a line that starts with "Expected output". In that
 * block `…` (or `...`) stands for any text on its line, and a line holding only
 * `…` for any number of lines.
 */
import {spawn} from 'node:child_process';
import {builtinModules} from 'node:module';
import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import {contentChecks} from '../../config/content-checks';
import {type CodeBlock} from './code-blocks';
import {readPage, type Page} from './page';
import {pageProject} from './project';
import type {Finding} from './report';
import {pageFolder, samplePaths} from './samples';
import {runtimeImports} from './sample-imports';
import {ensureInstalled, sampleProjectOf} from './sample-project';

const SCRIPT_LANGS = new Set(['ts', 'tsx', 'typescript', 'js', 'mjs', 'javascript']);
const TIMEOUT_MS = 30_000;
/** Built-ins that reach the network: a sample importing them is not "offline". */
const NETWORK_BUILTINS = new Set(['http', 'https', 'http2', 'net', 'tls', 'dgram', 'dns']);

function isOfflineBuiltin(specifier: string): boolean {
  const name = specifier.replace(/^node:/, '').split('/')[0];
  return builtinModules.includes(name) && !NETWORK_BUILTINS.has(name);
}

/** Does the sample run without network: marked `run`, or only offline imports and no fetch/env reads. */
export function isRunnable(block: CodeBlock): boolean {
  if (!SCRIPT_LANGS.has(block.lang) || block.fragment) return false;
  if (/(^|\s)run(\s|$)/.test(block.meta.replace(/"[^"]*"|'[^']*'/g, ' '))) return true;
  const imports = runtimeImports(block.code);
  const offline = new Set<string>(contentChecks.offlinePackages);
  return (
    imports.some((specifier) => offline.has(specifier)) &&
    imports.every((specifier) => offline.has(specifier) || isOfflineBuiltin(specifier)) &&
    !/\bfetch\s*\(|process\.env/.test(block.code)
  );
}

/** The "Expected output" block that belongs to the sample at `index`, if the page gives one. */
export function expectedOutput(page: Page, index: number): CodeBlock | undefined {
  const lines = page.source.split('\n');
  for (const block of page.blocks.slice(index + 1)) {
    if (SCRIPT_LANGS.has(block.lang)) return undefined;
    if (!['text', 'txt', 'console', 'output', ''].includes(block.lang)) continue;
    // The nearest non-empty line above the fence introduces the block.
    let intro = block.fenceLine - 2;
    while (intro >= 0 && lines[intro].trim() === '') intro--;
    if (intro >= 0 && /^\s*(\*\*)?expected output/i.test(lines[intro])) return block;
  }
  return undefined;
}

const WILDCARD = /…|\.\.\./;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function normalize(text: string): string[] {
  const lines = text.split('\n').map((line) => line.replace(/\s+$/, ''));
  while (lines.length > 0 && lines[0] === '') lines.shift();
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** Null when `actual` matches the expected block, else the first expected line (1-based) that does not. */
export function compareOutput(
  expected: string,
  actual: string,
): {line: number; expected: string; actual: string} | null {
  const want = normalize(expected);
  const got = normalize(actual);
  const lineRegex = (line: string) =>
    new RegExp(
      `^${line
        .split(WILDCARD)
        .map((part) => escapeRegExp(part))
        .join('.*')}$`,
    );
  const whole = new RegExp(
    `^${want
      .map((line) =>
        /^\s*(…|\.\.\.)\s*$/.test(line)
          ? '(?:[^\\n]*\\n)*?'
          : `${lineRegex(line).source.slice(1, -1)}\\n`,
      )
      .join('')}$`,
  );
  if (whole.test(got.map((line) => `${line}\n`).join(''))) return null;
  // Report the first line that differs, for a readable message.
  for (let index = 0; index < Math.max(want.length, got.length); index++) {
    const expectedLine = want[index];
    if (expectedLine !== undefined && /^\s*(…|\.\.\.)\s*$/.test(expectedLine))
      return {line: index + 1, expected: expectedLine, actual: got[index] ?? '(nothing)'};
    if (
      expectedLine === undefined ||
      got[index] === undefined ||
      !lineRegex(expectedLine).test(got[index])
    )
      return {
        line: index + 1,
        expected: expectedLine ?? '(nothing)',
        actual: got[index] ?? '(nothing)',
      };
  }
  return {line: 1, expected: want[0] ?? '', actual: got[0] ?? ''};
}

function runTsx(
  file: string,
  cwd: string,
): Promise<{code: number | null; stdout: string; stderr: string; timedOut: boolean}> {
  return new Promise((done) => {
    const child = spawn(resolve('node_modules/.bin/tsx'), [file], {
      cwd,
      env: {PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NO_COLOR: '1'},
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, TIMEOUT_MS);
    child.on('close', (code) => {
      clearTimeout(timer);
      done({code, stdout, stderr, timedOut});
    });
  });
}

/** The last meaningful line of an error output (tsx prints the stack after the message). */
function errorSummary(stderr: string): string {
  const lines = stderr
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  // esbuild (inside tsx) says "Transform failed with N errors" and then each error with "ERROR:".
  const error =
    lines.find((line) => /\bERROR: /.test(line)) ??
    lines.find((line) => /^(\w*Error|Error \[)/.test(line) || /\bERR_[A-Z_]+\b/.test(line));
  return (error ?? lines[0] ?? 'no output').slice(0, 300);
}

/** Runs `tasks` with at most `limit` at a time, keeping their order in the result. */
export async function inPool<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]();
    }
  };
  await Promise.all(Array.from({length: Math.min(limit, tasks.length)}, worker));
  return results;
}

export async function checkRun(
  paths: readonly string[],
): Promise<{findings: Finding[]; checked: number}> {
  const installed = new Set<string>();
  const tasks: (() => Promise<Finding[]>)[] = [];
  for (const path of paths) {
    const page = readPage(path);
    const samples = page.blocks.filter((block) => SCRIPT_LANGS.has(block.lang) && !block.fragment);
    if (!samples.some(isRunnable)) continue;
    const project = pageProject(page);
    // Run where the page's docs version's releases resolve (its sample project).
    const versionProject = sampleProjectOf(path);
    if (!installed.has(versionProject.dir)) ensureInstalled(versionProject);
    installed.add(versionProject.dir);
    const folder = join(versionProject.scratch('run'), pageFolder(path));
    // Only this page's folder is emptied, so two checks of different pages can run at once.
    rmSync(folder, {recursive: true, force: true});
    mkdirSync(folder, {recursive: true});
    writeFileSync(join(folder, 'package.json'), JSON.stringify({type: project.moduleType}) + '\n');
    // Every sample of the page is written, so one that imports another (`./nillion`) finds it.
    const files = samplePaths(path, samples, (block) => EXTENSIONS[block.lang] ?? '.ts');
    for (const {path: file, block} of files) {
      mkdirSync(dirname(join(folder, file)), {recursive: true});
      writeFileSync(join(folder, file), block.code + '\n');
    }
    for (const {path: file, block} of files) {
      if (!isRunnable(block)) continue;
      tasks.push(async (): Promise<Finding[]> => {
        const result = await runTsx(file, folder);
        const where = `"${block.title ?? file}" (${project.moduleType === 'module' ? 'ES module' : 'CommonJS'} project: ${project.moduleTypeSource})`;
        if (result.timedOut)
          return [
            {
              file: path,
              line: block.fenceLine,
              check: 'run',
              message: `${where} did not finish within ${TIMEOUT_MS / 1000} s`,
            },
          ];
        if (result.code !== 0) {
          const summary = errorSummary(result.stderr);
          // esbuild names the sample file and line: report the page line instead.
          const at = /^\S*?:(\d+):\d+: (ERROR: .*)$/.exec(summary);
          return [
            {
              file: path,
              line: at ? block.fenceLine + Number(at[1]) : block.fenceLine,
              check: 'run',
              message: `${where} exits with ${result.code}: ${at ? at[2] : summary}`,
            },
          ];
        }
        const expected = expectedOutput(page, page.blocks.indexOf(block));
        if (!expected) return [];
        const difference = compareOutput(expected.code, result.stdout);
        return difference
          ? [
              {
                file: path,
                line: expected.fenceLine + difference.line,
                check: 'run',
                message: `${where} prints \`${difference.actual}\` where the Expected output block has \`${difference.expected}\` (write … for the parts that change between runs)`,
              },
            ]
          : [];
      });
    }
  }
  const findings = (await inPool(tasks, 2)).flat();
  return {findings, checked: tasks.length};
}

const EXTENSIONS: Record<string, string> = {
  ts: '.ts',
  typescript: '.ts',
  tsx: '.tsx',
  js: '.js',
  javascript: '.js',
  mjs: '.mjs',
};
