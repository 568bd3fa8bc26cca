import {describe, expect, it} from 'vitest';
import {BoundedCache} from '../../../src/lib/search/boundedCache';

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
