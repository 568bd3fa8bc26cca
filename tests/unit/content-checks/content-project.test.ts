import {describe, expect, it} from 'vitest';
import {checkRun, compareOutput} from '../../../scripts/content-checks/check-run';
import {checkTypeScript} from '../../../scripts/content-checks/check-typescript';
import {readPage} from '../../../scripts/content-checks/page';
import {pageProject} from '../../../scripts/content-checks/project';
import {fixture, lineOf} from '../../support/content-fixtures';

describe('the project a page makes', () => {
  it('is CommonJS unless a step or a package.json block makes it an ES module', () => {
    expect(pageProject(readPage(fixture('typescript-commonjs.mdx'))).moduleType).toBe('commonjs');
    expect(pageProject(readPage(fixture('typescript-module.mdx'))).moduleType).toBe('module');
  });

  it("uses the page's tsconfig, or tsx's Node rules without one", () => {
    const withTsconfig = pageProject(readPage(fixture('typescript-tsconfig.mdx')));
    expect(withTsconfig.compilerOptions).toMatchObject({moduleResolution: 'node'});
    expect(withTsconfig.tsxDefault).toBe(false);
    const plain = pageProject(readPage(fixture('typescript-module.mdx')));
    expect(plain.compilerOptions).toMatchObject({module: 'NodeNext'});
    expect(plain.tsxDefault).toBe(true);
  });

  it('reads the npm steps in page order, skipping mkdir and cd', () => {
    const project = pageProject(readPage(fixture('install.mdx')));
    expect(project.steps.map((step) => step.text)).toEqual([
      'npm init -y',
      'npm pkg set type=module',
      'npm install --save-exact is-number@7.0.0',
    ]);
  });
});

describe('samples compile under the project the page makes (the typescript check)', () => {
  const pages = ['typescript-commonjs.mdx', 'typescript-module.mdx', 'typescript-tsconfig.mdx'].map(
    fixture,
  );
  const {findings} = checkTypeScript(pages);
  const codes = (page: string) =>
    findings
      .filter((finding) => finding.file === page)
      .map((finding) => `${finding.line} ${finding.message.slice(0, 6)}`);

  it('fails a top-level await in a page that never makes an ES module, once per sample, and passes .mts', () => {
    const page = fixture('typescript-commonjs.mdx');
    expect(codes(page)).toEqual([`${lineOf(page, 'const key = await')} TS1309`]);
  });

  it('passes the same sample in an ES module project, and still reports a type error', () => {
    const page = fixture('typescript-module.mdx');
    expect(codes(page)).toEqual([`${lineOf(page, 'const key: string')} TS2322`]);
  });

  it("applies the page's own tsconfig: node resolution cannot see the SDK's exports-only types", () => {
    const page = fixture('typescript-tsconfig.mdx');
    expect(codes(page)).toEqual([`${lineOf(page, 'from "@nillion/nuc"')} TS2307`]);
  });
}, 120_000);

describe('samples that need no network run (the run check)', () => {
  it('compares output with the Expected output block, with … for what changes', () => {
    expect(
      compareOutput('Ciphertext: …\nPlaintext: Hello', 'Ciphertext: abc==\nPlaintext: Hello\n'),
    ).toBeNull();
    expect(compareOutput('first\n…', 'first\nsecond\nthird')).toBeNull();
    expect(compareOutput('Sum: 124n', 'Sum: 123n')).toEqual({
      line: 1,
      expected: 'Sum: 124n',
      actual: 'Sum: 123n',
    });
    expect(compareOutput('a\nb', 'a')).toMatchObject({line: 2, actual: '(nothing)'});
  });

  it('runs Blindfold samples and `run` samples, reporting a wrong Expected output line and a CommonJS crash', async () => {
    const page = fixture('run.mdx');
    const commonjs = fixture('run-commonjs.mdx');
    const {findings, checked} = await checkRun([page, commonjs]);
    expect(checked).toBe(4);
    expect(findings.map((finding) => `${finding.file}:${finding.line}`)).toEqual([
      `${page}:${lineOf(page, 'Sum: 124n')}`,
      `${commonjs}:${lineOf(commonjs, 'const key = await')}`,
    ]);
    expect(findings[0].message).toMatch(
      /prints `Sum: 123n` where the Expected output block has `Sum: 124n`/,
    );
    expect(findings[1].message).toMatch(
      /Top-level await is currently not supported with the "cjs" output format/,
    );
  }, 120_000);
});
