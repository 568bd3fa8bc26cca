/**
 * Install steps work: each distinct install recipe of the pages (the
 * `npm init` / `npm pkg set` / `npm install` sequence a page gives, pins and
 * overrides included) runs in a fresh temporary folder against the npm
 * registry, and every package the page's samples import is then imported there
 * the way the page's project runs it: `import()` in an ES module project,
 * `require()` in a CommonJS one (what tsx turns an `import` into). Recipes are
 * deduplicated and run two at a time; nothing is cached between runs but npm's
 * own cache. Python recipes (`python3 -m venv`, `pip install`) run the same way
 * in a fresh venv when PyPI is reachable; otherwise the check says so.
 */
import {spawn} from 'node:child_process';
import {builtinModules} from 'node:module';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {connect} from 'node:net';
import {tmpdir} from 'node:os';
import {isAbsolute, join, normalize} from 'node:path';
import {inPool} from './check-run';
import {readPage, type Page} from './page';
import {pageProject, type PageProject, type PythonStep, type RecipeStep} from './project';
import type {Finding} from './report';
import {runtimeImports} from './sample-imports';

const SCRIPT_LANGS = new Set(['ts', 'tsx', 'typescript', 'js', 'mjs', 'javascript']);
const PYTHON_LANGS = new Set(['py', 'python', 'python3']);
const COMMAND_TIMEOUT_MS = 10 * 60_000;
const CONCURRENCY = 2;

/** Packages (bare specifiers, not Node built-ins or files) the page's samples load at run time. */
export function pagePackages(page: Page): string[] {
  const specifiers = page.blocks
    .filter((block) => SCRIPT_LANGS.has(block.lang) && !block.fragment)
    .flatMap((block) => runtimeImports(block.code))
    .filter(
      (specifier) =>
        !specifier.startsWith('.') &&
        !specifier.startsWith('/') &&
        !specifier.startsWith('@/') &&
        !specifier.startsWith('node:') &&
        !builtinModules.includes(specifier.split('/')[0]),
    );
  return [...new Set(specifiers)].sort();
}

/** Top-level modules the page's Python samples import (standard library and local files left out). */
export function pagePythonModules(page: Page, standardLibrary: ReadonlySet<string>): string[] {
  const local = new Set(
    page.blocks
      .map((block) => block.title?.match(/([\w-]+)\.py$/)?.[1])
      .filter((name): name is string => Boolean(name)),
  );
  const modules = page.blocks
    .filter((block) => PYTHON_LANGS.has(block.lang) && !block.fragment)
    .flatMap((block) => [
      ...block.code.matchAll(/^\s*(?:from\s+([\w.]+)\s+import|import\s+([\w.]+))/gm),
    ])
    .map((match) => (match[1] ?? match[2]).split('.')[0])
    .filter((name) => name && !standardLibrary.has(name) && !local.has(name));
  return [...new Set(modules)].sort();
}

interface NpmRecipe {
  /** Commands to run, as shell-free argument lists, with what the page wrote. */
  commands: {argv: string[]; page: string; note?: string}[];
  moduleType: PageProject['moduleType'];
  /** Packages to import afterwards; empty for a scaffolded (bundled) project. */
  packages: Set<string>;
  scaffold?: string;
  /** Pages that give this recipe, with the line of their first step. */
  pages: {path: string; line: number}[];
}

/** The npm commands a page's steps amount to, in a folder of their own. */
export function recipeCommands(steps: readonly RecipeStep[]): NpmRecipe['commands'] {
  return steps.map((step) => {
    switch (step.kind) {
      case 'scaffold':
        return {
          argv: ['npm', 'init', '-y'],
          page: step.text,
          note: 'the scaffold is not run (it downloads a whole framework); npm init -y stands in for its package.json',
        };
      case 'init':
        return {argv: ['npm', 'init', ...step.args], page: step.text};
      case 'pkg-set':
        return {argv: ['npm', 'pkg', 'set', ...step.args], page: step.text};
      case 'remove':
        return {argv: ['rm', ...step.args], page: step.text};
      case 'install':
        return {
          argv: ['npm', 'install', ...step.args],
          page: step.text,
          note:
            step.tool === 'npm'
              ? undefined
              : `run with npm (${step.tool} is not part of this check)`,
        };
    }
  });
}

interface CommandResult {
  code: number | null;
  output: string;
  seconds: number;
  timedOut: boolean;
}

function run(argv: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<CommandResult> {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(argv[0], argv.slice(1), {cwd, env});
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, COMMAND_TIMEOUT_MS);
    child.on('error', (error) => (output += error.message));
    child.on('close', (code) => {
      clearTimeout(timer);
      done({code, output, seconds: (Date.now() - started) / 1000, timedOut});
    });
  });
}

/** Removes what `rm -rf a b` names, inside the recipe folder only. */
function removeInside(folder: string, args: string[]): void {
  for (const target of args.filter((arg) => !arg.startsWith('-'))) {
    const path = normalize(target);
    if (isAbsolute(path) || path.startsWith('..')) throw new Error(`refusing to remove ${target}`);
    rmSync(join(folder, path), {recursive: true, force: true});
  }
}

const npmEnv = (): NodeJS.ProcessEnv => ({
  ...process.env,
  npm_config_audit: 'false',
  npm_config_fund: 'false',
  npm_config_update_notifier: 'false',
  npm_config_loglevel: 'error',
});

/** The last lines of a failed command, enough to see why. */
function tail(output: string, lines = 4): string {
  return output
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !/^npm warn Unknown user config|^npm error A complete log/.test(line))
    .slice(-lines)
    .join(' | ');
}

async function runNpmRecipe(recipe: NpmRecipe, log: (line: string) => void): Promise<string[]> {
  const folder = mkdtempSync(join(tmpdir(), 'content-install-'));
  const problems: string[] = [];
  const lines: string[] = [];
  const started = Date.now();
  try {
    for (const command of recipe.commands) {
      if (command.argv[0] === 'rm') {
        removeInside(folder, command.argv.slice(1));
        lines.push(`    $ ${command.argv.join(' ')}`);
        continue;
      }
      const result = await run(command.argv, folder, npmEnv());
      lines.push(
        `    $ ${command.argv.join(' ')}  (${result.seconds.toFixed(1)} s${command.note ? `; ${command.note}` : ''})`,
      );
      if (result.code !== 0) {
        problems.push(
          result.timedOut
            ? `\`${command.page}\` did not finish within ${COMMAND_TIMEOUT_MS / 60_000} minutes`
            : `\`${command.page}\` fails (exit ${result.code}): ${tail(result.output)}`,
        );
        return problems;
      }
    }
    if (recipe.packages.size > 0) {
      const packages = [...recipe.packages];
      const load = recipe.moduleType === 'module' ? 'await import(name)' : 'require(name)';
      const script = [
        `const results = {};`,
        `for (const name of ${JSON.stringify(packages)}) {`,
        `  try { ${load}; results[name] = null; }`,
        `  catch (error) { results[name] = (error.code ? error.code + ': ' : '') + String(error.message).split('\\n')[0]; }`,
        `}`,
        `console.log(JSON.stringify(results));`,
      ].join('\n');
      // The file's extension follows the project's package.json, as the reader's code does.
      const file = join(folder, 'import-check.js');
      writeFileSync(
        file,
        recipe.moduleType === 'module' ? script : `(async () => {\n${script}\n})();`,
      );
      const result = await run([process.execPath, file], folder, process.env);
      lines.push(
        `    imported as ${recipe.moduleType === 'module' ? 'an ES module' : 'CommonJS'}: ${packages.join(', ')}  (${result.seconds.toFixed(1)} s)`,
      );
      let results: Record<string, string | null> = {};
      try {
        results = JSON.parse(result.output.trim().split('\n').pop() ?? '{}') as Record<
          string,
          string | null
        >;
      } catch {
        problems.push(`the import check could not run: ${tail(result.output)}`);
      }
      for (const [name, raw] of Object.entries(results)) {
        // The temporary folder differs on every run: name it the way the reader sees it.
        const error = raw?.replaceAll(folder, '<project>');
        if (error)
          problems.push(
            `after the page's install steps, ${recipe.moduleType === 'module' ? `\`import('${name}')\`` : `\`require('${name}')\` (tsx compiles imports to require in a CommonJS project)`} fails: ${error}`,
          );
      }
    } else if (recipe.scaffold) {
      lines.push(
        `    imports not checked: a ${recipe.scaffold} project is bundled, not run by Node`,
      );
    }
    return problems;
  } finally {
    rmSync(folder, {recursive: true, force: true});
    log(
      [
        `  npm recipe of ${recipe.pages.map((page) => page.path).join(', ')}: ${problems.length === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
        ...lines,
      ].join('\n'),
    );
  }
}

/** Is a TCP connection to host:443 possible within a few seconds? */
function reachable(host: string): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({host, port: 443, timeout: 4000});
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      done(false);
    });
    socket.once('error', () => done(false));
  });
}

interface PythonRecipe {
  steps: PythonStep[];
  modules: Set<string>;
  pages: {path: string; line: number}[];
}

async function runPythonRecipe(
  recipe: PythonRecipe,
  log: (line: string) => void,
): Promise<string[]> {
  const folder = mkdtempSync(join(tmpdir(), 'content-install-py-'));
  const problems: string[] = [];
  const lines: string[] = [];
  const started = Date.now();
  const venv = join(folder, '.venv');
  try {
    const create = await run(['python3', '-m', 'venv', venv], folder, process.env);
    lines.push(`    $ python3 -m venv .venv  (${create.seconds.toFixed(1)} s)`);
    if (create.code !== 0) return [`\`python3 -m venv\` fails: ${tail(create.output)}`];
    for (const step of recipe.steps.filter((candidate) => candidate.kind === 'install')) {
      const argv = [
        join(venv, 'bin', 'pip'),
        'install',
        '--disable-pip-version-check',
        ...step.args,
      ];
      const result = await run(argv, folder, process.env);
      lines.push(`    $ pip install ${step.args.join(' ')}  (${result.seconds.toFixed(1)} s)`);
      if (result.code !== 0) {
        problems.push(`\`${step.text}\` fails (exit ${result.code}): ${tail(result.output)}`);
        return problems;
      }
    }
    for (const module of recipe.modules) {
      const result = await run(
        [join(venv, 'bin', 'python'), '-c', `import ${module}`],
        folder,
        process.env,
      );
      lines.push(`    import ${module}  (${result.seconds.toFixed(1)} s)`);
      if (result.code !== 0)
        problems.push(
          `after the page's pip steps, \`import ${module}\` fails: ${tail(result.output, 1)}`,
        );
    }
    return problems;
  } finally {
    rmSync(folder, {recursive: true, force: true});
    log(
      [
        `  Python recipe of ${recipe.pages.map((page) => page.path).join(', ')}: ${problems.length === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
        ...lines,
      ].join('\n'),
    );
  }
}

function standardLibrary(): Promise<Set<string>> {
  return run(
    ['python3', '-c', 'import sys; print("\\n".join(sorted(sys.stdlib_module_names)))'],
    tmpdir(),
    process.env,
  ).then(
    (result) =>
      new Set(
        result.output
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
      ),
  );
}

/** The distinct recipes of the pages: pages with the same commands share one run. */
export function collectRecipes(paths: readonly string[], standardModules: ReadonlySet<string>) {
  const npm = new Map<string, NpmRecipe>();
  const python = new Map<string, PythonRecipe>();
  for (const path of paths) {
    const page = readPage(path);
    const project = pageProject(page);
    if (project.steps.some((step) => step.kind === 'install' || step.kind === 'scaffold')) {
      const commands = recipeCommands(project.steps);
      const key = JSON.stringify(commands.map((command) => command.argv));
      const recipe =
        npm.get(key) ??
        npm
          .set(key, {
            commands,
            moduleType: project.moduleType,
            packages: new Set(),
            scaffold: project.scaffold,
            pages: [],
          })
          .get(key)!;
      recipe.pages.push({path, line: project.steps[0].line});
      if (!project.scaffold) for (const name of pagePackages(page)) recipe.packages.add(name);
    }
    if (project.pythonSteps.some((step) => step.kind === 'install')) {
      const key = JSON.stringify(
        project.pythonSteps.filter((step) => step.kind === 'install').map((step) => step.args),
      );
      const recipe =
        python.get(key) ??
        python.set(key, {steps: project.pythonSteps, modules: new Set(), pages: []}).get(key)!;
      recipe.pages.push({path, line: project.pythonSteps[0].line});
      for (const name of pagePythonModules(page, standardModules)) recipe.modules.add(name);
    }
  }
  return {npm: [...npm.values()], python: [...python.values()]};
}

export async function checkInstall(
  paths: readonly string[],
  log: (line: string) => void = (line) => console.log(line),
  /** Whether pip can reach its index (tests point pip at a local one through PIP_* variables). */
  pythonIndexReachable: () => Promise<boolean> = () => reachable('pypi.org'),
): Promise<{findings: Finding[]; checked: number}> {
  const {npm, python} = collectRecipes(paths, await standardLibrary());
  const findings: Finding[] = [];
  const report = (pages: {path: string; line: number}[], problems: string[]) => {
    for (const page of pages)
      for (const message of problems)
        findings.push({file: page.path, line: page.line, check: 'install', message});
  };
  log(
    `Install check: ${npm.length} distinct npm recipe(s), ${python.length} Python recipe(s), ${CONCURRENCY} at a time`,
  );
  const tasks: (() => Promise<void>)[] = npm.map(
    (recipe) => async () => report(recipe.pages, await runNpmRecipe(recipe, log)),
  );
  let pythonRun = 0;
  if (python.length > 0) {
    if (await pythonIndexReachable()) {
      pythonRun = python.length;
      tasks.push(
        ...python.map(
          (recipe) => async () => report(recipe.pages, await runPythonRecipe(recipe, log)),
        ),
      );
    } else
      log(
        `  Python recipes not run: pypi.org is not reachable from this machine (${python
          .map(
            (recipe) =>
              `${recipe.pages.map((page) => page.path).join(', ')}: ${recipe.steps.map((step) => step.text).join('; ')}`,
          )
          .join(' | ')})`,
      );
  }
  await inPool(tasks, CONCURRENCY);
  return {findings, checked: npm.length + pythonRun};
}
