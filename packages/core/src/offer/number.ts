import { db } from "../dynamo/db";
import { AppError } from "../error";

/** `OF/2026/000123`: the year's sequence, six digits (more once a year has a million offers). */
export const formatNumber = (year: number, seq: number) =>
  `OF/${year}/${String(seq).padStart(6, "0")}`;

const ATTEMPTS = 60;
// Full jitter: many offers at once settle in a few rounds instead of all retrying together.
const pause = (attempt: number) =>
  new Promise((ok) =>
    setTimeout(ok, Math.random() * Math.min(400, 20 * 2 ** Math.min(attempt, 5))),
  );
const isConflict = (e: unknown) =>
  /conditional|TransactionCanceled|TransactionConflict/i.test(String(e));

/**
 * Stores the offer `make` builds under the year's next number, in one transaction with the
 * counter's step (condition: the counter as read, like the invoices' numbers): two offers never
 * share a number and a number is taken only by an offer that exists. A lost race reads again.
 */
export async function storeNumbered<T extends { offerId: string }>(
  year: number,
  make: (n: { number: string; seq: number }) => { body: T; item: Record<string, unknown> },
): Promise<T> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (attempt > 0) await pause(attempt);
    const { data } = await db().entities.offerCounter.get({ year }).go({ consistent: true });
    const last = data ? data.last : null;
    const seq = (last ?? 0) + 1;
    const { body, item } = make({ number: formatNumber(year, seq), seq });
    try {
      const result = await db()
        .transaction.write((e) => [
          last === null
            ? e.offerCounter.create({ year, last: seq }).commit()
            : e.offerCounter
                .patch({ year })
                .set({ last: seq })
                .where((a, op) => op.eq(a.last, last))
                .commit(),
          e.offer.create(item as never).commit(),
        ])
        .go();
      if (!result.canceled) return body;
    } catch (error) {
      if (!isConflict(error)) throw error;
    }
  }
  throw new AppError("unavailable", "offer.retry_later");
}
