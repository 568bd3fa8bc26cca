/**
 * The hosted Algolia index's settings against what the product requires of hosted search, with
 * expected values from the product's requirements (not from the constant): the attributes
 * retrieved, highlight tags `<mark>`/`</mark>`, filters on language and docs version tags, and
 * docs-dev/search.md (titles and headings above body text, one typo from 5 letters, two from 8,
 * earlier sections of a page first on ties).
 */
import {describe, expect, it} from 'vitest';
import {HOSTED_INDEX_SETTINGS} from '../../plugins/page-model/outputs/algolia-push';

const settings = HOSTED_INDEX_SETTINGS as Record<string, unknown>;
const list = (name: string) => (settings[name] ?? []) as string[];
/** `unordered(x)`, `filterOnly(x)`, `searchable(x)` → x. */
const attribute = (entry: string) => entry.replace(/^\w+\((.+)\)$/, '$1');

describe('hosted index settings', () => {
  it('search every heading level and the body text, headings ranked above the body', () => {
    const searchable = list('searchableAttributes').map(attribute);
    const levels = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'].map((l) => `hierarchy.${l}`);
    for (const level of levels) expect(searchable).toContain(level);
    expect(searchable).toContain('content');
    // Algolia ranks a match by the position of its attribute in this list.
    const body = searchable.indexOf('content');
    for (const level of levels) expect(searchable.indexOf(level)).toBeLessThan(body);
    expect(searchable.indexOf('hierarchy.lvl1')).toBeLessThan(searchable.indexOf('hierarchy.lvl3'));
  });

  it('can filter on language and docs version tags (contextual search)', () => {
    const facets = list('attributesForFaceting').map(attribute);
    expect(facets).toContain('language');
    expect(facets).toContain('docusaurus_tag');
  });

  it("can filter on a page's section (the /search page's section filter)", () => {
    expect(list('attributesForFaceting').map(attribute)).toContain('hierarchy.lvl0');
  });

  it('returns what a hit shows: hierarchy, content, type and url', () => {
    const retrieved = list('attributesToRetrieve');
    const retrieves = (name: string) =>
      retrieved.includes('*') ||
      retrieved.some((entry) => name === entry || name.startsWith(`${entry}.`));
    for (const name of [
      ...['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'].map((l) => `hierarchy.${l}`),
      'content',
      'type',
      'url',
    ]) {
      expect(retrieves(name), name).toBe(true);
    }
  });

  it('highlights with <mark> and </mark>, in hierarchy and content', () => {
    expect(settings.highlightPreTag).toBe('<mark>');
    expect(settings.highlightPostTag).toBe('</mark>');
    const highlighted = list('attributesToHighlight');
    expect(highlighted).toEqual(expect.arrayContaining(['hierarchy', 'content']));
  });

  it('tolerates one typo from five letters and two from eight, as the embedded search does', () => {
    expect(settings.minWordSizefor1Typo).toBe(5);
    expect(settings.minWordSizefor2Typos).toBe(8);
  });

  it('ranks earlier sections of a page first on ties', () => {
    expect(list('customRanking')).toEqual(['asc(position)']);
  });
});
