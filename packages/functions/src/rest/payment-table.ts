import type { RestRoute } from "./router";
import { lazyRoutes, type RouteHead } from "./lazy";

/**
 * The payment providers' notification routes (docs/payments.md), without their code: the payment
 * module loads on the first notification, not on a shop's cold start. The path is core's
 * `Payment.NOTIFY_PATH` and the limit its `MAX_NOTIFICATION_BYTES` (payments-api.test.ts pins both).
 */
export const NOTIFY_ROUTE = "/api/payments/przelewy24/notify";
export const NOTIFY_MAX_BYTES = 8_192;
/** Stripe's webhook (core's `Payment.STRIPE_WEBHOOK_PATH`, bound `MAX_STRIPE_EVENT_BYTES`). */
export const STRIPE_WEBHOOK_ROUTE = "/api/payments/stripe/webhook";
export const STRIPE_WEBHOOK_MAX_BYTES = 65_536;

const table: RouteHead[] = [
  ["POST", NOTIFY_ROUTE, undefined, NOTIFY_MAX_BYTES],
  ["POST", STRIPE_WEBHOOK_ROUTE, undefined, STRIPE_WEBHOOK_MAX_BYTES],
];

export const lazyPaymentRestRoutes: RestRoute[] = lazyRoutes(table, () =>
  import("./payments").then((m) => m.paymentRestRoutes),
);
