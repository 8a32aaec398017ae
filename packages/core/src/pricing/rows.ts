import type Decimal from "decimal.js";
import { type MoneyBlock, Dec, moneyBlockFromGrosze, roundGrosze } from "./money";
import { type LeadTimes, type Mode, modeDates } from "./dates";

/**
 * Standard and express prices of calculator and price-table products (pricing.md §4, §5):
 * standard = eco × 1.12 + 20, express = eco × 1.4 + 70, each from the unrounded eco.
 * The catalogue has no field for these, so they live here, once; a calculator definition
 * may override them with its own `modes` object of the same shape.
 */
export const PRODUCT_MODE_FORMULA = {
  standard: { factor: "1.12", add: "20" },
  express: { factor: "1.4", add: "70" },
} as const;

export interface ModeFormula {
  standard: { factor: number | string; add: number | string };
  express: { factor: number | string; add: number | string };
}

export interface PriceCell extends MoneyBlock {
  days: number;
  date: string;
}

export interface PriceRow {
  /** The run (how many pieces); `quantity` is the quote's wire name (api.md: `rows: [{ quantity, ... }]`). */
  quantity: number;
  eco: PriceCell;
  standard: PriceCell;
  express: PriceCell;
}

interface PreparedFormula {
  sf: Decimal;
  sa100: Decimal;
  ef: Decimal;
  ea100: Decimal;
}
const prepared = new WeakMap<object, PreparedFormula>();

function prepareFormula(f: ModeFormula): PreparedFormula {
  let p = prepared.get(f);
  if (!p) {
    p = {
      sf: new Dec(f.standard.factor),
      sa100: new Dec(f.standard.add).times(100),
      ef: new Dec(f.express.factor),
      ea100: new Dec(f.express.add).times(100),
    };
    prepared.set(f, p);
  }
  return p;
}

export interface RowOptions {
  vat: number;
  discount: number;
  now: Date;
  leadTimes: LeadTimes;
  formula?: ModeFormula;
}

/**
 * Builds the three cells of every row from its unrounded eco amount, given × 100 (in grosze,
 * so that rounding to 0.01 is one rounding to a whole number): standard and express are
 * derived from the unrounded value, then each is rounded once.
 */
export function buildRows(
  ecoGroszeByRun: ReadonlyArray<readonly [number, Decimal]>,
  opts: RowOptions,
): PriceRow[] {
  if (ecoGroszeByRun.length === 0) return [];
  const f = prepareFormula(opts.formula ?? PRODUCT_MODE_FORMULA);
  const dates = modeDates(opts.now, opts.leadTimes);
  const cell = (amount100: Decimal, mode: Mode): PriceCell => {
    const block = moneyBlockFromGrosze(
      roundGrosze(amount100),
      opts.vat,
      opts.discount,
    ) as PriceCell;
    block.days = dates[mode].days;
    block.date = dates[mode].date;
    return block;
  };
  return ecoGroszeByRun.map(([run, eco100]) => ({
    quantity: run,
    eco: cell(eco100, "eco"),
    standard: cell(eco100.times(f.sf).plus(f.sa100), "standard"),
    express: cell(eco100.times(f.ef).plus(f.ea100), "express"),
  }));
}
