import { randomBytes } from "node:crypto";
import { db } from "../dynamo/db";
import { AppError } from "../error";
import { fn } from "../fn";
import { isLocale, type Locale } from "../i18n/locale";
import { commonMessages } from "../i18n/common";
import { translator } from "../i18n/translate";
import { methods } from "../settings/methods";
import { payMessages } from "./messages";
import { applyPaid } from "./apply";
import { amountDue } from "./amount";
import { NOTIFY_PATHS, gatewayFor, returnUrl, shopOrigin } from "./config";
import { GatewayError, type PaymentGateway } from "./port";
import { CreateInput, OrderPaymentsInput, ReturnInput, StateListInput } from "./schema";
import {
  eventItem,
  getOrder,
  getPayment,
  noteError,
  paymentsOf,
  recordEvent,
  stateSet,
  versionAndStates,
  withTimeline,
  type StoredOrder,
} from "./store";

/** The payment's own texts, and the shared ones a provider's refusal may carry (unavailable). */
const translate = translator(commonMessages, payMessages);

/**
 * Online payments (issue 29): the shop's side of a provider, written against payment/port.ts.
 * - `create`: a payment for an order (amount and currency from the stored order), stored before
 *   the provider hears of it, then registered; the payer is sent to `redirectUrl`.
 * - `handleNotification` (notify.ts): the provider's signed word, verified and applied.
 * - `readStatus` / `returned`: the provider asked (the payer's return itself proves nothing).
 * - `refund` (refund.ts), and the back office's reads.
 */
export * from "./schema";
export { handleNotification, unmatchedId } from "./notify";
export { refund } from "./refund";
export {
  configurePayments,
  gatewayFor,
  payments,
  przelewy24Secrets,
  stripeSecrets,
  securityLog,
  NOTIFY_PATH,
  STRIPE_WEBHOOK_PATH,
  type SecurityEvent,
  type SecurityLog,
} from "./config";
export { amountDue } from "./amount";

/** A pending payment younger than this is offered again rather than registered anew. */
const REUSE_MS = 10 * 60_000;

const newPaymentId = (orderId: string) => `${orderId}.${randomBytes(6).toString("base64url")}`;

/** The provider of an order's payment method: `none` for an offline (or unknown) method. */
export async function providerOfOrder(order: { paymentMethodId: number }) {
  const method = (await methods()).payments.find((p) => p.id === order.paymentMethodId);
  return method?.provider ?? "none";
}

export const create = fn(CreateInput, async (input) => {
  const order = await getOrder(input.orderId);
  if (!order) throw new AppError("not_found", "order.not_found");
  const provider = await providerOfOrder(order);
  if (provider === "none") throw new AppError("conflict", "pay.not_online");
  // The order's method's provider, never one the client names.
  const gateway = gatewayFor(provider);
  const origin = await shopOrigin();
  if (!gateway || !origin) throw new AppError("conflict", "pay.off");
  if (order.paymentStatus !== "awaiting") throw new AppError("conflict", "pay.not_awaiting");
  // A payment opened a moment ago is offered again rather than registered twice — unless this
  // one starts from the order's signed link: its payer must come back to that page (another
  // device), which the open payment's return address does not name.
  const recent = input.link
    ? undefined
    : (await paymentsOf(order.orderId)).find(
        (p) =>
          p.state === "pending" &&
          p.provider === gateway.provider &&
          p.channel === input.channel &&
          p.redirectUrl &&
          Date.now() - p.createdAt < REUSE_MS,
      );
  if (recent?.redirectUrl)
    return { paymentId: recent.paymentId, redirectUrl: recent.redirectUrl, reused: true };
  return register(order, input.channel, gateway, origin, input.link);
});

async function register(
  order: StoredOrder,
  channel: "all" | "blik",
  gateway: PaymentGateway,
  origin: string,
  link?: string,
) {
  const { amount, currency } = amountDue(order);
  const paymentId = newPaymentId(order.orderId);
  const now = Date.now();
  const locale: Locale = isLocale(order.locale) ? order.locale : "pl";
  await db()
    .transaction.write((e) => [
      e.payment
        .create({
          paymentId,
          orderId: order.orderId,
          provider: gateway.provider,
          channel,
          amount,
          currency,
          state: "new",
          createdAt: now,
          updatedAt: now,
        })
        .commit(),
      eventItem(e, paymentId, {
        kind: "created",
        source: "shop",
        to: "new",
        decision: `${(amount / 100).toFixed(2)} ${currency} from order ${order.number}`,
      }),
    ])
    .go();
  const stored = (await getPayment(paymentId))!;
  const c = order.customer;
  try {
    const r = await gateway.register({
      paymentId,
      amount,
      currency,
      description: translate("pay.description", locale, { number: order.number }),
      email: String(c.email ?? ""),
      name: [c.firstName, c.lastName].filter(Boolean).join(" ") || String(c.billingName ?? ""),
      country: (c.billingCountry ?? "").length === 2 ? String(c.billingCountry) : "PL",
      language: locale,
      returnUrl: returnUrl(origin, locale, order.orderId, paymentId, link),
      notifyUrl: `${origin}${NOTIFY_PATHS[gateway.provider]}`,
      channel,
    });
    await db()
      .transaction.write((e) => [
        e.payment
          .patch({ paymentId })
          .set({
            ...stateSet(stored, "pending"),
            providerRef: r.providerRef,
            redirectUrl: r.redirectUrl,
          })
          .add({ version: 1 })
          .where(versionAndStates(stored, ["new"]))
          .commit(),
        eventItem(e, paymentId, {
          kind: "registered",
          source: gateway.label,
          from: "new",
          to: "pending",
        }),
      ])
      .go();
    return { paymentId, redirectUrl: r.redirectUrl, reused: false };
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    // The order stays placed and awaiting; this payment shows why and the payer can try again.
    await noteError(stored, `register: ${error.reason}`);
    await recordEvent(paymentId, {
      kind: "register_failed",
      source: gateway.label,
      decision: `${error.kind}: ${error.reason}`,
    });
    if (error.kind === "refused") {
      await db()
        .entities.payment.patch({ paymentId })
        .set(stateSet(stored, "failed"))
        .add({ version: 1 })
        .where(versionAndStates(stored, ["new"]))
        .go({ response: "none" })
        .catch(() => undefined);
      throw new AppError("conflict", "pay.provider_refused");
    }
    throw new AppError("unavailable", "pay.provider_unavailable");
  }
}

export type StartAnswer =
  | { status: "redirect"; paymentId: string; redirectUrl: string }
  | { status: "offline" }
  | { status: "retry"; code: string; message: string };

/**
 * After Place order: an order whose payment method is online gets its payment at once. Never
 * throws for the provider: the order is placed whatever happens here, and a failure answers
 * `retry` with a translated message (the shop then offers "pay again", i.e. `create`).
 */
export async function start(orderId: string, locale: Locale): Promise<StartAnswer> {
  const order = await getOrder(orderId);
  if (!order || (await providerOfOrder(order)) === "none") return { status: "offline" };
  try {
    const r = await create({ orderId });
    return { status: "redirect", paymentId: r.paymentId, redirectUrl: r.redirectUrl };
  } catch (error) {
    if (!(error instanceof AppError) || error.kind === "internal") throw error;
    return { status: "retry", code: error.code, message: translate(error.code, locale) };
  }
}

/**
 * What the shop knows of a payment, after asking the provider when it is still open: a paid
 * report from the provider's authenticated API is applied like a notification (verified first
 * where the provider has not been told yet). A provider that does not answer leaves it as it is.
 */
export async function readStatus(paymentId: string) {
  let p = await getPayment(paymentId);
  if (!p) throw new AppError("not_found", "pay.not_found");
  const gateway = gatewayFor(p.provider);
  if (gateway && (p.state === "new" || p.state === "pending")) {
    const now = await gateway
      .status({ paymentId, providerRef: p.providerRef ?? null })
      .catch((error: unknown) => {
        if (error instanceof GatewayError) return undefined;
        throw error;
      });
    if (
      now &&
      (now.state === "paid" || now.state === "paid_unconfirmed") &&
      now.providerPaymentId
    ) {
      await recordEvent(paymentId, {
        kind: "status_read",
        source: gateway.label,
        decision: now.state,
        payload: { ...now },
      });
      await applyPaid(paymentId, {
        providerPaymentId: now.providerPaymentId,
        amount: now.amount,
        currency: now.currency,
        method: now.method,
        source: "status read",
      });
      p = (await getPayment(paymentId))!;
    }
  }
  return {
    paymentId: p.paymentId,
    orderId: p.orderId ?? null,
    state: p.state,
    /** The provider was not reachable for the last call: the shop offers to try again. */
    retry: Boolean(p.lastError) && (p.state === "new" || p.state === "failed"),
  };
}

/** The payer is back on the shop: only the provider's answer counts, never the return itself. */
export const returned = fn(ReturnInput, async ({ orderId, paymentId }) => {
  const p = await getPayment(paymentId);
  if (!p || p.orderId !== orderId) throw new AppError("not_found", "pay.not_found");
  return readStatus(paymentId);
});

/**
 * The schedule's sweep (like the outbox's `retryDue`): payments pending for more than a few
 * minutes are read from the provider, so a notification that never arrived is not the end.
 */
export async function reconcileDue(now = Date.now(), limit = 50) {
  const { data } = await db()
    .entities.payment.query.byState({ list: "payments" })
    .between({ state: "pending", createdAt: 0 }, { state: "pending", createdAt: now - 3 * 60_000 })
    .go({ limit });
  let changed = 0;
  for (const p of data) {
    const before = p.state;
    const after = await readStatus(p.paymentId).catch(() => null);
    if (after && after.state !== before) changed++;
  }
  return { read: data.length, changed };
}

/** An order's payments with their timelines and refunds (`admin.orders.payments`). */
export const ofOrder = fn(OrderPaymentsInput, async ({ orderId }) => {
  const listed = await paymentsOf(orderId);
  return Promise.all(listed.map((p) => withTimeline(p)));
});

/** The payments in one state, oldest first: flagged ones are the back office's to-do list. */
export const inState = fn(StateListInput, async ({ state, limit }) => {
  const { data } = await db()
    .entities.payment.query.byState({ list: "payments" })
    .begins({ state })
    .go({ limit });
  return Promise.all(data.map((p) => withTimeline(p)));
});
