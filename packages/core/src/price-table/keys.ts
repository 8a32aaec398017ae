import { attributeRole, combinationKey, type Attribute } from "../pricing/table";

/**
 * The combination keys a selection needs (pricing.md §5): its combination and the switched-on
 * surcharges; with `neighbours`, also every combination one changed value away and every
 * surcharge — what the product page prefetches so the next option change prices at once.
 * Browser-safe (the shop's product page and the server agree on it).
 */
export function keysFor(
  attributes: Pick<Attribute, "id" | "active" | "add_to_price" | "price_change" | "values">[],
  valueIds: readonly unknown[],
  neighbours = false,
): string[] {
  const active = attributes.filter((a) => a.active);
  const chosen = new Map<number, number>();
  for (const a of active) {
    const hit = a.values.find((v) => valueIds.includes(v.id));
    if (hit) chosen.set(a.id, hit.id);
  }
  const forming = active.filter((a) => attributeRole(a) === "combination");
  const keys = new Set<string>();
  const base = forming.map((a) => chosen.get(a.id));
  const complete = base.every((v) => v !== undefined);
  if (complete) keys.add(combinationKey(base));
  for (const a of active.filter((x) => attributeRole(x) === "surcharge")) {
    const on = a.values[0];
    if (on && (neighbours || chosen.get(a.id) === on.id)) keys.add(String(on.id));
  }
  if (neighbours && complete) {
    forming.forEach((a, i) => {
      for (const v of a.values)
        if (v.id !== base[i]) keys.add(combinationKey(base.map((b, j) => (j === i ? v.id : b))));
    });
  }
  return [...keys].slice(0, 100);
}
