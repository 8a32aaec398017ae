/*
 * The audit log's write side (what every admin write and a few shop writes use). The log's reader
 * (`list`, the back office's, with its input schemas) is audit/index.ts; core's modules import
 * this file, so a shop cold start does not build the reader's schemas (bench/lambda-cold.ts).
 */
import { randomUUID } from "node:crypto";
import { db } from "../dynamo/db";
import { AppError } from "../error";
import type { ShopService } from "../entities/service";
import type { Target } from "./schema";
import { sameValue } from "./equal";

/**
 * THE admin write path. Every admin write goes through `write` (or its one-item shorthands
 * `update` / `remove` below): the write's own DynamoDB operations and the audit entry are ONE
 * transaction, so neither exists without the other, and a write whose condition fails (someone
 * saved in between: the `version` differs, or the record is gone) is `409 conflict.stale` with
 * nothing written.
 */

/** Who makes an admin write: the session's user (the guard's `ctx.session`), or a script. */
export interface Actor {
  userId: string;
  email: string;
}

export interface Change {
  /** `<target type>.<verb>`, e.g. `user.setRole`. */
  action: string;
  target: Target;
  /** The changed fields before (null: created) and after (null: removed). */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

type Entities = ShopService["entities"];
type TxWrite = Parameters<ShopService["transaction"]["write"]>[0];
export type TxEntities = Parameters<TxWrite>[0];
type TxItems = ReturnType<TxWrite>;

/** `YYYY-MM` of an ISO time: the log's partition per month. */
export const monthOf = (iso: string) => iso.slice(0, 7);
const isConditionFailure = (e: unknown) =>
  /conditional request failed|ConditionalCheckFailed|TransactionCanceled/i.test(
    String((e as Error)?.message ?? e),
  );

/**
 * Writes `ops` (ElectroDB transaction items, each with its condition, e.g. `versionIs(version)`)
 * and the audit entry of `change` in one transaction. Throws `conflict.stale` when any condition
 * fails. Up to 99 operations (DynamoDB's 100 per transaction, one is the entry).
 */
export async function write(
  actor: Actor,
  change: Change,
  ops: (entities: TxEntities) => TxItems,
): Promise<void> {
  let canceled: boolean;
  try {
    const result = await db()
      .transaction.write(
        (entities) => [...ops(entities), entryItem(entities, actor, change)] as TxItems,
      )
      .go();
    canceled = result.canceled;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    canceled = true;
  }
  if (canceled) throw new AppError("conflict", "conflict.stale");
}

/**
 * The audit entry of `change` as a transaction item: for a transaction that records a second
 * change beside the one `write` records (e.g. a price-table publish that also removes a value).
 */
export function entryItem(entities: TxEntities, actor: Actor, change: Change) {
  const at = new Date().toISOString();
  return entities.auditEntry
    .create({
      auditId: randomUUID(),
      month: monthOf(at),
      at,
      actorId: actor.userId,
      actorEmail: actor.email,
      action: change.action,
      targetType: change.target.type,
      targetId: change.target.id,
      before: JSON.stringify(change.before),
      after: JSON.stringify(change.after),
    })
    .commit();
}

/** A record standing alone (no other item to write with it, e.g. a file upload): only the entry. */
export const record = (actor: Actor, change: Change) => write(actor, change, () => []);

/** The version condition every edit of an existing record carries: `.where(versionIs(input.version))`. */
export const versionIs =
  (version: number) =>
  (attr: { version: unknown }, op: { eq: (a: never, v: number) => string }): string =>
    op.eq(attr.version as never, version);

/**
 * The fields of `next` that differ from `current`, as `{ before, after }`. Values are compared
 * structurally (`sameValue`): a map whose keys merely come back in another order is unchanged;
 * a missing field and `null` are the same.
 */
export function diff(
  current: Record<string, unknown>,
  next: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    if (value === undefined) continue;
    if (sameValue(current[key] ?? null, value ?? null)) continue;
    before[key] = current[key] ?? null;
    after[key] = value;
  }
  return { before, after };
}

/** Fails with `conflict.stale` unless the caller's version is the record's. */
export function assertVersion(current: { version?: number | null }, version: number): void {
  if ((current.version ?? 1) !== version) throw new AppError("conflict", "conflict.stale");
}

type EntityName = keyof Entities;

/**
 * An edit of one record: sets `set` on `entity` at `key` when its version is still `version`,
 * bumps the version, and records the changed fields. `current` is the record as read (for the
 * before values). Answers the changed fields; when nothing changes, nothing is written.
 */
export async function update(
  actor: Actor,
  p: {
    action: string;
    target: Target;
    entity: EntityName;
    key: Record<string, unknown>;
    version: number;
    current: Record<string, unknown> & { version?: number | null };
    set: Record<string, unknown>;
    /** More items in the same transaction (e.g. a condition check on another record). */
    also?: (entities: TxEntities) => TxItems;
  },
) {
  assertVersion(p.current, p.version);
  const changed = diff(p.current, p.set);
  if (Object.keys(changed.after).length === 0) return changed;
  await write(actor, { action: p.action, target: p.target, ...changed }, (entities) => {
    const entity = entities[p.entity] as unknown as TxEntity;
    return [
      entity
        .patch(p.key)
        .set(changed.after)
        .add({ version: 1 })
        .where(versionIs(p.version))
        .commit(),
      ...(p.also?.(entities) ?? []),
    ] as unknown as TxItems;
  });
  return changed;
}

/**
 * Removes one record when its version is still `version`, with `also` (more items to remove or
 * write in the same transaction, e.g. an e-mail claim). `before` is what the entry keeps of it.
 */
export async function remove(
  actor: Actor,
  p: {
    action: string;
    target: Target;
    entity: EntityName;
    key: Record<string, unknown>;
    version: number;
    current: { version?: number | null };
    before: Record<string, unknown>;
    also?: (entities: TxEntities) => TxItems;
  },
) {
  assertVersion(p.current, p.version);
  await write(
    actor,
    { action: p.action, target: p.target, before: p.before, after: null },
    (entities) => {
      const entity = entities[p.entity] as unknown as TxEntity;
      return [
        entity.delete(p.key).where(versionIs(p.version)).commit(),
        ...(p.also?.(entities) ?? []),
      ] as unknown as TxItems;
    },
  );
}

/** The part of an ElectroDB transaction entity `update`/`remove` use (every entity has it). */
interface TxEntity {
  patch(key: Record<string, unknown>): {
    set(v: Record<string, unknown>): {
      add(v: Record<string, number>): { where(w: unknown): { commit(): unknown } };
    };
  };
  delete(key: Record<string, unknown>): { where(w: unknown): { commit(): unknown } };
}
