import { db } from "../dynamo/db";

/**
 * New attribute and value ids: one atomic counter (entities/counter.ts) shared by attributes,
 * values and child values, above every id the demo catalogue and fixtures use, so an id in a
 * price combination or a cart line never comes back for another value. One UpdateItem.
 */
const BASE = 1_000_000;

export async function allocateIds(count: number): Promise<number[]> {
  if (count <= 0) return [];
  const { data } = await db()
    .entities.idCounter.update({ counter: "attributes" })
    .add({ value: count })
    .go({ response: "all_new" });
  const last = BASE + (data.value ?? count);
  return Array.from({ length: count }, (_, i) => last - count + 1 + i);
}
