import * as Audit from "../audit/write";
import type { ShopService } from "../entities/service";

/** A publish's head switch and change set go through the one admin write path: one transaction with the audit entry. */
type TxWrite = Parameters<ShopService["transaction"]["write"]>[0];
export type TxEntities = Parameters<TxWrite>[0];
export type TxItems = ReturnType<TxWrite>;

export type AuditChange = Audit.Change;

/** Writes `ops` and the audit entry of `change` in one transaction; `conflict.stale` when a condition fails. */
export const commit = (
  actor: Audit.Actor,
  change: AuditChange,
  ops: (e: TxEntities) => TxItems,
): Promise<void> => Audit.write(actor, change, ops);
