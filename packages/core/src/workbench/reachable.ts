import type Decimal from "decimal.js";
import {
  type CalculatorDefinition,
  type CalculatorOption,
  calculatorStartingSelection,
  quoteCalculator,
} from "../pricing/calculator";
import { Dec } from "../pricing/money";
import type { PricingError } from "../pricing/messages";

/**
 * "Does the equation evaluate for every selection a shopper can reach?" answered by the pricing
 * module itself: every reachable selection is quoted with `quoteCalculator`, and the first
 * equation error it gives (syntax, unknown shortcode, division by zero, no finite value, a
 * negative or too large price) is the answer, with the selection that caused it. A selection
 * with a conflict or an input outside step/min/max has no price in the shop, so it is not
 * reachable and not checked.
 */

export interface EvaluationCheck {
  ok: boolean;
  error: PricingError | null;
  /** A selection (option id → value id or number) for which the equation fails. */
  selection: Record<number, number> | null;
  /** Selections quoted, and how many the options allow in all. */
  checked: number;
  total: number;
  /** False when there were more selections than `limit`: a spread sample was quoted instead. */
  exhaustive: boolean;
}

export const DEFAULT_LIMIT = 10_000;
/** Numbers tried per input option at most (all of them when its range allows fewer). */
export const INPUT_SAMPLE = 200;

const CHECK_OPTS = {
  now: new Date(Date.UTC(2026, 0, 5, 8)),
  leadTimes: { eco: 1, standard: 1, express: 1 },
  locale: "pl" as const,
};

/** The numbers an input option allows: multiples of `step` within [min, max], sampled when many. */
export function inputCandidates(
  o: Extract<CalculatorOption, { type: "input" }>,
  sample = INPUT_SAMPLE,
): number[] {
  const extra = [o.initialValue, o.min, o.max].filter((x): x is number => typeof x === "number");
  const step: Decimal | null = typeof o.step === "number" && o.step > 0 ? new Dec(o.step) : null;
  if (typeof o.min !== "number" || typeof o.max !== "number" || o.min > o.max) {
    return [...new Set([...extra, 0, 1, ...(step ? [step.toNumber()] : [])])];
  }
  const unit = step ?? new Dec(1);
  const first = new Dec(o.min).div(unit).ceil();
  const last = new Dec(o.max).div(unit).floor();
  const count = last.minus(first).plus(1);
  if (count.lte(0)) return [...new Set(extra)];
  const out = new Set<number>();
  if (count.lte(sample)) {
    for (let k = first; k.lte(last); k = k.plus(1)) out.add(k.times(unit).toNumber());
  } else {
    // Evenly spread multiples, both ends included, plus the given numbers (min, max may be off-step).
    for (let i = 0; i < sample; i++)
      out.add(
        first
          .plus(
            count
              .minus(1)
              .times(i)
              .div(sample - 1)
              .floor(),
          )
          .times(unit)
          .toNumber(),
      );
  }
  if (!step) for (const x of extra) out.add(x);
  for (const x of [o.initialValue]) if (typeof x === "number") out.add(x);
  return [...out].sort((a, b) => a - b);
}

/** Per active option, the choices tried: value ids of a select, numbers of an input. */
export function choicesOf(def: CalculatorDefinition): { optionId: number; choices: number[] }[] {
  return def.options
    .filter((o) => o.active)
    .map((o) => ({
      optionId: o.id,
      choices: o.type === "select" ? o.values.map((v) => v.id) : inputCandidates(o),
    }))
    .filter((c) => c.choices.length > 0);
}

function* selections(
  dims: { optionId: number; choices: number[] }[],
  limit: number,
  start: Record<number, number>,
) {
  const total = dims.reduce((n, d) => n * d.choices.length, 1);
  const at = (index: number) => {
    const sel: Record<number, number> = {};
    let rest = index;
    for (const d of dims) {
      sel[d.optionId] = d.choices[rest % d.choices.length]!;
      rest = Math.floor(rest / d.choices.length);
    }
    return sel;
  };
  if (total <= limit) {
    for (let i = 0; i < total; i++) yield at(i);
    return;
  }
  // Every single choice once (the rest at the starting selection), then a stride through the rest.
  let budget = limit;
  for (const d of dims) {
    for (const c of d.choices) {
      if (budget-- <= 0) return;
      yield { ...start, [d.optionId]: c };
    }
  }
  const stride = Math.max(1, Math.floor(total / Math.max(1, budget)));
  for (let i = 0; budget-- > 0 && i < total; i += stride) yield at(i);
}

/**
 * Only the run with the largest multiplier can be the first to overflow (every row grows with the
 * multiplier), and the other equation errors come before any row: quoting that one run gives the
 * same verdict at a fraction of the cost.
 */
function withLargestRun(def: CalculatorDefinition): CalculatorDefinition {
  const runs = Object.entries(def.copies).filter(([, m]) => typeof m === "number" && m > 0);
  if (runs.length <= 1) return def;
  const [q, m] = runs.reduce((a, b) => (b[1] > a[1] ? b : a));
  return { ...def, copies: { [q]: m } };
}

export function checkEvaluates(full: CalculatorDefinition, limit = DEFAULT_LIMIT): EvaluationCheck {
  const def = withLargestRun(full);
  const dims = choicesOf(def);
  const total = dims.reduce((n, d) => n * d.choices.length, 1);
  const start = calculatorStartingSelection(def);
  let checked = 0;
  for (const sel of selections(dims, limit, start)) {
    checked++;
    const q = quoteCalculator(def, sel, CHECK_OPTS);
    const error = q.errors.find((e) => e.field === "equation");
    if (error)
      return { ok: false, error, selection: sel, checked, total, exhaustive: total <= limit };
  }
  // No active option at all: the equation still has to evaluate once (on constants).
  if (checked === 0) {
    const q = quoteCalculator(def, {}, CHECK_OPTS);
    const error = q.errors.find((e) => e.field === "equation");
    if (error) return { ok: false, error, selection: {}, checked: 1, total: 1, exhaustive: true };
  }
  return { ok: true, error: null, selection: null, checked, total, exhaustive: total <= limit };
}
