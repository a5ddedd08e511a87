// A small in-process cache with a time bound, for hot public paths (webhooks) that read the same few rows on
// every call. Each function instance has its own; a value is never older than the TTL, so an edit elsewhere
// is seen within that bound without a restart. Loads of one key in flight are shared, and failed loads are
// not kept.

export interface TtlCache<K, V> {
  /** The cached value, or the loader's (stored for ttlMs). */
  get(key: K, load: () => Promise<V>): Promise<V>;
  /** Forgets one key (e.g. after a failed check, to read the row again). */
  delete(key: K): void;
  /** Forgets everything (tests). */
  clear(): void;
  readonly size: number;
}

interface Entry<V> {
  value: Promise<V>;
  expiresAt: number;
}

/**
 * A cache whose entries live ttlMs (by `now`, injectable for tests) and that holds at most maxEntries keys
 * (the oldest inserted is dropped first).
 */
export function createTtlCache<K, V>(options: {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}): TtlCache<K, V> {
  const entries = new Map<K, Entry<V>>();
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 10_000;
  return {
    get(key, load) {
      const found = entries.get(key);
      if (found && found.expiresAt > now()) return found.value;
      entries.delete(key);
      const value = load();
      entries.set(key, { value, expiresAt: now() + options.ttlMs });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as K);
      return value;
    },
    delete: (key) => void entries.delete(key),
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}
