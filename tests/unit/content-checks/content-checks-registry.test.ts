/**
 * The content checks are registered in one place (scripts/content-checks/registry.ts): the
 * command line runs what it lists, `npm test` makes a step of each, and the README documents each.
 * The checks expected here are the ones the README promises a writer (its table of checks).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {CONTENT_CHECKS, checksNamed} from '../../../scripts/content-checks/registry';
import {parseArguments} from '../../../scripts/content-checks/cli';

const root = path.resolve(__dirname, '../../..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');

/** The check names the README's table gives commands for (`--only <name>`). */
const documented = [...readme.matchAll(/`npm run check:content -- --only ([a-z]+) <files>`/g)].map(
  ([, name]) => name,
);

describe('the content checks registry', () => {
  it('registers exactly the checks the README documents, each once', () => {
    const names = CONTENT_CHECKS.map((check) => check.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual([...documented].sort());
    expect(documented.length).toBeGreaterThanOrEqual(14);
  });

  it('runs the install check, which needs the registry, apart from the offline ones', () => {
    const online = CONTENT_CHECKS.filter((check) => check.needsNetwork).map(({name}) => name);
    expect(online).toEqual(['install']);
  });

  it('selects every check for "all", one by its name, and none for an unknown name', () => {
    expect(checksNamed('all')).toHaveLength(CONTENT_CHECKS.length);
    expect(checksNamed('pins').map(({name}) => name)).toEqual(['pins']);
    expect(checksNamed('spellling')).toEqual([]);
  });

  it('makes a step of npm test for each check', () => {
    const runTests = readFileSync(path.join(root, 'scripts/run-tests.ts'), 'utf8');
    expect(runTests).toContain('contentCheckSteps(CONTENT_CHECKS');
    expect(runTests).not.toMatch(/check:(spelling|pins|samples)/);
  });
});

describe('the content checks command line', () => {
  it('reads --only and the files in either order', () => {
    expect(parseArguments(['--only', 'pins', 'docs/learn'])).toEqual({
      only: 'pins',
      files: ['docs/learn'],
    });
    expect(parseArguments(['docs/a.mdx', '--only=data'])).toEqual({
      only: 'data',
      files: ['docs/a.mdx'],
    });
    expect(parseArguments([])).toEqual({only: 'all', files: []});
  });
});
