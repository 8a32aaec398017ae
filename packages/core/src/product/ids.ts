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

/** A calculator kind needs its calculator: an empty one (equation 0, no options) to be built in admin.calculators. */
export const emptyCalculator = (calculatorId: number, productId: number) => ({
  calculatorId,
  productId,
  equation: "0",
  copies: {},
  options: [],
  version: 1,
});
export const nextCalculatorId = (data: { product: ReadonlyArray<{ calculatorId?: number }> }) =>
  Math.max(0, ...data.product.map((p) => p.calculatorId ?? 0)) + 1;
