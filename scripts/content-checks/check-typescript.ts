/**
 * Type-checks every ```ts / ```tsx block not marked `fragment` in the project
 * its page tells the reader to make (scripts/content-checks/project.ts): the
 * package.json `type` the page's steps leave, and the tsconfig the page shows,
 * or its scaffold's, or, without either, what `npx tsx file.ts` does (Node's
 * module rules). So a top-level `await` on a page that never makes an ES module
 * fails, as it does for the reader. Packages resolve from the page's docs
 * version's sample project (scripts/content-checks/sample-project.ts), the one
 * place its pins are stated (the pins check keeps pages on those): a Latest page
 * is compiled against Latest's releases, a 2025 page against the 2025 ones.
 */
import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import ts from 'typescript';
import {extractCodeBlocks, TYPESCRIPT_LANGS} from './code-blocks';
import {pageProject, type PageProject} from './project';
import type {Finding} from './report';
import {pageFolder, pageLine, samplePaths, type SampleFile} from './samples';
import {
  ensureInstalled,
  sampleProject,
  sampleProjectOf,
  type SampleProject,
} from './sample-project';
import {LATEST} from '../../config/versions';

/**
 * tsx resolves a relative import without its extension (`./nillion`) even in an
 * ES module, which `tsc` with NodeNext rules does not: on a page run with tsx
 * these are not the reader's errors.
 */
const TSX_ACCEPTS = new Set([2834, 2835]);

/**
 * Compiler options of a project, for files written under `folder`; type packages (`types`) come
 * from the sample project's node_modules first, then the repository's (React's, Node's).
 */
export function projectCompilerOptions(
  project: PageProject,
  folder: string,
  samples: SampleProject = sampleProject(LATEST),
): ts.CompilerOptions {
  const {options, errors} = ts.convertCompilerOptionsFromJson(project.compilerOptions, folder);
  if (errors.length > 0)
    throw new Error(
      `Bad compiler options (${project.tsconfigSource}): ${ts.flattenDiagnosticMessageText(errors[0].messageText, ' ')}`,
    );
  return {
    ...options,
    // Samples are checked, never emitted; declarations of dependencies are theirs to get right.
    noEmit: true,
    skipLibCheck: true,
    // `paths` are relative to the tsconfig, i.e. the page's project folder.
    ...(options.paths ? {baseUrl: options.baseUrl ?? folder} : {}),
    typeRoots: [join(samples.dir, 'node_modules/@types'), resolve('node_modules/@types')],
  };
}

interface Group {
  options: ts.CompilerOptions;
  tsx: boolean;
  files: Map<string, SampleFile & {project: PageProject}>;
}

export function checkTypeScript(pages: readonly string[]): {findings: Finding[]; checked: number} {
  const installed = new Set<string>();
  // Pages run with tsx share one program (every file is its own module there);
  // a page with its own tsconfig or scaffold gets a program of its own.
  const groups = new Map<string, Group>();
  let checked = 0;
  for (const page of pages) {
    const source = readFileSync(page, 'utf8');
    const blocks = extractCodeBlocks(source).filter(
      (block) => TYPESCRIPT_LANGS.has(block.lang) && !block.fragment,
    );
    if (blocks.length === 0) continue;
    const project = pageProject({path: page, source, blocks: extractCodeBlocks(source)});
    const samples = sampleProjectOf(page);
    if (!installed.has(samples.dir)) ensureInstalled(samples);
    installed.add(samples.dir);
    const folder = join(samples.scratch('ts'), pageFolder(page));
    // Only this page's folder is emptied, so two checks of different pages can run at once.
    rmSync(folder, {recursive: true, force: true});
    mkdirSync(folder, {recursive: true});
    writeFileSync(join(folder, 'package.json'), JSON.stringify({type: project.moduleType}) + '\n');
    // One program per docs version for the tsx pages: each resolves its own releases.
    const key = project.tsxDefault ? `tsx ${samples.dir}` : page;
    if (!groups.has(key))
      groups.set(key, {
        options: projectCompilerOptions(project, folder, samples),
        tsx: project.tsxDefault,
        files: new Map(),
      });
    const group = groups.get(key)!;
    for (const sample of samplePaths(page, blocks, (block) =>
      block.lang === 'tsx' ? '.tsx' : '.ts',
    )) {
      const file = join(folder, sample.path);
      mkdirSync(dirname(file), {recursive: true});
      writeFileSync(file, sample.block.code + '\n');
      group.files.set(file, {...sample, project});
      checked++;
    }
  }

  const findings: Finding[] = [];
  // Declaration files (lib, @types, the SDKs) are parsed once for all programs.
  const declarations = new Map<string, ts.SourceFile | undefined>();
  for (const group of groups.values()) {
    const host = ts.createCompilerHost(group.options);
    const readSourceFile = host.getSourceFile.bind(host);
    host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
      if (!fileName.endsWith('.d.ts'))
        return readSourceFile(fileName, languageVersion, onError, shouldCreate);
      const version = typeof languageVersion === 'object' ? languageVersion : {languageVersion};
      const key = `${fileName}|${version.languageVersion}|${version.impliedNodeFormat ?? ''}`;
      if (!declarations.has(key))
        declarations.set(key, readSourceFile(fileName, languageVersion, onError, shouldCreate));
      return declarations.get(key);
    };
    const program = ts.createProgram([...group.files.keys()], group.options, host);
    // One finding per sample and error: a top-level await fails on every `await` of the file.
    const seen = new Map<string, Finding>();
    for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
      if (group.tsx && TSX_ACCEPTS.has(diagnostic.code)) continue;
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n  ');
      const sample = diagnostic.file && group.files.get(resolve(diagnostic.file.fileName));
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
      const {project} = sample;
      const repeatKey = `${diagnostic.file!.fileName}|${diagnostic.code}|${message}`;
      const first = seen.get(repeatKey);
      if (first) {
        first.message = first.message.replace(
          /( \(and \d+ more lines of the block\))?$/,
          (_, more?: string) =>
            ` (and ${more ? Number(/\d+/.exec(more)![0]) + 1 : 1} more lines of the block)`,
        );
        continue;
      }
      const finding: Finding = {
        file: sample.page,
        line: pageLine(sample.block, line + 1),
        check: 'typescript',
        message:
          `TS${diagnostic.code}: ${message} (block at line ${sample.block.fenceLine}${sample.block.title ? `, "${sample.block.title}"` : ''}; ` +
          `project: ${project.moduleType === 'module' ? 'ES module' : 'CommonJS'}, ${project.tsconfigSource}` +
          (isModuleFormatError(diagnostic.code) ? `; ${project.moduleTypeSource}` : '') +
          ')',
      };
      seen.set(repeatKey, finding);
      findings.push(finding);
    }
  }
  return {findings, checked};
}

/** Diagnostics that depend on whether the file is an ES module (top-level await, ESM-only imports). */
function isModuleFormatError(code: number): boolean {
  return [1309, 1375, 1378, 1479, 2307, 1259].includes(code);
}
