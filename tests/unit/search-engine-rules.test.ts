/**
 * Rules of the embedded engine and its highlighting that docs-dev/search.md states: facet filters
 * as Algolia takes them (an AND of ORs, a single string too, unknown attributes ignored), earlier
 * sections of a page first on ties, and how much of a query a highlight reports as matched.
 */
import {describe, expect, it} from 'vitest';
import {SearchEngine, queryTerms} from '../../src/lib/search/engine';
import {highlight, snippet} from '../../src/lib/search/highlight';
import type {SearchRecord} from '../../src/lib/search/types';

const tags = {pre: '<b>', post: '</b>'};

function record(id: string, extra: Partial<SearchRecord> = {}): SearchRecord {
  const url = `https://docs.example.org/${id}`;
  return {
    objectID: id,
    url,
    url_without_anchor: url,
    anchor: null,
    type: 'content',
    hierarchy: {
      lvl0: 'Build',
      lvl1: 'Guide',
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    content: 'attestation report',
    language: 'en',
    docusaurus_tag: ['default'],
    position: 0,
    ...extra,
  };
}

describe('facet filters', () => {
  const engine = new SearchEngine([
    record('en-a', {docusaurus_tag: ['docs-a']}),
    record('en-b', {docusaurus_tag: ['docs-b']}),
    record('fr', {language: 'fr'}),
  ]);
  const ids = (facetFilters: (string | string[])[] | string) =>
    engine
      .search('attestation', {facetFilters})
      .map(({record: {objectID}}) => objectID)
      .sort();

  it('takes a single filter as a string', () => {
    expect(ids('language:fr')).toEqual(['fr']);
  });

  it('keeps a record that matches any filter of an OR group', () => {
    expect(ids([['docusaurus_tag:docs-a', 'docusaurus_tag:docs-b']])).toEqual(['en-a', 'en-b']);
    expect(ids(['docusaurus_tag:docs-a', 'docusaurus_tag:docs-b'])).toEqual([]);
  });

  it('ignores attributes a local index does not hold', () => {
    expect(ids(['version:2'])).toEqual(['en-a', 'en-b', 'fr']);
  });

  it('keeps the colons of a filter value', () => {
    const tagged = new SearchEngine([record('x', {docusaurus_tag: ['docs:a']})]);
    expect(tagged.search('attestation', {facetFilters: ['docusaurus_tag:docs:a']})).toHaveLength(1);
  });
});

describe('ranking ties and size', () => {
  it('puts the earlier section of a page first when the words are the same', () => {
    const engine = new SearchEngine([
      record('late', {position: 7}),
      record('early', {position: 1}),
    ]);
    expect(engine.search('attestation').map(({record: {objectID}}) => objectID)).toEqual([
      'early',
      'late',
    ]);
    expect(engine.size).toBe(2);
  });

  it('reads a query as lower-case words, cut at 64 characters', () => {
    expect(queryTerms('Verify nilAI, attestation!')).toEqual(['verify', 'nilai', 'attestation']);
    expect(queryTerms(`${'a'.repeat(63)} bcd`)).toEqual(['a'.repeat(63)]);
  });
});

describe('highlight match levels', () => {
  it('says full when every term matched, partial when some, none when none', () => {
    expect(highlight('attestation report', ['attestation', 'report'], [], tags).matchLevel).toBe(
      'full',
    );
    expect(highlight('attestation only', ['attestation', 'report'], [], tags).matchLevel).toBe(
      'partial',
    );
    expect(highlight('nothing', ['attestation'], [], tags).matchLevel).toBe('none');
  });

  it('does not take an empty prefix for a match, nor a word ending with the prefix', () => {
    expect(highlight('report', [], [''], tags).value).toBe('report');
    expect(highlight('preport', [], ['port'], tags).value).toBe('preport');
  });

  it('returns a text of exactly the snippet length whole, without ellipsis', () => {
    expect(snippet('one two three', ['two'], [], 3, tags).value).toBe('one <b>two</b> three');
  });

  it('starts the window at the text when the match is among its first words', () => {
    expect(snippet('one two three four five six', ['one'], [], 3, tags).value).toBe(
      '<b>one</b> two three…',
    );
  });

  it('keeps the punctuation around a window that reaches either end of the text', () => {
    expect(snippet('(one) two three four five six.', ['one'], [], 3, tags).value).toBe(
      '(<b>one</b>) two three…',
    );
    expect(snippet('one two three four five (six).', ['six'], [], 3, tags).value).toBe(
      '…four five (<b>six</b>).',
    );
  });

  it('ends the window at the text when the match is among its last words', () => {
    expect(snippet('one two three four five six', ['six'], [], 3, tags).value).toBe(
      '…four five <b>six</b>',
    );
  });
});
