import type Decimal from "decimal.js";
import {
  AmountRangeError,
  Dec,
  type Locale,
  type VatFlags,
  effectiveVat,
  noVatAllowed,
  vatChoices,
} from "./money";
import type { LeadTimes } from "./dates";
import {
  type CompiledEquation,
  type EquationError,
  evaluateEquation,
  parseEquation,
} from "./equation";
import { type PriceRow, buildRows } from "./rows";
import type {
  CalculatorDefinition,
  CalculatorOption,
  CalculatorValue,
} from "./calculator-definition";
import type { ChosenRef, Conflict, PricingError } from "./types";

export type { ChosenRef, Conflict, Title } from "./types";

/** Calculator products (pricing.md §4). Definitions are treated as immutable once quoted. */
export type {
  CalculatorDefinition,
  CalculatorOption,
  CalculatorValue,
  InputOption,
  SelectOption,
} from "./calculator-definition";

export type Selections = Readonly<Record<string | number, unknown>>;

export interface CalculatorQuote {
  errors: PricingError[];
  conflicts: Conflict[];
  disabledValues: number[];
  /** Options switched off by a dependency (pricing.md §4): shown disabled, contribute 0. */
  disabledOptions: number[];
  rows: PriceRow[];
}

export interface CalculatorQuoteOptions {
  now: Date;
  leadTimes: LeadTimes;
  vat?: number;
  noVat?: boolean;
  locale?: Locale;
  /** Overrides the definition's discount percent (e.g. a customer-level discount). */
  discount?: number;
}

interface Prepared {
  valueById: Map<number, { optionId: number; value: Decimal; excluding: Set<number> }>;
  shortcodes: Set<string>;
  equation: { ok: true; equation: CompiledEquation } | { ok: false; errors: EquationError[] };
  /** [run, multiplier × 100] ascending, multipliers above 0 only. */
  runs: [number, Decimal][];
  steps: Map<number, { step: Decimal | null }>;
  optionById: Map<number, CalculatorOption>;
  start: Record<number, number>;
}
const preparedDefs = new WeakMap<CalculatorDefinition, Prepared>();

function parseExcluding(x: CalculatorValue["excluding"]): Set<number> {
  const list = Array.isArray(x) ? x : typeof x === "string" ? x.split(",") : [];
  const out = new Set<number>();
  for (const item of list) {
    const n = typeof item === "number" ? item : Number(String(item).trim());
    if (Number.isInteger(n) && n > 0) out.add(n);
  }
  return out;
}

function prepare(def: CalculatorDefinition): Prepared {
  let p = preparedDefs.get(def);
  if (p) return p;
  const valueById = new Map<number, { optionId: number; value: Decimal; excluding: Set<number> }>();
  const steps = new Map<number, { step: Decimal | null }>();
  for (const o of def.options) {
    if (o.type === "select") {
      for (const v of o.values)
        valueById.set(v.id, {
          optionId: o.id,
          value: new Dec(v.value),
          excluding: parseExcluding(v.excluding),
        });
    } else {
      steps.set(o.id, { step: typeof o.step === "number" && o.step > 0 ? new Dec(o.step) : null });
    }
  }
  const shortcodes = new Set(def.options.map((o) => o.shortcode));
  const runs = Object.entries(def.copies)
    .map(([run, m]) => [Number(run), m] as const)
    .filter(([run, m]) => Number.isInteger(run) && run > 0 && typeof m === "number" && m > 0)
    .sort((x, y) => x[0] - y[0])
    .map(([run, m]): [number, Decimal] => [run, new Dec(m).times(100)]);
  p = {
    valueById,
    shortcodes,
    equation: parseEquation(def.equation, shortcodes),
    runs,
    steps,
    optionById: new Map(def.options.map((o) => [o.id, o])),
    start: calculatorStartingSelection(def),
  };
  preparedDefs.set(def, p);
  return p;
}

/** The first value of each active select and the initial value of each active input. */
export function calculatorStartingSelection(def: CalculatorDefinition): Record<number, number> {
  const out: Record<number, number> = {};
  for (const o of def.options) {
    if (!o.active) continue;
    const start = o.type === "select" ? o.values[0]?.id : o.initialValue;
    if (typeof start === "number") out[o.id] = start;
  }
  return out;
}

function own(selections: Selections, id: number): unknown {
  return Object.prototype.hasOwnProperty.call(selections, id) ? selections[id] : undefined;
}

/**
 * Why a value is offered struck through: the chosen values (the selection, else the starting one)
 * that exclude it or that it excludes (`excluding` works both ways), in option order.
 */
export function excludedBy(
  def: CalculatorDefinition,
  selections: Selections,
  valueId: number,
): ChosenRef[] {
  const p = prepare(def);
  const target = p.valueById.get(valueId);
  if (!target) return [];
  const out: ChosenRef[] = [];
  for (const o of def.options) {
    if (!o.active || o.type !== "select" || o.id === target.optionId) continue;
    const chosen = Object.prototype.hasOwnProperty.call(selections, o.id)
      ? own(selections, o.id)
      : p.start[o.id];
    if (typeof chosen !== "number") continue;
    const c = p.valueById.get(chosen);
    if (c && (c.excluding.has(valueId) || target.excluding.has(chosen)))
      out.push({ optionId: o.id, valueId: chosen });
  }
  return out;
}

/** Which active options a dependency switches off, given the chosen values (cycles count as on). */
function resolveEnabled(
  def: CalculatorDefinition,
  byId: Map<number, CalculatorOption>,
  chosen: Map<number, unknown>,
): Set<number> {
  const memo = new Map<number, boolean>();
  const visiting = new Set<number>();
  const enabled = (id: number): boolean => {
    const known = memo.get(id);
    if (known !== undefined) return known;
    const o = byId.get(id);
    if (!o || !o.active) return false;
    if (visiting.has(id)) return true;
    visiting.add(id);
    let on = true;
    if (o.dependant !== null && o.dependant !== undefined) {
      on = !(enabled(o.dependant) && chosen.get(o.dependant) === o.dependantValue);
    }
    visiting.delete(id);
    memo.set(id, on);
    return on;
  };
  return new Set(def.options.filter((o) => enabled(o.id)).map((o) => o.id));
}

export function quoteCalculator(
  def: CalculatorDefinition,
  selections: Selections,
  opts: CalculatorQuoteOptions,
): CalculatorQuote {
  const p = prepare(def);
  const start = p.start;
  const errors: PricingError[] = [];

  const chosen = new Map<number, unknown>();
  let atStart = true;
  for (const o of def.options) {
    if (!o.active) continue;
    // An option left out takes its starting value; one given as empty (undefined or null: the
    // shopper cleared the field) stays empty and is reported as required, never priced as its start.
    const value = Object.prototype.hasOwnProperty.call(selections, o.id)
      ? (own(selections, o.id) ?? undefined)
      : start[o.id];
    if (value !== start[o.id]) atStart = false;
    chosen.set(o.id, value);
  }
  const enabled = resolveEnabled(def, p.optionById, chosen);

  const env = new Map<string, Decimal>();
  const zero = new Dec(0);
  for (const o of def.options) env.set(o.shortcode, zero);
  const chosenValues: ChosenRef[] = [];
  for (const o of def.options) {
    if (!enabled.has(o.id)) continue;
    const raw = chosen.get(o.id);
    if (o.type === "select") {
      const v = typeof raw === "number" ? p.valueById.get(raw) : undefined;
      if (raw === undefined) errors.push({ field: o.id, code: "required" });
      else if (!v || v.optionId !== o.id)
        // eslint-disable-next-line @typescript-eslint/no-base-to-string -- the refused selection as the client sent it, for the message
        errors.push({ field: o.id, code: "unknown_value", params: { value: String(raw) } });
      else {
        env.set(o.shortcode, v.value);
        chosenValues.push({ optionId: o.id, valueId: raw as number });
      }
      continue;
    }
    if (raw === undefined) {
      errors.push({ field: o.id, code: "required" });
      continue;
    }
    if (typeof raw !== "number" || !Number.isFinite(raw)) {
      errors.push({ field: o.id, code: "not_number" });
      continue;
    }
    const x = new Dec(raw);
    const step = p.steps.get(o.id)?.step ?? null;
    if (step && !x.mod(step).isZero())
      errors.push({ field: o.id, code: "step", params: { step: o.step! } });
    if (typeof o.max === "number" && x.gt(o.max))
      errors.push({ field: o.id, code: "max", params: { max: o.max } });
    if (typeof o.min === "number" && x.lt(o.min))
      errors.push({ field: o.id, code: "min", params: { min: o.min } });
    env.set(o.shortcode, x);
  }

  const conflicts: Conflict[] = [];
  const disabled = new Set<number>(atStart ? def.initialDisabledValues : []);
  for (let i = 0; i < chosenValues.length; i++) {
    const a = chosenValues[i]!;
    const ea = p.valueById.get(a.valueId)!.excluding;
    for (const x of ea) disabled.add(x);
    for (let j = i + 1; j < chosenValues.length; j++) {
      const b = chosenValues[j]!;
      if (ea.has(b.valueId) || p.valueById.get(b.valueId)!.excluding.has(a.valueId))
        conflicts.push({ a, b });
    }
  }

  const locale = opts.locale ?? "pl";
  const vat = effectiveVat({ vat: opts.vat, noVat: opts.noVat, locale });
  const vatError = checkVat(def, vat, opts.noVat === true && noVatAllowed(locale));
  if (vatError) errors.push(vatError);

  const answer: CalculatorQuote = {
    errors,
    conflicts,
    disabledValues: [...disabled].sort((x, y) => x - y),
    disabledOptions: def.options.filter((o) => o.active && !enabled.has(o.id)).map((o) => o.id),
    rows: [],
  };
  if (!p.equation.ok) {
    for (const e of p.equation.errors) errors.push(equationError(e));
    return answer;
  }
  if (errors.length || conflicts.length) return answer;

  const result = evaluateEquation(p.equation.equation, env);
  if (!result.ok) {
    errors.push(equationError(result.error));
    return answer;
  }
  // A negative unit price can only come from a faulty equation; refuse it rather than pay out.
  if (result.value.isNegative()) {
    errors.push({ field: "equation", code: "negative_price" });
    return answer;
  }
  const unit = result.value;
  try {
    answer.rows = buildRows(
      p.runs.map(([run, m100]) => [run, unit.times(m100)] as const),
      {
        vat,
        discount: opts.discount ?? def.discount ?? 0,
        now: opts.now,
        leadTimes: opts.leadTimes,
        formula: def.modes,
      },
    );
  } catch (e) {
    if (!(e instanceof AmountRangeError)) throw e;
    errors.push({ field: "equation", code: "amount_too_large" });
  }
  return answer;
}

/** An equation error as a quote reports it (the workbench shows the same). */
export function equationError(e: EquationError): PricingError {
  const params: Record<string, string | number> = {};
  if (e.name !== undefined) params.name = e.name;
  if (e.position !== undefined) params.position = e.position;
  return { field: "equation", code: e.code === "parse" ? "equation_parse" : e.code, params };
}

/** Equation check for the admin's save: parse errors and unknown shortcodes of a definition. */
export function checkCalculatorEquation(
  def: Pick<CalculatorDefinition, "equation" | "options">,
): EquationError[] {
  const r = parseEquation(
    def.equation,
    def.options.map((o) => o.shortcode),
  );
  return r.ok ? [] : r.errors;
}

/** A chosen VAT rate must be one of the product's choices; an allowed noVat (rate 0) always is. */
export function checkVat(flags: VatFlags, vat: number, noVatOn: boolean): PricingError | null {
  if (noVatOn || (vatChoices(flags) as number[]).includes(vat)) return null;
  return { field: "vat", code: "vat_not_allowed", params: { vat } };
}
