import { loadedPaymentKeys, siteOrigin, type PaymentKeys } from "../config/secrets";
import { recordSecurityEvent } from "../security/index";
import type { PaymentGateway, ProviderName } from "./port";
import { P24_API, przelewy24, type Przelewy24Config } from "./przelewy24";
import { stripe, type StripeConfig } from "./stripe";

/**
 * How online payments are wired: one gateway per provider whose keys are set, the shop's public origin (return links, the
 * notification URL, links in e-mails) and where refused notifications are reported. Read once;
 * tests, the local server and the Lambda set it with `configurePayments`.
 */
export interface SecurityEvent {
  kind: "payment.notification_refused";
  address: string;
  detail: Record<string, string | number | boolean | null>;
}
/** Where security events go: the security log (core/security) unless a test listens. */
export type SecurityLog = (event: SecurityEvent) => void | Promise<void>;

export type Gateways = Partial<Record<ProviderName, PaymentGateway>>;

export interface PaymentsConfig {
  /**
   * The gateways by provider. A provider without one (no keys) is off: its payment methods
   * still place orders, which then wait for payment (docs/payments.md, "A provider without keys").
   */
  gateways: Gateways;
  /** The shop's public origin; empty: the site origin of core/config (never a request's). */
  origin: string;
  security: SecurityLog;
}

/** The security log's line and Access log item (it never throws). */
export const securityLog: SecurityLog = (e) =>
  recordSecurityEvent({ kind: e.kind, address: e.address, detail: e.detail });

/** Where Przelewy24 posts its notifications (payments and refunds alike). */
export const NOTIFY_PATH = "/api/payments/przelewy24/notify";
/** Where Stripe posts its events (the webhook endpoint configured in Stripe's dashboard). */
export const STRIPE_WEBHOOK_PATH = "/api/payments/stripe/webhook";
/** Each provider's notification path on the shop. */
export const NOTIFY_PATHS: Record<ProviderName, string> = {
  przelewy24: NOTIFY_PATH,
  stripe: STRIPE_WEBHOOK_PATH,
};

/** Where keys are read: the environment, or the payment-keys parameter's object. */
type KeySource = Readonly<Record<string, string | undefined>>;

/**
 * THE one function that reads Przelewy24's keys, from the environment locally (`P24_MERCHANT_ID`,
 * `P24_POS_ID` (default: the merchant id), `P24_API_KEY`, `P24_CRC`, `P24_ENV` = sandbox or
 * production, `P24_BASE_URL` for a local server speaking the same protocol) or, in AWS, from the
 * stage's payment-keys parameter (`loadPaymentKeys`, the same names; no base URL there).
 */
export function przelewy24Secrets(env: KeySource = process.env): Przelewy24Config | null {
  const merchantId = Number(env.P24_MERCHANT_ID);
  const posId = Number(env.P24_POS_ID || env.P24_MERCHANT_ID);
  const apiKey = env.P24_API_KEY ?? "";
  const crc = env.P24_CRC ?? "";
  if (!Number.isSafeInteger(merchantId) || merchantId <= 0 || !apiKey || !crc) return null;
  if (!Number.isSafeInteger(posId) || posId <= 0) return null;
  const production = env.P24_ENV === "production";
  const baseUrl = env.P24_BASE_URL || (production ? P24_API.production : P24_API.sandbox);
  const label = env.P24_BASE_URL
    ? "Przelewy24 test gateway (local)"
    : production
      ? "Przelewy24"
      : "Przelewy24 sandbox";
  return { merchantId, posId, apiKey, crc, baseUrl, label };
}

/**
 * THE one function that reads Stripe's keys: `STRIPE_SECRET_KEY` (sk_test_… or sk_live_…),
 * `STRIPE_WEBHOOK_SECRET` (whsec_…, the webhook endpoint's signing secret: one per stage, as each
 * stage has its own endpoint), and `STRIPE_API_BASE` for a local server speaking Stripe's API
 * (`http://127.0.0.1:12112`: its host, port and protocol go to the SDK's documented options).
 * Null unless both keys are set.
 */
export function stripeSecrets(env: KeySource = process.env): StripeConfig | null {
  const secretKey = (env.STRIPE_SECRET_KEY ?? "").trim();
  const webhookSecret = (env.STRIPE_WEBHOOK_SECRET ?? "").trim();
  if (!secretKey || !webhookSecret || secretKey.length > 300 || webhookSecret.length > 300)
    return null;
  const base = (env.STRIPE_API_BASE ?? "").trim().slice(0, 300);
  let api: StripeConfig["api"];
  if (base) {
    let url: URL;
    try {
      url = new URL(base);
    } catch {
      return null;
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    const protocol = url.protocol === "http:" ? "http" : "https";
    api = {
      host: url.hostname,
      port: Number(url.port || (protocol === "http" ? 80 : 443)),
      protocol,
    };
  }
  const label = base
    ? "Stripe test gateway (local)"
    : secretKey.startsWith("sk_live_") || secretKey.startsWith("rk_live_")
      ? "Stripe"
      : "Stripe test mode";
  return { secretKey, webhookSecret, ...(api ? { api } : {}), label };
}

let current: PaymentsConfig | undefined;
/** The payment-keys parameter's read the gateways were built from (null: the environment). */
let builtFrom: PaymentKeys | null | undefined;

/**
 * The configuration: the gateways of the providers whose keys are set — in AWS the stage's
 * payment-keys parameter (core/config/secrets.ts `paymentKeys`, which the Lambda awaits before
 * each event: rebuilt here when a new read arrives), else the environment.
 */
export function payments(): PaymentsConfig {
  const keys = loadedPaymentKeys();
  if (current && keys === builtFrom) return current;
  builtFrom = keys;
  const source = keys ?? process.env;
  const p24 = przelewy24Secrets(source);
  const s = stripeSecrets(source);
  current = {
    ...(current ?? { origin: "", security: securityLog }),
    gateways: {
      ...(p24 ? { przelewy24: przelewy24(p24) } : {}),
      ...(s ? { stripe: stripe(s) } : {}),
    },
  };
  return current;
}

/** The provider's gateway, or null when that provider has no keys here. */
export function gatewayFor(provider: string | null | undefined): PaymentGateway | null {
  if (provider !== "przelewy24" && provider !== "stripe") return null;
  return payments().gateways[provider] ?? null;
}

/**
 * Sets any part of the configuration (the rest stays as it was, or as the environment says).
 * `gateway`, the one-gateway form older callers use, replaces every gateway with this one
 * (null: none, online payments off); `gateways` sets several at once.
 */
/** Tests: the configuration forgotten, so the next `payments()` builds it from the environment. */
export function forgetPayments(): void {
  current = undefined;
  builtFrom = undefined;
}

export function configurePayments(
  next: Partial<PaymentsConfig> & { gateway?: PaymentGateway | null },
): PaymentsConfig {
  const { gateway, ...rest } = next;
  const base = payments();
  current = {
    ...base,
    ...(gateway !== undefined ? { gateways: gateway ? { [gateway.provider]: gateway } : {} } : {}),
    ...rest,
  };
  return current;
}

/** The shop's public origin for links and the provider's URLs: configured, else core/config's. */
export async function shopOrigin(): Promise<string> {
  const configured = payments().origin;
  return configured || siteOrigin().catch(() => "");
}

/** The shop's pages under a locale (pricing.md: Polish has no prefix). */
const localePrefix = (locale: string) => (locale === "pl" ? "" : `/${locale}`);

/** A signed order link's shape (upload/order-link.ts), checked on a bounded string before it goes into a URL. */
const LINK = /^[\w-]{22}\.\d{10}\.[\w-]{43}$/;

/**
 * Where the payer comes back: the order's placed page, or — for a payment started from the
 * order's signed link (a guest on another device) — that order page; both ask the shop (never the
 * URL) what happened.
 */
export function returnUrl(
  origin: string,
  locale: string,
  orderId: string,
  paymentId: string,
  link?: string,
): string {
  const payment = `payment=${encodeURIComponent(paymentId)}`;
  if (link && link.length <= 120 && LINK.test(link))
    return `${origin}${localePrefix(locale)}/order/files/${link}?${payment}`;
  return `${origin}${localePrefix(locale)}/order/placed/${orderId}?${payment}`;
}
