/**
 * Pins agree: every install of a Nillion package a page gives (in a shell block
 * or in inline code) names an exact version, and it is the version stated in
 * one place, its docs version's sample project (config/versions.ts): its
 * package.json for npm packages (what the TypeScript and run checks use), its
 * requirements.txt for Python packages. An override a page sets
 * (`npm pkg set overrides.x=1.2.3`) is the one that package.json sets too, so
 * the samples are checked with what the reader gets.
 * Every npm install step of a shell block is a `<PackageInstall>` element, so
 * readers of pnpm and Yarn get their commands too (`untabbedInstalls`).
 */
import {readFileSync} from 'node:fs';
import {relative} from 'node:path';
import {contentChecks} from '../../config/content-checks';
import {pythonPinsOf, sampleProjectOf, type SampleProject} from './sample-project';
import {
  inlineCommands,
  isExactNpmVersion,
  isExactPipPin,
  readInstall,
  type InstallCommand,
} from './install-commands';
import {blockLine, pageCommands, readPage} from './page';
import type {Finding} from './report';

const NILLION_NPM = /^@nillion\//;

export interface PinSources {
  /** Exact npm versions of the version's sample project (dependencies, then devDependencies). */
  npm: Readonly<Record<string, string>>;
  /** Its package.json `overrides` (top-level entries). */
  overrides: Readonly<Record<string, unknown>>;
  /** Its requirements.txt pins. */
  python: Readonly<Record<string, string>>;
  pythonPackages: readonly string[];
  /** Where the npm pins and the Python pins are stated, for messages. */
  npmFile: string;
  pythonFile: string;
}

/** The pins of a page's docs version: its sample project's package.json and requirements.txt. */
export function pinSources(project: SampleProject): PinSources {
  const manifest = JSON.parse(readFileSync(project.packageJson, 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
    overrides?: Record<string, unknown>;
  };
  return {
    npm: {...manifest.devDependencies, ...manifest.dependencies},
    overrides: manifest.overrides ?? {},
    python: pythonPinsOf(project),
    pythonPackages: contentChecks.nillionPythonPackages,
    npmFile: relative(process.cwd(), project.packageJson),
    pythonFile: relative(process.cwd(), project.requirements),
  };
}

export function pinProblems(install: InstallCommand, sources: PinSources): string[] {
  const problems: string[] = [];
  for (const spec of install.packages) {
    if (install.ecosystem === 'npm') {
      if (!NILLION_NPM.test(spec.name)) continue;
      const pinned = sources.npm[spec.name];
      if (!pinned)
        problems.push(
          `\`${install.text}\`: ${spec.name} is not in ${sources.npmFile}, so no sample is type-checked against it; add it there at an exact version`,
        );
      else if (!isExactNpmVersion(pinned))
        problems.push(`${sources.npmFile} pins ${spec.name} as "${pinned}", not an exact version`);
      else if (spec.version === undefined)
        problems.push(
          `\`${install.text}\` installs ${spec.name} without a version; pin ${spec.name}@${pinned} (${sources.npmFile})`,
        );
      else if (!isExactNpmVersion(spec.version))
        problems.push(
          `\`${install.text}\`: ${spec.spec} is not an exact version; pin ${spec.name}@${pinned} (${sources.npmFile})`,
        );
      else if (spec.version !== pinned)
        problems.push(
          `\`${install.text}\`: ${spec.spec}, but ${sources.npmFile} (the type-check) has ${spec.name}@${pinned}`,
        );
    } else {
      if (!sources.pythonPackages.includes(spec.name)) continue;
      const pinned = sources.python[spec.name];
      const wanted = pinned ? `${spec.name}==${pinned}` : undefined;
      if (!isExactPipPin(spec))
        problems.push(
          `\`${install.text}\` installs ${spec.name} without an exact pin; ${wanted ? `pin ${wanted}` : `pin it with == and state the version in ${sources.pythonFile}`}`,
        );
      else if (!pinned)
        problems.push(
          `\`${install.text}\`: ${spec.name} has no version in ${sources.pythonFile}, the one place that states it`,
        );
      else if (spec.version !== pinned)
        problems.push(`\`${install.text}\`: ${spec.spec}, but ${sources.pythonFile} has ${wanted}`);
    }
  }
  return problems;
}

/** Problems of the overrides an `npm pkg set` command sets. */
export function overrideProblems(
  args: readonly string[],
  text: string,
  sources: PinSources,
): string[] {
  const problems: string[] = [];
  for (const arg of args) {
    const match = /^overrides\.([^=]+)=(.+)$/.exec(arg);
    if (!match) continue;
    const [, name, version] = match;
    const ours = sources.overrides[name];
    if (ours === undefined)
      problems.push(
        `\`${text}\` overrides ${name} with ${version}, but ${sources.npmFile} has no such override: the samples are checked with another version`,
      );
    else if (ours !== version)
      problems.push(
        `\`${text}\` overrides ${name} with ${version}, but ${sources.npmFile} overrides it with ${String(ours)}`,
      );
  }
  return problems;
}

/**
 * Checks every page against the pins of its docs version (or against `fixed` sources, in tests):
 * a Latest page that pins a 2025 release fails, and the other way round.
 */
export function checkPins(
  paths: readonly string[],
  fixed?: PinSources,
): {findings: Finding[]; checked: number} {
  const findings: Finding[] = [];
  let checked = 0;
  const byProject = new Map<string, PinSources>();
  for (const path of paths) {
    const project = sampleProjectOf(path);
    const sources = fixed ?? byProject.get(project.dir) ?? pinSources(project);
    byProject.set(project.dir, sources);
    const page = readPage(path);
    const commands = [
      ...pageCommands(page).map(({block, command}) => ({
        command,
        line: blockLine(block, command.line),
      })),
      ...inlineCommands(page),
    ];
    for (const {command, line} of commands) {
      const words = command.words.map((word) => word.raw);
      if (words[0] === 'npm' && words[1] === 'pkg' && words[2] === 'set') {
        for (const message of overrideProblems(words.slice(3), words.join(' '), sources))
          findings.push({file: path, line, check: 'pins', message});
        continue;
      }
      const install = readInstall(command, line);
      if (!install) continue;
      checked++;
      for (const message of pinProblems(install, sources))
        findings.push({file: path, line, check: 'pins', message});
    }
  }
  return {findings, checked};
}

/**
 * Install steps written as plain `npm install <package>` lines in a shell block: the reader
 * who uses pnpm or Yarn gets no command of their own. A bare `npm install` (a cloned
 * project's lockfile decides) and commands in running text are left alone.
 */
export function untabbedInstalls(paths: readonly string[]): {findings: Finding[]; checked: number} {
  const findings: Finding[] = [];
  let checked = 0;
  for (const path of paths) {
    for (const {block, command} of pageCommands(readPage(path))) {
      const line = blockLine(block, command.line);
      const install = readInstall(command, line);
      if (!install || install.ecosystem !== 'npm') continue;
      checked++;
      if (block.element || install.packages.length === 0) continue;
      findings.push({
        file: path,
        line,
        check: 'pins',
        message: `\`${install.text}\` is offered for ${install.tool} only: write the step as <PackageInstall packages="…" dev="…" /> so it shows npm, pnpm and Yarn tabs`,
      });
    }
  }
  return {findings, checked};
}
