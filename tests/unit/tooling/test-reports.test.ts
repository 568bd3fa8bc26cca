import {describe, expect, it} from 'vitest';
import {
  countPlaywright,
  countVitest,
  firstLine,
  type PlaywrightReport,
  type VitestReport,
} from '../../../scripts/lib/test-reports';

describe('the failures npm test repeats under its summary', () => {
  it('names a failed unit test by file and full title, with its error first line', () => {
    const report: VitestReport = {
      numPassedTests: 2,
      numFailedTests: 1,
      testResults: [
        {
          name: '/repo/tests/unit/page-model/routes.test.ts',
          assertionResults: [
            {status: 'passed', fullName: 'routes a', failureMessages: []},
            {
              status: 'failed',
              fullName: 'routes b',
              failureMessages: [
                '\n\u001b[31mAssertionError\u001b[39m: expected 1 to be 2\n    at x',
              ],
            },
          ],
        },
        {
          name: '/repo/tests/unit/serving/env.test.ts',
          assertionResults: [{status: 'passed', fullName: 'env', failureMessages: []}],
        },
      ],
    };
    expect(countVitest(report, '/repo')).toEqual({
      passed: 2,
      failed: 1,
      failures: [
        'tests/unit/page-model/routes.test.ts › routes b: AssertionError: expected 1 to be 2',
      ],
    });
  });

  it('names a failed browser test by file, line and its describe titles; a flaky one passes', () => {
    const report: PlaywrightReport = {
      stats: {expected: 3, unexpected: 1, flaky: 1},
      suites: [
        {
          title: 'search.spec.ts',
          specs: [
            {
              title: 'top-level test',
              file: 'search.spec.ts',
              line: 12,
              tests: [{status: 'flaky', results: [{errors: [{message: 'first try'}]}, {}]}],
            },
          ],
          suites: [
            {
              title: 'search modal',
              specs: [
                {
                  title: 'keeps typed letters',
                  file: 'search.spec.ts',
                  line: 40,
                  tests: [
                    {
                      status: 'unexpected',
                      results: [
                        {status: 'failed', errors: [{message: 'Error: first run'}]},
                        {
                          status: 'failed',
                          errors: [
                            {message: 'Error: expect(locator).toHaveValue failed\n\nLocator: x'},
                          ],
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(countPlaywright(report)).toEqual({
      passed: 4,
      failed: 1,
      failures: [
        'search.spec.ts:40 › search modal › keeps typed letters: Error: expect(locator).toHaveValue failed [failed, failed]',
      ],
    });
  });

  it('gives an attempt cut short the error of the one before, and each attempt its outcome', () => {
    const failed = (results: PlaywrightReport['suites'][number]['specs']) => ({
      stats: {expected: 0, unexpected: 1, flaky: 0},
      suites: [{title: 'dev-server.spec.ts', specs: results}],
    });
    const spec = (results: {status?: string; errors?: {message?: string; value?: string}[]}[]) =>
      countPlaywright(
        failed([
          {
            title: 'draws',
            file: 'dev-server.spec.ts',
            line: 68,
            tests: [{status: 'unexpected', results}],
          },
        ]),
      ).failures;
    expect(
      spec([
        {status: 'timedOut', errors: [{message: 'Test timeout of 300000ms exceeded.'}]},
        {status: 'interrupted', errors: []},
      ]),
    ).toEqual([
      'dev-server.spec.ts:68 › draws: Test timeout of 300000ms exceeded. [timedOut, interrupted]',
    ]);
    // A thrown value that is not an Error has no message, only its value.
    expect(spec([{status: 'failed', errors: [{message: '', value: 'a string thrown'}]}])).toEqual([
      'dev-server.spec.ts:68 › draws: a string thrown [failed]',
    ]);
    expect(spec([{errors: [{message: ' \n '}]}])).toEqual([
      'dev-server.spec.ts:68 › draws: (no message) [unknown]',
    ]);
  });

  it('says so when a failure has no message', () => {
    expect(firstLine(undefined)).toBe('(no message)');
    expect(firstLine('\n  \n')).toBe('(no message)');
    expect(firstLine('x'.repeat(300))).toHaveLength(200);
  });
});
