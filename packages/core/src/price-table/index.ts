import { z } from "zod";
import { AppError } from "../error";
import * as Product from "../product/index";
import type { Locale } from "../i18n/locale";
import { answerErrors } from "../quote-errors";
import { TableQuoteInput, quoteTable } from "../pricing/index";
import { fn } from "../fn";

/** The definition comes from the one loader of the product aggregate (cached there). */
const load = Product.tableDefinition;

export const quoteSchema = TableQuoteInput;

export const quote = fn(quoteSchema, async (parsed, context: { locale: Locale; now?: Date }) => {
  const locale = parsed.locale ?? context.locale;
  const { table, leadTimes } = await load(parsed.productId);
  const result = quoteTable(table, parsed.valueIds, { now: context.now ?? new Date(), leadTimes, vat: parsed.vat, noVat: parsed.noVat, locale });
  return { errors: answerErrors(result.errors, locale), combination: result.combination, surcharges: result.surcharges, rows: result.rows };
});

export const attributesSchema = z.object({ productId: z.int().positive() });

/** The legacy `GET /api/product/{id}` answer: attributes in the seed's shape and the lead times. */
export const attributes = fn(attributesSchema, async ({ productId }) => {
  const { table, leadTimes, children } = await load(productId);
  return {
    data: table.attributes.map((a) => ({ ...a, children: children.get(a.id) ?? [] })),
    info: leadTimes,
  };
});

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
export const prices = fn(pricesSchema, async (parsed, context: { locale: Locale; now?: Date }) => {
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
});
