/**
 * The project a page's samples are checked in: the sample project of the page's docs version
 * (config/versions.ts `sampleProject`), which holds that version's pins: package.json and its
 * lockfile for npm packages, requirements.txt for Python ones. Samples are written under the
 * project's `.scratch/` folder, so Node and TypeScript resolve each package from the version's
 * own node_modules first (the repository's node_modules, above it, has no Nillion package),
 * the way a reader's project does. Two releases of one package name live side by side that way.
 */
import {spawnSync} from 'node:child_process';
import {copyFileSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import {join, relative, resolve} from 'node:path';
import {versionOfSourcePage, type DocsVersion} from '../../config/versions';

export interface SampleProject {
  version: DocsVersion;
  /** Absolute folder of the project. */
  dir: string;
  packageJson: string;
  requirements: string;
  /** Where a check writes the samples of this project (`.scratch/<check>`). */
  scratch: (check: string) => string;
}

export function sampleProject(version: DocsVersion): SampleProject {
  const dir = resolve(version.sampleProject);
  return {
    version,
    dir,
    packageJson: join(dir, 'package.json'),
    requirements: join(dir, 'requirements.txt'),
    scratch: (check) => join(dir, '.scratch', check),
  };
}

/** The sample project of a page, given as a path relative to the repository root or absolute. */
export function sampleProjectOf(page: string): SampleProject {
  return sampleProject(versionOfSourcePage(relative(process.cwd(), resolve(page))));
}

/**
 * Installs a project's packages from its lockfile (`npm ci`) unless node_modules already holds
 * exactly them (npm's own record of the install is newer than the lockfile). Throws with npm's
 * last lines when the install fails.
 */
export function ensureInstalled(project: SampleProject): void {
  const lock = join(project.dir, 'package-lock.json');
  const installed = join(project.dir, 'node_modules', '.package-lock.json');
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) return;
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: project.dir,
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(
      `npm ci in ${project.version.sampleProject} failed (exit ${result.status}):\n${`${result.stdout}${result.stderr}`.trim().split('\n').slice(-6).join('\n')}`,
    );
  }
}

/** Python pins of a project: `name==version` lines of its requirements.txt. */
export function pythonPinsOf(project: SampleProject): Record<string, string> {
  if (!existsSync(project.requirements)) return {};
  const pins: Record<string, string> = {};
  for (const line of readFileSync(project.requirements, 'utf8').split('\n')) {
    const match = /^\s*([A-Za-z0-9_.-]+)==([^\s#]+)/.exec(line);
    if (match) pins[match[1]] = match[2];
  }
  return pins;
}

/**
 * Installs the project, then copies a script that exercises its releases (a harness) into an ES
 * module folder of its scratch space, one per process so runs side by side do not meet. Returns
 * the folder; run `harness.mjs` there and `@nillion/…` resolve to this version's packages.
 */
export function harnessFolder(project: SampleProject, check: string, harness: string): string {
  ensureInstalled(project);
  const folder = join(project.scratch(check), String(process.pid));
  mkdirSync(folder, {recursive: true});
  writeFileSync(join(folder, 'package.json'), '{"type":"module"}\n');
  copyFileSync(harness, join(folder, 'harness.mjs'));
  return folder;
}
