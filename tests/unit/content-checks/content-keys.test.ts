import {describe, expect, it} from 'vitest';
import {GENERATION_2025, LATEST} from '../../../config/versions';
import {
  checkKeys,
  nodeCounts,
  offeredSettings,
  parseSetting,
} from '../../../scripts/content-checks/check-keys';
import {sampleProject} from '../../../scripts/content-checks/sample-project';
import {fixture, lineOf} from '../../support/content-fixtures';
import {readFileSync} from 'node:fs';

const page = fixture('keys.mdx');
const at = (text: string) => lineOf(page, text);
const reported = (findings: {line: number; message: string}[]) =>
  findings.map(({line, message}) => [line, /on (one node|3 nodes)/.exec(message)?.[1]]);

describe('key settings a table offers work (the keys check)', () => {
  it('reads literal settings from the first column only, with the cluster size the cell names', () => {
    expect(parseSetting('{ operation: "match", seed }')).toEqual({
      operation: 'match',
      seed: expect.any(String),
    });
    expect(parseSetting("{ operation: 'sum', threshold? }")).toEqual({
      operation: 'sum',
      threshold: 2,
    });
    expect(parseSetting('{ operation, useClusterKey: true }')).toBeUndefined();
    expect(parseSetting('{ key }')).toBeUndefined();
    expect(nodeCounts('with two or more nodes')).toEqual([3]);
    expect(nodeCounts('on a single node')).toEqual([1]);
    expect(nodeCounts('')).toEqual([1, 3]);
    const offered = offeredSettings(readFileSync(page, 'utf8'));
    expect(offered.map((setting) => setting.line)).not.toContain(at('Outside a table'));
    expect(offered).toHaveLength(5);
  });

  it('with SecretVaults 3 (Latest), reports the match cluster key, the one-node cluster key and one-node secret keys', () => {
    const {findings, checked} = checkKeys([page], () => sampleProject(LATEST));
    expect(checked).toBe(1);
    expect(reported(findings)).toEqual([
      [at('`{ operation: "match" }` with two'), '3 nodes'],
      [at('useClusterKey: true }` on a single'), 'one node'],
      [at('`{ operation: "store" }` on a single'), 'one node'],
    ]);
    expect(findings[0]!.message).toContain(
      "Cannot read properties of undefined (reading 'length')",
    );
  });

  it('with SecretVaults 0.1.7 (2025), a one-node secret key works', () => {
    const {findings} = checkKeys([page], () => sampleProject(GENERATION_2025));
    expect(reported(findings)).toEqual([
      [at('`{ operation: "match" }` with two'), '3 nodes'],
      [at('useClusterKey: true }` on a single'), 'one node'],
    ]);
  });
});
