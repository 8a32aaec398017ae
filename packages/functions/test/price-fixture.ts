import { db } from "@printshop/core/dynamo/db";
import { publish } from "@printshop/core/price-table/store";

/**
 * A small table product for the admin price tests: forming attributes A (a1, a2) and B (b1, b2),
 * a surcharge S (s1 "Tak", s2 "Nie"), runs 100 and 200, every cell priced: 4 combinations + the
 * surcharge = 10 cells, published once (change set `<id>.1`) by a fixture actor.
 */
const t = (s: string) => ({ pl: s, en: s, de: s });
let next = 500;

export async function makeTableProduct(options: { publish?: boolean } = {}) {
  const productId = next++;
  const v = (n: number) => productId * 100 + n;
  const ids = { a1: v(1), a2: v(2), b1: v(11), b2: v(12), s1: v(21), s2: v(22) };
  await db()
    .entities.product.put({
      productId,
      kind: "table",
      slug: `table-${productId}`,
      categoryId: 1,
      sort: productId,
      active: true,
      title: t(`Table ${productId}`),
      info: { eco: 5, standard: 3, express: 1 },
    })
    .go();
  await db()
    .entities.attribute.put([
      {
        productId,
        attributeId: v(50),
        title: t("A"),
        active: true,
        addToPrice: false,
        priceChange: true,
        sort: 1,
        values: [
          { id: ids.a1, title: t("a1") },
          { id: ids.a2, title: t("a2") },
        ],
      },
      {
        productId,
        attributeId: v(51),
        title: t("B"),
        active: true,
        addToPrice: false,
        priceChange: true,
        sort: 2,
        values: [
          { id: ids.b1, title: t("b1") },
          { id: ids.b2, title: t("b2") },
        ],
      },
      {
        productId,
        attributeId: v(52),
        title: t("S"),
        active: true,
        addToPrice: true,
        priceChange: true,
        sort: 3,
        values: [
          { id: ids.s1, title: t("Tak") },
          { id: ids.s2, title: t("Nie") },
        ],
      },
    ])
    .go();
  const combination = (a: number, b: number) => [a, b].sort((x, y) => x - y).join(",");
  const cells: [string, number, string][] = [];
  [ids.a1, ids.a2].forEach((a, i) =>
    [ids.b1, ids.b2].forEach((b, j) =>
      [100, 200].forEach((copy, k) =>
        cells.push([combination(a, b), copy, `${10 + i * 10 + j * 5 + k * 2}`]),
      ),
    ),
  );
  cells.push([String(ids.s1), 100, "3"], [String(ids.s1), 200, "5"]);
  if (options.publish !== false) {
    await publish({
      productId,
      kind: "import",
      actor: { userId: "fixture", email: "fixture@example.com" },
      touches: "all",
      apply: (d) => {
        for (const [c, copy, net] of cells) {
          if (!d.rows.has(c)) d.rows.set(c, new Map());
          d.rows.get(c)!.set(copy, net);
        }
        d.runs = [100, 200];
        return cells.length;
      },
    });
  }
  return { productId, ids, combination, first: combination(ids.a1, ids.b1), cells };
}
