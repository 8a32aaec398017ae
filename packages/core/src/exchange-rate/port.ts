/**
 * Where the shop gets the official average rate of a currency on a day, in the shop's words.
 * One adapter: the National Bank of Poland's table A (nbp.ts).
 */
export interface OfficialRate {
  currency: string;
  /** PLN per one unit, exact decimal string ("4.2537"). */
  rate: string;
  /** The table's number, e.g. "226/A/NBP/2026". */
  table: string;
  /** The table's date (YYYY-MM-DD). */
  date: string;
}

export interface RateSource {
  /** The rate published on `date`, or null when no table was published that day. */
  rateOn(currency: string, date: string): Promise<OfficialRate | null>;
}

/** The source did not answer, or answered what it should not (to retry, or enter by hand). */
export class RateSourceError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = "RateSourceError";
  }
}
