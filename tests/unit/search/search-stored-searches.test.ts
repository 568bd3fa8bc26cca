/**
 * The reader's recent and favourite searches (src/lib/search/storedSearches.ts), kept where
 * DocSearch kept them (`__DOCSEARCH_RECENT_SEARCHES__<index>`, `__DOCSEARCH_FAVORITE_SEARCHES__
 * <index>`) with its limits (@docsearch/react 4.7: 10 favourites; 7 recent, 4 beside favourites),
 * newest first, each hit once.
 */
import {describe, expect, it} from 'vitest';
import type {SearchHit} from '../../../src/lib/search/client';
import {markedText} from '../../../src/lib/search/highlight';
import {
  hitOfStored,
  storedSearchOf,
  storedSearches,
  type StoredSearch,
} from '../../../src/lib/search/storedSearches';

function memoryStore(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const search = (n: number): StoredSearch => ({
  objectID: `o${n}`,
  url: `https://docs.example.org/build/page-${n}`,
  type: 'lvl1',
  hierarchy: {
    lvl0: 'Build',
    lvl1: `Page ${n}`,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  },
  content: null,
});
const ids = (searches: StoredSearch[]) => searches.map(({objectID}) => objectID);
const RECENT = '__DOCSEARCH_RECENT_SEARCHES__nillion_docs';
const FAVOURITE = '__DOCSEARCH_FAVORITE_SEARCHES__nillion_docs';

describe('storedSearches', () => {
  it('keeps chosen hits under the recent key named for the index, newest first, each once', () => {
    const store = memoryStore();
    const searches = storedSearches(store, 'nillion_docs');
    searches.choose(search(1));
    searches.choose(search(2));
    const {recent} = searches.choose(search(1));
    expect(ids(recent)).toEqual(['o1', 'o2']);
    expect(ids(JSON.parse(store.items.get(RECENT)!) as StoredSearch[])).toEqual(['o1', 'o2']);
  });

  it('keeps 7 recent searches, 4 once there are favourites', () => {
    const searches = storedSearches(memoryStore(), 'nillion_docs');
    for (let n = 1; n <= 9; n += 1) searches.choose(search(n));
    expect(ids(searches.load().recent)).toEqual(['o9', 'o8', 'o7', 'o6', 'o5', 'o4', 'o3']);
    searches.save(search(9));
    searches.choose(search(10));
    expect(ids(searches.load().recent)).toEqual(['o10', 'o8', 'o7', 'o6']);
  });

  it('saves a search as a favourite, out of the recent ones, up to 10 favourites', () => {
    const store = memoryStore();
    const searches = storedSearches(store, 'nillion_docs');
    searches.choose(search(1));
    const saved = searches.save(search(1));
    expect(ids(saved.favourites)).toEqual(['o1']);
    expect(saved.recent).toEqual([]);
    expect(store.items.has(FAVOURITE)).toBe(true);
    for (let n = 2; n <= 12; n += 1) searches.save(search(n));
    expect(ids(searches.load().favourites)).toHaveLength(10);
    expect(ids(searches.load().favourites)[0]).toBe('o12');
  });

  it('does not add a favourite chosen again to the recent searches', () => {
    const searches = storedSearches(memoryStore(), 'nillion_docs');
    searches.save(search(1));
    expect(searches.choose(search(1)).recent).toEqual([]);
  });

  it('removes a recent search or a favourite', () => {
    const searches = storedSearches(memoryStore(), 'nillion_docs');
    searches.choose(search(1));
    searches.choose(search(2));
    searches.save(search(3));
    expect(ids(searches.removeRecent('o1').recent)).toEqual(['o2']);
    expect(searches.removeFavourite('o3').favourites).toEqual([]);
  });

  it('reads what DocSearch stored, and starts empty from nothing or from garbage', () => {
    const written = [{...search(1), _highlightResult: {}}];
    const fromDocSearch = storedSearches(
      memoryStore({[RECENT]: JSON.stringify(written)}),
      'nillion_docs',
    );
    expect(ids(fromDocSearch.load().recent)).toEqual(['o1']);
    expect(storedSearches(memoryStore({[RECENT]: '{not json'}), 'nillion_docs').load()).toEqual({
      recent: [],
      favourites: [],
    });
    expect(storedSearches(memoryStore({[RECENT]: '{}'}), 'nillion_docs').load().recent).toEqual([]);
  });

  it('keeps going when storage refuses to write', () => {
    const searches = storedSearches(
      {
        getItem: () => null,
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
      },
      'nillion_docs',
    );
    expect(() => searches.choose(search(1))).not.toThrow();
  });
});

describe('a hit stored and shown again', () => {
  const hit: SearchHit = {
    id: 'o1',
    url: 'https://docs.example.org/build/page-1#setup',
    type: 'content',
    hierarchy: search(1).hierarchy,
    headings: {lvl0: 'Build', lvl1: '<mark>Page</mark> 1'},
    snippet: 'Run <mark>npm</mark> &lt;install&gt; &amp; go',
    code: false,
  };

  it('is stored as text, without marks or escapes', () => {
    expect(markedText('a <mark>b</mark> &lt;c&gt; &amp;amp; &quot;d&quot; &#39;e&#39;')).toBe(
      'a b <c> &amp; "d" \'e\'',
    );
    expect(storedSearchOf(hit)).toEqual({
      objectID: 'o1',
      url: 'https://docs.example.org/build/page-1#setup',
      type: 'content',
      hierarchy: search(1).hierarchy,
      content: 'Run npm <install> & go',
    });
  });

  it('is shown escaped again, nothing marked', () => {
    expect(hitOfStored(storedSearchOf(hit))).toEqual({
      ...hit,
      headings: {},
      snippet: 'Run npm &lt;install&gt; &amp; go',
    });
  });
});
