import { Dec, type Locale } from "../pricing/money";
import { MODES, type Mode } from "../pricing/dates";
import { type LabelInput, type LabelSettings, quoteLabel } from "../pricing/labels";
import type { PricingError } from "../pricing/messages";
import type { ReferenceConfig } from "./settings-schema";

/**
 * The label pricing preview (pure, browser-safe): each reference configuration priced with
 * `quoteLabel` under today's parameters and under the draft, side by side, with the change of
 * each mode's net price in percent. A configuration the draft cannot price is a `failure`:
 * the API refuses to publish such a draft and says which and why.
 */

export interface PriceSide {
  net: Record<Mode, number> | null;
  errors: PricingError[];
}
export interface PreviewRow {
  id: string;
  name: string;
  current: PriceSide;
  draft: PriceSide;
  /** (draft − current) / current × 100, rounded half up to 0.01; null where either has no price or current is 0. */
  changePercent: Record<Mode, string | null>;
}

const side = (settings: LabelSettings, input: LabelInput, now: Date, locale: Locale): PriceSide => {
  const q = quoteLabel(settings, { ...input, locale }, { now, locale });
  return {
    net: q.prices
      ? { eco: q.prices.eco.net, standard: q.prices.standard.net, express: q.prices.express.net }
      : null,
    errors: q.errors,
  };
};

export function percentChange(current: number, next: number): string | null {
  if (current === 0) return null;
  return new Dec(next)
    .minus(current)
    .div(current)
    .times(100)
    .toDecimalPlaces(2, Dec.ROUND_HALF_UP)
    .toFixed(2);
}

export function previewLabels(
  current: LabelSettings,
  draft: LabelSettings,
  refs: readonly ReferenceConfig[],
  now: Date,
  locale: Locale = "pl",
): PreviewRow[] {
  return refs.map((r) => {
    const input = r.input as LabelInput;
    const a = side(current, input, now, locale);
    const b = side(draft, input, now, locale);
    const changePercent = {} as Record<Mode, string | null>;
    for (const m of MODES)
      changePercent[m] = a.net && b.net ? percentChange(a.net[m], b.net[m]) : null;
    return { id: r.id, name: r.name, current: a, draft: b, changePercent };
  });
}

/** The reference configurations the draft cannot price, with the pricing module's reasons. */
export function failures(
  rows: readonly PreviewRow[],
): { id: string; name: string; errors: PricingError[] }[] {
  return rows
    .filter((r) => r.draft.net === null)
    .map((r) => ({ id: r.id, name: r.name, errors: r.draft.errors }));
}

/** A starting set of reference configurations covering every material, print, lamination and both applications. */
export function defaultReferences(s: LabelSettings): ReferenceConfig[] {
  const out: ReferenceConfig[] = [];
  const base = {
    width: s.defaults.width,
    height: s.defaults.height,
    quantity: s.defaults.quantity,
    print: s.print[0]!.id,
    enrichment: s.enrichment[0]!.id,
    application: 0,
    diameter: s.defaultDiameter,
    gap: s.defaultGap,
    winding: 0,
  };
  for (const m of s.materials)
    out.push({
      id: `material-${m.id}`,
      name: `${m.title.en ?? m.id}`,
      input: { ...base, material: m.id },
    });
  for (const p of s.print.slice(1))
    out.push({
      id: `print-${p.id}`,
      name: `${p.title.en ?? p.id}`,
      input: { ...base, material: s.materials[0]!.id, print: p.id },
    });
  for (const e of s.enrichment.slice(1))
    out.push({
      id: `enrichment-${e.id}`,
      name: `${e.title.en ?? e.id}`,
      input: { ...base, material: s.materials[0]!.id, enrichment: e.id },
    });
  out.push({
    id: "machine-5000",
    name: "Machine, 100 × 60 mm, 5000 pcs",
    input: {
      ...base,
      material: s.materials[0]!.id,
      application: 1,
      winding: 1,
      width: 100,
      height: 60,
      quantity: 5000,
    },
  });
  out.push({
    id: "small-100",
    name: "30 × 20 mm, 100 pcs",
    input: { ...base, material: s.materials[0]!.id, width: 30, height: 20, quantity: 100 },
  });
  out.push({
    id: "large-50000",
    name: "200 × 150 mm, 50000 pcs",
    input: { ...base, material: s.materials[0]!.id, width: 200, height: 150, quantity: 50_000 },
  });
  return out;
}
