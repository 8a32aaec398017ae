import type { CalculatorDefinition, CalculatorValue, SelectOption } from "../pricing/calculator";

/**
 * The exclusion grid (value × value, a tick where two values cannot be ordered together) and
 * the dependencies, read from and written to the definition as pricing.md §4 keeps them: a pair
 * conflicts when either value's `excluding` lists the other; an option with `dependant = D`,
 * `dependantValue = X` is switched off while D's chosen value is X.
 */

/** A value's `excluding` as ids (the catalogue writes "5062,5063"; a list is accepted too). */
export function excludingIds(x: CalculatorValue["excluding"]): number[] {
  const list = Array.isArray(x) ? x : typeof x === "string" ? x.split(",") : [];
  const out: number[] = [];
  for (const item of list) {
    const n = typeof item === "number" ? item : Number(String(item).trim());
    if (Number.isInteger(n) && n > 0 && !out.includes(n)) out.push(n);
  }
  return out;
}

const formatExcluding = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b).join(",");

export const pairKey = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);

export interface GridValue {
  optionId: number;
  valueId: number;
}

/** Rows and columns of the grid: every value of every select option, in option order. */
export function gridValues(def: Pick<CalculatorDefinition, "options">): GridValue[] {
  return def.options.flatMap((o) =>
    o.type === "select" ? o.values.map((v) => ({ optionId: o.id, valueId: v.id })) : [],
  );
}

/** The ticked pairs (keys "small-large"), whichever side lists the other. */
export function exclusionPairs(def: Pick<CalculatorDefinition, "options">): Set<string> {
  const pairs = new Set<string>();
  for (const o of def.options) {
    if (o.type !== "select") continue;
    for (const v of o.values)
      for (const other of excludingIds(v.excluding))
        if (other !== v.id) pairs.add(pairKey(v.id, other));
  }
  return pairs;
}

/** Two values of one option are never chosen together: the grid greys those cells out. */
export function sameOption(
  def: Pick<CalculatorDefinition, "options">,
  a: number,
  b: number,
): boolean {
  const owner = (id: number) =>
    def.options.find((o) => o.type === "select" && o.values.some((v) => v.id === id))?.id;
  return owner(a) !== undefined && owner(a) === owner(b);
}

function mapValues<D extends Pick<CalculatorDefinition, "options">>(
  def: D,
  f: (v: CalculatorValue, o: SelectOption) => CalculatorValue,
): D {
  return {
    ...def,
    options: def.options.map((o) =>
      o.type === "select" ? { ...o, values: o.values.map((v) => f(v, o)) } : o,
    ),
  };
}

/**
 * Ticks or clears one cell. A tick writes the pair on the first value only (`a`, the grid's
 * row): choosing `a` in the shop marks `b` disabled, and choosing `b` first leaves `a` choosable
 * with the conflict message once both are chosen (pricing.md §4: a pair conflicts whichever side
 * lists the other). Writing both sides would disable each value behind the other, so a shopper
 * could never meet the conflict the exclusion describes. A clear removes the pair from both,
 * whichever side held it. Nothing else in the definition changes.
 */
export function setExclusion<D extends Pick<CalculatorDefinition, "options">>(
  def: D,
  a: number,
  b: number,
  on: boolean,
): D {
  if (a === b) return def;
  if (on && exclusionPairs(def).has(pairKey(a, b))) return def;
  return mapValues(def, (v) => {
    if (v.id !== a && v.id !== b) return v;
    const other = v.id === a ? b : a;
    const ids = excludingIds(v.excluding).filter((x) => x !== other);
    if (on && v.id === a) ids.push(other);
    const next = formatExcluding(ids);
    return next === formatExcluding(excludingIds(v.excluding)) && typeof v.excluding === "string"
      ? v
      : { ...v, excluding: next };
  });
}

/** Writes a whole grid (the set of ticked pairs) into the definition. */
export function applyGrid<D extends Pick<CalculatorDefinition, "options">>(
  def: D,
  pairs: ReadonlySet<string>,
): D {
  let next = def;
  const current = exclusionPairs(def);
  for (const key of current)
    if (!pairs.has(key))
      next = setExclusion(next, ...(key.split("-").map(Number) as [number, number]), false);
  for (const key of pairs)
    if (!current.has(key))
      next = setExclusion(next, ...(key.split("-").map(Number) as [number, number]), true);
  return next;
}

export interface Dependency {
  optionId: number;
  /** The option whose chosen value switches this one off, and that value. */
  dependant: number;
  dependantValue: number;
}

export function dependencies(def: Pick<CalculatorDefinition, "options">): Dependency[] {
  return def.options.flatMap((o) =>
    o.dependant != null && o.dependantValue != null
      ? [{ optionId: o.id, dependant: o.dependant, dependantValue: o.dependantValue }]
      : [],
  );
}

/** Sets (or with `null` clears) the dependency of one option. */
export function setDependency<D extends Pick<CalculatorDefinition, "options">>(
  def: D,
  optionId: number,
  dep: { dependant: number; dependantValue: number } | null,
): D {
  return {
    ...def,
    options: def.options.map((o) =>
      o.id === optionId
        ? { ...o, dependant: dep?.dependant ?? null, dependantValue: dep?.dependantValue ?? null }
        : o,
    ),
  };
}

/** Whether following dependencies from `optionId` comes back to it. */
export function dependencyCycle(
  def: Pick<CalculatorDefinition, "options">,
  optionId: number,
): boolean {
  const byId = new Map(def.options.map((o) => [o.id, o]));
  const seen = new Set<number>();
  let at = byId.get(optionId)?.dependant ?? null;
  while (at != null && !seen.has(at)) {
    if (at === optionId) return true;
    seen.add(at);
    at = byId.get(at)?.dependant ?? null;
  }
  return false;
}
