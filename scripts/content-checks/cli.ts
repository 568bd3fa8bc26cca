/**
 * `npm run check:content [-- files...]` and the single checks
 * (`check:spelling`, `check:markdown`, `check:length`, `check:data`,
 * `check:requests`, `check:pins`, `check:samples:ts`, `check:samples:py`,
 * `check:samples:run`, `check:install`, `check:symptoms`, `check:keys`, `check:tables`, `check:diagrams`). Without files every
 * page of the site is checked. Every failure prints as
 * `file:line  [check] message`; the exit code is 1 if any.
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
import {contentFiles} from './files';
import {formatFinding, type Finding} from './report';

type Check = Finding['check'];
const CHECKS: readonly Check[] = [
  'spelling',
  'markdown',
  'length',
  'data',
  'requests',
  'pins',
  'typescript',
  'python',
  'run',
  'install',
  'symptoms',
  'keys',
  'tables',
  'diagrams',
];

/** Runs an external linter and reads its `file:line[:col] message` lines. */
function runTool(
  check: Check,
  command: string,
  args: string[],
): {findings: Finding[]; checked: number} {
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
        check,
        message: match[3].replace(/^error\s+/, ''),
      });
  }
  if (result.status !== 0 && findings.length === 0) {
    // The tool failed in a way we could not read: show everything it said.
    findings.push({
      file: '(tool)',
      line: 0,
      check,
      message: `${command} exited ${result.status}:\n${result.stdout}${result.stderr}`,
    });
  }
  return {findings, checked: args.filter((arg) => /\.mdx?$/.test(arg)).length};
}

const bin = (name: string) => `node_modules/.bin/${name}`;

async function runCheck(
  check: Check,
  files: string[],
  wholeSite: boolean,
): Promise<{findings: Finding[]; checked: number}> {
  switch (check) {
    case 'spelling':
      return runTool(check, bin('cspell'), [
        '--no-progress',
        '--no-summary',
        '--no-color',
        '--no-must-find-files',
        ...files,
      ]);
    case 'markdown':
      return runTool(
        check,
        bin('markdownlint-cli2'),
        files.map((file) => `:${file}`),
      );
    case 'length':
      return checkLength(files);
    case 'data':
      return checkData(files);
    case 'requests':
      return checkRequests(files);
    case 'pins': {
      const pins = checkPins(files);
      const tabs = untabbedInstalls(files);
      return {findings: [...pins.findings, ...tabs.findings], checked: pins.checked};
    }
    case 'typescript':
      return checkTypeScript(files);
    case 'python':
      return checkPython(files);
    case 'run':
      return checkRun(files);
    case 'install':
      return checkInstall(files);
    case 'symptoms':
      return checkSymptoms(files);
    case 'keys':
      return checkKeys(files);
    case 'tables':
      return checkTables(files);
    case 'diagrams':
      return checkDiagrams(files, {wholeSite});
    default:
      throw new Error(`No runner for the ${check} check`);
  }
}

async function main(argv: string[]): Promise<number> {
  const [which = 'all', ...fileArgs] = argv;
  const checks = which === 'all' ? CHECKS : CHECKS.filter((check) => check === which);
  if (checks.length === 0) {
    console.error(`Unknown check "${which}". Use one of: all, ${CHECKS.join(', ')}.`);
    return 2;
  }
  const files = contentFiles(fileArgs);
  let failures = 0;
  const summary: string[] = [];
  for (const check of checks) {
    const started = Date.now();
    const {findings, checked} = await runCheck(check, files, fileArgs.length === 0);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    findings.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
    for (const finding of findings) console.log(formatFinding(finding));
    const failedFiles = new Set(findings.map((finding) => finding.file)).size;
    summary.push(
      `${check.padEnd(10)} ${findings.length === 0 ? 'ok    ' : 'FAILED'} ${checked} checked, ${findings.length} problem(s) in ${failedFiles} file(s), ${seconds} s`,
    );
    failures += findings.length;
  }
  console.log(`\nContent checks over ${files.length} file(s):\n  ${summary.join('\n  ')}`);
  return failures === 0 ? 0 : 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Content checks could not run: ${(error as Error).message}`);
    process.exit(2);
  },
);
