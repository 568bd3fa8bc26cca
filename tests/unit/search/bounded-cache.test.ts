import {describe, expect, it} from 'vitest';
import {BoundedCache, SegmentedCache} from '../../../src/lib/search/boundedCache';

describe('BoundedCache', () => {
  it('never holds more entries than its capacity', () => {
    const cache = new BoundedCache<string, number>(3);
    for (let n = 0; n < 10; n += 1) cache.set(`word${n}`, n);
    expect(cache.size).toBe(3);
    expect(cache.get('word9')).toBe(9);
    expect(cache.get('word6')).toBeUndefined();
  });

  it('evicts the least recently used entry, counting reads as use', () => {
    const cache = new BoundedCache<string, string>(2);
    cache.set('a', 'first');
    cache.set('b', 'second');
    expect(cache.get('a')).toBe('first'); // now b is the least recently used
    cache.set('c', 'third');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('first');
    expect(cache.get('c')).toBe('third');
  });

  it('replaces the value of a key it holds without evicting another', () => {
    const cache = new BoundedCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 3);
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBe(3);
    expect(cache.get('b')).toBe(2);
  });

  it('refuses a capacity below one', () => {
    expect(() => new BoundedCache(0)).toThrow(/at least one/);
  });
});

describe('SegmentedCache', () => {
  it('never holds more than its two parts together', () => {
    const cache = new SegmentedCache<string, number>({probation: 3, protected: 2});
    for (let n = 0; n < 20; n += 1) {
      cache.set(`q${n}`, n);
      cache.get(`q${n}`); // read again: into the protected part
      cache.set(`once${n}`, n);
    }
    expect(cache.size).toBe(5);
  });

  it('keeps an entry read again while entries set once come and go', () => {
    const cache = new SegmentedCache<string, string>({probation: 2, protected: 2});
    cache.set('popular', 'answer');
    expect(cache.get('popular')).toBe('answer');
    for (let n = 0; n < 100; n += 1) cache.set(`once${n}`, 'other');
    expect(cache.get('popular')).toBe('answer');
    // Probation holds the two latest entries set once, and nothing older.
    expect(cache.get('once99')).toBe('other');
    expect(cache.get('once97')).toBeUndefined();
  });

  it('evicts an entry set once and never read, as the least recently used of probation', () => {
    const cache = new SegmentedCache<string, number>({probation: 2, protected: 4});
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(2);
  });

  it('moves the protected part’s least recently used entry back to probation when it is full', () => {
    const cache = new SegmentedCache<string, number>({probation: 2, protected: 1});
    cache.set('a', 1);
    cache.get('a'); // protected: a
    cache.set('b', 2);
    cache.get('b'); // protected: b; a back in probation
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBe(1); // read from probation: protected again, b demoted
    expect(cache.get('b')).toBe(2);
  });

  it('replaces the value of a protected entry in place', () => {
    const cache = new SegmentedCache<string, number>({probation: 1, protected: 1});
    cache.set('a', 1);
    cache.get('a');
    cache.set('a', 2);
    cache.set('b', 3); // fills probation; a stays protected
    expect(cache.get('a')).toBe(2);
    expect(cache.size).toBe(2);
  });
});
