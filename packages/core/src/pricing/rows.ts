import type Decimal from "decimal.js";
import { type MoneyBlock, discountBlock, Dec } from "./money";
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
  quantity: number;
  eco: PriceCell;
  standard: PriceCell;
  express: PriceCell;
}

interface PreparedFormula {
  sf: Decimal;
  sa: Decimal;
  ef: Decimal;
  ea: Decimal;
}
const prepared = new WeakMap<object, PreparedFormula>();

function prepareFormula(f: ModeFormula): PreparedFormula {
  let p = prepared.get(f);
  if (!p) {
    p = {
      sf: new Dec(f.standard.factor),
      sa: new Dec(f.standard.add),
      ef: new Dec(f.express.factor),
      ea: new Dec(f.express.add),
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

/** Builds the three cells of every row from its unrounded eco amount. */
export function buildRows(ecoByQuantity: ReadonlyArray<readonly [number, Decimal]>, opts: RowOptions): PriceRow[] {
  if (ecoByQuantity.length === 0) return [];
  const f = prepareFormula(opts.formula ?? PRODUCT_MODE_FORMULA);
  const dates = modeDates(opts.now, opts.leadTimes);
  const cell = (amount: Decimal, mode: Mode): PriceCell => ({
    ...discountBlock(amount, opts.vat, opts.discount),
    days: dates[mode].days,
    date: dates[mode].date,
  });
  return ecoByQuantity.map(([quantity, eco]) => ({
    quantity,
    eco: cell(eco, "eco"),
    standard: cell(eco.times(f.sf).plus(f.sa), "standard"),
    express: cell(eco.times(f.ef).plus(f.ea), "express"),
  }));
}
