import {describe, expect, it} from 'vitest';
import {codeLineSnippet, escapeHtml, highlight, snippet} from '../../../src/lib/search/highlight';

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

describe('identifier parts in highlights and code lines', () => {
  it('marks a short identifier by one of its parts, whatever they are made of', () => {
    expect(highlight('aB x2 aBC plain', ['b', '2', 'bc'], [], tags).value).toBe(
      '<mark>aB</mark> <mark>x2</mark> <mark>aBC</mark> plain',
    );
  });

  it('shows the code line that matches, even after a longer line that does not', () => {
    expect(
      codeLineSnippet('alpha beta gamma delta\nmakeClient()', ['makeclient'], [], 10, tags).value,
    ).toBe('<mark>makeClient</mark>()');
  });

  it('cuts a long code line with "…" unless told otherwise', () => {
    expect(
      codeLineSnippet('one two three four five six seven makeClient', ['makeclient'], [], 3, tags)
        .value,
    ).toBe('…six seven <mark>makeClient</mark>');
  });
});
