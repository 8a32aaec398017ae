import { beforeAll, describe, expect, it } from "vitest";
import { Messages } from "@printshop/core";
import { load } from "@printshop/core/seed/index";
import { db } from "@printshop/core/dynamo/db";
import { readHead } from "@printshop/core/price-table/store";
import { clearChunkCache, handleApi, useTestTable } from "./built";
import { makeUser, sessionCookieFor } from "./accounts";
import { makeTableProduct } from "./price-fixture";

/** admin.prices.* and the seed's /admin/products/... price paths over HTTP, on DynamoDB Local. */

let cookie = "";
const send = async (
  path: string,
  init: { method?: string; body?: unknown; locale?: string; cookie?: string } = {},
) => {
  const headers = new Headers({
    origin: "http://localhost",
    "x-locale": init.locale ?? "pl",
    cookie: init.cookie ?? cookie,
  });
  if (init.body !== undefined) headers.set("content-type", "application/json");
  const res = (await handleApi(
    new Request(`http://localhost${path}`, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }),
  ))!;
  return {
    status: res.status,
    requests: Number(res.headers.get("x-dynamodb-requests")),
    body: (await res.json()) as any,
  };
};
const query = (proc: string, input: unknown, locale?: string) =>
  send(`/trpc/${proc}?input=${encodeURIComponent(JSON.stringify(input))}`, { locale });
const mutate = (proc: string, input: unknown, locale?: string) =>
  send(`/trpc/${proc}`, { body: input, locale });
const data = (r: { body: any }) => r.body.result.data;

describe("admin.prices over HTTP", () => {
  beforeAll(async () => {
    await useTestTable("prices-api");
    await load();
    const admin = await makeUser("catalogue");
    cookie = (await sessionCookieFor(admin.userId)).cookie;
  });

  it("get → save (decimal comma) → get; the same version twice is 409 in the caller's language", async () => {
    const p = await makeTableProduct();
    const got = data(
      await query("admin.prices.get", { productId: p.productId, combination: p.first }),
    );
    expect(got).toMatchObject({
      runs: [100, 200],
      version: 1,
      cells: [
        { copy: 100, net: "10.00", gross: "12.30" },
        { copy: 200, net: "12.00", gross: "14.76" },
      ],
    });
    const saved = await mutate("admin.prices.save", {
      productId: p.productId,
      combination: p.first,
      cells: [{ copy: 100, net: "1 234,56" }],
      version: 1,
    });
    expect(data(saved)).toMatchObject({ changeSetId: `${p.productId}.2`, version: 2, changed: 1 });
    expect(
      data(await query("admin.prices.get", { productId: p.productId, combination: p.first }))
        .cells[0],
    ).toEqual({ copy: 100, net: "1234.56", gross: "1518.51" });
    const stale = await mutate(
      "admin.prices.save",
      {
        productId: p.productId,
        combination: p.first,
        cells: [{ copy: 100, net: "1" }],
        version: 1,
      },
      "en",
    );
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe(Messages.translate("conflict.stale", "en"));
  });

  it("matrix: the whole version in the store's line form, with the version and runs it belongs to; a save shows in the next read", async () => {
    const p = await makeTableProduct();
    clearChunkCache();
    const read = await query("admin.prices.matrix", { productId: p.productId });
    expect(read.status).toBe(200);
    const m = data(read);
    expect(m).toMatchObject({
      productId: p.productId,
      version: 1,
      changeSetId: `${p.productId}.1`,
      vat: 23,
      runs: [100, 200],
      cells: 10,
    });
    // Every published cell exactly once, as combination → copy → canonical net.
    const cells = (m.rows as string).split("\n").flatMap((line) => {
      const [combination, rest] = line.split("\t") as [string, string];
      return rest
        .split(",")
        .map(
          (part) =>
            [combination, Number(part.split(":")[0]), part.split(":")[1]] as [
              string,
              number,
              string,
            ],
        );
    });
    const sort = (xs: [string, number, string][]) =>
      [...xs].sort((a, b) => (a[0] + a[1]).localeCompare(b[0] + b[1]));
    expect(sort(cells)).toEqual(sort(p.cells));
    // The product's kind, the head and one BatchGetItem of its chunks (besides the session's
    // reads): one read fewer than one combination's screen, which also queries the attributes (both cold).
    clearChunkCache();
    expect(
      (await query("admin.prices.get", { productId: p.productId, combination: p.first })).requests -
        read.requests,
    ).toBe(1);
    await mutate("admin.prices.save", {
      productId: p.productId,
      combination: p.first,
      cells: [{ copy: 200, net: "19,9" }],
      version: 1,
    });
    const next = data(await query("admin.prices.matrix", { productId: p.productId }));
    expect(next).toMatchObject({ version: 2, changeSetId: `${p.productId}.2`, cells: 10 });
    expect(next.rows.split("\n").find((l: string) => l.startsWith(`${p.first}\t`))).toBe(
      `${p.first}\t100:10,200:19.9`,
    );
    // A product without prices: no rows; not a table product: the translated refusal.
    const empty = await makeTableProduct({ publish: false });
    expect(data(await query("admin.prices.matrix", { productId: empty.productId }))).toMatchObject({
      version: 0,
      changeSetId: null,
      runs: [],
      cells: 0,
      rows: "",
    });
    const notTable = await query("admin.prices.matrix", { productId: 20 }, "en");
    expect(notTable.status).toBe(400);
    expect(notTable.body.error.data.code).toBe("prices.product_not_table");
    expect((await query("admin.prices.matrix", { productId: 999_999 })).status).toBe(404);
  });

  it("saveCells: cells of several combinations as one change set of kind save, on the version seen; bad input changes nothing", async () => {
    const p = await makeTableProduct();
    const other = p.combination(p.ids.a2, p.ids.b2);
    const unknown = await mutate(
      "admin.prices.saveCells",
      {
        productId: p.productId,
        cells: [
          { combination: p.first, copy: 100, net: "1" },
          { combination: `${p.ids.a1}`, copy: 100, net: "1" },
        ],
        version: 1,
      },
      "en",
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.data.fields).toMatchObject([
      { field: "cells.1.combination", code: "prices.combination_unknown" },
    ]);
    const negative = await mutate(
      "admin.prices.saveCells",
      {
        productId: p.productId,
        cells: [
          { combination: p.first, copy: 100, net: "1" },
          { combination: other, copy: 100, net: "-1" },
        ],
        version: 1,
      },
      "de",
    );
    expect(negative.body.error.data.fields).toEqual([
      {
        field: "cells.1.net",
        code: "prices.number.negative",
        message: "Ein Preis kann nicht negativ sein.",
      },
    ]);
    const run = await mutate("admin.prices.saveCells", {
      productId: p.productId,
      cells: [{ combination: other, copy: 300, net: "1" }],
      version: 1,
    });
    expect(run.body.error.data.code).toBe("prices.run_unknown");
    expect((await readHead(p.productId)).version).toBe(1);

    const saved = await mutate("admin.prices.saveCells", {
      productId: p.productId,
      cells: [
        { combination: p.first, copy: 100, net: "1 234,56" },
        { combination: other, copy: 200, net: "7" },
        { combination: String(p.ids.s1), copy: 100, net: "3" },
      ],
      version: 1,
    });
    expect(data(saved)).toMatchObject({
      changeSetId: `${p.productId}.2`,
      version: 2,
      changed: 2,
      cells: 10,
    });
    const sets = data(await query("admin.prices.changeSets", { productId: p.productId }));
    expect(sets.items.map((s: { kind: string; changed: number }) => [s.kind, s.changed])).toEqual([
      ["save", 2],
      ["import", 10],
    ]);
    const m = data(await query("admin.prices.matrix", { productId: p.productId }));
    const line = (c: string) => m.rows.split("\n").find((l: string) => l.startsWith(`${c}\t`));
    expect([line(p.first), line(other)]).toEqual([
      `${p.first}\t100:1234.56,200:12`,
      `${other}\t100:25,200:7`,
    ]);
    const stale = await mutate("admin.prices.saveCells", {
      productId: p.productId,
      cells: [{ combination: other, copy: 100, net: "1" }],
      version: 1,
    });
    expect(stale.status).toBe(409);
  });

  it("bad input is a translated field error and changes nothing", async () => {
    const p = await makeTableProduct();
    const negative = await mutate(
      "admin.prices.save",
      {
        productId: p.productId,
        combination: p.first,
        cells: [{ copy: 100, net: "-5" }],
        version: 1,
      },
      "de",
    );
    expect(negative.status).toBe(400);
    expect(negative.body.error.data.fields).toEqual([
      {
        field: "cells.0.net",
        code: "prices.number.negative",
        message: "Ein Preis kann nicht negativ sein.",
      },
    ]);
    const unknown = await query("admin.prices.get", {
      productId: p.productId,
      combination: `${p.ids.a1}`,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.data.code).toBe("prices.combination_unknown");
    const run = await mutate("admin.prices.save", {
      productId: p.productId,
      combination: p.first,
      cells: [{ copy: 300, net: "1" }],
      version: 1,
    });
    expect(run.body.error.data.code).toBe("prices.run_unknown");
    const decrease = await mutate("admin.prices.changeAll", {
      productId: p.productId,
      range: "all",
      changeType: "decrease",
      value: "150",
    });
    expect(decrease.status).toBe(400);
    expect((await readHead(p.productId)).version).toBe(1);
    // A change-all that fails for any other reason answers the seed's message (admin seed §8).
    expect(Messages.translate("prices.change_all_failed", "pl")).toBe(
      "Coś poszło nie tak. Nie udało się zmienić cen. Spróbuj ponownie lub skontaktuj się z administratorem.",
    );
  });

  it("runs: add, refuse a duplicate, remove with its prices", async () => {
    const p = await makeTableProduct();
    expect(
      data(await mutate("admin.prices.addRun", { productId: p.productId, copy: 1000 })).version,
    ).toBe(2);
    expect(
      (await mutate("admin.prices.addRun", { productId: p.productId, copy: 1000 })).status,
    ).toBe(409);
    expect(
      data(await mutate("admin.prices.removeRun", { productId: p.productId, copy: 200 })),
    ).toMatchObject({ changed: 5, cells: 5 });
    expect(
      data(await query("admin.prices.get", { productId: p.productId, combination: p.first })).runs,
    ).toEqual([100, 1000]);
  });

  it("removeRun: cart lines that chose the run are answered and nothing removed, unless confirmed", async () => {
    const p = await makeTableProduct();
    const line = (id: string, quantity: number) => ({
      id,
      kind: "table",
      productId: p.productId,
      title: { pl: "t", en: "t", de: "t" },
      params: [],
      config: { kind: "table", productId: p.productId, valueIds: [p.ids.a1, p.ids.b1], quantity },
      mode: "standard",
      quantity,
      vat: 23,
      netGrosze: 1000,
      discountGrosze: 0,
      days: 5,
      addedAt: 1,
    });
    await db()
      .entities.cart.put({
        cartId: `run-${p.productId}`,
        lines: [line("l1", 200), line("l2", 100), line("l3", 200)],
        lineCount: 3,
        version: 1,
      } as never)
      .go();
    const refused = data(
      await mutate("admin.prices.removeRun", { productId: p.productId, copy: 200, version: 1 }),
    );
    expect(refused).toEqual({
      removed: false,
      dependents: { priceCells: 0, combinations: [], cartLines: 2 },
    });
    expect((await readHead(p.productId)).runs).toEqual([100, 200]);
    const removed = data(
      await mutate("admin.prices.removeRun", {
        productId: p.productId,
        copy: 200,
        version: 1,
        confirm: true,
      }),
    );
    expect(removed).toMatchObject({
      removed: true,
      changed: 5,
      cells: 5,
      version: 2,
      dependents: { priceCells: 5, cartLines: 2 },
    });
    expect((await readHead(p.productId)).runs).toEqual([100]);
    expect(
      (
        await mutate("admin.prices.removeRun", {
          productId: p.productId,
          copy: 100,
          version: 1,
          confirm: true,
        })
      ).status,
    ).toBe(409);
  });

  it("change all: preview old → new with rounding and nothing written; then one change set; history; restore", async () => {
    const p = await makeTableProduct();
    const preview = data(
      await mutate("admin.prices.changeAll", {
        productId: p.productId,
        range: "one",
        copy: 200,
        changeType: "increase",
        value: "7,5",
        rounding: "1.00",
        preview: true,
      }),
    );
    expect(preview).toMatchObject({ preview: true, version: 1, total: 5 });
    expect(preview.changes.find((c: { combination: string }) => c.combination === p.first)).toEqual(
      { combination: p.first, description: "a1 / b1", copy: 200, before: "12.00", after: "13.00" },
    );
    expect((await readHead(p.productId)).version).toBe(1);
    const applied = data(
      await mutate("admin.prices.changeAll", {
        productId: p.productId,
        range: "one",
        copy: 200,
        changeType: "increase",
        value: "7,5",
        rounding: "1.00",
        version: 1,
      }),
    );
    expect(applied).toMatchObject({
      preview: false,
      changeSetId: `${p.productId}.2`,
      changed: preview.changed,
    });
    const sets = data(await query("admin.prices.changeSets", { productId: p.productId }));
    expect(sets.items.map((s: { kind: string }) => s.kind)).toEqual(["changeAll", "import"]);
    expect(sets.items[0]).toMatchObject({
      current: true,
      cells: 10,
      changed: preview.changed,
      actor: { email: expect.stringContaining("@") },
    });
    const restored = data(
      await mutate("admin.prices.rollback", { changeSetId: `${p.productId}.1` }),
    );
    expect(restored.changeSetId).toBe(`${p.productId}.3`);
    const history = data(
      await query("admin.prices.cellHistory", {
        productId: p.productId,
        combination: p.first,
        copy: 200,
      }),
    );
    expect(
      history.items.map((h: { kind: string; before: string | null; after: string }) => [
        h.kind,
        h.before,
        h.after,
      ]),
    ).toEqual([
      ["rollback", "13.00", "12.00"],
      ["changeAll", "12.00", "13.00"],
      ["import", null, "12.00"],
    ]);
    expect(
      (await mutate("admin.prices.rollback", { changeSetId: `${p.productId}.99` })).status,
    ).toBe(404);
  });

  it("export → import round trip (CSV and XLSX): nothing changes; a file exported before someone's save is refused for that cell", async () => {
    const p = await makeTableProduct();
    const csv = data(await query("admin.prices.export", { productId: p.productId, format: "csv" }));
    expect(csv.fileName).toBe(`prices-${p.productId}-${p.productId}.1.csv`);
    expect(csv.content.split("\r\n").slice(0, 2)).toEqual([
      "\uFEFFcombination,copy,net,description,changeSet",
      `"${p.first}",100,10.00,a1 / b1,#${p.productId}.1`,
    ]);
    expect(
      data(
        await mutate("admin.prices.import", {
          productId: p.productId,
          format: "csv",
          content: csv.content,
          dryRun: true,
        }),
      ),
    ).toMatchObject({
      added: 0,
      changed: 0,
      removed: 0,
      unchanged: 10,
      errors: [],
      changeSetId: null,
    });
    const xlsx = data(
      await query("admin.prices.export", { productId: p.productId, format: "xlsx" }),
    );
    expect(
      data(
        await mutate("admin.prices.import", {
          productId: p.productId,
          format: "xlsx",
          content: xlsx.content,
          dryRun: true,
        }),
      ),
    ).toMatchObject({ unchanged: 10, errors: [] });

    // The file is edited in two cells; meanwhile someone saves one of them.
    const lines = csv.content.split("\r\n");
    const rowOf = (combination: string, copy: number) =>
      lines.findIndex((l: string) => l.startsWith(`"${combination}",${copy},`));
    const other = p.combination(p.ids.a2, p.ids.b2);
    lines[rowOf(p.first, 100)] = `"${p.first}",100,"11,11"`;
    lines[rowOf(other, 100)] = `"${other}",100,22.22`;
    await mutate("admin.prices.save", {
      productId: p.productId,
      combination: p.first,
      cells: [{ copy: 100, net: "15" }],
      version: 1,
    });
    const report = data(
      await mutate(
        "admin.prices.import",
        { productId: p.productId, format: "csv", content: lines.join("\r\n"), dryRun: false },
        "en",
      ),
    );
    expect(report.changeSetId).toBeNull();
    expect(report.changed).toBe(1);
    expect(report.errors).toEqual([
      {
        row: rowOf(p.first, 100) + 1,
        code: "prices.import.changed_since",
        message: Messages.translate("prices.import.changed_since", "en", {
          combination: "a1 / b1",
          copy: 100,
          current: "15",
        }),
      },
    ]);
    expect((await readHead(p.productId)).version).toBe(2);

    // Without the stale cell the import applies, as one change set.
    lines[rowOf(p.first, 100)] = `"${p.first}",100,15.00`;
    const applied = data(
      await mutate("admin.prices.import", {
        productId: p.productId,
        format: "csv",
        content: lines.join("\r\n"),
        dryRun: false,
      }),
    );
    expect(applied).toMatchObject({
      changed: 1,
      unchanged: 9,
      errors: [],
      changeSetId: `${p.productId}.3`,
    });
    expect(
      data(await query("admin.prices.get", { productId: p.productId, combination: other })).cells[0]
        .net,
    ).toBe("22.22");
  });

  it("import reports every bad row with its number, in the caller's language, and writes nothing", async () => {
    const p = await makeTableProduct();
    const content = `combination;copy;net\n${p.first};100;1,5\n${p.ids.a1};100;3\n${p.first};abc;3\n${p.first};200;-1\n`;
    const report = data(
      await mutate(
        "admin.prices.import",
        { productId: p.productId, format: "csv", content, dryRun: false },
        "pl",
      ),
    );
    expect(report.errors.map((e: { row: number; code: string }) => [e.row, e.code])).toEqual([
      [3, "prices.combination_unknown"],
      [4, "prices.file.copy"],
      [5, "prices.number.negative"],
    ]);
    expect(report.errors[2].message).toBe("Cena nie może być ujemna.");
    expect(report).toMatchObject({ changed: 1, changeSetId: null });
    expect((await readHead(p.productId)).version).toBe(1);
  });

  it("the shop sees a save at once; the product page carries no cells; a quote costs ≤ 2 requests cold, ≤ 1 warm", async () => {
    const valueIds = [1012, 1022, 1031, 1042, 1052, 1061];
    const cold = await query("shop.table.quote", { productId: 10, valueIds, vat: 23 });
    expect(cold.requests).toBeLessThanOrEqual(2);
    const page = data(await query("shop.catalogue.product", { slug: "wizytowki" }));
    expect(page).not.toHaveProperty("prices");
    expect(page.runs).toEqual([100, 250, 500, 1000, 2000]);
    const prices = data(await query("shop.table.prices", { productId: 10, valueIds }));
    expect(prices.keys).toContain("1012,1022,1031");
    expect(prices.keys).toContain("1011,1022,1031"); // one change away
    expect(
      prices.prices.find(
        (c: { combination: string; run: number }) =>
          c.combination === "1012,1022,1031" && c.run === 100,
      ).price,
    ).toBe("42.58");
    const { version } = data(
      await query("admin.prices.get", { productId: 10, combination: "1012,1022,1031" }),
    );
    await mutate("admin.prices.save", {
      productId: 10,
      combination: "1012,1022,1031",
      cells: [{ copy: 100, net: "50" }],
      version,
    });
    const after = await query("shop.table.quote", { productId: 10, valueIds, vat: 23 });
    expect(data(after).rows[0].eco.net).toBe(50);
    expect(after.requests).toBeLessThanOrEqual(2);
    const warm = await query("shop.table.quote", {
      productId: 10,
      valueIds: [1011, 1021, 1031, 1061],
      vat: 23,
    });
    expect(warm.requests).toBeLessThanOrEqual(1);
  });

  it("a person without the catalogue permission is refused", async () => {
    const content = (await sessionCookieFor((await makeUser("content")).userId)).cookie;
    expect(
      (
        await send(
          `/trpc/admin.prices.get?input=${encodeURIComponent(JSON.stringify({ productId: 10, combination: "1011,1021,1031" }))}`,
          { cookie: content },
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await send("/admin/products/prices/api/list", {
          body: { prices: "1011,1021,1031" },
          cookie: content,
        })
      ).status,
    ).toBe(403);
    expect((await send("/admin/products/api/list", { cookie: "" })).status).toBe(401);
  });
});

describe("the seed's /admin/products/... price paths", () => {
  it("list products, attributes and values of a product", async () => {
    const products = (await send("/admin/products/api/list")).body as {
      id: number;
      kind: string;
    }[];
    expect(products.find((x) => x.id === 10)).toMatchObject({ kind: "table" });
    const attrs = (await send("/admin/products/api/product-attributes/10")).body as {
      id: number;
      addToPrice: boolean;
    }[];
    expect(attrs.map((a) => a.id)).toEqual([101, 102, 103, 104, 105, 106]);
    expect(attrs.find((a) => a.id === 104)!.addToPrice).toBe(true);
    const values = (await send("/admin/products/api/product-attribute-values/10")).body as {
      id: number;
      attribute: number;
    }[];
    expect(values.find((v) => v.id === 1042)).toMatchObject({ attribute: 104 });
  });

  it("prices/api/list, save (serialised form), save-copies, delete and change-all (truthy)", async () => {
    const p = await makeTableProduct();
    const listed = await send("/admin/products/prices/api/list", { body: { prices: p.first } });
    expect(listed.status).toBe(200);
    expect(listed.body.copies).toEqual([
      { id: 100, copy: 100 },
      { id: 200, copy: 200 },
    ]);
    expect(listed.body.price[0]).toMatchObject({
      copy: 100,
      copyId: 100,
      price: "10.00",
      priceGross: "12.30",
    });
    const saved = await send("/admin/products/prices/api/save", {
      body: {
        data: `product=${p.productId}&combination=${encodeURIComponent(p.first)}&price%5B100%5D=11%2C50&price%5B200%5D=`,
      },
    });
    expect(saved.status).toBe(200);
    expect(
      (await send("/admin/products/prices/api/list", { body: { prices: p.first } })).body.price.map(
        (c: { price: string }) => c.price,
      ),
    ).toEqual(["11.50"]);
    expect(
      (
        await send(`/admin/products/prices/api/save-copies/${p.productId}`, {
          body: { payload: "5000", product: p.productId, combination: p.first },
        })
      ).status,
    ).toBe(200);
    expect((await readHead(p.productId)).runs).toEqual([100, 200, 5000]);
    expect(
      (
        await send("/admin/products/prices/api/delete", {
          body: { copyId: 5000, combination: p.first, product: p.productId },
        })
      ).status,
    ).toBe(200);
    expect((await readHead(p.productId)).runs).toEqual([100, 200]);
    const changed = await send("/admin/products/prices/api/change-all", {
      body: {
        form: { range: "one", value: "10", changeType: "increase" },
        prices: p.first,
        productId: p.productId,
      },
    });
    expect(changed).toMatchObject({ status: 200, body: true });
    expect(
      (await send("/admin/products/prices/api/list", { body: { prices: p.first } })).body.price[0]
        .price,
    ).toBe("12.65");
    const other = p.combination(p.ids.a2, p.ids.b2);
    expect(
      (await send("/admin/products/prices/api/list", { body: { prices: other } })).body.price[0]
        .price,
    ).toBe("25.00");
    const bad = await send("/admin/products/prices/api/change-all", {
      body: {
        form: { range: "all", value: "abc", changeType: "increase" },
        productId: p.productId,
      },
    });
    expect(bad.status).toBe(400);
  });
});
