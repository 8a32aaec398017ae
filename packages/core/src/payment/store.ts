import { randomUUID } from "node:crypto";
import { db } from "../dynamo/db";
import type { ShopService } from "../entities/service";
import type { PaymentEventInfo, PaymentInfo, PaymentState, RefundInfo } from "./schema";

/**
 * Reading and recording payments: one payment (a consistent read: a notification must see the
 * write that preceded it), an order's payments with their timelines, the timeline's items.
 */
export type TxEntities = Parameters<Parameters<ShopService["transaction"]["write"]>[0]>[0];

export async function getPayment(paymentId: string) {
  return (await db().entities.payment.get({ paymentId }).go({ consistent: true })).data ?? null;
}
export type StoredPayment = NonNullable<Awaited<ReturnType<typeof getPayment>>>;

export async function getOrder(orderId: string) {
  return (await db().entities.order.get({ orderId }).go({ consistent: true })).data ?? null;
}
export type StoredOrder = NonNullable<Awaited<ReturnType<typeof getOrder>>>;

export const isConditionFailure = (e: unknown) =>
  /conditional request failed|ConditionalCheckFailed|TransactionCanceled/i.test(
    String((e as Error)?.message ?? e),
  );

export interface EventInput {
  kind: string;
  source: string;
  from?: string;
  to?: string;
  decision?: string;
  payload?: Record<string, unknown>;
}

const PAYLOAD_CHARS = 4_000;

function eventOf(paymentId: string, e: EventInput, eventId: string) {
  return {
    paymentId,
    eventId,
    at: new Date().toISOString(),
    kind: e.kind,
    source: e.source,
    ...(e.from ? { from: e.from } : {}),
    ...(e.to ? { to: e.to } : {}),
    ...(e.decision ? { decision: e.decision.slice(0, 200) } : {}),
    ...(e.payload ? { payload: JSON.stringify(e.payload).slice(0, PAYLOAD_CHARS) } : {}),
  };
}

/**
 * A timeline item as a transaction item. `eventId` comes from the provider's ids where the event
 * is a change of state: `create` then fails on the second try, cancelling the whole transaction.
 */
export const eventItem = (
  entities: TxEntities,
  paymentId: string,
  e: EventInput,
  eventId: string = randomUUID(),
) => entities.paymentEvent.create(eventOf(paymentId, e, eventId)).commit();

/**
 * Stores an event on its own; with an `eventId` already stored (a duplicate from outside) it
 * stores nothing and answers false. Never throws for that.
 */
export async function recordEvent(
  paymentId: string,
  e: EventInput,
  eventId: string = randomUUID(),
): Promise<boolean> {
  try {
    await db()
      .entities.paymentEvent.create(eventOf(paymentId, e, eventId))
      .go({ response: "none" });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The reason of a failed call, on the payment (its "to retry" state), best effort. */
export async function noteError(payment: StoredPayment, reason: string): Promise<void> {
  await db()
    .entities.payment.patch({ paymentId: payment.paymentId })
    .set({ lastError: reason.slice(0, 300), updatedAt: Date.now() })
    .go({ response: "none" })
    .catch((error: unknown) =>
      console.error(`[payment] ${payment.paymentId}: ${reason} not noted: ${String(error)}`),
    );
}

/** The state's patch: `createdAt` rebuilds the by-state index key, the version guards the read. */
export const stateSet = (p: StoredPayment, state: PaymentState) => ({
  state,
  createdAt: p.createdAt,
  updatedAt: Date.now(),
});

export const versionAndStates =
  (p: StoredPayment, states: readonly PaymentState[]) =>
  (a: { version: unknown; state: unknown }, op: { eq: (x: never, v: unknown) => string }): string =>
    `${op.eq(a.version as never, p.version)} AND (${states
      .map((s) => op.eq(a.state as never, s))
      .join(" OR ")})`;

const parse = (text: string | undefined) => {
  if (!text) return null;
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return { truncated: text };
  }
};

/** A payment with its timeline and refunds (one Query of its collection). */
export async function withTimeline(p: StoredPayment): Promise<PaymentInfo> {
  const { data } = await db()
    .collections.payment({ paymentId: p.paymentId })
    .go({ pages: "all", consistent: true });
  const events: PaymentEventInfo[] = data.paymentEvent.map((e) => ({
    at: e.at,
    kind: e.kind,
    source: e.source,
    from: e.from ?? null,
    to: e.to ?? null,
    decision: e.decision ?? null,
    payload: parse(e.payload),
  }));
  const refunds: RefundInfo[] = data.paymentRefund.map((r) => ({
    refundId: r.refundId,
    amount: r.amount,
    currency: r.currency,
    state: r.state,
    description: r.description,
    actor: r.actorEmail,
    lastError: r.lastError ?? null,
    createdAt: r.createdAt,
  }));
  return {
    paymentId: p.paymentId,
    orderId: p.orderId ?? null,
    provider: p.provider,
    channel: p.channel,
    amount: p.amount,
    currency: p.currency,
    state: p.state,
    flag: p.flag ?? null,
    providerPaymentId: p.providerPaymentId ?? null,
    method: p.method ?? null,
    paidAmount: p.paidAmount ?? null,
    refunded: p.refunded,
    refundPending: p.refundPending,
    lastError: p.lastError ?? null,
    version: p.version,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
    events,
    refunds: refunds.sort((a, b) => a.createdAt - b.createdAt),
  };
}

/** An order's payments, oldest first (gsi1: one Query), without their timelines. */
export async function paymentsOf(orderId: string) {
  const { data } = await db().entities.payment.query.byOrder({ orderId }).go({ pages: "all" });
  return data;
}
