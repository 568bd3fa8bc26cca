import {readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import strykerConfig from '../../../stryker.config.mjs';
import {
  MUTATION_MODULES,
  modulesUnderFloor,
  mutationScores,
  type MutationReport,
} from '../../../scripts/lib/mutation-score';

const mutants = (...statuses: MutationReport['files'][string]['mutants'][number]['status'][]) => ({
  mutants: statuses.map((status) => ({status})),
});

const modules = [
  {name: 'redirects', files: /^config\/redirects\.ts$/},
  {name: 'search', files: /^src\/lib\/search\//},
];

describe('mutationScores', () => {
  it('counts killed and timed-out mutants as detected, survivors and uncovered ones as not', () => {
    const report: MutationReport = {
      files: {
        'config/redirects.ts': mutants('Killed', 'Killed', 'Timeout', 'Survived'),
        'src/lib/search/engine.ts': mutants('Killed', 'NoCoverage', 'CompileError', 'Ignored'),
        'src/lib/search/compact.ts': mutants('Killed', 'Killed'),
      },
    };
    const {modules: scores, overall, unassigned} = mutationScores(report, modules);
    expect(scores).toEqual([
      {name: 'redirects', detected: 3, undetected: 1, score: 75},
      {name: 'search', detected: 3, undetected: 1, score: 75},
    ]);
    expect(overall).toEqual({name: 'all modules', detected: 6, undetected: 2, score: 75});
    expect(unassigned).toEqual([]);
  });

  it('names files that belong to no module, and modules with nothing tested', () => {
    const {modules: scores, unassigned} = mutationScores(
      {files: {'./plugins/other/index.ts': mutants('Killed')}},
      modules,
    );
    expect(unassigned).toEqual(['plugins/other/index.ts']);
    expect(Number.isNaN(scores[0].score)).toBe(true);
  });
});

describe('modulesUnderFloor', () => {
  it('fails a module under the floor and one with no score, and passes one at it', () => {
    expect(
      modulesUnderFloor(
        [
          {name: 'at floor', detected: 3, undetected: 1, score: 75},
          {name: 'under', detected: 74, undetected: 26, score: 74},
          {name: 'empty', detected: 0, undetected: 0, score: NaN},
        ],
        75,
      ),
    ).toEqual([
      'under: 74.0% < 75% (26 mutants survived)',
      'empty: no mutant was tested (is it still in stryker.config.mjs "mutate"?)',
    ]);
  });
});

describe('the mutated files', () => {
  // Only the two shapes stryker.config.mjs uses: a file, or `dir/*.ts`.
  const filesOf = (pattern: string): string[] => {
    if (!pattern.includes('*'))
      return readdirSync(path.dirname(pattern)).includes(path.basename(pattern)) ? [pattern] : [];
    expect(pattern, 'a pattern of the form dir/*.ts').toMatch(/^[^*]+\/\*\.ts$/);
    const dir = path.dirname(pattern);
    return readdirSync(dir)
      .filter((name) => name.endsWith('.ts'))
      .map((name) => `${dir}/${name}`);
  };
  const patterns = strykerConfig.mutate as string[];

  it('every pattern of stryker.config.mjs still names code (moved code fails here, before a run)', () => {
    expect(patterns.filter((pattern) => filesOf(pattern).length === 0)).toEqual([]);
  });

  it('every mutated file is in a module the gate scores, and every module has a file', () => {
    const files = patterns.flatMap(filesOf);
    expect(files.filter((file) => !MUTATION_MODULES.some(({files: re}) => re.test(file)))).toEqual(
      [],
    );
    expect(
      MUTATION_MODULES.filter(({files: re}) => !files.some((file) => re.test(file))).map(
        ({name}) => name,
      ),
    ).toEqual([]);
  });
});
