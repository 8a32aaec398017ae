import Decimal from "decimal.js";
import { checkEuVatNumber } from "./eu-vat";
import { noVatAllowed } from "./vat-locale";

/**
 * A private Decimal constructor: enough precision that the divisions of the label formula
 * (by lanes, by 1000, by π) never round before the last step, and half-up rounding.
 * `Decimal.clone` leaves the global Decimal configuration of other modules untouched.
 */
export const Dec = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Dec = Decimal;

export type Locale = "pl" | "en" | "de";
export const LOCALES: readonly Locale[] = ["pl", "en", "de"];
export type VatRate = 23 | 8 | 5 | 0;

/** The statutory Polish VAT rates the shop sells at; 23 is the standard rate. */
export const STANDARD_VAT: VatRate = 23;

const HUNDRED = new Dec(100);

/** A decimal from a number or a decimal string; `1.78` is read as exactly 1.78. */
export function dec(x: Decimal.Value): Decimal {
  // Instances remember the constructor that made them; only ours carries precision 40.
  return typeof x === "object" && x.constructor === Dec ? x : new Dec(x);
}

/** round2: half up (away from zero) to 0.01, done on the decimal. */
export function round2Dec(x: Decimal.Value): Decimal {
  return dec(x).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

/** round2 as a JS number: the only place where a decimal becomes a float, already rounded. */
export function round2(x: Decimal.Value): number {
  return round2Dec(x).toNumber();
}

/*
 * After the one rounding of an amount to 0.01, everything pricing.md §2 does with it (VAT,
 * discount, differences) is exact arithmetic on whole grosze: safe integers, which a JS number
 * holds exactly up to 2^53 (≈ 90 billion PLN), i.e. the "integer grosze" pricing.md §1 allows.
 * Where an operand would leave that range or is not whole (a fractional discount percent), the
 * decimal path takes over. This keeps a quote well inside its time budget.
 */

/** An amount too large to be held to the grosz in a JS number (above ≈ 90 billion PLN). */
export class AmountRangeError extends RangeError {
  constructor() {
    super("amount out of range");
  }
}

/** Whole grosze of an amount given already multiplied by 100, rounded half up (away from zero). */
export function roundGrosze(amountTimes100: Decimal): number {
  const g = Number(amountTimes100.toFixed(0, Decimal.ROUND_HALF_UP));
  if (!Number.isSafeInteger(g)) throw new AmountRangeError();
  return g;
}

/** Whole grosze of a PLN amount, rounded half up. */
export function toGrosze(amount: Decimal.Value): number {
  return roundGrosze(dec(amount).times(HUNDRED));
}

/** round_half_up(a × m / 100) for safe integers a, m; exact, or null if the product leaves the safe range. */
function mulPercent(a: number, m: number): number | null {
  const p = a * m;
  if (!Number.isSafeInteger(p)) return null;
  const abs = Math.abs(p);
  const rest = abs % 100;
  const q = (abs - rest) / 100 + (rest >= 50 ? 1 : 0);
  return p < 0 ? -q : q;
}

function percentOf(grosze: number, percent: number): number {
  const fast = Number.isInteger(percent) ? mulPercent(grosze, percent) : null;
  return fast ?? roundGrosze(new Dec(grosze).times(percent).div(HUNDRED));
}

/** gross in grosze = round2(net × (1 + vat/100)) from whole grosze of net. */
export function grossGrosze(netGrosze: number, vat: number): number {
  const fast = Number.isInteger(vat) ? mulPercent(netGrosze, 100 + vat) : null;
  return fast ?? roundGrosze(new Dec(netGrosze).times(new Dec(vat).plus(HUNDRED)).div(HUNDRED));
}

/** gross = round2(net × (1 + vat/100)), always from the already rounded net. */
export function grossFromNet(net: Decimal.Value, vat: number): Decimal {
  return new Dec(grossGrosze(toGrosze(net), vat)).div(HUNDRED);
}

export interface MoneyBlock {
  net: number;
  gross: number;
  discount: number;
  netAfterDiscount: number;
  grossAfterDiscount: number;
}

/** The §2 block from whole grosze of net (already rounded). Grosze / 100 is the nearest double to the 2-decimal amount. */
export function moneyBlockFromGrosze(
  net: number,
  vat: number,
  discountPercent: number,
): MoneyBlock {
  const gross = grossGrosze(net, vat);
  const discount = discountPercent ? percentOf(net, discountPercent) : 0;
  const netAfter = net - discount;
  const grossAfter = discount ? grossGrosze(netAfter, vat) : gross;
  return {
    net: net / 100,
    gross: gross / 100,
    discount: discount / 100,
    netAfterDiscount: netAfter / 100,
    grossAfterDiscount: grossAfter / 100,
  };
}

/**
 * pricing.md §2: discount = round2(net × d/100), netAfterDiscount = net − discount,
 * grossAfterDiscount = round2(netAfterDiscount × (1 + vat/100)). `net` is rounded first.
 */
export function discountBlock(
  netRaw: Decimal.Value,
  vat: number,
  discountPercent: number,
): MoneyBlock {
  return moneyBlockFromGrosze(toGrosze(netRaw), vat, discountPercent);
}

/** Displayed amount in a currency whose `rate` is PLN per unit: round2(amountPLN / rate). */
export function convertFromPLN(amountPLN: Decimal.Value, rate: Decimal.Value): number {
  return round2(dec(amountPLN).div(dec(rate)));
}

const MONEY_FIGURES = new Set([
  "net",
  "gross",
  "discount",
  "netAfterDiscount",
  "grossAfterDiscount",
]);

/** Converts each money figure of a price or cell separately (pricing.md §2: "per figure"); days, dates and other fields stay. */
export function convertFigures<T extends object>(figures: T, rate: Decimal.Value): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(figures)) {
    out[k] = typeof v === "number" && MONEY_FIGURES.has(k) ? convertFromPLN(v, rate) : v;
  }
  return out as T;
}

export interface VatFlags {
  vat0?: boolean | null;
  vat5?: boolean | null;
  vat8?: boolean | null;
}

/** VAT choices of a product: 23 always, then 8, 5, 0 where the product's flags allow them. */
export function vatChoices(flags: VatFlags): VatRate[] {
  const out: VatRate[] = [23];
  if (flags.vat8) out.push(8);
  if (flags.vat5) out.push(5);
  if (flags.vat0) out.push(0);
  return out;
}

// The EU VAT id's formats and the locale rule live in a module without decimal.js (the person
// check runs them in the browser); re-exported here where the pricing code always found them.
export { EU_VAT_FORMATS, checkEuVatNumber, type VatNumberCheck } from "./eu-vat";
export { noVatAllowed } from "./vat-locale";

/** The VAT rate a quote uses: 0 under an allowed noVat, else the chosen rate or 23. */
export function effectiveVat(opts: { vat?: number; noVat?: boolean; locale?: Locale }): number {
  if (opts.noVat && noVatAllowed(opts.locale ?? "pl")) return 0;
  return opts.vat ?? STANDARD_VAT;
}

/** Every refusal of `checkNoVat` (each has a message in pl/en/de). */
export const NO_VAT_ERRORS = [
  "no_vat_locale",
  "vat_number_required",
  "vat_number_invalid",
  "vat_number_domestic",
] as const;
export type NoVatError = (typeof NO_VAT_ERRORS)[number];

/**
 * Whether an order may keep `noVat`. A Polish (PL) number is refused: a sale from Poland to a
 * Polish buyer is not an intra-EU supply, so it cannot be zero-rated on that ground.
 */
export function checkNoVat(
  locale: Locale,
  vatNumber: unknown,
): { ok: true } | { ok: false; code: NoVatError } {
  if (!noVatAllowed(locale)) return { ok: false, code: "no_vat_locale" };
  if (typeof vatNumber !== "string" || vatNumber.trim() === "")
    return { ok: false, code: "vat_number_required" };
  const check = checkEuVatNumber(vatNumber);
  if (!check.valid) return { ok: false, code: "vat_number_invalid" };
  if (check.country === "PL") return { ok: false, code: "vat_number_domestic" };
  return { ok: true };
}
