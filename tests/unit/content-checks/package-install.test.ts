/**
 * `<PackageInstall>`: the commands each tab shows, and the npm form the content checks read.
 * Expected strings are written from each manager's documentation: npm `install --save-exact`
 * and `--save-dev` (docs.npmjs.com/cli/commands/npm-install), pnpm `add --save-exact` and
 * `--save-dev` (pnpm.io/cli/add), Yarn `add --exact` and `--dev` (yarnpkg.com/cli/add),
 * overrides under npm `overrides`, pnpm `pnpm.overrides` and Yarn `resolutions`.
 */
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {untabbedInstalls} from '../../../scripts/content-checks/check-pins';
import {installLines} from '../../../src/components/PackageInstall/commands';
import {extractCodeBlocks} from '../../../scripts/content-checks/code-blocks';
import {pageProject} from '../../../scripts/content-checks/project';
import {readInstall} from '../../../scripts/content-checks/install-commands';
import {parseShell} from '../../../scripts/content-checks/shell';

const spec = {
  overrides: 'libsodium-wrappers-sumo=0.7.15',
  exact: true,
  packages: '@nillion/nuc@0.1.1 pino@9',
  dev: 'tsx @types/node',
};

describe('PackageInstall commands', () => {
  it('npm: install, --save-exact for the packages, --save-dev for the tools, overrides', () => {
    expect(installLines(spec, 'npm')).toEqual([
      'npm pkg set overrides.libsodium-wrappers-sumo=0.7.15',
      'npm install --save-exact @nillion/nuc@0.1.1 pino@9',
      'npm install --save-dev tsx @types/node',
    ]);
  });

  it('pnpm: add, --save-exact, --save-dev, pnpm.overrides', () => {
    expect(installLines(spec, 'pnpm')).toEqual([
      'npm pkg set pnpm.overrides.libsodium-wrappers-sumo=0.7.15',
      'pnpm add --save-exact @nillion/nuc@0.1.1 pino@9',
      'pnpm add --save-dev tsx @types/node',
    ]);
  });

  it('Yarn: a node_modules folder, add, --exact, --dev, resolutions', () => {
    expect(installLines(spec, 'yarn')).toEqual([
      'yarn config set nodeLinker node-modules',
      'npm pkg set resolutions.libsodium-wrappers-sumo=0.7.15',
      'yarn add --exact @nillion/nuc@0.1.1 pino@9',
      'yarn add --dev tsx @types/node',
    ]);
  });

  it('without exact, packages keep the range the manager records; dev only gives one line', () => {
    expect(installLines({packages: 'openai'}, 'pnpm')).toEqual(['pnpm add openai']);
    expect(installLines({dev: 'tsx'}, 'npm')).toEqual(['npm install --save-dev tsx']);
    expect(installLines({dev: 'tsx'}, 'yarn')).toEqual([
      'yarn config set nodeLinker node-modules',
      'yarn add --dev tsx',
    ]);
  });

  it('refuses an element that installs nothing or a malformed override', () => {
    expect(() => installLines({}, 'npm')).toThrow(/packages or dev/);
    expect(() => installLines({packages: 'a', overrides: 'b'}, 'npm')).toThrow(/name=version/);
  });

  it('every tab installs the same packages at the same versions', () => {
    const installed = (manager: 'npm' | 'pnpm' | 'yarn') =>
      installLines(spec, manager)
        .flatMap((line) => parseShell(line))
        .map((command) => readInstall(command, 1))
        .filter((install) => install !== null)
        .flatMap((install) => install.packages.map((p) => p.spec));
    expect(installed('pnpm')).toEqual(installed('npm'));
    expect(installed('yarn')).toEqual(installed('npm'));
    expect(installed('npm')).toEqual(['@nillion/nuc@0.1.1', 'pino@9', 'tsx', '@types/node']);
  });
});

describe('content checks read <PackageInstall>', () => {
  const page = [
    '# Demo', // 1
    '', // 2
    '```bash', // 3
    'npm init -y', // 4
    '```', // 5
    '', // 6
    '<PackageInstall overrides="libsodium-wrappers-sumo=0.7.15" exact', // 7
    '  packages="@nillion/nuc@0.1.1" dev="tsx" />', // 8
    '', // 9
    '```mdx', // 10
    '<PackageInstall packages="shown-not-installed" />', // 11
    '```', // 12
  ].join('\n');

  it('as the bash block of its npm commands, in page order, at its own line', () => {
    const blocks = extractCodeBlocks(page);
    expect(blocks.map(({lang, fenceLine, element}) => ({lang, fenceLine, element}))).toEqual([
      {lang: 'bash', fenceLine: 3, element: undefined},
      {lang: 'bash', fenceLine: 6, element: 'PackageInstall'},
      {lang: 'mdx', fenceLine: 10, element: undefined},
    ]);
    expect(blocks[1].code).toBe(
      [
        'npm pkg set overrides.libsodium-wrappers-sumo=0.7.15',
        'npm install --save-exact @nillion/nuc@0.1.1',
        'npm install --save-dev tsx',
      ].join('\n'),
    );
  });

  it('so the project recipe holds its override and installs, reported at the element', () => {
    const project = pageProject({path: 'demo.mdx', source: page, blocks: extractCodeBlocks(page)});
    expect(project.steps.map(({text, line}) => ({text, line}))).toEqual([
      {text: 'npm init -y', line: 4},
      {text: 'npm pkg set overrides.libsodium-wrappers-sumo=0.7.15', line: 7},
      {text: 'npm install --save-exact @nillion/nuc@0.1.1', line: 7},
      {text: 'npm install --save-dev tsx', line: 7},
    ]);
  });

  it('refuses a computed attribute, which would hide packages from the checks', () => {
    expect(() => extractCodeBlocks('<PackageInstall packages={list} />')).toThrow(/string/);
  });
});

describe('an install step offered for npm only', () => {
  it('is reported at its line; an element, a bare npm install and running text are not', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'package-install-')), 'page.mdx');
    writeFileSync(
      file,
      [
        '```bash', // 1
        'git clone https://example.com/repo.git && cd repo', // 2
        'npm install', // 3
        'npm install --save-dev tsx', // 4
        '```', // 5
        '', // 6
        '<PackageInstall packages="openai" />', // 7
        '', // 8
        'Or run `npm install openai` in running text.', // 9
      ].join('\n'),
    );
    const {findings, checked} = untabbedInstalls([file]);
    expect(findings.map(({line, message}) => ({line, message}))).toEqual([
      {line: 4, message: expect.stringMatching(/npm install --save-dev tsx.*PackageInstall/)},
    ]);
    expect(checked).toBe(3);
  });
});
