/** The content-check fixtures (tests/fixtures/content-checks/) and where their planted defects are. */
import {readFileSync} from 'node:fs';

export const FIXTURES = 'tests/fixtures/content-checks';

export const fixture = (name: string) => `${FIXTURES}/${name}`;

/**
 * 1-based line of the first line of `file` that contains `text`, after the line
 * holding `after` when given. The tests name a defect by its text, so an edit of
 * the fixture above it does not move the expectation.
 */
export function lineOf(file: string, text: string, after?: string): number {
  const lines = readFileSync(file, 'utf8').split('\n');
  const start = after === undefined ? 0 : lines.findIndex((line) => line.includes(after)) + 1;
  if (after !== undefined && start === 0) throw new Error(`"${after}" is not in ${file}`);
  const index = lines.findIndex((line, at) => at >= start && line.includes(text));
  if (index === -1) throw new Error(`"${text}" is not in ${file}`);
  return index + 1;
}
