import type { RestRoute } from "./router";
import { lazyRoutes, type RouteHead } from "./lazy";

/**
 * The payment provider's notification route (docs/payments.md), without its code: the payment
 * module loads on the first notification, not on a shop's cold start. The path is core's
 * `Payment.NOTIFY_PATH` and the limit its `MAX_NOTIFICATION_BYTES` (payments-api.test.ts pins both).
 */
export const NOTIFY_ROUTE = "/api/payments/przelewy24/notify";
export const NOTIFY_MAX_BYTES = 8_192;

const table: RouteHead[] = [["POST", NOTIFY_ROUTE, undefined, NOTIFY_MAX_BYTES]];

export const lazyPaymentRestRoutes: RestRoute[] = lazyRoutes(table, () =>
  import("./payments").then((m) => m.paymentRestRoutes),
);
