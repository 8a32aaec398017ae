import type Stripe from "stripe";
import { stripeEvent } from "./stripe-events";
import {
  GatewayError,
  NotificationRefused,
  type IncomingNotification,
  type PaymentGateway,
  type ProviderEvent,
  type ProviderNote,
  type ProviderStatus,
  type RefundRequest,
  type RegisterRequest,
  type Registration,
} from "./port";

/**
 * Stripe on its official SDK (`stripe`, pinned; Node only: core's browser export map keeps it
 * out of the SPAs). A payment is a Checkout Session (mode `payment`) with the order's amount and
 * currency, the payer comes back to the shop's return page, and only a signed event (verified by
 * the SDK's `webhooks.constructEvent` over the raw body) or the session read back through the
 * authenticated API marks it paid. There is no verify step: a completed session is captured.
 * Refunds with `refunds.create`, answered by the refund's events. The SDK is imported on first
 * use, so a cold start of the API that never sees Stripe does not evaluate it.
 */
export interface StripeConfig {
  /** `sk_test_…` / `sk_live_…`: the API key. Never logged, never in an error. */
  secretKey: string;
  /** `whsec_…`: the webhook endpoint's signing secret (one per endpoint, so per stage). */
  webhookSecret: string;
  /** A local server speaking Stripe's API (the SDK's documented `host`, `port`, `protocol`). */
  api?: { host: string; port: number; protocol: "http" | "https" };
  /** Per call; a provider slower than this is `unavailable`. */
  timeoutMs?: number;
  label?: string;
}

/** How far a signed event's timestamp may be from now (Stripe's default tolerance). */
const TOLERANCE_S = 300;
/** The largest event body read (a Checkout Session's event is a few kilobytes). */
export const MAX_STRIPE_EVENT_BYTES = 65_536;

/**
 * Which of Stripe's methods the payer may be offered (`allowed_payment_method_types`, a filter on
 * the methods switched on in the account's dashboard): cards always; BLIK in PLN only; Przelewy24 in
 * PLN and EUR (Stripe's own currency rules for these methods). The BLIK channel offers BLIK alone
 * where the currency allows it.
 */
export function methodsFor(currency: string, channel: "all" | "blik"): string[] {
  const c = currency.toUpperCase();
  if (channel === "blik") return c === "PLN" ? ["blik"] : ["card"];
  return ["card", ...(c === "PLN" ? ["blik", "p24"] : c === "EUR" ? ["p24"] : [])];
}

type StripeError = { type?: string; statusCode?: number; code?: string; rawType?: string };

/** An SDK error as the port's `GatewayError`: the type and code only (a message may quote the key). */
function asGatewayError(error: unknown): GatewayError {
  const e = (error ?? {}) as StripeError;
  const status = e.statusCode ?? 0;
  if (
    e.type === "StripeConnectionError" ||
    e.type === "StripeAPIError" ||
    e.type === "StripeRateLimitError" ||
    status >= 500 ||
    status === 429 ||
    (status === 0 && e.type !== "StripeIdempotencyError")
  )
    return new GatewayError("unavailable", `${e.type ?? "network"}${status ? ` ${status}` : ""}`);
  return new GatewayError(
    "refused",
    `${e.type ?? "error"} ${status}${e.code ? `: ${String(e.code).slice(0, 60)}` : ""}`,
  );
}

export function stripe(config: StripeConfig): PaymentGateway {
  let client: Promise<Stripe> | undefined;
  const sdk = () =>
    (client ??= import("stripe").then(
      ({ default: StripeSdk }) =>
        new StripeSdk(config.secretKey, {
          maxNetworkRetries: 1,
          timeout: config.timeoutMs ?? 10_000,
          telemetry: false,
          appInfo: { name: "printshop" },
          ...(config.api ?? {}),
        }),
    ));
  const live = config.secretKey.startsWith("sk_live_") || config.secretKey.startsWith("rk_live_");

  async function call<T>(what: (s: Stripe) => Promise<T>): Promise<T> {
    const s = await sdk();
    try {
      return await what(s);
    } catch (error) {
      throw asGatewayError(error);
    }
  }

  async function register(r: RegisterRequest): Promise<Registration> {
    const session = await call((s) =>
      s.checkout.sessions.create(
        {
          mode: "payment",
          client_reference_id: r.paymentId,
          ...(r.email ? { customer_email: r.email.slice(0, 512) } : {}),
          locale: r.language,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: r.currency.toLowerCase(),
                unit_amount: r.amount,
                product_data: { name: r.description.slice(0, 250) },
              },
            },
          ],
          // A filter on what the account has switched on (this API version has no static list).
          allowed_payment_method_types: methodsFor(r.currency, r.channel),
          success_url: r.returnUrl,
          cancel_url: r.returnUrl,
          metadata: { paymentId: r.paymentId },
          payment_intent_data: {
            description: r.description.slice(0, 250),
            metadata: { paymentId: r.paymentId },
          },
        },
        // The same payment registered twice (a retry after a time-out) is one session.
        { idempotencyKey: `register-${r.paymentId}` },
      ),
    );
    if (!session.url) throw new GatewayError("unavailable", "unexpected_answer: session url");
    return { providerRef: session.id, redirectUrl: session.url };
  }

  async function authenticate(n: IncomingNotification): Promise<ProviderEvent | ProviderNote> {
    if (n.body.length > MAX_STRIPE_EVENT_BYTES) throw new NotificationRefused("malformed");
    const signature = (n.signature ?? "").slice(0, 2_000);
    if (!signature) throw new NotificationRefused("signature");
    const s = await sdk();
    let event: Stripe.Event;
    try {
      event = s.webhooks.constructEvent(n.body, signature, config.webhookSecret, TOLERANCE_S);
    } catch (error) {
      const type = (error as StripeError)?.type;
      throw new NotificationRefused(
        type === "StripeSignatureVerificationError" ? "signature" : "malformed",
      );
    }
    // A test-mode event at a live endpoint (or the reverse) is not this account's money.
    if (event.livemode !== live) throw new NotificationRefused("merchant");
    return stripeEvent(event);
  }

  async function refund(r: RefundRequest): Promise<void> {
    const answer = await call((s) =>
      s.refunds.create(
        {
          payment_intent: r.providerPaymentId,
          amount: r.amount,
          reason: "requested_by_customer",
          metadata: { paymentId: r.paymentId, refundId: r.refundId },
        },
        { idempotencyKey: `refund-${r.requestId}` },
      ),
    );
    if (answer.status === "failed" || answer.status === "canceled")
      throw new GatewayError("refused", `refund ${answer.status}`);
  }

  async function status(ref: {
    paymentId: string;
    providerRef?: string | null;
  }): Promise<ProviderStatus | null> {
    const id = ref.providerRef ?? "";
    if (!/^cs_\w{1,200}$/.test(id.slice(0, 210))) return null;
    let session: Stripe.Checkout.Session;
    try {
      session = await call((s) => s.checkout.sessions.retrieve(id));
    } catch (error) {
      if (error instanceof GatewayError && error.reason.includes("resource_missing")) return null;
      throw error;
    }
    // Someone else's session under this payment's reference would be a defect: never trust it.
    if (session.client_reference_id !== ref.paymentId) return null;
    const intent =
      typeof session.payment_intent === "string"
        ? session.payment_intent
        : (session.payment_intent?.id ?? null);
    return {
      state: session.payment_status === "paid" && intent ? "paid" : "unpaid",
      providerPaymentId: intent,
      amount: session.amount_total ?? 0,
      currency: (session.currency ?? "").toUpperCase(),
      method: null,
    };
  }

  return {
    provider: "stripe",
    label: config.label ?? "Stripe",
    register,
    authenticate,
    refund,
    status,
  };
}
