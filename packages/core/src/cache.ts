/**
 * A small in-memory cache with a time limit and a size bound. Used for definitions that every
 * quote reads (label settings, calculators, price tables): an admin save invalidates the entry in
 * its own process, and every other process (other Lambda instances) sees the change within `ttlMs`.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: V; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  async get(key: K, load: () => Promise<V>, now = Date.now()): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    const value = await load();
    this.entries.delete(key);
    this.entries.set(key, { value, expires: now + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as K;
      this.entries.delete(oldest);
    }
    return value;
  }

  invalidate(key?: K): void {
    if (key === undefined) this.entries.clear();
    else this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}

/** How long a cached definition may outlive an admin's save in another process. */
export const DEFINITION_TTL_MS = Number(process.env.DEFINITION_CACHE_TTL_MS ?? 10_000);
