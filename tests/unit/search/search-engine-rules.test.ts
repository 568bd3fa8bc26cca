/**
 * Rules of the embedded engine and its highlighting that docs-dev/search.md states: facet filters
 * as Algolia takes them (an AND of ORs, a single string too, unknown attributes ignored), earlier
 * sections of a page first on ties, and how much of a query a highlight reports as matched.
 */
import {describe, expect, it} from 'vitest';
import {SearchEngine, queryTerms} from '../../../src/lib/search/engine';
import {highlight, snippet} from '../../../src/lib/search/highlight';
import type {SearchRecord} from '../../../src/lib/search/types';

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

describe('what a query word matches', () => {
  const page = (id: string, position: number, content: string) =>
    record(id, {
      position,
      content,
      url: `https://docs.example.org/${id.split('#')[0]}`,
      url_without_anchor: `https://docs.example.org/${id.split('#')[0]}`,
    });
  const matched = (engine: SearchEngine, query: string) =>
    engine.search(query).flatMap(({terms}) => terms);

  it('ranks a page that answers in several places above a passing mention', () => {
    // The passing mention comes earlier in its page, which alone would put it first.
    const engine = new SearchEngine([
      page('mention#a', 0, 'attestation appears once here'),
      page('guide#a', 6, 'attestation of the workload'),
      page('guide#b', 7, 'attestation of the report'),
    ]);
    expect(engine.search('attestation')[0].record.url_without_anchor).toBe(
      'https://docs.example.org/guide',
    );
  });

  it('matches a short last word after others whole, and from three letters as a prefix', () => {
    const engine = new SearchEngine([page('x', 0, 'Blindfold encrypts values')]);
    expect(matched(engine, 'values en')).not.toContain('encrypts');
    expect(matched(engine, 'values enc')).toContain('encrypts');
  });

  it('matches a word of five letters or more as a prefix wherever it is in the query', () => {
    const engine = new SearchEngine([page('x', 0, 'streaming responses from nilAI')]);
    expect(matched(engine, 'stream nilai')).toContain('streaming');
    expect(matched(engine, 'strea nilai')).toContain('streaming');
    expect(matched(engine, 'stre nilai')).not.toContain('streaming');
  });

  it('tries an unknown word as two known words of three letters or more', () => {
    const engine = new SearchEngine([page('x', 0, 'The tee module attests')]);
    expect(engine.search('teemodule').map(({record: {objectID}}) => objectID)).toEqual(['x']);
  });

  it('finds nothing for words no record holds, whatever their place in the alphabet', () => {
    const engine = new SearchEngine([page('x', 0, 'attestation report')]);
    expect(engine.search('zulu zone')).toEqual([]);
    expect(engine.search('aaa aardvark')).toEqual([]);
  });

  it('matches a record by the headings above it', () => {
    const withPath = new SearchEngine([
      record('body', {
        hierarchy: {...record('x').hierarchy, lvl2: 'Wallet setup'},
        content: 'Install it.',
      }),
      record('own', {
        type: 'lvl3',
        content: null,
        hierarchy: {...record('x').hierarchy, lvl2: 'Wallet setup', lvl3: 'Keys'},
      }),
    ]);
    expect(
      withPath
        .search('wallet')
        .map(({record: {objectID}}) => objectID)
        .sort(),
    ).toEqual(['body', 'own']);
  });

  it('tolerates two typos from eight letters', () => {
    const engine = new SearchEngine([page('x', 0, 'Blindfold encrypts values')]);
    expect(engine.search('encrupps')).toHaveLength(1);
    expect(engine.search('encrupts')).toHaveLength(1);
  });

  it('matches two words typed apart as the start of a word the content writes joined', () => {
    const engine = new SearchEngine([
      page('rag', 0, 'pip install nilrag'),
      page('other', 0, 'nothing else'),
    ]);
    expect(engine.search('nil ra').map(({record: {objectID}}) => objectID)).toEqual(['rag']);
  });

  it('splits an unknown word only into two known words, and never a known one', () => {
    const engine = new SearchEngine([
      page('joined', 0, 'the teemodule runs'),
      page('apart', 0, 'a tee module'),
    ]);
    expect(engine.search('teemodule').map(({record: {objectID}}) => objectID)).toEqual(['joined']);
    expect(engine.search('teeqqq')).toEqual([]);
  });

  it('matches a short last word as a prefix only when the reader is still typing it', () => {
    const engine = new SearchEngine([page('x', 0, 'teeth are white')]);
    expect(engine.search('tee')).toHaveLength(1);
    expect(engine.search('tee the')).toEqual([]);
    expect(matched(new SearchEngine([page('y', 0, 'teeth values')]), 'tee values')).not.toContain(
      'teeth',
    );
  });

  it('takes a swapped pair of letters as one typo from five letters only', () => {
    const engine = new SearchEngine([page('x', 0, 'the tool')]);
    expect(engine.search('otol')).toEqual([]);
  });
});
