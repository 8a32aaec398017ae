import { db } from "../dynamo/db";
import { AppError } from "../error";
import { entryItem, type Actor } from "../audit/write";
import * as Email from "../email/index";
import { statusChange } from "../email/templates";
import { paymentStatusWrites } from "../order/payment-status";
import { gatewayFor, shopOrigin } from "./config";
import { GatewayError, type PaymentGateway } from "./port";
import type { Flag, PaymentState } from "./schema";
import {
  eventItem,
  getOrder,
  getPayment,
  isConditionFailure,
  noteError,
  recordEvent,
  stateSet,
  versionAndStates,
  type StoredOrder,
  type StoredPayment,
  type TxEntities,
} from "./store";

/**
 * The payment's state machine where money comes in: new | pending → paid (and the order
 * awaiting → paid) or → flagged (the order unchanged). Each change is ONE transaction whose
 * conditions are the state and version read (payment and order) and whose timeline item has an
 * id made of the provider's ids: a duplicate, a replay, a report arriving late or two arriving at
 * once change nothing the second time. Only a verified notification or a status read from the
 * provider gets here.
 */
export type Outcome = "applied" | "duplicate" | "flagged";

export interface PaidReport {
  providerPaymentId: string;
  amount: number;
  currency: string;
  method: string | null;
  /** `notification` or `status read`. */
  source: string;
  payload?: Record<string, unknown>;
}

const OPEN: readonly PaymentState[] = ["new", "pending"];
const ATTEMPTS = 5;
const SETTLED = new Set<PaymentState>(["paid", "partially_refunded", "refunded"]);

export const systemActor = (provider: string): Actor => ({
  userId: `system:${provider}`,
  email: provider,
});

const pause = (attempt: number) =>
  new Promise((ok) => setTimeout(ok, 20 + Math.random() * 40 * 2 ** attempt));

/** Why this report may not mark the order paid, or null when it may. */
function mismatch(p: StoredPayment, order: StoredOrder | null, r: PaidReport): Flag | null {
  if (!order) return "unknown_payment";
  if (r.currency !== p.currency) return "currency_mismatch";
  if (r.amount !== p.amount) return "amount_mismatch";
  if (order.paymentStatus !== "awaiting") return "order_not_awaiting";
  return null;
}

export async function applyPaid(paymentId: string, r: PaidReport): Promise<Outcome> {
  let confirmed = false;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (attempt > 0) await pause(attempt);
    const p = await getPayment(paymentId);
    if (!p) throw new AppError("not_found", "pay.not_found");
    if (SETTLED.has(p.state) || p.state === "flagged" || p.state === "failed") {
      // Decided before. Another payment of the provider's on the same session is not verified
      // (the provider returns it to the payer) but is shown on the timeline.
      if (p.providerPaymentId && p.providerPaymentId !== r.providerPaymentId)
        await recordEvent(
          p.paymentId,
          {
            kind: "ignored",
            source: r.source,
            decision: `already ${p.state}: provider payment ${r.providerPaymentId} not verified`,
          },
          `ignored.${r.providerPaymentId}`,
        );
      return "duplicate";
    }
    const order = p.orderId ? await getOrder(p.orderId) : null;
    const flag = mismatch(p, order, r);
    if (flag) {
      if (await flagIt(p, flag, r)) return "flagged";
      continue;
    }
    if (!confirmed) {
      const refused = await confirm(gatewayFor(p.provider), p, r);
      if (refused) {
        if (await flagIt(p, "provider_refused", r, refused)) return "flagged";
        continue;
      }
      confirmed = true;
    }
    if (await markPaid(p, order!, r)) return "applied";
  }
  throw new AppError("unavailable", "pay.retry_later");
}

/**
 * The provider's acceptance (Przelewy24's verify). Answers null when accepted, the refusal's
 * reason otherwise; a provider that does not answer throws `pay.retry_later` (503: the provider
 * sends its notification again). A refusal for a payment the provider already shows accepted
 * (a concurrent verify won) counts as accepted.
 */
async function confirm(
  gateway: PaymentGateway | null,
  p: StoredPayment,
  r: PaidReport,
): Promise<string | null> {
  if (!gateway) throw new AppError("unavailable", "pay.retry_later");
  // A provider whose signed word is the acceptance itself (Stripe) has nothing to verify.
  if (!gateway.confirm) return null;
  const request = {
    paymentId: p.paymentId,
    providerPaymentId: r.providerPaymentId,
    amount: p.amount,
    currency: p.currency,
  };
  try {
    await gateway.confirm(request);
    await recordEvent(
      p.paymentId,
      { kind: "verified", source: gateway.label },
      `verified.${r.providerPaymentId}`,
    );
    return null;
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    if (error.kind === "unavailable") {
      await noteError(p, `verify: ${error.reason}`);
      await recordEvent(p.paymentId, {
        kind: "verify_failed",
        source: gateway.label,
        decision: `to retry: ${error.reason}`,
      });
      throw new AppError("unavailable", "pay.retry_later");
    }
    const now = await gateway
      .status({ paymentId: p.paymentId, providerRef: p.providerRef ?? null })
      .catch(() => null);
    if (now?.state === "paid" && now.amount === p.amount && now.currency === p.currency)
      return null;
    return error.reason;
  }
}

/** pending → flagged; the order stays as it is. False when the payment changed meanwhile. */
async function flagIt(p: StoredPayment, flag: Flag, r: PaidReport, detail?: string) {
  try {
    const result = await db()
      .transaction.write((e) => [
        e.payment
          .patch({ paymentId: p.paymentId })
          .set({
            ...stateSet(p, "flagged"),
            flag,
            providerPaymentId: r.providerPaymentId,
            paidAmount: r.amount,
            paidCurrency: r.currency,
            ...(r.method ? { method: r.method } : {}),
          })
          .add({ version: 1 })
          .where(versionAndStates(p, OPEN))
          .commit(),
        eventItem(
          e,
          p.paymentId,
          {
            kind: "state",
            source: r.source,
            from: p.state,
            to: "flagged",
            decision: `flagged: ${flag}${detail ? ` (${detail})` : ""}`,
          },
          `flagged.${r.providerPaymentId}`,
        ),
      ])
      .go();
    return !result.canceled;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * pending → paid and the order awaiting → paid, with the e-mail to the customer and the audit
 * entry, in one transaction. False when anything changed since it was read.
 */
async function markPaid(p: StoredPayment, order: StoredOrder, r: PaidReport) {
  const origin = await shopOrigin();
  const messageId = Email.messageIdFor("payment.paid", order.orderId);
  const mail = await Email.prepare(
    {
      kind: "order.payment",
      to: String(order.customer.email ?? ""),
      locale: order.locale,
      ref: order.orderId,
      ...statusChange(order, { field: "paymentStatus", to: "paid" }, { origin }),
    },
    messageId,
  );
  const items = (e: TxEntities) => [
    e.payment
      .patch({ paymentId: p.paymentId })
      .set({
        ...stateSet(p, "paid"),
        providerPaymentId: r.providerPaymentId,
        paidAmount: r.amount,
        paidCurrency: r.currency,
        paidAt: Date.now(),
        ...(r.method ? { method: r.method } : {}),
      })
      .remove(["lastError"])
      .add({ version: 1 })
      .where(versionAndStates(p, OPEN))
      .commit(),
    eventItem(
      e,
      p.paymentId,
      { kind: "state", source: r.source, from: p.state, to: "paid", decision: "applied" },
      `paid.${r.providerPaymentId}`,
    ),
    ...paymentStatusWrites(e, order, "paid"),
    ...(mail.to ? [Email.enqueueIn(e, mail)] : []),
    entryItem(e, systemActor(p.provider), {
      action: "order.setPaymentStatus",
      target: { type: "order", id: order.orderId },
      before: { paymentStatus: order.paymentStatus },
      after: { paymentStatus: "paid", paymentId: p.paymentId, provider: p.provider },
    }),
  ];
  try {
    const result = await db()
      .transaction.write((e) => items(e) as never)
      .go();
    if (result.canceled) return false;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
  if (mail.to)
    await Email.deliverSoon(messageId).catch((error: unknown) =>
      console.error(`[email] payment.paid ${order.orderId} stays in the outbox: ${String(error)}`),
    );
  // The invoice its "to issue" item (written above) asks for; on failure the retry schedule runs it.
  await (await import("../invoice/task")).runSoon(order.orderId);
  return true;
}
