/**
 * pricing.md §2 in the browser without decimal.js: an amount kept in PLN shown in a currency whose
 * `rate` is PLN per unit, `round2(amountPLN / rate)` rounded half away from zero, computed on whole
 * numbers (BigInt) so that it agrees with `pricing/money.ts convertFromPLN` to the hundredth. The
 * checkout's steps use it for the fees and prices they show before the server's summary (the
 * delivery methods, the cash-on-delivery fee, packing), and they must not load decimal.js.
 */

/** A finite positive decimal as an integer and its number of decimals ("4.2537" → 42537n, 4). */
function scaled(value: number | string): [bigint, number] | null {
  const text = typeof value === "number" ? String(value) : value.trim();
  const match = /^(\d{1,15})(?:\.(\d{1,15}))?$/.exec(text.slice(0, 40));
  if (!match) return null;
  const decimals = match[2] ?? "";
  return [BigInt(match[1]! + decimals), decimals.length];
}

/** round2(amountPln / rate), half away from zero; `amountPln` has at most two decimals. */
export function fromPln(amountPln: number, rate: number | string): number {
  const r = scaled(rate);
  if (!r || r[0] === 0n) throw new RangeError(`not a currency rate: ${String(rate)}`);
  const [rateInt, rateDecimals] = r;
  const grosze = BigInt(Math.round(amountPln * 100));
  const negative = grosze < 0n;
  const numerator = (negative ? -grosze : grosze) * 10n ** BigInt(rateDecimals);
  let hundredths = numerator / rateInt;
  if ((numerator % rateInt) * 2n >= rateInt) hundredths += 1n;
  const value = Number(hundredths) / 100;
  return negative ? -value : value;
}
