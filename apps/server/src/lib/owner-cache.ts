/**
 * In-process caches that belong to something — a database handle, a marketplace client — rather than to the module:
 * two apps in one process (the test files of a worker share their modules) must never answer from each other's
 * cache. `perOwner` gives each owner its own value, gone with the owner; `Lru` bounds a cache by entry count.
 */
export function perOwner<T>(make: () => T): (owner: object) => T {
  const values = new WeakMap<object, T>();
  return (owner) => {
    let v = values.get(owner);
    if (v === undefined) {
      v = make();
      values.set(owner, v);
    }
    return v;
  };
}

/** A map of at most `max` entries; reading or writing an entry makes it the most recent, the least recent go first. */
export class Lru<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly max: number) {}

  get(key: K): V | undefined {
    const v = this.entries.get(key);
    if (v !== undefined) {
      // Most recently used last: a Map keeps insertion order.
      this.entries.delete(key);
      this.entries.set(key, v);
    }
    return v;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
