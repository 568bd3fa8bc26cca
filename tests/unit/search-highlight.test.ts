import {describe, expect, it} from 'vitest';
import {escapeHtml, highlight, snippet} from '../../src/lib/search/highlight';

const tags = {pre: '<mark>', post: '</mark>'};

describe('escapeHtml', () => {
  it('escapes every character that could start markup', () => {
    expect(escapeHtml(`<img src=x onerror="alert('1')"> & co`)).toBe(
      '&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt; &amp; co',
    );
  });
});

describe('highlight', () => {
  it('marks matched words and escapes the rest', () => {
    const result = highlight('Store <b>data</b> in nilDB', ['nildb', 'data'], [], tags);
    expect(result.value).toBe('Store &lt;b&gt;<mark>data</mark>&lt;/b&gt; in <mark>nilDB</mark>');
    expect(result.matchLevel).toBe('full');
    expect(result.matchedWords.sort()).toEqual(['data', 'nildb']);
  });

  it('marks words that start with the prefix being typed', () => {
    expect(highlight('SecretVaults SDK', [], ['secr'], tags).value).toBe(
      '<mark>SecretVaults</mark> SDK',
    );
  });

  it('reports no match', () => {
    expect(highlight('Nothing here', ['nildb'], [], tags)).toEqual({
      value: 'Nothing here',
      matchedWords: [],
      matchLevel: 'none',
    });
  });

  it('ignores case and accents', () => {
    expect(highlight('Café', ['cafe'], [], tags).value).toBe('<mark>Café</mark>');
  });
});

describe('snippet', () => {
  const text =
    'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen';

  it('keeps the whole text when it is short enough', () => {
    expect(snippet('alpha beta', ['beta'], [], 10, tags).value).toBe('alpha <mark>beta</mark>');
  });

  it('cuts a window of the requested number of words around the first match', () => {
    expect(snippet(text, ['twelve'], [], 5, tags).value).toBe(
      '…eleven <mark>twelve</mark> thirteen fourteen fifteen',
    );
    expect(snippet(text, ['two'], [], 5, tags).value).toBe('one <mark>two</mark> three four five…');
  });

  it('starts at the beginning when nothing matches', () => {
    expect(snippet(text, ['absent'], [], 3, tags).value).toBe('one two three…');
  });
});
