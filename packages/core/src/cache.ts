/**
 * The caches of definitions every quote, cart and page reads, and the one call that clears them.
 *
 * Cross-instance rule: a SHORT TTL (DEFINITION_TTL_MS, 5 s), not a version read. An admin write
 * calls `changed(...)`, which empties the matching caches of its own process at once; every other
 * process (other Lambda instances) drops its copy when the TTL runs out, so a change shows in the
 * shop within 5 s everywhere. Why not a version item read per request: it would add one DynamoDB
 * read to every shop request (the API tests pin request counts, and a read costs ~5 ms and money on
 * each request), while the TTL costs at most one reload per definition per instance per 5 s.
 */

/** What a definition cache holds; `changed(kind)` empties every cache of that kind. */
export type DefinitionKind =
  | "labels"
  | "calculators"
  | "priceTables"
  | "products"
  | "checkoutMethods"
  | "currencies"
  | "content";

/** A product change reaches the definitions derived from it. */
const REACHES: Record<DefinitionKind, DefinitionKind[]> = {
  labels: ["labels"],
  calculators: ["calculators"],
  priceTables: ["priceTables"],
  products: ["products", "calculators", "priceTables", "labels"],
  checkoutMethods: ["checkoutMethods"],
  currencies: ["currencies"],
  content: ["content"],
};

const caches = new Set<TtlCache<unknown, unknown>>();

let ttlOverride: number | undefined;
/**
 * Tests: every definition cache of this process keeps what it loads for `ms` (a test that counts
 * the DynamoDB requests of warm calls must not see a cache expire on a slow machine); without an
 * argument, each cache's own time again. Caches keep what they hold.
 */
export function useDefinitionTtl(ms?: number): void {
  ttlOverride = ms;
}

/**
 * The one call every admin write makes after it saved definitions: empties this process's caches
 * of those kinds (all caches when called without kinds). Other processes follow within the TTL.
 */
export function changed(...kinds: DefinitionKind[]): void {
  const reach = new Set(kinds.flatMap((k) => REACHES[k]));
  for (const cache of caches)
    if (kinds.length === 0 || cache.kinds.some((kind) => reach.has(kind))) cache.invalidate();
}

/**
 * A small in-memory cache with a time limit and a size bound, tagged with the kind of definition
 * it holds so that `changed(kind)` finds it (or several kinds, when a value is made of several
 * definitions, e.g. a product page with its calculator: any of them empties it).
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: V; expires: number }>();
  readonly kinds: DefinitionKind[];

  constructor(
    kind: DefinitionKind | DefinitionKind[],
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {
    this.kinds = [kind].flat();
    caches.add(this);
  }

  async get(key: K, load: () => Promise<V>, now = Date.now()): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    const value = await load();
    this.entries.delete(key);
    this.entries.set(key, { value, expires: now + (ttlOverride ?? this.ttlMs) });
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

/** How long a cached definition may outlive an admin's save in another process (see above). */
export const DEFINITION_TTL_MS = Number(process.env.DEFINITION_CACHE_TTL_MS ?? 5_000);
