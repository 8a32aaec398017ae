import type Decimal from "decimal.js";
import { Dec, type Locale, LOCALES, STANDARD_VAT, grossFromNet, noVatAllowed, round2Dec } from "./money";
import { type LeadTimes, type Mode, MODES, modeDates } from "./dates";
import type { Title } from "./calculator";
import type { PricingError } from "./messages";
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
export function labelDefaults(settings: LabelSettings, product?: { defaultMaterial?: number | null }): LabelInput {
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
    if (isNum(v) && (v < range.min || v > range.max)) errors.push({ field, code: "range", params: { min: range.min, max: range.max } });
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
  if (!isNum(input.gap) || !settings.gaps.includes(input.gap)) errors.push({ field: "gap", code: "invalid" });
  if (!isNum(input.diameter) || !settings.diameters.includes(input.diameter)) errors.push({ field: "diameter", code: "invalid" });
  const machine = input.application === MACHINE_APPLICATION;
  if (machine) {
    if (isNum(input.width) && input.width < settings.machineWidthMin) {
      errors.push({ field: "width", code: "machine_min", params: { min: settings.machineWidthMin } });
    }
    if (!isInt(input.winding) || input.winding < 1 || input.winding > WINDING_DIRECTIONS) {
      errors.push({ field: "winding", code: "winding_required" });
    }
  } else if (!isInt(input.winding) || input.winding < 0 || input.winding > WINDING_DIRECTIONS) {
    errors.push({ field: "winding", code: "invalid" });
  }
  const material = byId(settings.materials, input.material);
  if (input.sheeting && material && !material.sheeting) errors.push({ field: "sheeting", code: "sheeting_not_allowed" });
  if (input.locale !== undefined && !LOCALES.includes(input.locale)) errors.push({ field: "locale", code: "invalid" });
  if (input.notes !== undefined && typeof input.notes !== "string") errors.push({ field: "notes", code: "invalid" });
  return errors;
}

interface PreparedSettings {
  webWidth: Decimal;
  laneGap: Decimal;
  base: Decimal;
  materialRate: Decimal;
  pieceRate: Decimal;
  enrichmentSetup: Decimal;
  fixedFactor: Decimal;
  sheetingFactor: Decimal;
  personalizationSetup: Decimal;
  personalizationRate: Decimal;
  prototype: Decimal;
  tiers: { from: Decimal; factor: Decimal }[];
  modes: Record<Mode, Decimal>;
  factors: Map<LabelOptionItem, Decimal>;
}
const preparedSettings = new WeakMap<LabelSettings, PreparedSettings>();
const MM_PER_M = new Dec(1000);

/** Settings as decimals, once per settings object (they are treated as immutable). */
function prepare(s: LabelSettings): PreparedSettings {
  let p = preparedSettings.get(s);
  if (p) return p;
  const factors = new Map<LabelOptionItem, Decimal>();
  for (const item of [...s.materials, ...s.print, ...s.enrichment, ...s.application]) factors.set(item, new Dec(item.factor));
  p = {
    webWidth: new Dec(s.webWidth),
    laneGap: new Dec(s.laneGap),
    base: new Dec(s.base),
    materialRate: new Dec(s.materialRate),
    pieceRate: new Dec(s.pieceRate),
    enrichmentSetup: new Dec(s.enrichmentSetup),
    fixedFactor: new Dec(s.fixedFactor),
    sheetingFactor: new Dec(s.sheetingFactor),
    personalizationSetup: new Dec(s.personalization.setup),
    personalizationRate: new Dec(s.personalization.rate),
    prototype: new Dec(s.prototype),
    tiers: s.tiers.map((t) => ({ from: new Dec(t.from), factor: new Dec(t.factor) })),
    modes: { eco: new Dec(s.modes.eco), standard: new Dec(s.modes.standard), express: new Dec(s.modes.express) },
    factors,
  };
  preparedSettings.set(s, p);
  return p;
}

/** lanes = floor(webWidth / (w + laneGap)), w = max(width, machineMaterialMinWidth) for machine. */
export function labelLanes(settings: LabelSettings, width: number, application: number): number {
  const w = application === MACHINE_APPLICATION ? Math.max(width, settings.machineMaterialMinWidth) : width;
  const p = prepare(settings);
  return p.webWidth.div(p.laneGap.plus(w)).floor().toNumber();
}

/** The unrounded eco amount and the web figures of a valid, normalised input. */
export function labelEcoAmount(settings: LabelSettings, input: LabelInput): { eco: Decimal; lanes: number; run: Decimal } {
  const p = prepare(settings);
  const lanes = labelLanes(settings, input.width, input.application);
  const quantity = new Dec(input.quantity);
  const run = new Dec(input.height + input.gap).times(quantity).div(lanes).div(MM_PER_M);
  const area = run.times(p.webWidth).div(MM_PER_M);
  // The factor of the last tier row (in list order) whose `from` ≤ run; the first row when none.
  let tier = p.tiers[0]?.factor ?? new Dec(0);
  for (const t of p.tiers) if (t.from.lte(run)) tier = t.factor;
  const f = (list: LabelOptionItem[], id: number) => p.factors.get(byId(list, id)!)!;
  const enrichment = f(settings.enrichment, input.enrichment);
  let prod = p.base
    .plus(p.materialRate.times(f(settings.materials, input.material)).times(area))
    .plus(tier.times(f(settings.print, input.print)).times(area))
    .plus(p.pieceRate.times(quantity));
  if (enrichment.gt(0)) prod = prod.plus(p.enrichmentSetup).plus(enrichment.times(area));
  let eco = p.fixedFactor.times(f(settings.application, input.application)).times(prod);
  if (input.sheeting) eco = eco.times(p.sheetingFactor);
  if (input.personalization) {
    eco = eco.plus(p.personalizationSetup).plus(quantity.times(input.width).times(input.height).times(p.personalizationRate));
  }
  if (input.prototype) eco = eco.plus(p.prototype);
  return { eco, lanes, run };
}

/** The label quote: errors, or three prices with lead times and dispatch dates, plus the roll plan. */
export function quoteLabel(settings: LabelSettings, rawInput: LabelInput, opts: LabelQuoteOptions): LabelQuote {
  const input = normalizeLabelInput(settings, rawInput);
  const errors = validateLabelInput(settings, input);
  if (errors.length) return { errors, prices: null, roll: null, lanes: null, runMeters: null, input };
  const p = prepare(settings);
  const { eco, lanes, run } = labelEcoAmount(settings, input);
  const locale = opts.locale && LOCALES.includes(opts.locale) ? opts.locale : input.locale!;
  const vat = input.noVat && noVatAllowed(locale) ? 0 : (opts.vat ?? STANDARD_VAT);
  const dates = modeDates(opts.now, settings.leadTimes[locale]);
  const prices = {} as Record<Mode, LabelPrice>;
  for (const mode of MODES) {
    const net = round2Dec(eco.times(p.modes[mode]));
    prices[mode] = { net: net.toNumber(), gross: grossFromNet(net, vat).toNumber(), days: dates[mode].days, date: dates[mode].date };
  }
  const roll = planRolls(settings, input, lanes, input.application === MACHINE_APPLICATION);
  return { errors, prices, roll, lanes, runMeters: run.toNumber(), input };
}
