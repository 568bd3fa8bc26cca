/**
 * A test that cannot run must fail, not skip: a skipped test reads as green in the summary while
 * checking nothing (accessibility.spec.ts once skipped when build-third-party/ was missing). Specs
 * that need a build call tests/support/require-build.ts, which fails with how to make it. This
 * scan keeps skips, fixmes and focused tests out of the suite.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const ROOTS = ['tests/e2e', 'tests/unit', 'tests/support'];
// Built from parts so this file does not match itself.
const SKIP = new RegExp(
  `\\b(?:test|it|describe)(?:\\.\\w+)*\\.(?:${['skip', 'fixme', 'only', 'todo'].join('|')})\\s*\\(`,
);
const SKIP_IF = new RegExp(`\\btestInfo\\.(?:${['skip', 'fixme'].join('|')})\\s*\\(`);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(file) : /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('the test suite', () => {
  it('has no skipped, focused or to-do tests', () => {
    const found = ROOTS.flatMap(filesUnder).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          SKIP.test(line) || SKIP_IF.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });

  it('the scan finds a skip when there is one', () => {
    expect(SKIP.test(`test.${'skip'}(!existsSync(dir), 'made by npm test');`)).toBe(true);
    expect(SKIP.test(`test.describe.${'fixme'}('group', () => {});`)).toBe(true);
    expect(SKIP.test(`it.${'only'}('focused', () => {});`)).toBe(true);
    expect(SKIP_IF.test(`testInfo.${'skip'}(true);`)).toBe(true);
    expect(SKIP.test('await page.keyboard.press("Tab"); // skip link')).toBe(false);
  });
});
