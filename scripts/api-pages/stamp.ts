/**
 * The record of the last API page generation (api/.openapi-stamp.json): a sha256 of every input
 * the generator read (the OpenAPI documents, its options, its version) and of every page it wrote.
 * The pages are current when both still match: no document or option changed, and no generated
 * page was edited, removed or left over from another run.
 */
import {createHash} from 'node:crypto';
import {existsSync, readdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';

/** Where the stamp lives, relative to the site directory (beside the generated folders). */
export const STAMP_PATH = 'api/.openapi-stamp.json';

/** What docusaurus-plugin-openapi-docs writes into an output folder (and its clean-api-docs removes). */
const GENERATED_FILE = /^(?:.+\.(?:api|info|tag)\.mdx|sidebar\.[jt]s)$/;

export interface StampSources {
  siteDir: string;
  /** Files the generator's result depends on, relative to siteDir (a folder stands for its files). */
  inputs: string[];
  /** Folders the generator writes pages into, relative to siteDir. */
  outputDirs: string[];
  /** Anything else the output depends on that is not a file, e.g. the generator's version. */
  extra: Record<string, string>;
}

export interface Stamp {
  /** Path (relative to siteDir, POSIX separators) or extra key → sha256 hex. */
  inputs: Record<string, string>;
  /** Generated file (relative to siteDir) → sha256 hex. */
  outputs: Record<string, string>;
}

const sha256 = (content: string | Buffer) => createHash('sha256').update(content).digest('hex');
const posix = (file: string) => file.split(path.sep).join('/');

/** Every file under the folder `dir`, relative to siteDir, sorted. */
function filesOf(siteDir: string, dir: string): string[] {
  const absolute = path.join(siteDir, dir);
  return readdirSync(absolute, {withFileTypes: true, recursive: true})
    .filter((file) => file.isFile())
    .map((file) => posix(path.relative(siteDir, path.join(file.parentPath, file.name))))
    .sort();
}

function hashInputs({siteDir, inputs, extra}: StampSources): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const input of inputs) {
    const absolute = path.join(siteDir, input);
    if (!existsSync(absolute)) {
      hashes[posix(input)] = 'missing';
      continue;
    }
    const files = statSync(absolute).isDirectory() ? filesOf(siteDir, input) : [posix(input)];
    for (const file of files) {
      hashes[file] = sha256(readFileSync(path.join(siteDir, file)));
    }
  }
  for (const [key, value] of Object.entries(extra)) hashes[key] = sha256(value);
  return hashes;
}

function readdirSafe(absolute: string): string[] | null {
  try {
    return readdirSync(absolute);
  } catch {
    return null;
  }
}

function hashOutputs({siteDir, outputDirs}: StampSources): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const dir of outputDirs) {
    for (const name of (readdirSafe(path.join(siteDir, dir)) ?? []).sort()) {
      if (!GENERATED_FILE.test(name)) continue;
      const file = posix(path.join(dir, name));
      hashes[file] = sha256(readFileSync(path.join(siteDir, file)));
    }
  }
  return hashes;
}

/** The stamp of what is on disk now. */
export function currentStamp(sources: StampSources): Stamp {
  return {inputs: hashInputs(sources), outputs: hashOutputs(sources)};
}

export function readStamp(siteDir: string): Stamp | null {
  try {
    const stamp = JSON.parse(readFileSync(path.join(siteDir, STAMP_PATH), 'utf8')) as Stamp;
    return stamp && typeof stamp.inputs === 'object' && typeof stamp.outputs === 'object'
      ? stamp
      : null;
  } catch {
    return null;
  }
}

export function writeStamp(sources: StampSources): Stamp {
  const stamp = currentStamp(sources);
  writeFileSync(path.join(sources.siteDir, STAMP_PATH), JSON.stringify(stamp, null, 2) + '\n');
  return stamp;
}

/** What differs between two records, as short phrases ("openapi/nildb.yaml changed"). */
function differences(
  kind: 'input' | 'page',
  recorded: Record<string, string>,
  now: Record<string, string>,
) {
  const changes: string[] = [];
  for (const [name, hash] of Object.entries(now)) {
    if (!(name in recorded)) changes.push(kind === 'input' ? `${name} is new` : `${name} is extra`);
    else if (recorded[name] !== hash) changes.push(`${name} changed`);
  }
  for (const name of Object.keys(recorded)) {
    if (!(name in now)) changes.push(`${name} is missing`);
  }
  return changes;
}

/**
 * Why the generated pages must be written again; empty when they are current. Generated pages are
 * never edited by hand, so any difference in them (edited, removed, extra) also calls for a new run.
 */
export function staleReasons(sources: StampSources): string[] {
  const recorded = readStamp(sources.siteDir);
  if (!recorded) return [`${STAMP_PATH} is missing`];
  const now = currentStamp(sources);
  // Every generation writes pages into each folder, so a folder without any (a fresh checkout
  // given a stamp from elsewhere, a stamp written by hand) is stale whatever the stamp records.
  const empty = sources.outputDirs
    .filter((dir) => !Object.keys(now.outputs).some((file) => file.startsWith(`${posix(dir)}/`)))
    .map((dir) => `${posix(dir)} has no generated pages`);
  return [
    ...empty,
    ...differences('input', recorded.inputs, now.inputs),
    ...differences('page', recorded.outputs, now.outputs),
  ];
}
