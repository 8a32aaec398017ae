import { siteOrigin } from "../config/secrets";
import { recordSecurityEvent } from "../security/index";
import type { PaymentGateway } from "./port";
import { P24_API, przelewy24, type Przelewy24Config } from "./przelewy24";

/**
 * How online payments are wired: which gateway, the shop's public origin (return links, the
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

export interface PaymentsConfig {
  /** Null: online payments are off (no keys); orders still place and wait for payment. */
  gateway: PaymentGateway | null;
  /** The shop's public origin; empty: the site origin of core/config (never a request's). */
  origin: string;
  security: SecurityLog;
}

/** The security log's line and Access log item (it never throws). */
export const securityLog: SecurityLog = (e) =>
  recordSecurityEvent({ kind: e.kind, address: e.address, detail: e.detail });

/** Where the provider posts its notifications (payments and refunds alike). */
export const NOTIFY_PATH = "/api/payments/przelewy24/notify";

/**
 * THE one function that reads Przelewy24's keys: the environment for now (`P24_MERCHANT_ID`,
 * `P24_POS_ID` (default: the merchant id), `P24_API_KEY`, `P24_CRC`, `P24_ENV` = sandbox or
 * production, `P24_BASE_URL` for a local server speaking the same protocol). When the secrets
 * module (core/config) lands, its reader takes this one's place; nothing else reads a key.
 */
export function przelewy24Secrets(env: NodeJS.ProcessEnv = process.env): Przelewy24Config | null {
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

let current: PaymentsConfig | undefined;

export function payments(): PaymentsConfig {
  if (current) return current;
  const keys = przelewy24Secrets();
  current = {
    gateway: keys ? przelewy24(keys) : null,
    origin: "",
    security: securityLog,
  };
  return current;
}

/** Sets any part of the configuration (the rest stays as it was, or as the environment says). */
export function configurePayments(next: Partial<PaymentsConfig>): PaymentsConfig {
  current = { ...payments(), ...next };
  return current;
}

/** The shop's public origin for links and the provider's URLs: configured, else core/config's. */
export async function shopOrigin(): Promise<string> {
  const configured = payments().origin;
  return configured || siteOrigin().catch(() => "");
}

/** The shop's pages under a locale (pricing.md: Polish has no prefix). */
const localePrefix = (locale: string) => (locale === "pl" ? "" : `/${locale}`);

/** Where the payer comes back: the order's placed page, which asks the shop (never the URL) what happened. */
export const returnUrl = (origin: string, locale: string, orderId: string, paymentId: string) =>
  `${origin}${localePrefix(locale)}/order/placed/${orderId}?payment=${encodeURIComponent(paymentId)}`;
