import * as z from "zod";
import { db } from "../dynamo/db";
import { AppError } from "../error";
import { DEFINITION_TTL_MS, TtlCache } from "../cache";
import * as Product from "../product/load";
import { pick, type Locale, type Translated } from "../i18n/locale";
import { answerErrors } from "../quote-errors";
import {
  LabelQuoteInput,
  LocaleSchema,
  labelDefaults,
  noVatAllowed,
  quoteLabel,
  type LabelSettings,
} from "../pricing/index";
import { fn } from "../fn";

const cache = new TtlCache<"current", LabelSettings>("labels", DEFINITION_TTL_MS, 1);

/** The label pricing settings, from a short-lived in-memory cache (one GetItem when cold). */
export function settings(): Promise<LabelSettings> {
  return cache.get("current", async () => {
    const item = (await db().entities.labelPricing.get({}).go()).data;
    if (!item) throw new AppError("not_found", "labels.settings_missing");
    return item.settings;
  });
}

export const optionsSchema = z.object({
  locale: LocaleSchema,
  productId: z.int().positive().optional(),
});

/** The label option lists with titles in the caller's language, the ranges and the defaults. */
export const options = fn(optionsSchema, async ({ locale, productId }) => {
  const s = await settings();
  let defaultMaterial: number | null = null;
  if (productId !== undefined) {
    const product = await Product.item(productId);
    if (!product || !product.active || product.kind !== "label")
      throw new AppError("not_found", "product.not_found");
    defaultMaterial = product.defaultMaterial ?? null;
  }
  const titled = <T extends { title: Partial<Translated> }>(items: T[]) =>
    items.map((i) => ({ ...i, title: pick(i.title as Translated, locale) }));
  return {
    materials: titled(s.materials).map(({ id, title, sheeting }) => ({ id, title, sheeting })),
    print: titled(s.print).map(({ id, title }) => ({ id, title })),
    enrichment: titled(s.enrichment).map(({ id, title }) => ({ id, title })),
    application: titled(s.application).map(({ id, title }) => ({ id, title })),
    gaps: s.gaps,
    diameters: s.diameters,
    ranges: {
      width: s.width,
      height: s.height,
      quantity: s.quantity,
      machineWidthMin: s.machineWidthMin,
    },
    leadTimes: s.leadTimes[locale],
    rollMaxDiameter: s.rollMaxDiameter,
    noVatAllowed: noVatAllowed(locale),
    defaults: { ...labelDefaults(s, { defaultMaterial }), locale },
  };
});

export const quoteSchema = LabelQuoteInput.extend({
  width: z.number().finite().nonnegative(),
  height: z.number().finite().nonnegative(),
  quantity: z.number().finite().nonnegative(),
});

/** A label quote computed by the server from the configuration alone. */
export const quote = fn(quoteSchema, async (parsed, context: { locale: Locale; now?: Date }) => {
  const locale = parsed.locale ?? context.locale;
  const result = quoteLabel(
    await settings(),
    { ...parsed, locale },
    { now: context.now ?? new Date(), locale },
  );
  return {
    errors: answerErrors(result.errors, locale),
    prices: result.prices,
    roll: result.roll,
    lanes: result.lanes,
    runMeters: result.runMeters,
    input: result.input,
  };
});
