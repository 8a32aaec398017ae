import * as z from "zod";
import { db } from "../dynamo/db";
import { AppError } from "../error";
import { normaliseCombination } from "./chunking";
import { parseDecimal } from "./number";
import { tableDefinition } from "./definition";
import * as Admin from "./admin";
import type { Actor } from "./store";

/**
 * The seed's legacy price-screen calls (`/admin/products/api/...`, `/admin/products/prices/api/...`,
 * admin seed section 7) over the same core functions as `admin.prices.*`. The seed sends no
 * version: each write reads the head and writes against the version it read (a publish made in
 * between is still `conflict.stale`).
 */

const id = z.union([
  z.int().positive(),
  z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number),
]);

/** `GET /admin/products/api/list`: every product, in sort order. */
export async function productList() {
  const { data } = await db().entities.product.query.byId({}).go({ pages: "all" });
  return data
    .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
    .map((p) => ({
      id: p.productId,
      title: p.title,
      kind: p.kind,
      active: p.active,
      sort: p.sort ?? 0,
    }));
}

/** `GET /admin/products/api/product-attributes/{productId}`. */
export async function productAttributes(productId: number) {
  const def = await tableDefinition(productId);
  return def.attributes.map((a) => ({
    id: a.id,
    title: a.title,
    addToPrice: a.add_to_price,
    priceChange: a.price_change,
    active: a.active,
    sort: a.sort ?? 0,
  }));
}

/** `GET /admin/products/api/product-attribute-values/{productId}`: each value with its attribute (owner) id. */
export async function productAttributeValues(productId: number) {
  const def = await tableDefinition(productId);
  return def.attributes.flatMap((a) =>
    a.values.map((v) => ({ id: v.id, title: v.title, attribute: a.id })),
  );
}

/** The table product a value id belongs to (the seed's price calls name only the combination). */
async function productOfCombination(combination: string): Promise<number> {
  const first = Number(combination.split(",")[0]);
  const { data } = await db().entities.product.query.byId({}).go({ pages: "all" });
  const tables = data.filter((p) => p.kind === "table");
  const found = await Promise.all(
    tables.map(async (p) =>
      (
        await db().entities.attribute.query.byId({ productId: p.productId }).go({ pages: "all" })
      ).data.some((a) => (a.values as { id: number }[]).some((v) => v.id === first))
        ? p.productId
        : null,
    ),
  );
  const productId = found.find((x) => x !== null);
  if (!productId) throw new AppError("input", "prices.combination_unknown");
  return productId;
}

const combinationOf = (value: unknown) => {
  const c =
    typeof value === "string" || typeof value === "number"
      ? normaliseCombination(String(value))
      : null;
  if (!c)
    throw new AppError("input", "prices.combination_invalid", {
      fields: [{ field: "prices", code: "prices.combination_invalid" }],
    });
  return c;
};
const productOf = async (body: Record<string, unknown>, combination: string) => {
  const given = body.productId ?? body.product;
  return given !== undefined && given !== null && given !== ""
    ? id.parse(given)
    : productOfCombination(combination);
};
const record = (body: unknown): Record<string, unknown> =>
  body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

/** `POST /admin/products/prices/api/list` `{prices: combination}` → `{price: [...], copies: [...]}`. */
export async function list(body: unknown) {
  const b = record(body);
  const combination = combinationOf(b.prices ?? b.combination);
  const productId = await productOf(b, combination);
  const got = await Admin.get({ productId, combination });
  return {
    productId,
    combination,
    version: got.version,
    price: got.cells.map((c) => ({
      id: `${combination}|${c.copy}`,
      copy: c.copy,
      copyId: c.copy,
      price: c.net,
      priceGross: c.gross,
    })),
    copies: got.runs.map((copy) => ({ id: copy, copy })),
  };
}

/**
 * The serialised price form of `POST .../save` `{data}`: a query string (`product=10&combination=
 * 1011,1021&price[100]=39,00`, also `price_100=` or `copy-100=`) or the same as an object, or
 * `{ product, combination, prices: [{ copy, price }] }`.
 */
function readForm(data: unknown): {
  product?: unknown;
  combination?: unknown;
  cells: { copy: number; net: string | null }[];
} {
  const entries: [string, unknown][] =
    typeof data === "string"
      ? [...new URLSearchParams(data).entries()]
      : Object.entries(record(data));
  const out: {
    product?: unknown;
    combination?: unknown;
    cells: { copy: number; net: string | null }[];
  } = { cells: [] };
  for (const [key, value] of entries) {
    if (key === "product" || key === "productId") out.product = value;
    else if (key === "combination" || (key === "prices" && typeof value === "string"))
      out.combination = value;
    else if (key === "prices" && Array.isArray(value)) {
      for (const p of value as { copy?: unknown; copyId?: unknown; price?: unknown }[])
        out.cells.push(cell(p.copy ?? p.copyId, p.price));
    } else {
      const m = /^(?:price|copy|net)[[_-](\d+)\]?$/.exec(key);
      if (m) out.cells.push(cell(m[1], value));
    }
  }
  return out;
}
function cell(copy: unknown, price: unknown): { copy: number; net: string | null } {
  const c = id.safeParse(copy);
  if (!c.success)
    throw new AppError("input", "input.invalid", { fields: [{ field: "copy", code: "invalid" }] });
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a legacy export's cell: a string or a number, JSON-parsed
  if (price === null || price === undefined || String(price).trim() === "")
    return { copy: c.data, net: null };
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a legacy export's cell: a string or a number, JSON-parsed
  const net = parseDecimal(String(price));
  if (!net.ok)
    throw new AppError("input", "input.invalid", {
      fields: [{ field: `price[${c.data}]`, code: `prices.number.${net.error}` }],
    });
  return { copy: c.data, net: net.value };
}

export async function save(body: unknown, actor: Actor) {
  const b = record(body);
  const form = readForm(b.data ?? b);
  const combination = combinationOf(form.combination);
  const productId = await productOf({ product: form.product }, combination);
  const { version } = await Admin.get({ productId, combination });
  return Admin.save({ productId, combination, cells: form.cells, version }, actor);
}

/** `POST .../save-copies/{productId}` `{payload: data, product, combination}`: adds the run(s) given. */
export async function saveCopies(productId: number, body: unknown, actor: Actor) {
  const b = record(body);
  const payload = b.payload ?? b.data ?? b.copy;
  const raw: unknown[] = Array.isArray(payload)
    ? payload
    : typeof payload === "string" && payload.includes("=")
      ? [...new URLSearchParams(payload).values()]
      : typeof payload === "object" && payload !== null
        ? Object.values(payload)
        : // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a legacy export's list of runs: a string when not an array
          String(payload ?? "").split(/[,;\s]+/);
  const copies = raw
    .map((c) => (typeof c === "object" && c !== null && "copy" in c ? c.copy : c))
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a legacy export's run: a string or a number
    .filter((c) => String(c ?? "").trim() !== "");
  if (copies.length === 0)
    throw new AppError("input", "input.invalid", {
      fields: [{ field: "payload", code: "required" }],
    });
  let last: Awaited<ReturnType<typeof Admin.addRun>> | null = null;
  for (const copy of copies) last = await Admin.addRun({ productId, copy: id.parse(copy) }, actor);
  return last;
}

/** `POST .../delete` `{copyId, combination, product}`: removes the run and its prices (confirmed). */
export async function remove(body: unknown, actor: Actor) {
  const b = record(body);
  const copy = id.parse(b.copyId ?? b.copy);
  const productId =
    (b.product ?? b.productId)
      ? id.parse(b.product ?? b.productId)
      : await productOfCombination(combinationOf(b.combination));
  // The seed's screen asked its Yes/No question before this call: confirmed (cart lines included).
  return Admin.removeRun({ productId, copy, confirm: true }, actor);
}

/** `POST .../change-all` `{form: {range, value, changeType}, prices, productId}` → `true` on success. */
export async function changeAll(body: unknown, actor: Actor): Promise<true> {
  const b = record(body);
  const form = record(b.form);
  const combination = b.prices ? combinationOf(b.prices) : undefined;
  const productId =
    (b.productId ?? b.product)
      ? id.parse(b.productId ?? b.product)
      : await productOfCombination(combination ?? "");
  const range = form.range === "all" ? "all" : "one";
  await Admin.changeAll(
    {
      productId,
      range,
      copy: form.copy !== undefined && form.copy !== "" ? id.parse(form.copy) : undefined,
      combination: range === "one" ? combination : undefined,
      changeType: form.changeType === "decrease" ? "decrease" : "increase",
      // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a legacy export's form value: a string or a number
      value: String(form.value ?? "0"),
      rounding: typeof form.rounding === "string" ? (form.rounding as "0.01") : undefined,
    },
    actor,
  );
  return true;
}
