import Decimal from "decimal.js";
import { canonical } from "./number";

/**
 * "Change all prices" (seed: range all/one, value %, increase/decrease) with a rounding rule.
 * Browser-safe: the editor's preview and the server compute the same numbers.
 */
export const ROUNDINGS = ["0.01", "0.10", "1.00", ".99"] as const;
export type Rounding = (typeof ROUNDINGS)[number];
export type ChangeType = "increase" | "decrease";

const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

/**
 * Rounds a non-negative amount: to 0.01, 0.10 or 1.00 half up; ".99" to the nearest price ending
 * in .99 that is not below the amount minus half a złoty (i.e. `round(x) - 0.01`, and 0.99 at least).
 */
export function roundPrice(amount: Decimal.Value, rounding: Rounding): string {
  const x = new D(amount);
  let out: Decimal;
  if (rounding === ".99") {
    out = x.toDecimalPlaces(0, D.ROUND_HALF_UP).minus("0.01");
    if (out.lt("0.99")) out = new D("0.99");
  } else {
    const step = new D(rounding);
    out = x.div(step).toDecimalPlaces(0, D.ROUND_HALF_UP).times(step);
  }
  const [i, f = ""] = out.toFixed(2).split(".");
  return canonical(i!, f);
}

/** The new net price of one cell: `net × (1 ± percent/100)`, rounded. Never negative. */
export function changePrice(
  net: string,
  changeType: ChangeType,
  percent: string,
  rounding: Rounding = "0.01",
): string {
  const factor = new D(1)[changeType === "increase" ? "plus" : "minus"](new D(percent).div(100));
  const raw = new D(net).times(factor);
  return roundPrice(raw.isNegative() ? 0 : raw, rounding);
}
