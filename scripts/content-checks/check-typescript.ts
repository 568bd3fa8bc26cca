/**
 * Type-checks every ```ts / ```tsx block not marked `fragment` against the
 * packages pinned in package.json, as one TypeScript program.
 */
import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import ts from 'typescript';
import {extractCodeBlocks, TYPESCRIPT_LANGS} from './code-blocks';
import type {Finding} from './report';
import {pageFolder, pageLine, samplePaths, type SampleFile} from './samples';

const OUT_DIR = resolve('.scratch/content-samples/ts');

/** One setup for every sample: what a current Node/bundler project using these ESM packages has. */
export const sampleCompilerOptions: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  jsx: ts.JsxEmit.ReactJSX,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: ['node'],
  typeRoots: [resolve('node_modules/@types')],
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  esModuleInterop: true,
  allowImportingTsExtensions: true,
  resolveJsonModule: true,
  isolatedModules: true,
};

export function checkTypeScript(pages: readonly string[]): {findings: Finding[]; checked: number} {
  rmSync(OUT_DIR, {recursive: true, force: true});
  const byFile = new Map<string, SampleFile & {folder: string}>();
  for (const page of pages) {
    const blocks = extractCodeBlocks(readFileSync(page, 'utf8')).filter(
      (block) => TYPESCRIPT_LANGS.has(block.lang) && !block.fragment,
    );
    const folder = join(OUT_DIR, pageFolder(page));
    for (const sample of samplePaths(page, blocks, (block) =>
      block.lang === 'tsx' ? '.tsx' : '.ts',
    )) {
      const file = join(folder, sample.path);
      mkdirSync(dirname(file), {recursive: true});
      writeFileSync(file, sample.block.code + '\n');
      byFile.set(file, {...sample, folder});
    }
  }
  if (byFile.size === 0) return {findings: [], checked: 0};

  // Samples sit under the repository, so packages resolve from its node_modules;
  // `@/x` is the Next.js alias for the sample page's own `src/x`.
  const host = ts.createCompilerHost(sampleCompilerOptions);
  host.resolveModuleNameLiterals = (literals, containingFile, redirected, options) =>
    literals.map((literal) => {
      const sample = byFile.get(resolve(containingFile));
      const name =
        sample && literal.text.startsWith('@/')
          ? join(sample.folder, 'src', literal.text.slice(2))
          : literal.text;
      return ts.resolveModuleName(name, containingFile, options, host, undefined, redirected);
    });
  const program = ts.createProgram([...byFile.keys()], sampleCompilerOptions, host);
  const findings: Finding[] = [];
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n  ');
    const sample = diagnostic.file && byFile.get(resolve(diagnostic.file.fileName));
    if (!sample || diagnostic.start === undefined) {
      findings.push({
        file: '(samples)',
        line: 0,
        check: 'typescript',
        message: `TS${diagnostic.code}: ${message}`,
      });
      continue;
    }
    const {line} = diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start);
    findings.push({
      file: sample.page,
      line: pageLine(sample.block, line + 1),
      check: 'typescript',
      message: `TS${diagnostic.code}: ${message} (block at line ${sample.block.fenceLine}${sample.block.title ? `, "${sample.block.title}"` : ''})`,
    });
  }
  return {findings, checked: byFile.size};
}
