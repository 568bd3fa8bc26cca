import {describe, expect, it} from 'vitest';
import {checkTables, fieldFacts, numbersIn} from '../../../scripts/content-checks/check-tables';
import {markdownTables} from '../../../scripts/content-checks/tables';
import {fixture, lineOf} from '../../support/content-fixtures';

const page = fixture('tables.mdx');
const at = (text: string) => lineOf(page, text);

describe('tables agree with the API reference (the tables check)', () => {
  it('reads defaults and bounds inside anyOf branches, and numbers with separators', () => {
    expect(
      fieldFacts({anyOf: [{minimum: 1, maximum: 100000}, {}], default: null} as never),
    ).toEqual({default: null, minimum: 1, maximum: 100000});
    expect(numbersIn('allowed 1 to 100 000, or 2,048')).toEqual([1, 100000, 2048]);
  });

  it('reports defaults and ranges the nilAI chat request schema does not have, on their rows', () => {
    // Against the real nilAI document: the requirement is what the nilAI node accepts.
    const {findings, checked} = checkTables([page]);
    expect(checked).toBe(1);
    expect(findings.map((finding) => finding.line)).toEqual([
      at('| `temperature` | 0.2'),
      at('allowed 1 to 2,048'),
      at("Planted: the schema's default is `{}`"),
    ]);
    expect(findings[0]!.message).toMatch(/sets none/);
    expect(findings[1]!.message).toMatch(/allows 1 to 100000/);
    expect(findings[2]!.message).toMatch(/default \{\}/);
  });
});

describe('the tables of a page (scripts/content-checks/tables.ts)', () => {
  it('reads header, rows and lines, with the headings above, and no table inside a fence', () => {
    const page = [
      '## Troubleshooting', // 1
      '### Install', // 2
      '| Symptom | Fix |', // 3
      '| --- | --- |', // 4
      '| `a \\| b` | c |', // 5
      '````md', // 6
      '```', // 7: a shorter fence inside a longer one is text
      '| not | a table |', // 8
      '````', // 9
      '## Next', // 10
      '| x |', // 11
      '| - |', // 12
      '| y |', // 13
    ].join('\n');
    expect(markdownTables(page)).toEqual([
      {
        header: ['Symptom', 'Fix'],
        rows: [{cells: ['`a \\| b`', 'c'], line: 5}],
        headings: ['Troubleshooting', 'Install'],
      },
      {header: ['x'], rows: [{cells: ['y'], line: 13}], headings: ['Next']},
    ]);
  });
});
