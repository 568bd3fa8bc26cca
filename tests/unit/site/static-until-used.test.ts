import {describe, expect, it} from 'vitest';
import {parseHTML} from 'linkedom';
import {contentKey} from '../../../src/lib/contentKey';
import {elementAt, elementPath} from '../../../src/lib/elementPath';

// src/components/StaticUntilUsed: a region keeps the server's markup until used, then React draws
// the same markup live. Its descriptions and code blocks find their server HTML again by a content
// key, and the element a click, key or focus was on is found again by its path.

describe('contentKey', () => {
  // FNV-1a 32-bit test vectors from the FNV specification (draft-eastlake-fnv): the offset basis
  // for "", 0xe40c292c for "a", 0xbf9cf968 for "foobar"; then the length, both in base 36.
  it('is FNV-1a of the text, then its length, in base 36', () => {
    expect(contentKey('')).toBe(`${(0x811c9dc5).toString(36)}0`);
    expect(contentKey('a')).toBe(`${(0xe40c292c).toString(36)}1`);
    expect(contentKey('foobar')).toBe(`${(0xbf9cf968).toString(36)}6`);
  });

  it('tells apart descriptions that differ by one character or by order', () => {
    const keys = ['The model.', 'The model!', 'the model.', '.ledom ehT', 'The model. '].map(
      contentKey,
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('stays short for a long code block', () => {
    expect(contentKey('x'.repeat(100_000)).length).toBeLessThanOrEqual(10);
  });
});

describe('elementPath and elementAt', () => {
  // The server's markup has React's text separators; the same markup drawn in the browser has not.
  const server = parseHTML(
    '<div id="r"><p>a<!-- -->b</p><ul><li>x</li><li><button><span>y</span></button></li></ul></div><p id="out"></p>',
  ).document;
  const live = parseHTML(
    '<div id="r"><p>ab</p><ul><li>x</li><li><button><span>y</span></button></li></ul></div>',
  ).document;
  const serverRoot = server.getElementById('r')!;
  const liveRoot = live.getElementById('r')!;

  it('leads to the same element in both markups, text and comments aside', () => {
    const span = serverRoot.querySelector('span')!;
    const path = elementPath(serverRoot, span)!;
    expect(path).toEqual([1, 1, 0, 0]);
    expect(elementAt(liveRoot, path)).toBe(liveRoot.querySelector('span'));
  });

  it("takes a text node's element", () => {
    const text = serverRoot.querySelector('li')!.firstChild!;
    expect(elementPath(serverRoot, text)).toEqual([1, 0]);
  });

  it('is null outside the root, and the root itself is the empty path', () => {
    expect(elementPath(serverRoot, server.getElementById('out'))).toBeNull();
    expect(elementPath(serverRoot, null)).toBeNull();
    expect(elementPath(serverRoot, serverRoot)).toEqual([]);
  });

  it('finds nothing where the markup has no such element', () => {
    expect(elementAt(liveRoot, [1, 5])).toBeNull();
    expect(elementAt(liveRoot, [0, 0])).toBeNull();
  });
});
