import {describe, expect, it} from 'vitest';
import {checkTables, fieldFacts, numbersIn} from '../../scripts/content-checks/check-tables';
import {fixture, lineOf} from '../support/content-fixtures';

const page = fixture('tables.mdx');
const at = (text: string) => lineOf(page, text);

describe('tables agree with the API reference (check:tables)', () => {
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
