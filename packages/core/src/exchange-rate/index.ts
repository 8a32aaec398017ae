import { db } from "../dynamo/db";
import { AppError } from "../error";
import { fn } from "../fn";
import { write, type Actor } from "../audit/write";
import { addDays, previousWorkingDay } from "./days";
import { configuredSource } from "./nbp";
import { RateSourceError, type OfficialRate, type RateSource } from "./port";
import { setManualSchema } from "./schema";

export { previousWorkingDay } from "./days";
export type { OfficialRate } from "./port";

/** How far back a day without a table (an NBP day off that is no public holiday) is skipped. */
const MAX_DAYS_BACK = 7;

async function stored(currency: string, date: string): Promise<OfficialRate | null> {
  const { data } = await db().entities.exchangeRate.get({ currency, date }).go();
  return data ? { currency, rate: data.rate, table: data.table, date } : null;
}

/**
 * The rate an invoice with tax point `taxPoint` states its VAT in PLN at: NBP table A of the
 * last working day before it (art. 31a). Read from the table of stored rates first, else
 * fetched and stored; a day NBP published nothing for (404) steps one day further back. Without
 * a source (locally) or when NBP does not answer: `exchange_rate.missing`, to be entered by hand.
 */
export async function forTaxPoint(
  currency: string,
  taxPoint: string,
  source: RateSource | null = configuredSource(),
): Promise<OfficialRate> {
  let day = previousWorkingDay(taxPoint);
  for (let i = 0; i < MAX_DAYS_BACK; i++) {
    const known = await stored(currency, day);
    if (known) return known;
    if (!source) break;
    let fetched: OfficialRate | null;
    try {
      fetched = await source.rateOn(currency, day);
    } catch (error) {
      if (error instanceof RateSourceError)
        throw new AppError("unavailable", "exchange_rate.missing", {
          params: { currency, date: day },
          cause: error,
        });
      throw error;
    }
    if (fetched) {
      await db()
        .entities.exchangeRate.put({ ...fetched, source: "nbp", createdAt: Date.now() })
        .go({ response: "none" });
      return fetched;
    }
    day = previousWorkingDay(day);
  }
  throw new AppError("unavailable", "exchange_rate.missing", {
    params: { currency, date: previousWorkingDay(taxPoint) },
  });
}

export { setManualSchema } from "./schema";

/**
 * A rate entered by hand (the admin, where NBP cannot be reached): table A's number and mid as
 * NBP published them. Correcting a stored day is checked against its version; audited.
 */
export const setManual = fn(setManualSchema, async (r, actor: Actor): Promise<void> => {
  const before = await db().entities.exchangeRate.get({ currency: r.currency, date: r.date }).go();
  if (before.data && r.version === undefined) throw new AppError("conflict", "conflict.stale");
  await write(
    actor,
    {
      action: "exchangeRate.set",
      target: { type: "exchangeRate", id: `${r.currency} ${r.date}` },
      before: before.data ? { rate: before.data.rate, table: before.data.table } : null,
      after: { rate: r.rate, table: r.table },
    },
    (e) =>
      before.data
        ? [
            e.exchangeRate
              .patch({ currency: r.currency, date: r.date })
              .set({ rate: r.rate, table: r.table, source: "manual" })
              .add({ version: 1 })
              .where((a, op) => op.eq(a.version, r.version ?? 0))
              .commit(),
          ]
        : [
            e.exchangeRate
              .create({
                currency: r.currency,
                date: r.date,
                rate: r.rate,
                table: r.table,
                source: "manual",
                createdAt: Date.now(),
              })
              .commit(),
          ],
  );
});

export { addDays };
