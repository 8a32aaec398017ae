import { db } from "../dynamo/db";
import { AppError } from "../error";
import { applyPaid, type Outcome } from "./apply";
import { gatewayFor, payments } from "./config";
import {
  NotificationRefused,
  type ProviderEvent,
  type ProviderName,
  type ProviderNote,
} from "./port";
import { applyRefund } from "./refund";
import { eventItem, getPayment, isConditionFailure, recordEvent } from "./store";

/**
 * A notification from the provider, as the HTTP layer received it (the raw body, never parsed
 * by anyone else first, and the caller's address). What happens:
 * - not proven to come from the provider (malformed, unsigned, forged, another merchant):
 *   `auth` (401), nothing stored or changed, one line in the security log;
 * - stored first (its raw payload on the payment's timeline, once however often it comes),
 *   then applied in one conditional write (payment/apply.ts, payment/refund.ts);
 * - for a payment the shop does not have: stored as an unmatched payment, flagged for an
 *   administrator, and answered `unavailable` (503) so that the provider sends it again (had the
 *   payment's write not been visible yet, the next try applies it);
 * - a provider that does not answer the verification: `unavailable` (503), the provider retries;
 * - online payments off (no provider configured): `not_found` (404), as for any unknown path.
 * Answers 2xx (the outcome) only once what it changed is stored.
 */
export async function handleNotification(input: {
  body: string;
  address: string;
  /** Whose route it came by (each provider has its own path); Przelewy24 unless said. */
  provider?: ProviderName;
  /** The provider's signature header, where it signs in one (Stripe). */
  signature?: string;
}): Promise<{ outcome: Outcome | "ignored" }> {
  const { security } = payments();
  const gateway = gatewayFor(input.provider ?? "przelewy24");
  // That provider off (no keys): the route does not exist for anyone. A 503 here would invite
  // any caller to retry forever and tell a prober the shop is failing.
  if (!gateway) throw new AppError("not_found", "route.not_found");
  let event: ProviderEvent | ProviderNote;
  try {
    event = await gateway.authenticate({
      body: input.body,
      ...(input.signature !== undefined ? { signature: input.signature } : {}),
    });
  } catch (error) {
    if (!(error instanceof NotificationRefused)) throw error;
    await security({
      kind: "payment.notification_refused",
      address: input.address.slice(0, 64),
      detail: { provider: gateway.provider, reason: error.reason, bytes: input.body.length },
    });
    throw new AppError("auth", "pay.notification_refused");
  }
  if (event.kind === "note") {
    // Signed, but nothing to change: on the payment's timeline (once) when the payment is ours.
    const known = event.paymentId ? await getPayment(event.paymentId) : null;
    if (known)
      await recordEvent(
        known.paymentId,
        {
          kind: "notification",
          source: gateway.label,
          decision: event.what,
          payload: event.payload,
        },
        `note.${event.eventRef}`.slice(0, 200),
      );
    return { outcome: "ignored" };
  }
  const payment = await getPayment(event.paymentId);
  if (!payment) {
    await storeUnmatched(gateway.provider, event);
    throw new AppError("unavailable", "pay.retry_later");
  }
  const eventId =
    event.kind === "paid"
      ? `notification.${event.providerPaymentId}.${event.amount}.${event.currency}`
      : `refund_notification.${event.refundId}.${event.succeeded ? 0 : 1}`;
  await recordEvent(
    payment.paymentId,
    { kind: "notification", source: gateway.label, payload: event.payload },
    eventId,
  );
  if (event.kind === "refund") return { outcome: await applyRefund(event, gateway.label) };
  const outcome = await applyPaid(payment.paymentId, {
    providerPaymentId: event.providerPaymentId,
    amount: event.amount,
    currency: event.currency,
    method: event.method,
    source: "notification",
    payload: event.payload,
  });
  return { outcome };
}

/** The key of an unmatched notification's record: never one of the shop's payment ids. */
export const unmatchedId = (provider: string, sessionId: string) =>
  `unmatched:${provider}:${sessionId}`.slice(0, 200);

/**
 * A signed notification for a payment the shop has no record of: kept (once) as a flagged
 * payment without an order, with the notification on its timeline, for an administrator.
 */
async function storeUnmatched(provider: ProviderName, event: ProviderEvent) {
  const paymentId = unmatchedId(provider, event.paymentId);
  const now = Date.now();
  try {
    await db()
      .transaction.write((e) => [
        e.payment
          .create({
            paymentId,
            provider,
            amount: event.amount,
            currency: event.currency,
            state: "flagged",
            flag: "unknown_payment",
            providerPaymentId: event.providerPaymentId,
            ...(event.kind === "paid"
              ? { paidAmount: event.amount, paidCurrency: event.currency }
              : {}),
            createdAt: now,
            updatedAt: now,
          })
          .commit(),
        eventItem(
          e,
          paymentId,
          {
            kind: "notification",
            source: provider,
            to: "flagged",
            decision: `flagged: unknown_payment (${event.kind})`,
            payload: event.payload,
          },
          `unmatched.${event.providerPaymentId}`,
        ),
      ])
      .go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
