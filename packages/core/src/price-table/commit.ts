import { db } from "../dynamo/db";
import { AppError } from "../error";
import type { ShopService } from "../entities/service";

/** The audit helper's shape (Audit.write): the write's operations and its audit entry, one transaction. */
type TxWrite = Parameters<ShopService["transaction"]["write"]>[0];
export type TxEntities = Parameters<TxWrite>[0];
export type TxItems = ReturnType<TxWrite>;

export interface AuditChange {
  action: string;
  target: { type: string; id: string };
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const isConditionFailure = (e: unknown) => /conditional request failed|ConditionalCheckFailed|TransactionCanceled/i.test(String((e as Error)?.message ?? e));

export async function commit(_actor: { userId: string; email: string }, _change: AuditChange, ops: (e: TxEntities) => TxItems): Promise<void> {
  let canceled: boolean;
  try {
    canceled = (await db().transaction.write((e) => ops(e)).go()).canceled;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    canceled = true;
  }
  if (canceled) throw new AppError("conflict", "conflict.stale");
}
