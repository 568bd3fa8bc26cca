/**
 * config/redirects.ts against the table the requirements give (tests/support/legacy-redirects.ts):
 * every legacy path, and only those, leads to the page the spec and content briefs name.
 */
import {describe, expect, it} from 'vitest';
import {redirects, toClientRedirects} from '../../../config/redirects';
import {LEGACY_REDIRECTS} from '../../support/legacy-redirects';

const byFrom = (rows: readonly (readonly [string, string])[]) =>
  Object.fromEntries([...rows].sort(([a], [b]) => a.localeCompare(b)));

describe('the redirect table', () => {
  it('holds every row of the requirements, each with its target, and no other', () => {
    expect(byFrom(redirects.map(({from, to}) => [from, to] as const))).toEqual(
      byFrom(LEGACY_REDIRECTS),
    );
    expect(redirects).toHaveLength(LEGACY_REDIRECTS.length);
  });

  it('gives the client-redirects plugin the same rows, grouped by target', () => {
    const rows = toClientRedirects(redirects).flatMap(({to, from}) =>
      from.map((path) => [path, to] as const),
    );
    expect(byFrom(rows)).toEqual(byFrom(LEGACY_REDIRECTS));
    const targets = toClientRedirects(redirects).map(({to}) => to);
    expect(new Set(targets).size).toBe(targets.length);
  });
});
