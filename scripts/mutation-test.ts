/**
 * `npm run test:mutation` (a step of `npm test`): StrykerJS over the logic that protects readers
 * (stryker.config.mjs), incremental against the committed reports/stryker-incremental.json, so a
 * run on unchanged code only re-reads results. Fails when the overall mutation score is under
 * Stryker's break threshold (85%) or any module is under 75% (quality/mutation-score.ts).
 * Extra arguments go to Stryker (e.g. `-- --force` for a full run, `--mutate config/env.ts`).
 * The HTML report is reports/mutation/mutation.html.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {
  MODULE_FLOOR,
  modulesUnderFloor,
  mutationScores,
  type MutationReport,
} from '../quality/mutation-score';

const REPORT = 'reports/mutation/mutation.json';

const started = Date.now();
const stryker = spawnSync('npx', ['stryker', 'run', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
const seconds = ((Date.now() - started) / 1000).toFixed(0);

if (!existsSync(REPORT)) {
  console.error(`Stryker wrote no ${REPORT} (exit ${stryker.status}); see its output above.`);
  process.exit(1);
}
const {modules, overall, unassigned} = mutationScores(
  JSON.parse(readFileSync(REPORT, 'utf8')) as MutationReport,
);

const width = Math.max(...modules.map(({name}) => name.length));
console.log(`\nMutation score per module (floor ${MODULE_FLOOR}%), run took ${seconds} s:`);
for (const {name, score, detected, undetected} of [...modules, overall]) {
  const value = Number.isNaN(score) ? '   n/a' : `${score.toFixed(1).padStart(5)}%`;
  console.log(`  ${name.padEnd(width)}  ${value}  (${detected} detected, ${undetected} survived)`);
}

const problems = [
  ...modulesUnderFloor(modules),
  ...unassigned.map((file) => `${file}: mutated but in no module of quality/mutation-score.ts`),
];
if (stryker.status !== 0) {
  problems.push(`Stryker failed (exit ${stryker.status}): overall score or a run error, above.`);
}
if (problems.length > 0) {
  console.error(`\nMutation gate failed:\n${problems.map((line) => `  - ${line}`).join('\n')}`);
  console.error('Surviving mutants, line by line: reports/mutation/mutation.html');
  process.exit(1);
}
console.log('Mutation gate passed.');
