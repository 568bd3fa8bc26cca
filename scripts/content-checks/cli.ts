/**
 * `npm run check:content -- [--only <check>] [files or folders...]`: the content checks of
 * registry.ts over the given pages, or over every page of the site without any. Every failure
 * prints as `file:line  [check] message`, then a line per check; the exit code is 1 if any.
 */
import {checksNamed, CONTENT_CHECKS} from './registry';
import {contentFiles} from './files';
import {formatFinding} from './report';

/** `--only <check>` (or `--only=<check>`) and the files, from the command line. */
export function parseArguments(argv: readonly string[]): {only: string; files: string[]} {
  const files: string[] = [];
  let only = 'all';
  for (let at = 0; at < argv.length; at += 1) {
    const argument = argv[at]!;
    if (argument === '--only') only = argv[(at += 1)] ?? '';
    else if (argument.startsWith('--only=')) only = argument.slice('--only='.length);
    else files.push(argument);
  }
  return {only, files};
}

async function main(argv: string[]): Promise<number> {
  const {only, files: fileArgs} = parseArguments(argv);
  const checks = checksNamed(only);
  if (checks.length === 0) {
    const names = CONTENT_CHECKS.map((check) => check.name).join(', ');
    console.error(`Unknown check "${only}". Use one of: ${names} (or leave out --only for all).`);
    return 2;
  }
  const files = contentFiles(fileArgs);
  let failures = 0;
  const summary: string[] = [];
  for (const check of checks) {
    const started = Date.now();
    const result = await check.run(files, {wholeSite: fileArgs.length === 0});
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const findings = result.findings
      .map((finding) => ({...finding, check: check.name}))
      .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
    for (const finding of findings) console.log(formatFinding(finding));
    const failedFiles = new Set(findings.map((finding) => finding.file)).size;
    summary.push(
      `${check.name.padEnd(10)} ${findings.length === 0 ? 'ok    ' : 'FAILED'} ${result.checked} checked, ${findings.length} problem(s) in ${failedFiles} file(s), ${seconds} s`,
    );
    failures += findings.length;
  }
  console.log(`\nContent checks over ${files.length} file(s):\n  ${summary.join('\n  ')}`);
  return failures === 0 ? 0 : 1;
}

// Run from the command line only (the unit tests import parseArguments).
if (process.argv[1] && /content-checks[\\/]cli\.ts$/.test(process.argv[1])) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`Content checks could not run: ${(error as Error).message}`);
      process.exit(2);
    },
  );
}
