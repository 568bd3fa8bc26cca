/**
 * A hit from a record of code lines shows, as its snippet, the line that matches the query, with
 * the query's words highlighted and the line's own text escaped (issue 24: "a hit from code shows
 * the matching line as its snippet"). Expected values are written from that requirement.
 */
import {describe, expect, it} from 'vitest';
import {codeLineSnippet, highlight} from '../../../src/lib/search/highlight';
import {SearchEngine} from '../../../src/lib/search/engine';
import {answer} from '../../../src/lib/search/local';
import type {SearchRecord} from '../../../src/lib/search/types';
import {hitsOf} from '../../support/search-results';

const tags = {pre: '<mark>', post: '</mark>'};

const SAMPLE = [
  'npm install @nillion/secretvaults',
  'const builder = await SecretVaultBuilderClient.from({ signer, nodes });',
  'await builder.refreshRootToken();',
  'const id = await builder.createCollection(schema);',
].join('\n');

describe('codeLineSnippet', () => {
  it('shows the line that holds the searched identifier, not the first line', () => {
    expect(codeLineSnippet(SAMPLE, ['refreshroottoken'], [], 20, tags).value).toBe(
      'await builder.<mark>refreshRootToken</mark>();',
    );
  });

  it('prefers the line that matches the most distinct query words', () => {
    // "builder" is on three lines (once inside SecretVaultBuilderClient); only the last also
    // holds "createCollection".
    expect(codeLineSnippet(SAMPLE, ['builder', 'createcollection'], [], 20, tags).value).toBe(
      'const id = await <mark>builder</mark>.<mark>createCollection</mark>(schema);',
    );
  });

  it('takes the first of equally good lines', () => {
    expect(codeLineSnippet('run(a)\nrun(b)', ['run'], [], 20, tags).value).toBe(
      '<mark>run</mark>(a)',
    );
  });

  it('falls back to the first line when no line matches', () => {
    expect(codeLineSnippet(SAMPLE, ['absent'], [], 20, tags).value).toBe(
      'npm install @nillion/secretvaults',
    );
  });

  it('matches a word an identifier is made of, and marks the whole identifier', () => {
    expect(codeLineSnippet(SAMPLE, ['vault', 'secret'], [], 20, tags).value).toBe(
      'const builder = await <mark>SecretVaultBuilderClient</mark>.from({ signer, nodes });',
    );
  });

  it('matches the prefix the reader is still typing', () => {
    expect(codeLineSnippet(SAMPLE, [], ['createcol'], 20, tags).value).toBe(
      'const id = await builder.<mark>createCollection</mark>(schema);',
    );
  });

  it('escapes the line: code from a page never becomes markup', () => {
    const value = codeLineSnippet(
      'plain()\nconst el = <img src=x onerror="go()"/>; render(el)',
      ['render'],
      [],
      20,
      tags,
    ).value;
    expect(value).toBe(
      'const el = &lt;img src=x onerror=&quot;go()&quot;/&gt;; <mark>render</mark>(el)',
    );
    expect(value).not.toContain('<img');
  });

  it('cuts a long line to a window around its match, with ellipses', () => {
    const line = 'one two three four five six seven eight nine ten eleven twelve target end';
    expect(codeLineSnippet(`first\n${line}`, ['target'], [], 4, tags, '…').value).toBe(
      '…eleven twelve <mark>target</mark> end',
    );
  });
});

describe('highlight of identifiers', () => {
  it('marks an identifier in prose when the engine matched one of its words', () => {
    expect(highlight('Call SecretVaultUserClient first', ['user'], [], tags).value).toBe(
      'Call <mark>SecretVaultUserClient</mark> first',
    );
  });
});

describe('a code hit from the local client', () => {
  const url = 'https://docs.example.org/build/private-storage/ts-docs';
  const base = {
    url,
    url_without_anchor: url,
    anchor: null,
    hierarchy: {
      lvl0: 'Build',
      lvl1: 'TypeScript Docs',
      lvl2: 'Builder client',
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    language: 'en',
    docusaurus_tag: ['default'],
  };
  const records: SearchRecord[] = [
    {...base, objectID: 'code', type: 'content', content: SAMPLE, position: 1, code: true},
    {
      ...base,
      objectID: 'prose',
      type: 'content',
      content: 'Tokens expire, so the sample below renews the root token before it writes.',
      position: 2,
    },
  ];
  const engine = new SearchEngine(records);
  const search = (query: string) =>
    hitsOf(answer(engine, {query, language: 'en', tags: ['default'], snippetWords: 10}));

  it('shows the matching line of code, highlighted, as the hit snippet', () => {
    const hit = search('refreshRootToken').find(({id}) => id === 'code');
    expect(hit?.code).toBe(true);
    expect(hit?.snippet).toBe('await builder.<mark>refreshRootToken</mark>();');
  });

  it('leaves a prose hit its window of words from the text', () => {
    const hit = search('renews').find(({id}) => id === 'prose');
    expect(hit?.code).toBe(false);
    expect(hit?.snippet).toBe(
      '…the sample below <mark>renews</mark> the root token before it writes.',
    );
  });
});
