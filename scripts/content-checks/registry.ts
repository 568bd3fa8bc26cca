/**
 * Every content check, in the order they run: the one place a check is added. The command line
 * (cli.ts) runs them, `npm test` makes one step of each (scripts/run-tests.ts), and the README's
 * table of checks must have a row for each (tests/unit/content-checks/content-checks-registry.test.ts).
 */
import {spawnSync} from 'node:child_process';
import {checkData} from './check-data';
import {checkDiagrams} from './check-diagrams';
import {checkInstall} from './check-install';
import {checkKeys} from './check-keys';
import {checkLength} from './check-length';
import {checkPins, untabbedInstalls} from './check-pins';
import {checkPython} from './check-python';
import {checkRequests} from './check-requests';
import {checkRun} from './check-run';
import {checkSymptoms} from './check-symptoms';
import {checkTables} from './check-tables';
import {checkTypeScript} from './check-typescript';
import type {Finding} from './report';

export interface CheckResult {
  findings: Finding[];
  /** How many files (or blocks, for some checks) it read. */
  checked: number;
}

export interface ContentCheck {
  /** `[name]` in each finding; `npm run check:content -- --only <name>`. */
  name: string;
  /** What `npm test` calls its step: "Content: <title>". */
  title: string;
  /** Needs the npm registry: `npm test` runs it beside the builds, `test:quick` leaves it out. */
  needsNetwork?: true;
  run: (files: string[], context: {wholeSite: boolean}) => CheckResult | Promise<CheckResult>;
}

/** Runs an external linter and reads its `file:line[:col] message` lines. */
function runTool(command: string, args: string[]): CheckResult {
  const result = spawnSync(command, args, {
    encoding: 'utf8',
    shell: false,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) throw new Error(`Cannot run ${command}: ${result.error.message}`);
  const findings: Finding[] = [];
  for (const line of `${result.stdout}\n${result.stderr}`.split('\n')) {
    const match = /^(\S.*?\.mdx?):(\d+)(?::\d+)?\s+(?:-\s+)?(.*)$/.exec(line.trim());
    if (match)
      findings.push({
        file: match[1],
        line: Number(match[2]),
        check: '',
        message: match[3].replace(/^error\s+/, ''),
      });
  }
  if (result.status !== 0 && findings.length === 0) {
    // The tool failed in a way we could not read: show everything it said.
    findings.push({
      file: '(tool)',
      line: 0,
      check: '',
      message: `${command} exited ${result.status}:\n${result.stdout}${result.stderr}`,
    });
  }
  return {findings, checked: args.filter((arg) => /\.mdx?$/.test(arg)).length};
}

const bin = (name: string) => `node_modules/.bin/${name}`;

export const CONTENT_CHECKS: readonly ContentCheck[] = [
  {
    name: 'spelling',
    title: 'spelling',
    run: (files) =>
      runTool(bin('cspell'), [
        '--no-progress',
        '--no-summary',
        '--no-color',
        '--no-must-find-files',
        ...files,
      ]),
  },
  {
    name: 'markdown',
    title: 'Markdown lint',
    run: (files) =>
      runTool(
        bin('markdownlint-cli2'),
        files.map((file) => `:${file}`),
      ),
  },
  {name: 'length', title: 'page length', run: (files) => checkLength(files)},
  {name: 'data', title: 'data blocks parse', run: (files) => checkData(files)},
  {name: 'requests', title: 'requests match the API', run: (files) => checkRequests(files)},
  {
    name: 'pins',
    title: 'pins agree',
    run: (files) => {
      const pins = checkPins(files);
      const tabs = untabbedInstalls(files);
      return {findings: [...pins.findings, ...tabs.findings], checked: pins.checked};
    },
  },
  {name: 'typescript', title: 'TypeScript samples', run: (files) => checkTypeScript(files)},
  {name: 'python', title: 'Python samples', run: (files) => checkPython(files)},
  {name: 'run', title: 'samples run', run: (files) => checkRun(files)},
  {name: 'symptoms', title: 'troubleshooting symptoms', run: (files) => checkSymptoms(files)},
  {name: 'keys', title: 'key settings work', run: (files) => checkKeys(files)},
  {
    name: 'tables',
    title: 'tables agree with the API reference',
    run: (files) => checkTables(files),
  },
  // Every diagram has its committed SVG (a changed diagram is stale until `npm run diagrams`).
  {
    name: 'diagrams',
    title: 'diagrams',
    run: (files, {wholeSite}) => checkDiagrams(files, {wholeSite}),
  },
  // Each distinct install recipe of the pages against the npm registry: a few minutes.
  {
    name: 'install',
    title: 'install steps work',
    needsNetwork: true,
    run: (files) => checkInstall(files),
  },
];

/** The checks a name selects: all of them for `all`, else the one so named (none if unknown). */
export function checksNamed(name: string): ContentCheck[] {
  return name === 'all'
    ? [...CONTENT_CHECKS]
    : CONTENT_CHECKS.filter((check) => check.name === name);
}
