import { AppError } from "../error";
import * as Product from "../product/load";
import type { Locale, Translated } from "../i18n/locale";
import * as Calculator from "../calculator/shop";
import * as PriceTable from "../price-table/shop";
import * as Labels from "../labels/shop";
import { describeLabel } from "../labels/describe";
import type { PriceCell } from "../pricing/index";
import type { CartLine } from "./line";
import type { LineConfig, Mode } from "./schema";

/** Product titles (and flags) for lines, from the product aggregate's cached summary. */
const product = Product.summary;

const same = (s: string): Translated => ({ pl: s, en: s, de: s });
const toGrosze = (x: number) => Math.round(x * 100);

/** A quoted cell's amounts as a line stores them. */
const amountsOf = (cell: PriceCell) => ({
  netGrosze: toGrosze(cell.net),
  discountGrosze: toGrosze(cell.discount),
  days: cell.days,
});

export type PricedLine = Omit<CartLine, "id" | "addedAt" | "comment">;

interface Options {
  vat?: number;
  locale: Locale;
  now?: Date;
}

/** The configuration's fields as the shopper chose them, with the stops a quote reports. */
function refuse(errors: { field: string; code: string; message: string }[]): never {
  throw new AppError("input", "cart.config_invalid", {
    fields: errors.map((e) => ({ field: `config.${e.field}`, code: e.code, message: e.message })),
  });
}

/** The quote's row of `run` (rows and cart lines name the run `quantity` on the wire: api.md). */
function cellOf(
  rows: { quantity: number; eco: PriceCell; standard: PriceCell; express: PriceCell }[],
  run: number,
  mode: Mode,
): PriceCell {
  const row = rows.find((r) => r.quantity === run);
  if (!row)
    throw new AppError("input", "cart.quantity_unavailable", {
      params: { quantity: run },
      fields: [{ field: "config.quantity", code: "quantity_unavailable" }],
    });
  return row[mode];
}

async function priceCalculator(
  config: Extract<LineConfig, { kind: "calculator" }>,
  mode: Mode,
  opts: Options,
): Promise<PricedLine> {
  const def = await Calculator.get({ calculatorId: config.calculatorId });
  const vat = opts.vat ?? 23;
  const q = await Calculator.quote(
    { calculatorId: config.calculatorId, selections: config.selections, vat: vat as 23 },
    { locale: opts.locale, now: opts.now },
  );
  if (q.conflicts.length > 0)
    refuse(q.conflicts.map((c) => ({ field: "selections", code: "conflict", message: c.message })));
  if (q.errors.length > 0) refuse(q.errors);
  const cell = cellOf(q.rows, config.quantity, mode);
  const p = def.productId ? await product(def.productId) : null;
  const off = new Set(q.disabledOptions);
  const params: PricedLine["params"] = [];
  for (const o of def.options) {
    if (!o.active || off.has(o.id)) continue;
    const chosen = config.selections[String(o.id)];
    if (o.type === "select") {
      const v = o.values.find((x) => x.id === (chosen ?? o.values[0]?.id));
      if (v) params.push({ title: o.title as Translated, value: v.title as Translated });
    } else {
      params.push({ title: o.title as Translated, value: String(chosen ?? o.initialValue ?? "") });
    }
  }
  return {
    kind: "calculator",
    productId: p?.productId ?? null,
    title: p?.title ?? same(`#${config.calculatorId}`),
    params,
    config,
    mode,
    quantity: config.quantity,
    vat,
    ...amountsOf(cell),
  };
}

async function priceTable(
  config: Extract<LineConfig, { kind: "table" }>,
  mode: Mode,
  opts: Options,
): Promise<PricedLine> {
  const vat = opts.vat ?? 23;
  const q = await PriceTable.quote(
    { productId: config.productId, valueIds: config.valueIds, vat: vat as 23 },
    { locale: opts.locale, now: opts.now },
  );
  if (q.errors.length > 0) refuse(q.errors);
  const cell = cellOf(q.rows, config.quantity, mode);
  const [p, attrs] = await Promise.all([
    product(config.productId),
    PriceTable.attributes({ productId: config.productId }),
  ]);
  const chosen = new Set(config.valueIds);
  const params: PricedLine["params"] = [];
  for (const a of attrs.data) {
    const v = a.values.find((x) => chosen.has(x.id));
    if (v) params.push({ title: a.title as Translated, value: v.title as Translated });
  }
  return {
    kind: "table",
    productId: p.productId,
    title: p.title,
    params,
    config,
    mode,
    quantity: config.quantity,
    vat,
    ...amountsOf(cell),
  };
}

async function priceLabel(
  config: Extract<LineConfig, { kind: "label" }>,
  mode: Mode,
  opts: Options,
): Promise<PricedLine> {
  const q = await Labels.quote(
    { ...config.input, noVat: false },
    { locale: opts.locale, now: opts.now },
  );
  if (q.errors.length > 0 || !q.prices) refuse(q.errors);
  const price = q.prices[mode];
  const s = await Labels.settings();
  const input = q.input;
  const p = config.productId ? await product(config.productId) : null;
  return {
    kind: "label",
    productId: p?.productId ?? config.productId ?? null,
    title: p?.title ?? { pl: "Etykiety na rolce", en: "Roll labels", de: "Rollenetiketten" },
    // Every parameter, the machine-only ones too (issue 28 fault 2): labels/describe.ts.
    params: describeLabel(input, s),
    config: { ...config, input: { ...config.input, ...input, noVat: false } } as LineConfig,
    mode,
    quantity: input.quantity,
    vat: 23,
    netGrosze: toGrosze(price.net),
    discountGrosze: 0,
    days: price.days,
  };
}

/** Prices a configuration on the server, from the (cached) definitions alone. */
export function priceLine(config: LineConfig, mode: Mode, opts: Options): Promise<PricedLine> {
  if (config.kind === "calculator") return priceCalculator(config, mode, opts);
  if (config.kind === "table") return priceTable(config, mode, opts);
  return priceLabel(config, mode, opts);
}
