import type { CalculatorDefinition, CalculatorOption } from "../pricing/calculator";
import { Dec } from "../pricing/money";
import { EQUATION_FUNCTIONS } from "./equation";
import { dependencyCycle, excludingIds } from "./exclusions";

/**
 * What the workbench checks before a save, beyond the equation: structural errors (a save with
 * any is refused: duplicate ids or shortcodes, dependencies on nothing, inputs whose starting
 * number is out of range...) and lints (warnings shown before saving: values that can never be
 * chosen, options whose every value is excluded, runs with a non-positive multiplier...).
 */

export type Severity = "error" | "warning";
export interface Finding {
  severity: Severity;
  code: string;
  optionId?: number;
  valueId?: number;
  params?: Record<string, string | number>;
}

type Def = Pick<CalculatorDefinition, "options" | "copies" | "initialDisabledValues">;
type Input = Extract<CalculatorOption, { type: "input" }>;

const isMultiple = (x: number, step: number) => new Dec(x).mod(step).isZero();

function inputErrors(o: Input): Finding[] {
  const out: Finding[] = [];
  const at = { optionId: o.id, severity: "error" as const };
  if (typeof o.min === "number" && typeof o.max === "number" && o.min > o.max)
    out.push({ ...at, code: "min_above_max", params: { min: o.min, max: o.max } });
  if (typeof o.initialValue !== "number") {
    if (o.active) out.push({ ...at, code: "initial_missing" });
    return out;
  }
  const x = o.initialValue;
  const outside =
    (typeof o.min === "number" && x < o.min) || (typeof o.max === "number" && x > o.max);
  const offStep = typeof o.step === "number" && o.step > 0 && !isMultiple(x, o.step);
  if (outside || offStep) out.push({ ...at, code: "initial_invalid", params: { value: x } });
  return out;
}

/** Errors that make a definition unsafe to save, each with the option or value it concerns. */
export function structureErrors(def: Def): Finding[] {
  const out: Finding[] = [];
  const optionIds = new Set<number>();
  const valueIds = new Map<number, number>();
  const shortcodes = new Set<string>();
  for (const o of def.options) {
    if (optionIds.has(o.id))
      out.push({
        severity: "error",
        code: "option_id_duplicate",
        optionId: o.id,
        params: { id: o.id },
      });
    optionIds.add(o.id);
    if (shortcodes.has(o.shortcode))
      out.push({
        severity: "error",
        code: "shortcode_duplicate",
        optionId: o.id,
        params: { name: o.shortcode },
      });
    shortcodes.add(o.shortcode);
    if ((EQUATION_FUNCTIONS as readonly string[]).includes(o.shortcode))
      out.push({
        severity: "error",
        code: "shortcode_reserved",
        optionId: o.id,
        params: { name: o.shortcode },
      });
    if (o.type === "select") {
      if (o.active && o.values.length === 0)
        out.push({ severity: "error", code: "select_empty", optionId: o.id });
      for (const v of o.values) {
        if (valueIds.has(v.id))
          out.push({
            severity: "error",
            code: "value_id_duplicate",
            optionId: o.id,
            valueId: v.id,
            params: { id: v.id },
          });
        valueIds.set(v.id, o.id);
      }
    } else out.push(...inputErrors(o));
  }
  for (const o of def.options) {
    if (o.dependant == null && o.dependantValue == null) continue;
    const parent = def.options.find((p) => p.id === o.dependant);
    if (o.dependant === o.id)
      out.push({ severity: "error", code: "dependant_self", optionId: o.id });
    else if (!parent || parent.type !== "select")
      out.push({ severity: "error", code: "dependant_unknown", optionId: o.id });
    else if (o.dependantValue == null || valueIds.get(o.dependantValue) !== parent.id)
      out.push({ severity: "error", code: "dependant_value_unknown", optionId: o.id });
    else if (dependencyCycle(def, o.id))
      out.push({ severity: "error", code: "dependency_cycle", optionId: o.id });
  }
  return out;
}

/** Active select options that no dependency can switch off: a shopper always chooses one of their values. */
export function requiredOptions(def: Pick<CalculatorDefinition, "options">) {
  return def.options.filter(
    (o): o is Extract<CalculatorOption, { type: "select" }> =>
      o.active && o.type === "select" && o.dependant == null && o.values.length > 0,
  );
}

/** Value ids that conflict with every value of some required option (never orderable), with that option. */
export function neverChoosable(def: Pick<CalculatorDefinition, "options">): Map<number, number> {
  const excl = new Map<number, Set<number>>();
  for (const o of def.options)
    if (o.type === "select")
      for (const v of o.values) excl.set(v.id, new Set(excludingIds(v.excluding)));
  const conflict = (a: number, b: number) =>
    excl.get(a)?.has(b) === true || excl.get(b)?.has(a) === true;
  const out = new Map<number, number>();
  const required = requiredOptions(def);
  for (const o of def.options) {
    if (o.type !== "select" || !o.active) continue;
    for (const v of o.values) {
      const by = required.find((r) => r.id !== o.id && r.values.every((w) => conflict(v.id, w.id)));
      if (by) out.set(v.id, by.id);
    }
  }
  return out;
}

/** Warnings shown before saving; a save with them goes through. */
export function lints(def: Def): Finding[] {
  const out: Finding[] = [];
  const never = neverChoosable(def);
  const known = new Set(
    def.options.flatMap((o) => (o.type === "select" ? o.values.map((v) => v.id) : [])),
  );
  for (const o of def.options) {
    if (o.type !== "select" || !o.active) continue;
    for (const v of o.values) {
      const by = never.get(v.id);
      if (by !== undefined)
        out.push({
          severity: "warning",
          code: "value_never_choosable",
          optionId: o.id,
          valueId: v.id,
          params: { option: by },
        });
      for (const x of excludingIds(v.excluding)) {
        if (!known.has(x))
          out.push({
            severity: "warning",
            code: "excluding_unknown",
            optionId: o.id,
            valueId: v.id,
            params: { id: x },
          });
      }
    }
    if (o.values.length > 0 && o.values.every((v) => never.has(v.id)))
      out.push({ severity: "warning", code: "option_all_excluded", optionId: o.id });
  }
  const runs = Object.entries(def.copies).sort((a, b) => Number(a[0]) - Number(b[0]));
  for (const [run, m] of runs)
    if (!(typeof m === "number" && m > 0))
      out.push({ severity: "warning", code: "run_not_positive", params: { run, multiplier: m } });
  if (!runs.some(([, m]) => typeof m === "number" && m > 0))
    out.push({ severity: "warning", code: "no_runs" });
  for (const id of def.initialDisabledValues)
    if (!known.has(id))
      out.push({
        severity: "warning",
        code: "initial_disabled_unknown",
        valueId: id,
        params: { id },
      });
  return out;
}
