import type {
  CalculatorDefinition,
  CalculatorOption,
  CalculatorValue,
} from "../pricing/calculator";
import { excludingIds } from "./exclusions";

/**
 * The workbench's edits of a definition, pure: add, change, remove and reorder options, child
 * options and values. A removal also removes every reference to what it removed (exclusions,
 * initially disabled values, dependencies), so a definition never points at nothing.
 */

type Def = Pick<CalculatorDefinition, "options" | "initialDisabledValues">;
/** Omit over each member of a union (a select keeps its values, an input its step/min/max). */
type OmitEach<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
export type NewOption = OmitEach<CalculatorOption, "id">;
export type NewChildOption = OmitEach<CalculatorOption, "id" | "dependant" | "dependantValue">;

export const nextOptionId = (def: Def) => Math.max(0, ...def.options.map((o) => o.id)) + 1;
export const nextValueId = (def: Def) =>
  Math.max(
    0,
    ...def.options.flatMap((o) => (o.type === "select" ? o.values.map((v) => v.id) : [])),
  ) + 1;

/** Moves one item of a list from index `from` to `to` (drag and drop, or a key press ±1). */
export function move<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= list.length || to < 0 || to >= list.length || from === to)
    return [...list];
  const out = [...list];
  const [item] = out.splice(from, 1);
  out.splice(to, 0, item!);
  return out;
}

export function addOption<D extends Def>(def: D, option: NewOption): D {
  return { ...def, options: [...def.options, { ...option, id: nextOptionId(def) }] };
}

/** A child option: shown disabled while its parent's chosen value is `parentValue` (pricing.md §4). */
export function addChildOption<D extends Def>(
  def: D,
  parentId: number,
  parentValue: number,
  option: NewChildOption,
): D {
  return addOption(def, { ...option, dependant: parentId, dependantValue: parentValue });
}

export function updateOption<D extends Def>(
  def: D,
  optionId: number,
  patch: Partial<Omit<CalculatorOption, "id" | "type" | "values">>,
): D {
  return { ...def, options: def.options.map((o) => (o.id === optionId ? { ...o, ...patch } : o)) };
}

function dropValueRefs<D extends Def>(def: D, gone: ReadonlySet<number>): D {
  if (gone.size === 0) return def;
  const keep = (v: CalculatorValue): CalculatorValue => {
    const ids = excludingIds(v.excluding);
    return ids.some((x) => gone.has(x))
      ? { ...v, excluding: ids.filter((x) => !gone.has(x)).join(",") }
      : v;
  };
  return {
    ...def,
    initialDisabledValues: def.initialDisabledValues.filter((x) => !gone.has(x)),
    options: def.options.map((o) => {
      const cleared =
        o.dependantValue != null && gone.has(o.dependantValue)
          ? { ...o, dependant: null, dependantValue: null }
          : o;
      return cleared.type === "select" ? { ...cleared, values: cleared.values.map(keep) } : cleared;
    }),
  };
}

/** Removes an option with its values; children that depended on it stand on their own. */
export function removeOption<D extends Def>(def: D, optionId: number): D {
  const option = def.options.find((o) => o.id === optionId);
  if (!option) return def;
  const gone = new Set(option.type === "select" ? option.values.map((v) => v.id) : []);
  const rest = {
    ...def,
    options: def.options
      .filter((o) => o.id !== optionId)
      .map((o) => (o.dependant === optionId ? { ...o, dependant: null, dependantValue: null } : o)),
  };
  return dropValueRefs(rest, gone);
}

export function addValue<D extends Def>(
  def: D,
  optionId: number,
  value: Omit<CalculatorValue, "id">,
): D {
  const id = nextValueId(def);
  return {
    ...def,
    options: def.options.map((o) =>
      o.id === optionId && o.type === "select"
        ? { ...o, values: [...o.values, { ...value, id }] }
        : o,
    ),
  };
}

export function updateValue<D extends Def>(
  def: D,
  valueId: number,
  patch: Partial<Omit<CalculatorValue, "id">>,
): D {
  return {
    ...def,
    options: def.options.map((o) =>
      o.type === "select" && o.values.some((v) => v.id === valueId)
        ? { ...o, values: o.values.map((v) => (v.id === valueId ? { ...v, ...patch } : v)) }
        : o,
    ),
  };
}

export function removeValue<D extends Def>(def: D, valueId: number): D {
  const rest = {
    ...def,
    options: def.options.map((o) =>
      o.type === "select" ? { ...o, values: o.values.filter((v) => v.id !== valueId) } : o,
    ),
  };
  return dropValueRefs(rest, new Set([valueId]));
}

export function moveOption<D extends Def>(def: D, from: number, to: number): D {
  return { ...def, options: move(def.options, from, to) };
}

export function moveValue<D extends Def>(def: D, optionId: number, from: number, to: number): D {
  return {
    ...def,
    options: def.options.map((o) =>
      o.id === optionId && o.type === "select" ? { ...o, values: move(o.values, from, to) } : o,
    ),
  };
}

/** Where a value or option lives: option id → its index; value id → [option id, index]. */
export function locateValue(def: Def, valueId: number): { optionId: number; index: number } | null {
  for (const o of def.options) {
    if (o.type !== "select") continue;
    const index = o.values.findIndex((v) => v.id === valueId);
    if (index >= 0) return { optionId: o.id, index };
  }
  return null;
}
