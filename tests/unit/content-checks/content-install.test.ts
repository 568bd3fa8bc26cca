import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  checkInstall,
  collectRecipes,
  pagePackages,
  recipeCommands,
} from '../../../scripts/content-checks/check-install';
import {readPage} from '../../../scripts/content-checks/page';
import {pageProject} from '../../../scripts/content-checks/project';
import {fixture, lineOf} from '../../support/content-fixtures';

describe('install recipes (the install check)', () => {
  it('turns a page into npm commands, standing in for a scaffold and running pnpm steps with npm', () => {
    const steps = pageProject(readPage(fixture('install.mdx'))).steps;
    expect(recipeCommands(steps).map((command) => command.argv.join(' '))).toEqual([
      'npm init -y',
      'npm pkg set type=module',
      'npm install --save-exact is-number@7.0.0',
    ]);
    const scaffolded = recipeCommands([
      {kind: 'scaffold', text: 'npx create-next-app@15 app', args: [], tool: 'npx', line: 1},
      {kind: 'install', text: 'pnpm add x@1.0.0', args: ['x@1.0.0'], tool: 'pnpm', line: 2},
    ]);
    expect(scaffolded.map((command) => command.argv.join(' '))).toEqual([
      'npm init -y',
      'npm install x@1.0.0',
    ]);
    expect(scaffolded.every((command) => command.note)).toBe(true);
  });

  it('imports what the samples load at run time: not type-only imports, built-ins or files', () => {
    expect(pagePackages(readPage(fixture('install.mdx')))).toEqual(['is-number', 'left-pad']);
  });

  it('runs a recipe once for all the pages that give it', () => {
    const {npm} = collectRecipes([fixture('run.mdx'), fixture('typescript-module.mdx')], new Set());
    expect(npm).toHaveLength(1);
    expect(npm[0].pages.map((page) => page.path)).toEqual([
      fixture('run.mdx'),
      fixture('typescript-module.mdx'),
    ]);
  });

  it('installs from the registry in a fresh folder and reports a version that does not exist and an import that fails', async () => {
    const page = fixture('install.mdx');
    const missing = fixture('install-version.mdx');
    const log: string[] = [];
    const {findings, checked} = await checkInstall([page, missing], (line) => log.push(line));
    expect(checked).toBe(2);
    const onPage = findings.filter((finding) => finding.file === page);
    const onMissing = findings.filter((finding) => finding.file === missing);
    expect(onPage.map((finding) => finding.line)).toEqual([lineOf(page, 'npm init -y')]);
    expect(onPage[0].message).toMatch(/`import\('left-pad'\)` fails: ERR_MODULE_NOT_FOUND/);
    expect(onMissing.map((finding) => finding.line)).toEqual([lineOf(missing, 'is-number@99.0.0')]);
    expect(onMissing[0].message).toMatch(/ETARGET/);
    // It prints what it ran and how long each step took.
    expect(log.join('\n')).toMatch(
      /\$ npm install --save-exact is-number@7\.0\.0 {2}\(\d+\.\d s\)/,
    );
  }, 300_000);
});

describe('Python install recipes (the install check)', () => {
  it('installs in a fresh venv and reports a module the samples import that the steps do not install', async () => {
    // A local package index with one handmade wheel stands in for PyPI.
    const index = mkdtempSync(join(tmpdir(), 'content-pip-index-'));
    const made = spawnSync('python3', [
      '-c',
      [
        'import sys, zipfile',
        'files = {"demo_pkg/__init__.py": "VALUE = 1\\n",',
        ' "demo_pkg-1.0.0.dist-info/METADATA": "Metadata-Version: 2.1\\nName: demo-pkg\\nVersion: 1.0.0\\n",',
        ' "demo_pkg-1.0.0.dist-info/WHEEL": "Wheel-Version: 1.0\\nGenerator: test\\nRoot-Is-Purelib: true\\nTag: py3-none-any\\n"}',
        'record = "".join(name + ",,\\n" for name in files) + "demo_pkg-1.0.0.dist-info/RECORD,,\\n"',
        'with zipfile.ZipFile(sys.argv[1] + "/demo_pkg-1.0.0-py3-none-any.whl", "w") as wheel:',
        '    [wheel.writestr(name, text) for name, text in files.items()]',
        '    wheel.writestr("demo_pkg-1.0.0.dist-info/RECORD", record)',
      ].join('\n'),
      index,
    ]);
    expect(made.status).toBe(0);
    const saved = {noIndex: process.env.PIP_NO_INDEX, findLinks: process.env.PIP_FIND_LINKS};
    process.env.PIP_NO_INDEX = '1';
    process.env.PIP_FIND_LINKS = index;
    try {
      const page = fixture('install-python.mdx');
      const log: string[] = [];
      const {findings, checked} = await checkInstall(
        [page],
        (line) => log.push(line),
        async () => true,
      );
      expect(checked).toBe(1);
      expect(findings.map((finding) => `${finding.line} ${finding.message}`)).toEqual([
        expect.stringMatching(
          new RegExp(`^${lineOf(page, 'python3 -m venv')} .*\`import missing_module\` fails`),
        ),
      ]);
      expect(log.join('\n')).toMatch(
        /pip install demo-pkg==1\.0\.0 {2}\(\d+\.\d s\)[\s\S]*import demo_pkg/,
      );
    } finally {
      for (const [name, value] of [
        ['PIP_NO_INDEX', saved.noIndex],
        ['PIP_FIND_LINKS', saved.findLinks],
      ] as const)
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      rmSync(index, {recursive: true, force: true});
    }
  }, 300_000);
});
