import { beforeAll, describe, expect, it } from "vitest";
import { Audit, Catalogue, PriceTable, Seed } from "@printshop/core";
import { db } from "@printshop/core/dynamo/db";
import { readHead, readRows } from "@printshop/core/price-table/store";
import { useTestTable } from "./built";
import { callerWith, makeUser, sessionCookieFor } from "./accounts";
import { rest, trpc } from "./admin-api-client";
import { makeTableProduct } from "./price-fixture";

/** admin.products.* / admin.attributes.* and the seed's /admin/products/... shims on DynamoDB Local, over the demo catalogue. */
const text = (pl: string, en = "", de = "") => ({ pl, en, de });
const base = (kind: "table" | "calculator" | "label", pl: string) => ({
  kind,
  categoryId: 1,
  title: text(pl, `${pl} EN`, `${pl} DE`),
  description: text(
    "<p>Opis <b>gruby</b></p><script>alert(1)</script>",
    '<p onclick="x()">Text</p>',
    "",
  ),
  slug: "",
  leadTimes: { eco: 6, standard: 4, express: 2 },
  discount: "5,5",
  vat0: false,
  vat5: false,
  vat8: true,
});

describe("admin products and attributes", () => {
  let cookie: string;
  let userId: string;
  const api = () => callerWith(cookie).caller.admin.products;
  const attrs = () => callerWith(cookie).caller.admin.attributes;

  beforeAll(async () => {
    await useTestTable("admin-products");
    await Seed.load();
    const editor = await makeUser("catalogue");
    userId = editor.userId;
    cookie = (await sessionCookieFor(editor.userId)).cookie;
  });

  it("creates a product of each kind (inactive by default), slug from the Polish title, descriptions sanitised", async () => {
    const table = await api().create(base("table", "Plakaty ścienne"));
    expect(table).toMatchObject({
      kind: "table",
      slug: "plakaty-scienne",
      active: false,
      discount: 5.5,
      vat8: true,
      leadTimes: { eco: 6, standard: 4, express: 2 },
      version: 1,
      attributes: [],
    });
    expect(table.description.pl).toBe("<p>Opis <b>gruby</b></p>");
    expect(table.description.en).toBe("<p>Text</p>");
    // Its runs (the product screen's panel): none, then one added.
    const prices = callerWith(cookie).caller.admin.prices;
    expect(await prices.runs({ productId: table.id })).toEqual({
      productId: table.id,
      runs: [],
      version: 0,
      cells: 0,
    });
    await prices.addRun({ productId: table.id, copy: 250, version: 0 });
    expect(await prices.runs({ productId: table.id })).toMatchObject({ runs: [250], version: 1 });
    const calc = await api().create(base("calculator", "Kalendarze"));
    expect(calc.calculatorId).toBeGreaterThan(0);
    expect(
      (await db().entities.calculator.get({ calculatorId: calc.calculatorId! }).go()).data,
    ).toMatchObject({ productId: calc.id, equation: "0" });
    const label = await api().create(base("label", "Etykiety foliowe"));
    expect(label).toMatchObject({ kind: "label", calculatorId: null });
    const all = (await api().list({})).items;
    expect(all.slice(-3).map((p) => p.id)).toEqual([table.id, calc.id, label.id]);
    // Not in the shop while inactive.
    expect((await Catalogue.home({ locale: "pl" })).products.map((p) => p.id)).not.toContain(
      table.id,
    );
    const entry = (await Audit.list({ target: { type: "product", id: String(table.id) } }))
      .items[0]!;
    expect(entry).toMatchObject({ action: "product.create", actor: { id: userId } });
  });

  it("refuses a taken slug, an unknown category and a bad discount with translated field errors, writing nothing", async () => {
    const before = (await api().list({})).total;
    const taken = await trpc(
      "admin.products.create",
      { ...base("table", "X"), slug: "wizytowki" },
      cookie,
      "en",
    );
    expect(taken).toMatchObject({
      status: 400,
      fields: [{ field: "slug", message: "Another product already has this slug." }],
    });
    const category = await trpc(
      "admin.products.create",
      { ...base("table", "Y"), categoryId: 999 },
      cookie,
      "de",
    );
    expect(category).toMatchObject({
      status: 400,
      fields: [{ field: "categoryId", message: "Wählen Sie eine vorhandene Kategorie." }],
    });
    const discount = await trpc(
      "admin.products.create",
      { ...base("table", "Z"), discount: "120" },
      cookie,
      "pl",
    );
    expect(discount.status).toBe(400);
    expect(discount.fields?.[0]?.field).toBe("discount");
    expect((await api().list({})).total).toBe(before);
  });

  it("updates every field with the version (stale → 409), activates, and the shop shows it at once", async () => {
    const p = await api().create(base("table", "Banery"));
    const edited = await api().update({
      ...base("table", "Banery winylowe"),
      id: p.id,
      version: 1,
      slug: "banery-winylowe",
      categoryId: 2,
      leadTimes: { eco: 9, standard: 5, express: 1 },
      discount: 0,
      vat8: false,
      vat5: true,
      active: false,
    });
    expect(edited).toMatchObject({
      slug: "banery-winylowe",
      categoryId: 2,
      title: { pl: "Banery winylowe" },
      leadTimes: { eco: 9 },
      vat5: true,
      vat8: false,
      version: 2,
    });
    await expect(
      api().update({ ...base("table", "Inne"), id: p.id, version: 1 }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    const stale = await trpc(
      "admin.products.activate",
      { id: p.id, version: 1, value: true },
      cookie,
      "pl",
    );
    expect(stale.status).toBe(409);
    await api().activate({ id: p.id, version: 2, value: true });
    const shop = await Catalogue.product({ slug: "banery-winylowe", locale: "en" });
    expect(shop).toMatchObject({
      id: p.id,
      title: "Banery winylowe EN",
      info: { eco: 9, standard: 5, express: 1 },
      vat: { vat5: true, vat8: false },
    });
    expect((await Catalogue.home({ locale: "pl" })).products.map((x) => x.id)).toContain(p.id);
    const log = await Audit.list({ target: { type: "product", id: String(p.id) } });
    expect(log.items.map((e) => e.action)).toEqual([
      "product.activate",
      "product.update",
      "product.create",
    ]);
    expect(log.items[1]!.before).toMatchObject({ slug: "banery", categoryId: 1 });
    expect(log.items[1]!.after).toMatchObject({ slug: "banery-winylowe", categoryId: 2 });
  });

  it("lists with search, kind, category and active filters", async () => {
    expect((await api().list({ search: "wizytów" })).items.map((p) => p.slug)).toEqual([
      "wizytowki",
    ]);
    const tables = (await api().list({ kind: "table" })).items;
    expect(tables.length).toBeGreaterThan(0);
    expect(tables.every((p) => p.kind === "table")).toBe(true);
    expect((await api().list({ categoryId: 2 })).items.every((p) => p.categoryId === 2)).toBe(true);
    expect((await api().list({ active: false })).items.every((p) => !p.active)).toBe(true);
    // admin-api.md's list input: paged, sorted, filters under `filters`, the total of all matches.
    const all = (await api().list({})).items;
    const page2 = await api().list({ page: 2, pageSize: 10, sort: { by: "id", dir: "asc" } });
    expect(page2.total).toBe(all.length);
    expect(page2.items.map((p) => p.id)).toEqual(
      all
        .map((p) => p.id)
        .sort((a, b) => a - b)
        .slice(10, 20),
    );
    const filtered = await api().list({
      page: 1,
      pageSize: 100,
      filters: { kind: "table", categoryId: tables[0]!.categoryId },
    });
    const expected = tables.filter((p) => p.categoryId === tables[0]!.categoryId).map((p) => p.id);
    expect(filtered.items.map((p) => p.id)).toEqual(expected);
    expect(filtered.total).toBe(expected.length);
  });

  it("sorts every product in one request (stale version refused), and the shop follows the order", async () => {
    const items = (await api().list({})).items;
    const reversed = [...items].reverse();
    await expect(
      api().sort({ items: reversed.map((p) => ({ id: p.id, version: p.version + 1 })) }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    await expect(
      api().sort({ items: reversed.slice(1).map((p) => ({ id: p.id, version: p.version })) }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    const sorted = await api().sort({
      items: reversed.map((p) => ({ id: p.id, version: p.version })),
    });
    expect(sorted.items.map((p) => p.id)).toEqual(reversed.map((p) => p.id));
    const shopOrder = (await Catalogue.home({ locale: "pl" })).products.map((p) => p.id);
    expect(shopOrder).toEqual(reversed.filter((p) => p.active).map((p) => p.id));
    // The seed's shims: the list, then a new order saved and answered.
    const list = await rest("GET", "/admin/products/api/sort-list", cookie);
    expect(list.body.map((p: { id: number }) => p.id)).toEqual(reversed.map((p) => p.id));
    const saved = await rest(
      "POST",
      "/admin/products/api/sort-save",
      cookie,
      items.map((p) => ({ id: p.id })),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.map((p: { id: number }) => p.id)).toEqual(items.map((p) => p.id));
  });

  it("attributes: add, rename values, flags, children, reorder values and attributes, delete an unused one", async () => {
    const p = await api().create(base("table", "Ulotki A"));
    const a = await attrs().create({
      productId: p.id,
      title: text("Papier", "Paper", "Papier"),
      priceChange: true,
    });
    const b = await attrs().create({
      productId: p.id,
      title: text("Uszlachetnienie"),
      addToPrice: true,
    });
    expect(b.sort).toBeGreaterThan(a.sort);
    const v1 = await attrs().createValue({
      productId: p.id,
      attributeId: a.id,
      version: 1,
      title: text("Kreda 130"),
    });
    const v2 = await attrs().createValue({
      productId: p.id,
      attributeId: a.id,
      version: 2,
      title: text("Kreda 170"),
    });
    const [id1, id2] = v2.values.map((v) => v.id);
    expect(v1.values).toHaveLength(1);
    expect(id2).toBeGreaterThan(id1!);
    await expect(
      attrs().createValue({ productId: p.id, attributeId: a.id, version: 2, title: text("X") }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    const renamed = await attrs().updateValue({
      productId: p.id,
      attributeId: a.id,
      valueId: id1!,
      version: 3,
      title: text("Kreda 135", "Gloss 135", "Bilderdruck 135"),
    });
    expect(renamed.values[0]).toEqual({
      id: id1,
      title: text("Kreda 135", "Gloss 135", "Bilderdruck 135"),
    });
    const updated = await attrs().update({
      productId: p.id,
      attributeId: a.id,
      version: 4,
      title: text("Papier", "Paper stock", "Papier"),
      addToPrice: false,
      priceChange: true,
      valueOrder: [id2!, id1!],
      children: [{ title: text("Gramatura"), values: [{ title: text("130 g") }] }],
    });
    expect(updated.values.map((v) => v.id)).toEqual([id2, id1]);
    expect(updated.children[0]!.values[0]!.id).toBeGreaterThan(0);
    expect(updated).toMatchObject({ title: { en: "Paper stock" }, version: 5 });
    const order = await attrs().sort({
      productId: p.id,
      items: [
        { id: b.id, version: 1 },
        { id: a.id, version: 5 },
      ],
    });
    expect(order.items.map((x) => x.id)).toEqual([b.id, a.id]);
    // The product's get (the price editor's source) follows.
    expect((await api().get({ productId: p.id })).attributes.map((x) => x.id)).toEqual([
      b.id,
      a.id,
    ]);
    const gone = await attrs().remove({ productId: p.id, attributeId: b.id, version: 2 });
    expect(gone).toEqual({
      removed: true,
      dependents: { priceCells: 0, combinations: [], cartLines: 0 },
    });
    expect((await attrs().list({ productId: p.id })).items.map((x) => x.id)).toEqual([a.id]);
  });

  it("deleting a value that prices and a cart line use answers what depends on it and removes nothing; confirmed, removes value and its prices in one go", async () => {
    const t = await makeTableProduct();
    const A = (await attrs().list({ productId: t.productId })).items[0]!;
    await db()
      .entities.cart.put({
        cartId: `c${t.productId}`,
        lines: [
          {
            id: "l1",
            kind: "table",
            productId: t.productId,
            title: { pl: "t", en: "t", de: "t" },
            params: [],
            config: {
              kind: "table",
              productId: t.productId,
              valueIds: [t.ids.a1, t.ids.b1],
              quantity: 100,
            },
            mode: "standard",
            quantity: 100,
            vat: 23,
            netGrosze: 10_000,
            discountGrosze: 0,
            days: 5,
            addedAt: 1,
          },
        ],
        lineCount: 1,
        version: 1,
      })
      .go();
    const answer = await attrs().removeValue({
      productId: t.productId,
      attributeId: A.id,
      valueId: t.ids.a1,
      version: A.version,
    });
    expect(answer.removed).toBe(false);
    expect(answer.dependents).toMatchObject({ priceCells: 4, cartLines: 1 });
    expect(answer.dependents.combinations.map((c) => c.label).sort()).toEqual([
      "a1 / b1",
      "a1 / b2",
    ]);
    expect((await attrs().list({ productId: t.productId })).items[0]!.version).toBe(A.version);
    expect((await readHead(t.productId)).cells).toBe(10);
    // The seed's shim answers the same and removes nothing either.
    const shim = await rest("POST", "/admin/products/attribute-value-delete", cookie, {
      id: t.ids.a1,
    });
    expect(shim).toMatchObject({
      status: 200,
      body: { removed: false, dependents: { priceCells: 4, cartLines: 1 } },
    });

    const startedAt = new Date().toISOString();
    const done = await attrs().removeValue({
      productId: t.productId,
      attributeId: A.id,
      valueId: t.ids.a1,
      version: A.version,
      confirm: true,
    });
    expect(done.removed).toBe(true);
    const after = await attrs().list({ productId: t.productId });
    expect(after.items[0]!.values.map((v) => v.id)).toEqual([t.ids.a2]);
    const head = await readHead(t.productId);
    expect(head.cells).toBe(6);
    expect(
      [...(await readRows(head)).keys()].some((c) => c.split(",").includes(String(t.ids.a1))),
    ).toBe(false);
    const entries = (await Audit.list({ actor: userId, from: startedAt })).items
      .map((e) => e.action)
      .sort();
    expect(entries).toEqual(["attribute.removeValue", "prices.removeValues"]);
    // The shop prices the remaining combinations at once.
    const q = await PriceTable.quote(
      { productId: t.productId, valueIds: [t.ids.a2, t.ids.b1, t.ids.s2] },
      { locale: "pl" },
    );
    expect(q).toBeTruthy();
  });

  it("deleting a priced attribute: dependents first, then (confirmed) the attribute and every price naming its values", async () => {
    const t = await makeTableProduct();
    const S = (await attrs().list({ productId: t.productId })).items.find((a) => a.addToPrice)!;
    const answer = await rest("POST", "/admin/products/attribute-delete", cookie, { id: S.id });
    expect(answer.body).toMatchObject({
      removed: false,
      dependents: {
        priceCells: 2,
        cartLines: 0,
        combinations: [{ combination: String(t.ids.s1), label: "Tak", cells: 2 }],
      },
    });
    const done = await rest("POST", "/admin/products/attribute-delete", cookie, {
      id: S.id,
      confirm: true,
    });
    expect(done.body.removed).toBe(true);
    expect((await attrs().list({ productId: t.productId })).items.map((a) => a.id)).not.toContain(
      S.id,
    );
    expect((await readHead(t.productId)).cells).toBe(8);
    // A stale version is refused with nothing removed.
    const B = (await attrs().list({ productId: t.productId })).items[1]!;
    await expect(
      attrs().remove({
        productId: t.productId,
        attributeId: B.id,
        version: B.version + 1,
        confirm: true,
      }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    expect((await readHead(t.productId)).cells).toBe(8);
  });

  it("the seed's shims: product attributes, activate and delete (with its attributes and price table)", async () => {
    const t = await makeTableProduct();
    const listed = await rest("POST", "/admin/products/api/product-attributes", cookie, {
      id: t.productId,
    });
    expect(listed.body.map((a: { title: { pl: string } }) => a.title.pl)).toEqual(["A", "B", "S"]);
    expect(
      (await rest("POST", "/admin/products/activate", cookie, { id: t.productId, value: false }))
        .status,
    ).toBe(200);
    expect((await api().get({ productId: t.productId })).active).toBe(false);
    expect((await rest("POST", "/admin/products/delete", cookie, { id: t.productId })).status).toBe(
      200,
    );
    await expect(api().get({ productId: t.productId })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    expect(
      (await db().entities.attribute.query.byId({ productId: t.productId }).go()).data,
    ).toEqual([]);
    expect((await readHead(t.productId)).cells).toBe(0);
    const entry = (await Audit.list({ target: { type: "product", id: String(t.productId) } }))
      .items[0]!;
    expect(entry).toMatchObject({
      action: "product.remove",
      before: { attributes: 3, kind: "table" },
      after: null,
    });
  });
});
