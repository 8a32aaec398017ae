import { randomUUID } from "node:crypto";
import { db } from "../dynamo/db";
import { AppError } from "../error";
import { fn } from "../fn";
import { assertVersion, entryItem, versionIs, write, type Actor } from "../audit/write";
import * as Email from "../email/index";
import { statusChange } from "../email/templates";
import { translator } from "../i18n/translate";
import { payMessages } from "./messages";
import { isLocale } from "../i18n/locale";
import { paymentStatusWrites } from "../order/payment-status";
import { toGrosze } from "../pricing/money";
import { systemActor, type Outcome } from "./apply";
import { NOTIFY_PATHS, gatewayFor, shopOrigin } from "./config";
import { GatewayError, type ProviderEvent } from "./port";
import { RefundInput, type RefundState } from "./schema";
import {
  eventItem,
  getOrder,
  getPayment,
  isConditionFailure,
  paymentsOf,
  recordEvent,
  stateSet,
  versionAndStates,
  type StoredPayment,
} from "./store";

const translate = translator(payMessages);

/**
 * Refunds: an administrator asks (`refund`), the provider answers by notification
 * (`applyRefund`). The request is stored with the order's version check and the audit entry
 * before the provider hears of it, and the amount waits in `refundPending` so two refunds can
 * never together exceed what was paid; the notification then completes it in one transaction
 * (paid → partially_refunded | refunded, and the order paid → refunded when all of it is back).
 */
const REFUNDABLE = new Set(["paid", "partially_refunded"]);

const fmt = (minor: number, currency: string) => `${(minor / 100).toFixed(2)} ${currency}`;

export const refund = fn(RefundInput, async (input, actor: Actor) => {
  const origin = await shopOrigin();
  const order = await getOrder(input.orderId);
  if (!order) throw new AppError("not_found", "order.not_found");
  assertVersion(order, input.version);
  const candidates = (await paymentsOf(order.orderId)).filter(
    (p) => REFUNDABLE.has(p.state) && (!input.paymentId || p.paymentId === input.paymentId),
  );
  const listed = candidates.at(-1);
  const p = listed ? await getPayment(listed.paymentId) : null;
  // The payment's own provider refunds it, whichever the order's method names today.
  const gateway = gatewayFor(p?.provider);
  if (!p || !REFUNDABLE.has(p.state) || !gateway || !p.providerPaymentId)
    throw new AppError("conflict", "pay.not_refundable");
  const amount = toGrosze(input.amount.replace(",", "."));
  const left = (p.paidAmount ?? p.amount) - p.refunded - p.refundPending;
  if (amount <= 0 || amount > left) {
    // The field's own message is filled too: the admin's dialog shows it under the amount.
    const params = { max: fmt(Math.max(left, 0), p.currency) };
    throw new AppError("input", "pay.refund_too_large", {
      params,
      fields: [{ field: "amount", code: "pay.refund_too_large", params }],
    });
  }
  const refundId = randomUUID().replace(/-/g, "");
  const requestId = randomUUID();
  const locale = isLocale(order.locale) ? order.locale : "pl";
  const description = translate("pay.refund_description", locale, { number: order.number });
  const now = Date.now();
  await write(
    actor,
    {
      action: "order.refund",
      target: { type: "order", id: order.orderId },
      before: null,
      after: {
        paymentId: p.paymentId,
        refundId,
        amount: fmt(amount, p.currency),
        ...(input.reason ? { reason: input.reason } : {}),
      },
    },
    (e) => [
      e.order
        .patch({ orderId: order.orderId })
        .add({ version: 1 })
        .where(versionIs(input.version) as never)
        .commit(),
      e.payment
        .patch({ paymentId: p.paymentId })
        .add({ refundPending: amount, version: 1 })
        .set({ updatedAt: now })
        .where(versionAndStates(p, ["paid", "partially_refunded"]))
        .commit(),
      e.paymentRefund
        .create({
          paymentId: p.paymentId,
          refundId,
          requestId,
          amount,
          currency: p.currency,
          state: "requested",
          description,
          actorEmail: actor.email,
          createdAt: now,
          updatedAt: now,
        })
        .commit(),
      eventItem(e, p.paymentId, {
        kind: "refund_requested",
        source: actor.email,
        decision: `${fmt(amount, p.currency)} (${refundId})${input.reason ? `: ${input.reason}` : ""}`,
      }),
    ],
  );
  try {
    await gateway.refund({
      refundId,
      requestId,
      paymentId: p.paymentId,
      providerPaymentId: p.providerPaymentId,
      amount,
      description,
      notifyUrl: `${origin}${NOTIFY_PATHS[gateway.provider]}`,
    });
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    await failRefund(p.paymentId, refundId, amount, error.reason);
    // The administrator's words, not the shopper's: nothing was refunded, the amount is free again.
    throw new AppError(
      error.kind === "unavailable" ? "unavailable" : "conflict",
      error.kind === "unavailable" ? "pay.refund_unavailable" : "pay.refund_refused",
    );
  }
  await db()
    .entities.paymentRefund.patch({ paymentId: p.paymentId, refundId })
    .set({ state: "accepted", updatedAt: Date.now() })
    .where((a, op) => op.eq(a.state, "requested"))
    .go({ response: "none" })
    .catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error; // the notification came first: it decided
    });
  return { refundId, state: "accepted" as const, version: input.version + 1 };
});

/** The provider refused or did not answer: the refund is failed, its amount free again. */
async function failRefund(paymentId: string, refundId: string, amount: number, reason: string) {
  await db()
    .transaction.write((e) => [
      e.paymentRefund
        .patch({ paymentId, refundId })
        .set({ state: "failed", lastError: reason.slice(0, 300), updatedAt: Date.now() })
        .where((a, op) => op.eq(a.state, "requested"))
        .commit(),
      e.payment
        .patch({ paymentId })
        .subtract({ refundPending: amount })
        .add({ version: 1 })
        .commit(),
      eventItem(e, paymentId, { kind: "refund_failed", source: "shop", decision: reason }),
    ])
    .go();
}

type RefundEvent = Extract<ProviderEvent, { kind: "refund" }>;

/** The provider's word on a refund: completed or rejected, once. */
export async function applyRefund(
  event: RefundEvent,
  source: string,
): Promise<Outcome | "ignored"> {
  for (let attempt = 0; attempt < 5; attempt++) {
    if (attempt > 0) await new Promise((ok) => setTimeout(ok, 20 + Math.random() * 80));
    const p = await getPayment(event.paymentId);
    const r = p
      ? (
          await db()
            .entities.paymentRefund.get({ paymentId: p.paymentId, refundId: event.refundId })
            .go({ consistent: true })
        ).data
      : null;
    if (!p || !r) {
      if (p)
        await recordEvent(p.paymentId, { kind: "refund_unknown", source, decision: "ignored" });
      return "ignored";
    }
    if (r.state === "completed" || r.state === "rejected") return "duplicate";
    if (r.amount !== event.amount || r.currency !== event.currency) {
      await recordEvent(
        p.paymentId,
        {
          kind: "refund_mismatch",
          source,
          decision: `ignored: ${fmt(event.amount, event.currency)}`,
        },
        `refund_mismatch.${r.refundId}`,
      );
      return "ignored";
    }
    if (await settleRefund(p, r.refundId, r.state, event.succeeded, r.amount, source)) {
      return "applied";
    }
  }
  throw new AppError("unavailable", "pay.retry_later");
}

async function settleRefund(
  p: StoredPayment,
  refundId: string,
  refundState: RefundState,
  succeeded: boolean,
  amount: number,
  source: string,
): Promise<boolean> {
  const paid = p.paidAmount ?? p.amount;
  const refunded = p.refunded + (succeeded ? amount : 0);
  // A refund marked failed (the provider did not answer in time) gave its amount back already.
  const held = refundState === "failed" ? 0 : amount;
  const next = !succeeded ? p.state : refunded >= paid ? "refunded" : "partially_refunded";
  // The order follows its payment: paid → partially_refunded → refunded (never backwards, and
  // not at all when an administrator has set it to something else meanwhile).
  const orderNext = next === "refunded" || next === "partially_refunded" ? next : null;
  const order = p.orderId && orderNext ? await getOrder(p.orderId) : null;
  const orderFrom = order?.paymentStatus;
  const orderRefunded =
    orderNext !== null &&
    orderFrom !== orderNext &&
    (orderFrom === "paid" || (orderFrom === "partially_refunded" && orderNext === "refunded"));
  const origin = order && orderRefunded ? await shopOrigin() : "";
  const messageId =
    order && orderNext
      ? orderNext === "refunded"
        ? Email.messageIdFor("payment.refunded", order.orderId)
        : Email.messageIdFor("payment.partially_refunded", order.orderId)
      : "";
  const mail =
    order && orderNext && orderRefunded && order.customer.email
      ? await Email.prepare(
          {
            kind: "order.payment",
            to: String(order.customer.email),
            locale: order.locale,
            ref: order.orderId,
            ...statusChange(order, { field: "paymentStatus", to: orderNext }, { origin }),
          },
          messageId,
        )
      : null;
  try {
    const result = await db()
      .transaction.write(
        (e) =>
          [
            e.paymentRefund
              .patch({ paymentId: p.paymentId, refundId })
              .set({ state: succeeded ? "completed" : "rejected", updatedAt: Date.now() })
              .where((a, op) => op.eq(a.state, refundState))
              .commit(),
            e.payment
              .patch({ paymentId: p.paymentId })
              .set({ ...stateSet(p, next), refunded })
              .subtract({ refundPending: held })
              .add({ version: 1 })
              .where(versionAndStates(p, [p.state]))
              .commit(),
            eventItem(
              e,
              p.paymentId,
              {
                kind: succeeded ? "refund_completed" : "refund_rejected",
                source,
                from: p.state,
                to: next,
                decision: `${fmt(amount, p.currency)} (${refundId})`,
              },
              `refund.${refundId}`,
            ),
            ...(order && orderNext && orderRefunded
              ? [
                  ...paymentStatusWrites(e, order, orderNext),
                  entryItem(e, systemActor(p.provider), {
                    action: "order.setPaymentStatus",
                    target: { type: "order", id: order.orderId },
                    before: { paymentStatus: order.paymentStatus },
                    after: { paymentStatus: orderNext, paymentId: p.paymentId, refundId },
                  }),
                ]
              : []),
            ...(mail ? [Email.enqueueIn(e, mail)] : []),
          ] as never,
      )
      .go();
    if (result.canceled) return false;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
  if (mail) await Email.deliverSoon(messageId).catch(() => undefined);
  return true;
}
