/**
 * Counts and failures from the JSON reports of Vitest and Playwright, for the summary `npm test`
 * prints last. Each failure names its file, its title and the first line of its error, so a log
 * cut to its last lines (as CI shows it) still says what failed.
 */

export interface Counts {
  passed: number;
  failed: number;
  /** Each failed test: `file › title: first line of the error`. */
  failures: string[];
}

export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: {
    name: string;
    assertionResults: {status: string; fullName: string; failureMessages: string[]}[];
  }[];
}

export interface PlaywrightSuite {
  title: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: {
      status: string;
      results: {status?: string; errors?: {message?: string; value?: string}[]}[];
    }[];
  }[];
}

export interface PlaywrightReport {
  stats: {expected: number; unexpected: number; flaky: number};
  suites: PlaywrightSuite[];
}

const ANSI_COLOUR = new RegExp(String.raw`\u001b\[[0-9;]*m`, 'g');

const NO_MESSAGE = '(no message)';

/** A message's first non-empty line, uncoloured, at most 200 characters. */
export function firstLine(text: string | undefined): string {
  const line = (text ?? '')
    .replace(ANSI_COLOUR, '')
    .split('\n')
    .map((part) => part.trim())
    .find(Boolean);
  return (line ?? NO_MESSAGE).slice(0, 200);
}

export function countVitest(report: VitestReport, root = process.cwd()): Counts {
  const failures = report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => {
        const name = file.name.startsWith(`${root}/`)
          ? file.name.slice(root.length + 1)
          : file.name;
        return `${name} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`;
      }),
  );
  return {passed: report.numPassedTests, failed: report.numFailedTests, failures};
}

/** A flaky test (failed, then passed on retry) counts as passed, as Playwright reports it. */
export function countPlaywright(report: PlaywrightReport): Counts {
  const failures: string[] = [];
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected') continue;
        const title = [...titles, spec.title].join(' › ');
        // The latest attempt's error; an attempt cut short (interrupted, its worker gone) has
        // none, so an earlier one's stands in, and the attempts' outcomes say what happened.
        const error = [...test.results]
          .reverse()
          .flatMap((result) => result.errors ?? [])
          .map((found) => found.message || found.value)
          .find((text) => firstLine(text) !== NO_MESSAGE);
        const outcomes = test.results.map((result) => result.status ?? 'unknown').join(', ');
        failures.push(`${spec.file}:${spec.line} › ${title}: ${firstLine(error)} [${outcomes}]`);
      }
    }
  };
  // The top suite of each file is titled with the file, which the spec's own `file` names already.
  for (const fileSuite of report.suites) walk(fileSuite, []);
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected,
    failures,
  };
}
