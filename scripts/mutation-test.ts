/**
 * `npm run test:mutation` (a step of `npm test`): StrykerJS over the logic that protects readers
 * (stryker.config.mjs), incremental against the committed reports/stryker-incremental.json, so a
 * run on unchanged code only re-reads results. Fails when the overall mutation score is under
 * Stryker's break threshold (85%) or any module is under 75% (scripts/lib/mutation-score.ts).
 * Extra arguments go to Stryker (e.g. `-- --force` for a full run, `--mutate config/env.ts`).
 * The HTML report is reports/mutation/mutation.html.
 */
import {spawn} from 'node:child_process';
import {existsSync, readFileSync, rmSync} from 'node:fs';
import {
  MODULE_FLOOR,
  modulesUnderFloor,
  mutationScores,
  type MutationReport,
} from './lib/mutation-score';

const REPORT = 'reports/mutation/mutation.json';
const REPRODUCE = 'Run it alone with `npm run test:mutation`; `-- --logLevel debug` says more.';

/** Runs Stryker with its output shown as it comes and kept, for the words of a failure. */
function runStryker(args: string[]): Promise<{status: number | null; output: string}> {
  const child = spawn('npx', ['stryker', 'run', ...args], {stdio: ['ignore', 'pipe', 'pipe']});
  let output = '';
  const keep = (chunk: Buffer, to: NodeJS.WriteStream) => {
    to.write(chunk);
    output += chunk.toString();
  };
  child.stdout.on('data', (chunk: Buffer) => keep(chunk, process.stdout));
  child.stderr.on('data', (chunk: Buffer) => keep(chunk, process.stderr));
  return new Promise((resolve) => child.on('close', (status) => resolve({status, output})));
}

async function main(): Promise<void> {
  // A report left by an earlier run must not stand in for this one if Stryker stops early.
  rmSync(REPORT, {force: true});
  const started = Date.now();
  const stryker = await runStryker(process.argv.slice(2));
  const seconds = ((Date.now() - started) / 1000).toFixed(0);

  if (!existsSync(REPORT)) {
    // The failure a loaded machine causes gets its own words; any other is Stryker's, above.
    const timedOut = /Initial test run timed out/.test(stryker.output);
    console.error(
      timedOut
        ? `\nMutation gate failed: Stryker's initial run of the unit tests went past dryRunTimeoutMinutes (stryker.config.mjs) after ${seconds} s, so no mutant was tested. ${REPRODUCE}`
        : `\nMutation gate failed: Stryker stopped after ${seconds} s (exit ${stryker.status}) without writing ${REPORT}; its error is above. ${REPRODUCE}`,
    );
    process.exit(1);
  }
  const {modules, overall, unassigned} = mutationScores(
    JSON.parse(readFileSync(REPORT, 'utf8')) as MutationReport,
  );

  const width = Math.max(...modules.map(({name}) => name.length));
  console.log(`\nMutation score per module (floor ${MODULE_FLOOR}%), run took ${seconds} s:`);
  for (const {name, score, detected, undetected} of [...modules, overall]) {
    const value = Number.isNaN(score) ? '   n/a' : `${score.toFixed(1).padStart(5)}%`;
    console.log(
      `  ${name.padEnd(width)}  ${value}  (${detected} detected, ${undetected} survived)`,
    );
  }

  const problems = [
    ...modulesUnderFloor(modules),
    ...unassigned.map(
      (file) => `${file}: mutated but in no module of scripts/lib/mutation-score.ts`,
    ),
  ];
  if (stryker.status !== 0) {
    problems.push(`Stryker failed (exit ${stryker.status}): overall score or a run error, above.`);
  }
  if (problems.length > 0) {
    console.error(`\nMutation gate failed:\n${problems.map((line) => `  - ${line}`).join('\n')}`);
    console.error(`Surviving mutants, line by line: reports/mutation/mutation.html. ${REPRODUCE}`);
    process.exit(1);
  }
  console.log('Mutation gate passed.');
}

void main();
