import { db } from "@printshop/core/dynamo/db";

/** The runs (copies) of a generated bench product: 10 columns. */
export const RUNS = [100, 250, 500, 1000, 2000, 5000, 10000, 20000, 50000, 100000];
const t = (s: string) => ({ pl: s, en: s, de: s });

/** The net of combination (i, j) at run r of a generated bench product (a canonical decimal string). */
export const benchNet = (i: number, j: number, r: number) =>
  (10 + ((i * 31 + j * 17 + r * 7) % 9000) / 7).toFixed(2);

/**
 * A generated table-priced product for the benches (bench/price-store.ts, bench/grid-scroll.ts):
 * two price-forming attributes of `a` and `b` values, so a × b combinations × RUNS.length cells,
 * written to the configured table; returns its price table as CSV (not yet imported) and the
 * value ids of combination (i, j). Value ids are productId × 1,000,000 + 10,000 / 20,000 + i.
 */
export async function makeProduct(productId: number, a: number, b: number) {
  await db()
    .entities.product.put({
      productId,
      kind: "table",
      slug: `bench-${productId}`,
      categoryId: 1,
      sort: productId,
      active: true,
      title: t(`Bench ${productId}`),
      info: { eco: 5, standard: 3, express: 1 },
    })
    .go();
  const values = (base: number, n: number) =>
    Array.from({ length: n }, (_, i) => ({ id: base + i, title: t(`v${base + i}`) }));
  await db()
    .entities.attribute.put([
      {
        productId,
        attributeId: productId * 10 + 1,
        title: t("A"),
        active: true,
        addToPrice: false,
        priceChange: true,
        sort: 1,
        values: values(productId * 1_000_000 + 10_000, a),
      },
      {
        productId,
        attributeId: productId * 10 + 2,
        title: t("B"),
        active: true,
        addToPrice: false,
        priceChange: true,
        sort: 2,
        values: values(productId * 1_000_000 + 20_000, b),
      },
    ])
    .go();
  const lines = ["combination,copy,net"];
  for (let i = 0; i < a; i++) {
    for (let j = 0; j < b; j++) {
      const combination = `${productId * 1_000_000 + 10_000 + i},${productId * 1_000_000 + 20_000 + j}`;
      RUNS.forEach((copy, r) => lines.push(`"${combination}",${copy},${benchNet(i, j, r)}`));
    }
  }
  return {
    csv: `${lines.join("\n")}\n`,
    valueIds: (i: number, j: number) => [
      productId * 1_000_000 + 10_000 + i,
      productId * 1_000_000 + 20_000 + j,
    ],
  };
}
