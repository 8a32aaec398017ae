import { beforeAll, describe, expect, it } from "vitest";
import { useTestTable } from "../../../../test/db";
import { db } from "../dynamo/db";
import { countRequests } from "../dynamo/counter";
import { demoCatalogue, load } from "../seed/index";
import { countCells, type Rows } from "./chunking";
import { publish, readCombinations, readHead, readRows } from "./store";
import * as PriceTable from "./index";

const t = (s: string) => ({ pl: s, en: s, de: s });
const admin = { userId: "u-1", email: "admin@example.com" };
const other = { userId: "u-2", email: "other@example.com" };

describe("price store", () => {
  beforeAll(async () => {
    await useTestTable("price-store");
    await load();
  });

  it("loads the demo catalogue through the publish path, once", async () => {
    const fixture = demoCatalogue();
    const head = await readHead(10);
    expect(head.runs).toEqual(
      fixture.copies
        .filter((c) => c.productId === 10)
        .map((c) => c.copy)
        .sort((a, b) => a - b),
    );
    const rows = await readRows(head);
    expect(countCells(rows)).toBe(fixture.prices.length);
    for (const p of fixture.prices)
      expect(Number(rows.get(p.combination)?.get(p.copy))).toBe(p.price);
    await load();
    const again = await readHead(10);
    expect(again.changeSetId).toBe(head.changeSetId);
    const sets = await PriceTable.changeSets({ productId: 10 });
    expect(sets.items.map((s) => s.kind)).toEqual(["seed"]);
  });

  it("saves one combination as a change set that rewrites one chunk; a stale version is refused", async () => {
    const before = await readHead(10);
    const got = await PriceTable.get({ productId: 10, combination: "1021,1011,1031" });
    expect(got.cells[0]).toEqual({ copy: 100, net: "39.00", gross: "47.97" });
    const out = await PriceTable.save(
      {
        productId: 10,
        combination: "1011,1021,1031",
        cells: [
          { copy: 100, net: "1 234,5" },
          { copy: 250, net: null },
        ],
        version: got.version,
      },
      admin,
    );
    expect(out).toMatchObject({ changed: 2, written: 1, version: before.version + 1 });
    const after = await readHead(10);
    expect(after.chunks.filter((id, i) => id !== before.chunks[i])).toHaveLength(1);
    expect(after.cells).toBe(before.cells - 1);
    const row = (await readCombinations(after, ["1011,1021,1031"])).get("1011,1021,1031")!;
    expect(row.get(100)).toBe("1234.5");
    expect(row.has(250)).toBe(false);
    await expect(
      PriceTable.save(
        {
          productId: 10,
          combination: "1011,1021,1031",
          cells: [{ copy: 100, net: "1" }],
          version: got.version,
        },
        other,
      ),
    ).rejects.toMatchObject({ code: "conflict.stale" });
    expect((await readHead(10)).changeSetId).toBe(after.changeSetId);
  });

  it("refuses combinations the product does not have, runs it does not have, and bad numbers", async () => {
    const { version } = await readHead(10);
    await expect(PriceTable.get({ productId: 10, combination: "1011,1021" })).rejects.toMatchObject(
      {
        code: "prices.combination_unknown",
      },
    );
    await expect(
      PriceTable.get({ productId: 10, combination: "1061,1011,1021" }),
    ).rejects.toMatchObject({ code: "prices.combination_unknown" });
    await expect(
      PriceTable.save(
        { productId: 10, combination: "1011,1021,1031", cells: [{ copy: 777, net: "1" }], version },
        admin,
      ),
    ).rejects.toMatchObject({ code: "prices.run_unknown" });
    await expect(
      (async () =>
        PriceTable.save(
          {
            productId: 10,
            combination: "1011,1021,1031",
            cells: [{ copy: 100, net: "-1" }],
            version,
          },
          admin,
        ))(),
    ).rejects.toThrow(/prices\.number\.negative/);
    expect((await readHead(10)).version).toBe(version);
    // a surcharge value alone is a combination of its own
    expect(
      (await PriceTable.get({ productId: 10, combination: "1041" })).cells.length,
    ).toBeGreaterThan(0);
  });

  it("restores an earlier version in one write, and reads a cell's history", async () => {
    const sets = await PriceTable.changeSets({ productId: 10 });
    const seed = sets.items.find((s) => s.kind === "seed")!;
    const { requests, result } = await countRequests(() =>
      PriceTable.rollback({ changeSetId: seed.changeSetId }, admin),
    );
    expect(requests).toBe(3); // change set, head, one transaction
    const head = await readHead(10);
    expect(head.changeSetId).toBe(result.changeSetId);
    expect(
      (await PriceTable.get({ productId: 10, combination: "1011,1021,1031" })).cells
        .slice(0, 2)
        .map((c) => c.net),
    ).toEqual(["39.00", "55.00"]);
    const history = await PriceTable.cellHistory({
      productId: 10,
      combination: "1011,1021,1031",
      copy: 100,
    });
    expect(history.items.map((h) => [h.kind, h.before, h.after])).toEqual([
      ["rollback", "1234.50", "39.00"],
      ["save", "39.00", "1234.50"],
      ["seed", null, "39.00"],
    ]);
    expect(history.items[1]!.actor.email).toBe(admin.email);
    const list = await PriceTable.changeSets({ productId: 10 });
    expect(list.items[0]).toMatchObject({
      kind: "rollback",
      restoredFrom: seed.changeSetId,
      current: true,
    });
  });

  it("adds and removes runs; removing a run removes its prices", async () => {
    const v = (await readHead(10)).version;
    await PriceTable.addRun({ productId: 10, copy: 5000, version: v }, admin);
    await expect(PriceTable.addRun({ productId: 10, copy: 5000 }, admin)).rejects.toMatchObject({
      code: "prices.run_exists",
    });
    await PriceTable.save(
      {
        productId: 10,
        combination: "1011,1021,1031",
        cells: [{ copy: 5000, net: "450" }],
        version: v + 1,
      },
      admin,
    );
    expect((await readHead(10)).runs).toContain(5000);
    const out = await PriceTable.removeRun({ productId: 10, copy: 5000 }, admin);
    expect(out).toMatchObject({
      removed: true,
      changed: 1,
      dependents: { priceCells: 1, cartLines: 0 },
    });
    const head = await readHead(10);
    expect(head.runs).not.toContain(5000);
    expect(countCells(await readRows(head))).toBe(head.cells);
  });

  it("changes all prices with a preview that writes nothing, then as one change set", async () => {
    const before = await readHead(10);
    const preview = await PriceTable.changeAll(
      {
        productId: 10,
        range: "one",
        copy: 100,
        changeType: "increase",
        value: "10",
        rounding: ".99",
        preview: true,
      },
      admin,
    );
    expect((await readHead(10)).version).toBe(before.version);
    if (!preview.preview) throw new Error("expected a preview");
    expect(preview.changes.every((c) => c.copy === 100 && c.after.endsWith(".99"))).toBe(true);
    expect(preview.changes.find((c) => c.combination === "1011,1021,1031")).toEqual({
      combination: "1011,1021,1031",
      // Named by its values' titles in the change's language (price-table/describe.ts).
      description: "85 × 55 mm / Kreda błysk 350 g / 4+0 (jednostronnie)",
      copy: 100,
      before: "39.00",
      after: "42.99",
    });
    const out = await PriceTable.changeAll(
      {
        productId: 10,
        range: "one",
        copy: 100,
        changeType: "increase",
        value: "10",
        rounding: ".99",
        version: before.version,
      },
      admin,
    );
    expect(out).toMatchObject({ preview: false, changed: preview.changed });
    const rows = await readRows(await readHead(10));
    expect(rows.get("1011,1021,1031")!.get(100)).toBe("42.99");
    expect(rows.get("1011,1021,1031")!.get(250)).toBe("55");
  });

  it("never lets a reader mix versions while a bulk change is published", async () => {
    // A product of 3,000 combinations × 4 runs where every cell of version k has the same price:
    // any read of several chunks of one head must see one price only.
    const productId = 9001;
    await db()
      .entities.product.put({
        productId,
        kind: "table",
        slug: "mix-test",
        categoryId: 1,
        sort: 99,
        active: true,
        title: { pl: "t", en: "t", de: "t" },
      } as never)
      .go();
    const values = Array.from({ length: 60 }, (_, i) => 9_000 + i);
    await db()
      .entities.attribute.put([
        {
          productId,
          attributeId: 1,
          title: t("a"),
          active: true,
          addToPrice: false,
          priceChange: true,
          sort: 1,
          values: values.map((id) => ({ id, title: t(String(id)) })),
        },
        {
          productId,
          attributeId: 2,
          title: t("b"),
          active: true,
          addToPrice: false,
          priceChange: true,
          sort: 2,
          values: Array.from({ length: 50 }, (_, i) => ({ id: 20_000 + i, title: t(String(i)) })),
        },
      ])
      .go();
    const all: Rows = new Map();
    for (const a of values)
      for (let b = 0; b < 50; b++)
        all.set(`${a},${20_000 + b}`, new Map([100, 200, 300, 400].map((c) => [c, "100"])));
    await publish({
      productId,
      kind: "import",
      actor: admin,
      touches: "all",
      apply: (d) => {
        for (const [k, v] of all) d.rows.set(k, v);
        d.runs = [100, 200, 300, 400];
        return 12_000;
      },
    });
    expect((await readHead(productId)).chunkCount).toBeGreaterThan(4);
    const keys = [...all.keys()];
    let stop = false;
    let reads = 0;
    const seen = new Set<string>();
    const reader = (async () => {
      while (!stop) {
        const head = await readHead(productId, false);
        const pick = [
          keys[(reads * 7) % keys.length]!,
          keys[(reads * 13 + 5) % keys.length]!,
          keys[(reads * 31 + 11) % keys.length]!,
        ];
        const rows = await readCombinations(head, pick);
        const prices = new Set([...rows.values()].flatMap((r) => [...r.values()]));
        expect(prices.size).toBe(1);
        seen.add([...prices][0]!);
        reads++;
      }
    })();
    for (let i = 0; i < 3; i++)
      await PriceTable.changeAll(
        { productId, range: "all", changeType: "increase", value: "100" },
        admin,
      );
    stop = true;
    await reader;
    expect(reads).toBeGreaterThan(3);
    expect(countCells(await readRows(await readHead(productId)))).toBe(12_000);
    expect([...(await readRows(await readHead(productId))).values()][0]!.get(100)).toBe("800");
    expect(seen.size).toBeGreaterThan(1);
  });
});
