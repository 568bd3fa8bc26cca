/**
 * Which docs version's index answers a search (src/lib/search/indexScope.ts): the version the
 * tags of the reader's context name, as Docusaurus writes them for a page of that version.
 */
import {describe, expect, it} from 'vitest';
import {indexScopeOf, inScope} from '../../../src/lib/search/indexScope';

describe('indexScopeOf', () => {
  it('reads the older version the tags of a page of the 2025 docs name', () => {
    expect(indexScopeOf(['default', 'docs-default-2025'])).toBe('2025');
    expect(indexScopeOf(['docs-default-2025'])).toBe('2025');
  });

  it("is Latest's for a Latest page, a page outside the docs, or no tags at all", () => {
    expect(indexScopeOf(['docs-default-current', 'docs-api-current'])).toBe('current');
    expect(indexScopeOf(['default'])).toBe('current');
    expect(indexScopeOf([])).toBe('current');
    // Another docs plugin's version (the API reference) is not a docs version.
    expect(indexScopeOf(['docs-api-2025'])).toBe('current');
  });
});

describe('inScope', () => {
  it("keeps a version's docs and every page outside the docs, and drops the other version's docs", () => {
    expect(inScope(['docs-default-2025'], '2025')).toBe(true);
    expect(inScope(['docs-default-current'], '2025')).toBe(false);
    expect(inScope(['docs-default-2025'], 'current')).toBe(false);
    expect(inScope(['docs-api-current'], '2025')).toBe(true);
    expect(inScope(['default'], 'current')).toBe(true);
    expect(inScope([], '2025')).toBe(true);
  });
});
