import type Decimal from "decimal.js";
import {
  AmountRangeError,
  Dec,
  type Locale,
  LOCALES,
  STANDARD_VAT,
  grossGrosze,
  noVatAllowed,
  roundGrosze,
} from "./money";
import { type LeadTimes, type Mode, MODES, modeDates } from "./dates";
import type { Title } from "./types";
import type { PricingError } from "./types";
import { type RollPlan, planRolls } from "./roll";

/** Roll labels (pricing.md §3). Every factor comes from the `labelPricing` settings object. */

export interface LabelRange {
  min: number;
  max: number;
}
export interface LabelOptionItem {
  id: number;
  factor: number;
  title: Title;
}
export interface LabelMaterial extends LabelOptionItem {
  /** Whether sheet cutting is available for this material. */
  sheeting: boolean;
}

/** Exactly the shape of `labelPricing` in the catalogue. */
export interface LabelSettings {
  webWidth: number;
  laneGap: number;
  machineMaterialMinWidth: number;
  width: LabelRange;
  height: LabelRange;
  quantity: LabelRange;
  machineWidthMin: number;
  gaps: number[];
  defaultGap: number;
  diameters: number[];
  defaultDiameter: number;
  materials: LabelMaterial[];
  print: LabelOptionItem[];
  enrichment: LabelOptionItem[];
  application: LabelOptionItem[];
  base: number;
  materialRate: number;
  pieceRate: number;
  enrichmentSetup: number;
  fixedFactor: number;
  sheetingFactor: number;
  personalization: { setup: number; rate: number };
  prototype: number;
  tiers: { from: number; factor: number }[];
  modes: Record<Mode, number>;
  leadTimes: Record<Locale, LeadTimes>;
  defaults: { width: number; height: number; quantity: number };
  rollMaxDiameter: number;
  materialThickness: number;
}

export interface LabelInput {
  width: number;
  height: number;
  quantity: number;
  material: number;
  print: number;
  enrichment: number;
  /** 0 manual, 1 machine. */
  application: number;
  diameter: number;
  gap: number;
  /** 0 = none ("wire" tile), 1..8 = winding direction for machine application. */
  winding: number;
  sheeting?: boolean;
  prototype?: boolean;
  personalization?: boolean;
  freeSamples?: boolean;
  notes?: string;
  noVat?: boolean;
  locale?: Locale;
}

/** Structural ids of the application options and the number of winding directions. */
export const MANUAL_APPLICATION = 0;
export const MACHINE_APPLICATION = 1;
export const WINDING_DIRECTIONS = 8;

export interface LabelPrice {
  net: number;
  gross: number;
  days: number;
  date: string;
}
export interface LabelQuote {
  errors: PricingError[];
  prices: Record<Mode, LabelPrice> | null;
  roll: RollPlan | null;
  lanes: number | null;
  /** Running metres of web, unrounded (the worked examples carry e.g. 5.275). */
  runMeters: number | null;
  /** The input after normalisation: what the server prices and stores. */
  input: LabelInput;
}
export interface LabelQuoteOptions {
  now: Date;
  locale?: Locale;
  vat?: number;
}

/** The opening state of the label calculator; products 62 and 29 open with their own material. */
export function labelDefaults(
  settings: LabelSettings,
  product?: { defaultMaterial?: number | null },
): LabelInput {
  return {
    width: settings.defaults.width,
    height: settings.defaults.height,
    quantity: settings.defaults.quantity,
    material: product?.defaultMaterial ?? settings.materials[0]?.id ?? 0,
    print: settings.print[0]?.id ?? 0,
    enrichment: settings.enrichment[0]?.id ?? 0,
    application: settings.application[0]?.id ?? MANUAL_APPLICATION,
    diameter: settings.defaultDiameter,
    gap: settings.defaultGap,
    winding: 0,
    sheeting: false,
    prototype: false,
    personalization: false,
    freeSamples: false,
    notes: "",
    noVat: false,
    locale: "pl",
  };
}

/**
 * Manual application forces core 76 (defaultDiameter), winding 0, gap = defaultGap and switches
 * sheeting, prototype, personalization and free samples off; noVat is forced off for pl.
 */
export function normalizeLabelInput(settings: LabelSettings, input: LabelInput): LabelInput {
  const out: LabelInput = {
    ...input,
    sheeting: input.sheeting === true,
    prototype: input.prototype === true,
    personalization: input.personalization === true,
    freeSamples: input.freeSamples === true,
    noVat: input.noVat === true,
    locale: input.locale ?? "pl",
  };
  if (out.application === MANUAL_APPLICATION) {
    out.diameter = settings.defaultDiameter;
    out.winding = 0;
    out.gap = settings.defaultGap;
    out.sheeting = out.prototype = out.personalization = out.freeSamples = false;
  }
  if (!LOCALES.includes(out.locale!) || !noVatAllowed(out.locale!)) out.noVat = false;
  return out;
}

const isInt = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v);
const isNum = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);
const byId = <T extends { id: number }>(list: readonly T[], id: unknown): T | undefined =>
  typeof id === "number" ? list.find((x) => x.id === id) : undefined;

/** Every failing rule of pricing.md §3, in rule order; never throws, whatever the input holds. */
export function validateLabelInput(settings: LabelSettings, rawInput: LabelInput): PricingError[] {
  const input = normalizeLabelInput(settings, rawInput);
  const errors: PricingError[] = [];
  const dims = [
    ["width", settings.width],
    ["height", settings.height],
    ["quantity", settings.quantity],
  ] as const;
  for (const [field] of dims) if (!isInt(input[field])) errors.push({ field, code: "not_integer" });
  for (const [field, range] of dims) {
    const v = input[field];
    if (isNum(v) && (v < range.min || v > range.max))
      errors.push({ field, code: "range", params: { min: range.min, max: range.max } });
  }
  const options = [
    ["material", settings.materials],
    ["print", settings.print],
    ["enrichment", settings.enrichment],
    ["application", settings.application],
  ] as const;
  for (const [field, list] of options) {
    if (!byId<LabelOptionItem>(list, input[field])) errors.push({ field, code: "unknown_option" });
  }
  if (!isNum(input.gap) || !settings.gaps.includes(input.gap))
    errors.push({ field: "gap", code: "invalid" });
  if (!isNum(input.diameter) || !settings.diameters.includes(input.diameter))
    errors.push({ field: "diameter", code: "invalid" });
  const machine = input.application === MACHINE_APPLICATION;
  if (machine) {
    if (isNum(input.width) && input.width < settings.machineWidthMin) {
      errors.push({
        field: "width",
        code: "machine_min",
        params: { min: settings.machineWidthMin },
      });
    }
    if (!isInt(input.winding) || input.winding < 1 || input.winding > WINDING_DIRECTIONS) {
      errors.push({ field: "winding", code: "winding_required" });
    }
  } else if (!isInt(input.winding) || input.winding < 0 || input.winding > WINDING_DIRECTIONS) {
    errors.push({ field: "winding", code: "invalid" });
  }
  const material = byId(settings.materials, input.material);
  if (input.sheeting && material && !material.sheeting)
    errors.push({ field: "sheeting", code: "sheeting_not_allowed" });
  if (input.locale !== undefined && !LOCALES.includes(input.locale))
    errors.push({ field: "locale", code: "invalid" });
  if (input.notes !== undefined && typeof input.notes !== "string")
    errors.push({ field: "notes", code: "invalid" });
  return errors;
}

interface PreparedSettings {
  /** webWidth in metres: area (m²) = run (m) × this. */
  webWidthM: Decimal;
  base: Decimal;
  baseWithEnrichment: Decimal;
  pieceRate: Decimal;
  personalizationSetup: Decimal;
  personalizationRate: Decimal;
  prototype: Decimal;
  tiers: { from: Decimal; factor: Decimal }[];
  /** Mode factors × 100: net in grosze is one rounding to a whole number. */
  modes100: Record<Mode, Decimal>;
  /** Per-m² coefficient, by material|print|enrichment|tier index. */
  areaRates: Map<string, Decimal>;
  /** fixedFactor × application factor × (sheeting factor), by application|sheeting. */
  multipliers: Map<string, Decimal>;
}
const preparedSettings = new WeakMap<LabelSettings, PreparedSettings>();

/** Settings as decimals, once per settings object (they are treated as immutable). */
function prepare(s: LabelSettings): PreparedSettings {
  let p = preparedSettings.get(s);
  if (p) return p;
  const base = new Dec(s.base);
  p = {
    webWidthM: new Dec(s.webWidth).div(1000),
    base,
    baseWithEnrichment: base.plus(s.enrichmentSetup),
    pieceRate: new Dec(s.pieceRate),
    personalizationSetup: new Dec(s.personalization.setup),
    personalizationRate: new Dec(s.personalization.rate),
    prototype: new Dec(s.prototype),
    tiers: s.tiers.map((t) => ({ from: new Dec(t.from), factor: new Dec(t.factor) })),
    modes100: {
      eco: new Dec(s.modes.eco).times(100),
      standard: new Dec(s.modes.standard).times(100),
      express: new Dec(s.modes.express).times(100),
    },
    areaRates: new Map(),
    multipliers: new Map(),
  };
  preparedSettings.set(s, p);
  return p;
}

/** lanes = floor(webWidth / (w + laneGap)), w = max(width, machineMaterialMinWidth) for machine. */
export function labelLanes(settings: LabelSettings, width: number, application: number): number {
  const w =
    application === MACHINE_APPLICATION ? Math.max(width, settings.machineMaterialMinWidth) : width;
  if (
    Number.isInteger(w) &&
    Number.isInteger(settings.webWidth) &&
    Number.isInteger(settings.laneGap)
  ) {
    return Math.floor(settings.webWidth / (w + settings.laneGap)); // whole numbers: exact
  }
  return new Dec(settings.webWidth).div(new Dec(w).plus(settings.laneGap)).floor().toNumber();
}

/**
 * The unrounded eco amount and the web figures of a valid, normalised input (pricing.md §3):
 *   prod = base + pieceRate × q + (enrichment ? setup : 0)
 *        + (materialRate × material + tier × print + enrichment) × area
 * which is the rule book's sum with the area terms gathered (exact decimals either way).
 */
export function labelEcoAmount(
  settings: LabelSettings,
  input: LabelInput,
): { eco: Decimal; lanes: number; run: Decimal } {
  const p = prepare(settings);
  const lanes = labelLanes(settings, input.width, input.application);
  const pitch = Number.isInteger(input.gap)
    ? new Dec(input.height + input.gap)
    : new Dec(input.height).plus(input.gap);
  const run = pitch.times(input.quantity).div(lanes * 1000);
  const area = run.times(p.webWidthM);
  // The factor of the last tier row (in list order) whose `from` ≤ run; the first row when none.
  let tierIndex = 0;
  for (let i = 0; i < p.tiers.length; i++) if (p.tiers[i]!.from.lte(run)) tierIndex = i;
  const material = byId(settings.materials, input.material)!;
  const print = byId(settings.print, input.print)!;
  const enrichment = byId(settings.enrichment, input.enrichment)!;
  const rateKey = `${material.id}|${print.id}|${enrichment.id}|${tierIndex}`;
  let areaRate = p.areaRates.get(rateKey);
  if (!areaRate) {
    const tier = p.tiers[tierIndex]?.factor ?? new Dec(0);
    areaRate = new Dec(settings.materialRate).times(material.factor).plus(tier.times(print.factor));
    if (enrichment.factor > 0) areaRate = areaRate.plus(enrichment.factor);
    p.areaRates.set(rateKey, areaRate);
  }
  const fixed = enrichment.factor > 0 ? p.baseWithEnrichment : p.base;
  const prod = fixed.plus(p.pieceRate.times(input.quantity)).plus(areaRate.times(area));
  const multiplierKey = `${input.application}|${input.sheeting === true}`;
  let multiplier = p.multipliers.get(multiplierKey);
  if (!multiplier) {
    const application = byId(settings.application, input.application)!;
    multiplier = new Dec(settings.fixedFactor).times(application.factor);
    if (input.sheeting) multiplier = multiplier.times(settings.sheetingFactor);
    p.multipliers.set(multiplierKey, multiplier);
  }
  let eco = multiplier.times(prod);
  if (input.personalization) {
    const qwh = input.quantity * input.width * input.height; // whole numbers after validation
    const perLabels = Number.isSafeInteger(qwh)
      ? new Dec(qwh)
      : new Dec(input.quantity).times(input.width).times(input.height);
    eco = eco.plus(p.personalizationSetup).plus(perLabels.times(p.personalizationRate));
  }
  if (input.prototype) eco = eco.plus(p.prototype);
  return { eco, lanes, run };
}

/** The label quote: errors, or three prices with lead times and dispatch dates, plus the roll plan. */
export function quoteLabel(
  settings: LabelSettings,
  rawInput: LabelInput,
  opts: LabelQuoteOptions,
): LabelQuote {
  const input = normalizeLabelInput(settings, rawInput);
  const errors = validateLabelInput(settings, input);
  if (errors.length)
    return { errors, prices: null, roll: null, lanes: null, runMeters: null, input };
  const p = prepare(settings);
  const { eco, lanes, run } = labelEcoAmount(settings, input);
  const locale = opts.locale && LOCALES.includes(opts.locale) ? opts.locale : input.locale!;
  const vat = input.noVat && noVatAllowed(locale) ? 0 : (opts.vat ?? STANDARD_VAT);
  const dates = modeDates(opts.now, settings.leadTimes[locale]);
  const prices = {} as Record<Mode, LabelPrice>;
  try {
    for (const mode of MODES) {
      const net = roundGrosze(eco.times(p.modes100[mode]));
      prices[mode] = {
        net: net / 100,
        gross: grossGrosze(net, vat) / 100,
        days: dates[mode].days,
        date: dates[mode].date,
      };
    }
  } catch (e) {
    if (!(e instanceof AmountRangeError)) throw e;
    errors.push({ field: "quantity", code: "amount_too_large" });
    return { errors, prices: null, roll: null, lanes: null, runMeters: null, input };
  }
  const roll = planRolls(settings, input, lanes, input.application === MACHINE_APPLICATION);
  return { errors, prices, roll, lanes, runMeters: run.toNumber(), input };
}
