import { db } from "../dynamo/db";
import type { KsefState } from "./schema";

/**
 * Reading and moving the queue's items. Every move is a conditional write on `version` (and, for
 * a claimed item, on the claim), so of two senders only one moves an item; the loser skips it.
 */
export async function getItem(invoiceId: string) {
  return (await db().entities.ksefInvoice.get({ invoiceId }).go({ consistent: true })).data ?? null;
}
export type Item = NonNullable<Awaited<ReturnType<typeof getItem>>>;

export const isConditionFailure = (e: unknown) =>
  /conditional request failed|ConditionalCheckFailed|TransactionCanceled/i.test(
    String((e as Error)?.message ?? e),
  );

/** Items in a state whose `nextAttemptAt` has come, oldest first. */
export async function due(state: KsefState, now: number, limit: number): Promise<Item[]> {
  const { data } = await db()
    .entities.ksefInvoice.query.byState({ list: "ksef", state })
    .between({ nextAttemptAt: 0 }, { nextAttemptAt: now })
    .go({ limit, pages: 1 });
  // The GSI is eventually consistent: each item is read again when it is claimed.
  return data.filter((i) => i.state === state && i.nextAttemptAt <= now);
}

type Patch = Partial<
  Pick<
    Item,
    | "state"
    | "nextAttemptAt"
    | "claimId"
    | "sessionRef"
    | "invoiceRef"
    | "ksefNumber"
    | "acquisitionDate"
    | "reasonCode"
    | "reason"
    | "reasonDetails"
    | "lastError"
    | "upo"
    | "offlineMode"
    | "attempts"
    | "decidedAt"
  >
>;

/**
 * Moves an item read at `version` (and still held by `claimId`, when given): answers the item as
 * written, or null when someone else moved it first. `remove` drops attributes (a claim ended).
 */
export async function move(
  item: Item,
  set: Patch,
  options: {
    claimId?: string;
    remove?: ("claimId" | "lastError" | "invoiceRef" | "sessionRef")[];
  } = {},
): Promise<Item | null> {
  const now = Date.now();
  try {
    let op = db()
      .entities.ksefInvoice.patch({ invoiceId: item.invoiceId })
      .set({
        // the GSI key is rebuilt from all its composites: state, nextAttemptAt and the id
        state: set.state ?? item.state,
        nextAttemptAt: set.nextAttemptAt ?? item.nextAttemptAt,
        ...set,
        version: item.version + 1,
        updatedAt: now,
      });
    if (options.remove?.length) op = op.remove(options.remove);
    const res = await op
      .where((a, o) =>
        options.claimId
          ? `${o.eq(a.version, item.version)} AND ${o.eq(a.claimId, options.claimId)}`
          : o.eq(a.version, item.version),
      )
      .go({ response: "all_new" });
    return res.data;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}
