import type Decimal from "decimal.js";
import {
  AmountRangeError,
  Dec,
  type Locale,
  type VatFlags,
  effectiveVat,
  noVatAllowed,
} from "./money";
import type { LeadTimes } from "./dates";
import { type PriceRow, buildRows } from "./rows";
import { checkVat } from "./calculator";
import type { Title } from "./types";
import type { PricingError } from "./types";

/** Price-table products (pricing.md §5). */

export interface AttributeValue {
  id: number;
  title: Title;
}
export interface Attribute {
  id: number;
  productId?: number;
  title: Title;
  active: boolean;
  add_to_price: boolean;
  price_change: boolean;
  sort?: number;
  values: AttributeValue[];
}
export interface TablePrice {
  productId?: number;
  combination: string;
  /** The run (how many pieces) this price is for. */
  run: number;
  price: number;
}
export interface TableRun {
  id?: number;
  productId?: number;
  run: number;
}

/** Everything one product's price table needs; rows of other products are ignored. */
export interface PriceTable extends VatFlags {
  productId: number;
  attributes: Attribute[];
  prices: TablePrice[];
  /** The product's runs; without them, the runs are those the price rows name. */
  runs?: TableRun[];
  discount?: number | null;
}

export interface TableQuoteOptions {
  now: Date;
  /** The product's `info` (eco, standard, express working days). */
  leadTimes: LeadTimes;
  vat?: number;
  noVat?: boolean;
  locale?: Locale;
  discount?: number;
}

export interface TableQuote {
  errors: PricingError[];
  /** The combination key the chosen values form, e.g. "1011,1021,1031". */
  combination: string | null;
  /** Surcharge value ids switched on. */
  surcharges: number[];
  rows: PriceRow[];
}

export type AttributeRole = "combination" | "surcharge" | "info";

/** price_change && !add_to_price: combination; price_change && add_to_price: surcharge; else informational. */
export function attributeRole(a: Pick<Attribute, "price_change" | "add_to_price">): AttributeRole {
  if (!a.price_change) return "info";
  return a.add_to_price ? "surcharge" : "combination";
}

/**
 * The selection a product page starts from, by attribute id: each active attribute on its first
 * value, a surcharge on its second ("No", switched off). The page and the product call
 * (`shop.catalogue.product`, which sends this selection's cells with the product) agree on it.
 */
export function startingChoices(
  attributes: readonly Pick<
    Attribute,
    "id" | "active" | "price_change" | "add_to_price" | "values"
  >[],
): Record<number, number> {
  const out: Record<number, number> = {};
  for (const a of attributes) {
    if (!a.active || a.values.length === 0) continue;
    out[a.id] = (attributeRole(a) === "surcharge" ? (a.values[1] ?? a.values[0]) : a.values[0])!.id;
  }
  return out;
}

/** Sorted ascending, joined by ",". */
export function combinationKey(valueIds: readonly number[]): string {
  return [...valueIds].sort((x, y) => x - y).join(",");
}

type PriceIndex = Map<string, Map<number, Decimal>>;
const indexes = new WeakMap<TablePrice[], Map<number, PriceIndex>>();

function priceIndex(prices: TablePrice[], productId: number): PriceIndex {
  let byProduct = indexes.get(prices);
  if (!byProduct) {
    byProduct = new Map();
    indexes.set(prices, byProduct);
  }
  let index = byProduct.get(productId);
  if (!index) {
    index = new Map();
    for (const row of prices) {
      if (row.productId !== undefined && row.productId !== productId) continue;
      if (typeof row.price !== "number" || !Number.isFinite(row.price)) continue;
      let byRun = index.get(row.combination);
      if (!byRun) index.set(row.combination, (byRun = new Map<number, Decimal>()));
      byRun.set(row.run, new Dec(row.price).times(100)); // in grosze, as buildRows takes it
    }
    byProduct.set(productId, index);
  }
  return index;
}

export function quoteTable(
  table: PriceTable,
  valueIds: readonly unknown[],
  opts: TableQuoteOptions,
): TableQuote {
  const errors: PricingError[] = [];
  const attributes = table.attributes.filter(
    (a) => a.active && (a.productId === undefined || a.productId === table.productId),
  );
  const owner = new Map<number, Attribute>();
  for (const a of attributes) for (const v of a.values) owner.set(v.id, a);

  const chosenByAttribute = new Map<number, number[]>();
  const seen = new Set<unknown>();
  for (const id of valueIds) {
    if (seen.has(id)) continue;
    seen.add(id);
    const a = typeof id === "number" ? owner.get(id) : undefined;
    if (!a) {
      errors.push({ field: "valueIds", code: "unknown_value", params: { value: String(id) } });
      continue;
    }
    const list = chosenByAttribute.get(a.id) ?? [];
    list.push(id as number);
    chosenByAttribute.set(a.id, list);
  }

  const combination: number[] = [];
  const surcharges: number[] = [];
  for (const a of attributes) {
    const chosen = chosenByAttribute.get(a.id) ?? [];
    if (chosen.length > 1) {
      errors.push({ field: a.id, code: "multiple_values" });
      continue;
    }
    const role = attributeRole(a);
    if (role === "combination") {
      if (chosen.length === 0) errors.push({ field: a.id, code: "required" });
      else combination.push(chosen[0]!);
    } else if (role === "surcharge" && chosen.length === 1 && chosen[0] === a.values[0]?.id) {
      surcharges.push(chosen[0]!);
    }
  }

  const locale = opts.locale ?? "pl";
  const vat = effectiveVat({ vat: opts.vat, noVat: opts.noVat, locale });
  const vatError = checkVat(table, vat, opts.noVat === true && noVatAllowed(locale));
  if (vatError) errors.push(vatError);

  const answer: TableQuote = { errors, combination: null, surcharges, rows: [] };
  if (errors.length) return answer;

  const key = combinationKey(combination);
  answer.combination = key;
  const index = priceIndex(table.prices, table.productId);
  const base = index.get(key);
  const listed = table.runs
    ? table.runs
        .filter((r) => r.productId === undefined || r.productId === table.productId)
        .map((r) => r.run)
    : [...(base?.keys() ?? [])];
  const runs = [...new Set(listed)].filter((q) => base?.has(q)).sort((x, y) => x - y);
  if (runs.length === 0) {
    errors.push({ field: "valueIds", code: "no_price", params: { combination: key } });
    return answer;
  }
  const surchargeTables = surcharges.map((id) => index.get(String(id)));
  try {
    const eco100 = runs.map((q) => {
      let eco = base!.get(q)!;
      for (const t of surchargeTables) {
        const extra = t?.get(q);
        if (extra) eco = eco.plus(extra);
      }
      return [q, eco] as const;
    });
    answer.rows = buildRows(eco100, {
      vat,
      discount: opts.discount ?? table.discount ?? 0,
      now: opts.now,
      leadTimes: opts.leadTimes,
    });
  } catch (e) {
    if (!(e instanceof AmountRangeError)) throw e;
    errors.push({ field: "valueIds", code: "amount_too_large" });
  }
  return answer;
}
