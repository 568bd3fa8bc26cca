import {describe, expect, it} from 'vitest';
import {
  checkInstall,
  collectRecipes,
  pagePackages,
  recipeCommands,
} from '../../scripts/content-checks/check-install';
import {readPage} from '../../scripts/content-checks/page';
import {pageProject} from '../../scripts/content-checks/project';
import {fixture, lineOf} from '../support/content-fixtures';

describe('install recipes (check:install)', () => {
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
