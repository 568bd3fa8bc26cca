/**
 * A map that holds at most `capacity` entries, forgetting the least recently used one when a new
 * entry would pass the bound. The caches in front of the search engine are keyed by what clients
 * type (query words, whole queries): on the public MCP endpoint an unbounded one grows with every
 * new word anyone sends, so each of them is one of these.
 */
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(readonly capacity: number) {
    if (!(capacity >= 1)) throw new Error('A bounded cache holds at least one entry');
  }

  /** The value for `key`, which becomes the most recently used; undefined when not held. */
  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // A Map keeps insertion order: moving the entry to the end makes the first one the oldest.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) {
      this.entries.delete(this.entries.keys().next().value as K);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
