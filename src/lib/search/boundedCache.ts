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
    this.setAndEvict(key, value);
  }

  /** As `set`, returning the entry that made room for it, if one did. */
  setAndEvict(key: K, value: V): [K, V] | undefined {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size <= this.capacity) return undefined;
    const [oldest] = this.entries;
    this.entries.delete(oldest![0]);
    return oldest;
  }

  /** Removes `key` and returns its value; undefined when not held. */
  take(key: K): V | undefined {
    const value = this.entries.get(key);
    this.entries.delete(key);
    return value;
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * A bounded cache in two parts (a segmented LRU): what is asked once waits in `probation`, and an
 * entry read again there moves to `protected`, which only entries read more than once reach. A
 * flood of questions each asked once (new queries to the public MCP endpoint, or someone set on
 * flushing it) then churns the probation part alone: the answers many clients keep asking for
 * stay, and the memory held stays within the two bounds whatever the traffic.
 */
export class SegmentedCache<K, V> {
  private readonly probation: BoundedCache<K, V>;
  private readonly protectedPart: BoundedCache<K, V>;

  constructor({probation, protected: kept}: {probation: number; protected: number}) {
    this.probation = new BoundedCache(probation);
    this.protectedPart = new BoundedCache(kept);
  }

  /** The value for `key`; read from probation, it moves to the protected part. */
  get(key: K): V | undefined {
    const kept = this.protectedPart.get(key);
    if (kept !== undefined) return kept;
    const value = this.probation.take(key);
    if (value === undefined) return undefined;
    // The protected part's least recently used entry goes back to probation, not out at once.
    const demoted = this.protectedPart.setAndEvict(key, value);
    if (demoted) this.probation.set(demoted[0], demoted[1]);
    return value;
  }

  /** A new entry waits in probation until it is read again. */
  set(key: K, value: V): void {
    if (this.protectedPart.has(key)) return this.protectedPart.set(key, value);
    this.probation.set(key, value);
  }

  get size(): number {
    return this.probation.size + this.protectedPart.size;
  }
}
