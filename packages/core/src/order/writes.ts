import { randomUUID } from "node:crypto";
import { db } from "../dynamo/db";
import { AppError } from "../error";
import { fn } from "../fn";
import * as Audit from "../audit/index";
import * as Email from "../email/index";
import { statusChange } from "../email/templates";
import { removedWrites, statusWrites } from "./listing";
import { assertMayLeave } from "../proof-rules/state";
import * as ProofSettings from "../proof-rules/settings";
import {
  AddNoteInput,
  RemoveOrderInput,
  SetOrderStatusInput,
  SetPaymentStatusInput,
  type OrderStatus,
  type PaymentStatus,
} from "./schema";

/**
 * The back office's writes of orders. Each is ONE transaction through the audit log's write path
 * (audit/index.ts): the order (condition: its version), its list row, the status counters, the
 * audit entry and, when the customer is to be told, the e-mail in the outbox. The e-mail is sent
 * after the transaction (and retried if that fails), so it is written exactly once per change.
 */
type Ops = Parameters<typeof Audit.write>[2];
type TxEntities = Parameters<Ops>[0];
interface Opts {
  /** The site's origin, for the link in the e-mail. */
  origin?: string;
  /** Where the change comes from, for the audit entry (a bank statement's row). Never from a client as is. */
  detail?: Record<string, string>;
}

/** Parcels entered with an order status change (checked by SetOrderStatusInput). */
type ParcelList = { carrier: string; number: string }[];
const sameParcels = (a: ParcelList = [], b: ParcelList = []) =>
  JSON.stringify(a.map((p) => [p.carrier, p.number])) ===
  JSON.stringify(b.map((p) => [p.carrier, p.number]));

async function load(orderId: string) {
  const order = (await db().entities.order.get({ orderId }).go()).data;
  if (!order) throw new AppError("not_found", "order.not_found");
  return order;
}
type StoredOrder = Awaited<ReturnType<typeof load>>;

async function change(
  order: StoredOrder,
  field: "status" | "paymentStatus",
  to: string,
  version: number,
  notify: boolean,
  actor: Audit.Actor,
  opts: Opts,
  parcels?: ParcelList,
  reason?: string,
) {
  Audit.assertVersion(order, version);
  // Leaving the proof stage before every proof is approved: refused without a reason (recorded).
  const skip =
    field === "status" && order.status !== to
      ? assertMayLeave(order, to, await ProofSettings.get(), reason)
      : null;
  const newParcels =
    field === "status" && parcels && !sameParcels(order.parcels, parcels) ? parcels : null;
  const moved = order[field] !== to;
  if (!moved && !newParcels) return { version, changed: false, messageId: null };
  if (newParcels?.length && to === "cancelled")
    throw new AppError("conflict", "order.parcels.cancelled");
  const next = { status: order.status, paymentStatus: order.paymentStatus, [field]: to } as {
    status: OrderStatus;
    paymentStatus: PaymentStatus;
  };
  // Only parcels changed (the status stays): no e-mail, the counters and the invoice stay put.
  const messageId =
    notify && moved ? Email.messageIdFor(`order.${field}`, order.orderId, String(version)) : null;
  const message = messageId
    ? await Email.prepare(
        {
          kind: field === "status" ? "order.status" : "order.payment",
          to: String(order.customer.email ?? ""),
          locale: order.locale,
          ref: order.orderId,
          ...statusChange(
            newParcels ? { ...order, parcels: newParcels } : order,
            { field, to },
            { origin: opts.origin ?? "" },
          ),
        },
        messageId,
      )
    : null;
  await Audit.write(
    actor,
    {
      action: field === "status" ? "order.setOrderStatus" : "order.setPaymentStatus",
      target: { type: "order", id: order.orderId },
      before: { [field]: order[field], ...(newParcels ? { parcels: order.parcels ?? [] } : {}) },
      after: {
        [field]: to,
        ...(newParcels ? { parcels: newParcels } : {}),
        ...(messageId ? { notified: true } : {}),
        ...(skip ?? {}),
        ...opts.detail,
      },
    },
    (e: TxEntities) => [
      e.order
        .patch({ orderId: order.orderId })
        .set(newParcels ? { [field]: to, parcels: newParcels } : { [field]: to })
        .add({ version: 1 })
        .where(Audit.versionIs(version) as never)
        .commit(),
      ...(moved ? statusWrites(e, order, next) : []),
      ...(message ? [Email.enqueueIn(e, message)] : []),
      // Dispatched or marked paid: the invoice may be due (invoice/policy.ts decides from the
      // order, the payment and Settings → KSeF; an order invoiced already keeps that one,
      // invoice/number.ts's guard).
      ...(moved &&
      ((field === "status" && to === "shipped") || (field === "paymentStatus" && to === "paid"))
        ? [
            e.invoiceTask
              .put({
                orderId: order.orderId,
                trigger: field === "status" ? "dispatch" : "payment",
                nextAttemptAt: Date.now(),
                createdAt: Date.now(),
              })
              .commit(),
          ]
        : []),
    ],
  );
  if (messageId)
    await Email.deliverSoon(messageId).catch((error) =>
      console.error(`[email] ${messageId} stays in the outbox: ${String(error)}`),
    );
  return { version: version + 1, changed: true, messageId };
}

/** The order status; `notify` e-mails the customer in the order's language. */
export const setOrderStatus = fn(
  SetOrderStatusInput,
  async (input, actor: Audit.Actor, opts: Opts = {}) => {
    const order = await load(input.orderId);
    const out = await change(
      order,
      "status",
      input.status,
      input.version,
      input.notify,
      actor,
      opts,
      input.parcels,
      input.reason,
    );
    return {
      orderId: input.orderId,
      status: input.status,
      version: out.version,
      notified: Boolean(out.messageId),
    };
  },
);

/** The payment status; `notify` e-mails the customer in the order's language. */
export const setPaymentStatus = fn(
  SetPaymentStatusInput,
  async (input, actor: Audit.Actor, opts: Opts = {}) => {
    const order = await load(input.orderId);
    const out = await change(
      order,
      "paymentStatus",
      input.status,
      input.version,
      input.notify,
      actor,
      opts,
    );
    return {
      orderId: input.orderId,
      paymentStatus: input.status,
      version: out.version,
      notified: Boolean(out.messageId),
    };
  },
);

/** Deletes a cancelled order (any other is refused), its list row, its count and its notes. */
export const remove = fn(RemoveOrderInput, async (input, actor: Audit.Actor) => {
  const order = await load(input.orderId);
  Audit.assertVersion(order, input.version);
  if (order.status !== "cancelled") throw new AppError("conflict", "order.remove_not_cancelled");
  const notes = (
    await db().entities.orderNote.query.byOrder({ orderId: order.orderId }).go({ pages: "all" })
  ).data.slice(0, 90);
  await Audit.write(
    actor,
    {
      action: "order.remove",
      target: { type: "order", id: order.orderId },
      before: {
        number: order.number,
        status: order.status,
        paymentStatus: order.paymentStatus,
        email: order.customer.email ?? null,
      },
      after: null,
    },
    (e: TxEntities) => [
      e.order
        .delete({ orderId: order.orderId })
        .where(Audit.versionIs(input.version) as never)
        .commit(),
      ...removedWrites(e, order),
      ...notes.map((n) =>
        e.orderNote.delete({ orderId: n.orderId, at: n.at, noteId: n.noteId }).commit(),
      ),
    ],
  );
  return { orderId: order.orderId, removed: true as const };
});

/** An internal note on the order (never shown to the customer). */
export const addNote = fn(AddNoteInput, async (input, actor: Audit.Actor) => {
  await load(input.orderId);
  const note = {
    orderId: input.orderId,
    noteId: randomUUID(),
    at: new Date().toISOString(),
    authorId: actor.userId,
    authorEmail: actor.email,
    text: input.text,
  };
  await Audit.write(
    actor,
    {
      action: "order.addNote",
      target: { type: "order", id: input.orderId },
      before: null,
      after: { note: input.text },
    },
    (e: TxEntities) => [e.orderNote.create(note).commit()],
  );
  return { noteId: note.noteId, at: note.at, author: note.authorEmail, text: note.text };
});

/** Who changed the order's statuses and when (the audit log's entries of the order), newest first. */
export async function timeline(orderId: string) {
  const { items } = await Audit.list({ target: { type: "order", id: orderId }, pageSize: 100 });
  return items.map((i) => ({
    at: i.at,
    actor: i.actor.email,
    action: i.action,
    before: i.before,
    after: i.after,
  }));
}
