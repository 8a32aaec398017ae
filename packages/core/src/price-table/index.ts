import { z } from "zod";
import { db } from "../dynamo/db";
import { AppError } from "../error";
import { DEFINITION_TTL_MS, TtlCache } from "../cache";
import type { Locale, Translated } from "../i18n/locale";
import { answerErrors } from "../quote-errors";
import { TableQuoteInput, quoteTable, type Attribute, type LeadTimes, type PriceTable } from "../pricing/index";

interface Loaded {
  table: PriceTable;
  leadTimes: LeadTimes;
  children: Map<number, unknown>;
}

/** A price-table product: the product item and its partition (attributes, runs, prices): two requests. */
const cache = new TtlCache<number, Loaded>("priceTables", DEFINITION_TTL_MS, 100);

async function load(productId: number): Promise<Loaded> {
  return cache.get(productId, async () => {
    const product = (await db().entities.product.get({ productId }).go()).data;
    if (!product || !product.active || product.kind !== "table") throw new AppError("not_found", "product.not_found");
    const { data } = await db().collections.productDetail({ productId }).go({ pages: "all" });
    const attributes: Attribute[] = data.attribute
      .sort((a, b) => a.sort - b.sort)
      .map((a) => ({
        id: a.attributeId,
        productId,
        title: a.title as Translated,
        active: a.active,
        add_to_price: a.addToPrice,
        price_change: a.priceChange,
        sort: a.sort,
        values: a.values as Attribute["values"],
      }));
    return {
      table: {
        productId,
        attributes,
        prices: data.priceEntry.map((p) => ({ productId, combination: p.combination, copy: p.copy, price: Number(p.price) })),
        copies: data.printRun.map((r) => ({ id: r.copyId, productId, copy: r.copy })),
        discount: product.discount ?? 0,
        vat0: product.vat0 ?? false,
        vat5: product.vat5 ?? false,
        vat8: product.vat8 ?? false,
      },
      leadTimes: (product.info as LeadTimes | undefined) ?? { eco: 0, standard: 0, express: 0 },
      children: new Map(data.attribute.map((a) => [a.attributeId, a.children ?? []])),
    };
  });
}


export const quoteSchema = TableQuoteInput;

export async function quote(input: z.infer<typeof quoteSchema>, context: { locale: Locale; now?: Date }) {
  const parsed = quoteSchema.parse(input);
  const locale = parsed.locale ?? context.locale;
  const { table, leadTimes } = await load(parsed.productId);
  const result = quoteTable(table, parsed.valueIds, { now: context.now ?? new Date(), leadTimes, vat: parsed.vat, noVat: parsed.noVat, locale });
  return { errors: answerErrors(result.errors, locale), combination: result.combination, surcharges: result.surcharges, rows: result.rows };
}
quote.schema = quoteSchema;

export const attributesSchema = z.object({ productId: z.int().positive() });

/** The legacy `GET /api/product/{id}` answer: attributes in the seed's shape and the lead times. */
export async function attributes(input: z.infer<typeof attributesSchema>) {
  const { productId } = attributesSchema.parse(input);
  const { table, leadTimes, children } = await load(productId);
  return {
    data: table.attributes.map((a) => ({ ...a, children: children.get(a.id) ?? [] })),
    info: leadTimes,
  };
}
attributes.schema = attributesSchema;

const valueIdList = z.array(z.int().positive()).max(50);
export const pricesSchema = z.object({
  productId: z.int().positive(),
  attributeVariables: valueIdList.default([]),
  attributeValues: valueIdList,
});

/**
 * The legacy `POST /api/prices/{id}` answer: one entry per run for the chosen values, surcharges
 * included (pricing.md §5), net PLN per mode.
 */
export async function prices(input: z.input<typeof pricesSchema>, context: { locale: Locale; now?: Date }) {
  const parsed = pricesSchema.parse(input);
  const valueIds = [...new Set([...parsed.attributeValues, ...parsed.attributeVariables])];
  const answer = await quote({ productId: parsed.productId, valueIds }, context);
  if (answer.errors.length > 0) throw new AppError("input", "input.invalid", { fields: answer.errors });
  const out: Record<string, { values: string; copy: number; priceEcoNet: number; priceStandardNet: number; priceExpressNet: number }> = {};
  for (const row of answer.rows) {
    out[String(row.quantity)] = {
      values: answer.combination ?? "",
      copy: row.quantity,
      priceEcoNet: row.eco.net,
      priceStandardNet: row.standard.net,
      priceExpressNet: row.express.net,
    };
  }
  return out;
}
prices.schema = pricesSchema;
