/**
 * The hosted Algolia index's settings against what the product requires of hosted search, with
 * expected values from the product's requirements (not from the constant): the attributes
 * retrieved, highlight tags `<mark>`/`</mark>`, filters on language and docs version tags, and
 * docs-dev/search.md (titles and headings above body text, one typo from 5 letters, two from 8,
 * earlier sections of a page first on ties).
 */
import {describe, expect, it} from 'vitest';
import {
  HOSTED_INDEX_SETTINGS,
  hostedRecord,
  hostedSynonyms,
} from '../../../plugins/page-model/outputs/algolia-push';
import type {SearchRecord} from '../../../src/lib/search/types';

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

  it('searches the words identifiers are made of, below the body text (issue 24)', () => {
    const searchable = list('searchableAttributes').map(attribute);
    expect(searchable).toContain('identifier_words');
    expect(searchable.indexOf('identifier_words')).toBeGreaterThan(searchable.indexOf('content'));
  });

  it("searches the section's name too, as DocSearch's own indexes do", () => {
    expect(list('searchableAttributes').map(attribute)).toContain('hierarchy.lvl0');
  });

  it('can filter on the record type (a page title, a heading or text)', () => {
    expect(list('attributesForFaceting').map(attribute)).toContain('type');
  });

  it('returns the anchor and the page URL of a hit, as the embedded search does', () => {
    expect(list('attributesToRetrieve')).toEqual(
      expect.arrayContaining(['anchor', 'url_without_anchor']),
    );
  });

  it('snippets the body text in 10 words, as the embedded search does on a desktop', () => {
    expect(list('attributesToSnippet')).toEqual(['content:10']);
  });

  it('groups hits by page, without anchor, as the embedded index does (issue 38)', () => {
    expect(settings.distinct).toBe(true);
    expect(settings.attributeForDistinct).toBe('url_without_anchor');
  });

  it('returns the code flag of a record of code lines', () => {
    expect(list('attributesToRetrieve')).toContain('code');
  });
});

const record = (content: string, extra: Partial<SearchRecord> = {}): SearchRecord => ({
  objectID: `r-${content.length}`,
  url: 'https://docs.nillion.com/build/x',
  url_without_anchor: 'https://docs.nillion.com/build/x',
  anchor: null,
  type: 'content',
  hierarchy: {
    lvl0: 'Build',
    lvl1: 'Page',
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  },
  content,
  language: 'en',
  docusaurus_tag: ['default'],
  position: 0,
  ...extra,
});

describe('hosted records and synonyms (compound names from the content)', () => {
  it('gives a record the words of its identifiers, and none to plain prose', () => {
    expect(
      hostedRecord(record('await SecretVaultBuilderClient.from(x)', {code: true})).identifier_words,
    ).toBe('secret vault builder client');
    expect(
      hostedRecord(record('NILLION_API_KEY=abc store_prompt_to_nildb()')).identifier_words,
    ).toBe('nillion api key store prompt to nildb');
    expect(hostedRecord(record('Plain words only.'))).not.toHaveProperty('identifier_words');
    // A heading record: the words of the identifier its heading names.
    const heading = record('', {
      type: 'lvl2',
      content: null,
      hierarchy: {...record('').hierarchy, lvl2: 'The NucTokenBuilder class'},
    });
    expect(hostedRecord(heading).identifier_words).toBe('nuc token builder');
  });

  it('makes a two-way synonym of each camelCase name of two or three words, in order', () => {
    const synonyms = hostedSynonyms([
      record('Store data with SecretVaults on nilDB.'),
      record('x', {
        type: 'lvl2',
        hierarchy: {...record('').hierarchy, lvl2: 'The NucTokenBuilder class'},
      }),
    ]);
    expect(synonyms).toEqual([
      {objectID: 'compound-nildb', type: 'synonym', synonyms: ['nildb', 'nil db']},
      {
        objectID: 'compound-nuctokenbuilder',
        type: 'synonym',
        synonyms: ['nuctokenbuilder', 'nuc token builder'],
      },
      {
        objectID: 'compound-secretvaults',
        type: 'synonym',
        synonyms: ['secretvaults', 'secret vaults'],
      },
    ]);
  });

  it('leaves out longer names, snake_case, UPPER_CASE and plain words', () => {
    expect(
      hostedSynonyms([
        record(
          'NilaiOpenAIClient store_prompt_to_nildb NILLION_API_KEY read_nilDB blindfold Blindfold',
        ),
      ]),
    ).toEqual([]);
  });
});
