import { db } from "../dynamo/db";
import { AppError } from "../error";
import * as Audit from "../audit/write";
import * as Email from "../email/index";
import { linkToken } from "../upload/order-link";
import { dispatchOf, statusWrites } from "../order/listing";
import type { OrderStatus } from "../order/record";
import type { LineProofs } from "../proof-rules/state";
import { proofReady } from "./email";

/** One order as stored, or 404. */
export async function loadOrder(orderId: string) {
  const order = (await db().entities.order.get({ orderId }).go({ consistent: true })).data;
  if (!order) throw new AppError("not_found", "order.not_found");
  return order;
}
export type StoredOrder = Awaited<ReturnType<typeof loadOrder>>;

export interface ProofChange {
  action: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  proofs: LineProofs[];
  status: OrderStatus;
  dispatchFrom?: number | null;
  /** E-mail "your proof is ready" with prepress's note (in the order's language). */
  email?: { note: string; messageKey: string; origin: string; reminder?: boolean } | null;
}

/**
 * Every proof step is ONE transaction through the audit log's write path: the order (its proofs,
 * maybe its status and the day dispatch counts from) on the condition that its version is the one
 * read (a second approval, or an answer racing prepress, fails as a conflict with nothing
 * changed), the list row and counters when the status moves, the audit entry (the order's
 * timeline reads it), and the e-mail in the outbox when one is due.
 */
export async function writeProofs(order: StoredOrder, actor: Audit.Actor, change: ProofChange) {
  const version = order.version ?? 1;
  const moved = change.status !== order.status;
  const dispatchFrom = change.dispatchFrom ?? null;
  const messageId = change.email
    ? Email.messageIdFor("order.proof", order.orderId, change.email.messageKey)
    : null;
  const message =
    change.email && messageId
      ? await Email.prepare(
          {
            kind: "order.proof",
            to: String(order.customer.email ?? ""),
            locale: order.locale,
            ref: order.orderId,
            ...proofReady(order, {
              origin: change.email.origin,
              token: order.customerId ? null : linkToken(order),
              note: change.email.note,
              reminder: change.email.reminder ?? false,
            }),
          },
          messageId,
        )
      : null;
  const row = dispatchFrom ? { dispatch: dispatchOf({ ...order, dispatchFrom }) ?? undefined } : {};
  await Audit.write(
    actor,
    {
      action: change.action,
      target: { type: "order", id: order.orderId },
      before: { ...change.before, ...(moved ? { status: order.status } : {}) },
      after: {
        ...change.after,
        ...(moved ? { status: change.status } : {}),
        ...(dispatchFrom ? { dispatchFrom: new Date(dispatchFrom).toISOString() } : {}),
        ...(messageId ? { notified: true } : {}),
      },
    },
    (e) => [
      e.order
        .patch({ orderId: order.orderId })
        .set({
          proofs: change.proofs,
          ...(moved ? { status: change.status } : {}),
          ...(dispatchFrom ? { dispatchFrom } : {}),
        })
        .add({ version: 1 })
        .where(Audit.versionIs(version) as never)
        .commit(),
      ...(moved || row.dispatch
        ? statusWrites(
            e,
            order,
            { status: change.status, paymentStatus: order.paymentStatus },
            row.dispatch ? { dispatch: row.dispatch } : {},
          ).slice(0, moved ? undefined : 1)
        : []),
      ...(message ? [Email.enqueueIn(e, message)] : []),
    ],
  );
  if (messageId)
    await Email.deliverSoon(messageId).catch((error) =>
      console.error(`[email] ${messageId} stays in the outbox: ${String(error)}`),
    );
  return { version: version + 1, status: change.status, notified: Boolean(messageId) };
}
