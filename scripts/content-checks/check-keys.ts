/**
 * Key settings work: every `blindfold` setting a table offers (its first column, an inline
 * `{ operation: … }` object) is tried with its docs version's SecretVaults, the way a reader's app
 * uses it: a user client on local fake nilDB nodes writes a record with a `%allot` field
 * (scripts/content-checks/key-modes-harness.mjs). The setting passes when the write reaches every
 * node without the plaintext. A setting the library turns into a key that cannot encrypt (a match
 * `ClusterKey` in Blindfold 0.1.0, Part A #3/#4 of the 2026 brief) fails here with the SDK's own
 * error.
 *
 * The number of nodes comes from the same cell: "single node" or "one node" means 1; "two or more",
 * "several", "multi-node" or "multiple nodes" means 3 (the testnet cluster); a cell that says
 * neither offers the setting for both. In the object, a bare `seed` stands for a seed string and
 * a bare `threshold` (or `threshold?`) for 2; a setting whose `operation` is not a literal, or
 * that passes a `key`, is not tried (there is nothing literal to try).
 */
import {spawnSync} from 'node:child_process';
import {resolve} from 'node:path';
import {readPage} from './page';
import type {Finding} from './report';
import {harnessFolder, sampleProjectOf, type SampleProject} from './sample-project';
import {markdownTables} from './tables';

const HARNESS = resolve('scripts/content-checks/key-modes-harness.mjs');
const TESTNET_NODES = 3;

export interface KeySetting {
  config: Record<string, string | number | boolean>;
  nodes: number;
}

export interface OfferedSetting extends KeySetting {
  /** The object as the page writes it. */
  text: string;
  line: number;
}

/** The literal `blindfold` object of an inline code span, or undefined when it is not one. */
export function parseSetting(text: string): KeySetting['config'] | undefined {
  const inner = /^\{\s*(.*?)\s*\}$/.exec(text.trim())?.[1];
  if (inner === undefined) return undefined;
  const config: KeySetting['config'] = {};
  for (const part of inner.split(',').map((piece) => piece.trim())) {
    if (part === '') continue;
    const pair = /^(\w+)(\??)\s*(?::\s*(.+))?$/.exec(part);
    if (!pair) return undefined;
    const [, name, , raw] = pair;
    if (raw === undefined) {
      if (name === 'seed') config.seed = 'a seed the reader keeps';
      else if (name === 'threshold') config.threshold = 2;
      else return undefined;
      continue;
    }
    const literal = /^(['"])(.*)\1$/.exec(raw);
    if (literal) config[name] = literal[2];
    else if (/^\d+$/.test(raw)) config[name] = Number(raw);
    else if (raw === 'true' || raw === 'false') config[name] = raw === 'true';
    else if (name === 'seed') config.seed = 'a seed the reader keeps';
    else return undefined;
  }
  return typeof config.operation === 'string' && !('key' in config) ? config : undefined;
}

/** How many nodes a table cell offers its setting for. */
export function nodeCounts(cell: string): number[] {
  if (/\b(single|one)[ -]node\b/i.test(cell)) return [1];
  if (/\b(two or more|several|multiple|multi-node)\b/i.test(cell)) return [TESTNET_NODES];
  return [1, TESTNET_NODES];
}

/** The settings a page's tables offer, one per setting and node count. */
export function offeredSettings(source: string): OfferedSetting[] {
  const offered: OfferedSetting[] = [];
  for (const {cells, line} of markdownTables(source).flatMap((table) => table.rows)) {
    const cell = cells[0] ?? '';
    for (const [, code] of cell.matchAll(/`([^`]+)`/g)) {
      const config = parseSetting(code);
      if (!config) continue;
      for (const nodes of nodeCounts(cell.replace(/`[^`]*`/g, ' ')))
        offered.push({config, nodes, text: code, line});
    }
  }
  return offered;
}

/** Runs the harness in a version's sample project: one result per setting. */
export function trySettings(
  project: SampleProject,
  settings: readonly KeySetting[],
): {ok: boolean; error?: string}[] {
  const folder = harnessFolder(project, 'keys', HARNESS);
  const result = spawnSync(
    process.execPath,
    ['harness.mjs', JSON.stringify(settings.map(({config, nodes}) => ({config, nodes})))],
    {cwd: folder, encoding: 'utf8', timeout: 120_000},
  );
  const lastLine = result.stdout.trim().split('\n').at(-1) ?? '';
  if (result.status !== 0 || !lastLine.startsWith('['))
    throw new Error(
      `The key-setting harness failed in ${project.version.sampleProject} (exit ${result.status}): ${result.stderr.trim().split('\n').slice(-3).join(' | ')}`,
    );
  return JSON.parse(lastLine) as {ok: boolean; error?: string}[];
}

export function checkKeys(
  paths: readonly string[],
  projectOf: (path: string) => SampleProject = sampleProjectOf,
): {findings: Finding[]; checked: number} {
  const byProject = new Map<
    string,
    {project: SampleProject; rows: (OfferedSetting & {file: string})[]}
  >();
  let checked = 0;
  for (const path of paths) {
    const offered = offeredSettings(readPage(path).source);
    if (offered.length === 0) continue;
    checked += 1;
    const project = projectOf(path);
    const entry = byProject.get(project.dir) ?? {project, rows: []};
    entry.rows.push(...offered.map((setting) => ({...setting, file: path})));
    byProject.set(project.dir, entry);
  }
  const findings: Finding[] = [];
  for (const {project, rows} of byProject.values()) {
    // Each distinct setting is tried once per version.
    const keyOf = (setting: KeySetting) => JSON.stringify([setting.config, setting.nodes]);
    const distinct = [...new Map(rows.map((row) => [keyOf(row), row])).values()];
    const results = new Map(
      trySettings(project, distinct).map((result, index) => [keyOf(distinct[index]!), result]),
    );
    for (const row of rows) {
      const result = results.get(keyOf(row))!;
      if (result.ok) continue;
      findings.push({
        file: row.file,
        line: row.line,
        check: 'keys',
        message: `\`${row.text}\` on ${row.nodes === 1 ? 'one node' : `${row.nodes} nodes`} cannot store a secret with ${project.version.sampleProject}'s SecretVaults: ${result.error}. Offer it only where it works (say "single node" or "two or more nodes" in the cell), or drop it.`,
      });
    }
  }
  return {findings, checked};
}
