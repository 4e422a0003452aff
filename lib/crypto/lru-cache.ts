// A tiny bounded LRU map (Map keeps insertion order; a hit is re-inserted at the end).

/** Bounded least-recently-used cache. */
export class LruCache<K, V> {
  private readonly map = new Map<K, V>();
  private readonly maxEntries: number;

  constructor(maxEntries: number) {
    this.maxEntries = Math.max(1, maxEntries);
  }

  /** Returns the cached value and marks it most recently used. */
  get(key: K): V | undefined {
    const value = this.map.get(key);
    if (value === undefined) return undefined;
    this.map.delete(key);
    this.map.set(key, value);
    return value;
  }

  /** Stores a value, evicting the least recently used entry when full. */
  set(key: K, value: V): void {
    if (this.map.has(key)) this.map.delete(key);
    else if (this.map.size >= this.maxEntries) {
      const oldest = this.map.keys().next();
      if (!oldest.done) this.map.delete(oldest.value);
    }
    this.map.set(key, value);
  }

  /** Number of entries. */
  get size(): number {
    return this.map.size;
  }

  /** Drops everything (tests). */
  clear(): void {
    this.map.clear();
  }
}
