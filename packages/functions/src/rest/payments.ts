import { handleNotification } from "@printshop/core/payment/notify";
import { TextAnswer, type RestRoute } from "./router";
import {
  NOTIFY_MAX_BYTES,
  NOTIFY_ROUTE,
  STRIPE_WEBHOOK_MAX_BYTES,
  STRIPE_WEBHOOK_ROUTE,
} from "./payment-table";

/**
 * `POST /api/payments/przelewy24/notify`: Przelewy24's signed notification (a payment's or a
 * refund's), as the raw text it signed, with the caller's address, to core's
 * `handleNotification`. No session, no cookies: the signature is the only proof. Its refusals are
 * core's: forged or unsigned 401 (one security-log line, written by core), unknown payment or a
 * provider to ask again 503 (Przelewy24 sends the notification again); 200 `OK` once the change
 * is stored.
 */
export const paymentRestRoutes: RestRoute[] = [
  {
    method: "POST",
    path: NOTIFY_ROUTE,
    rawBody: NOTIFY_MAX_BYTES,
    handler: async ({ text, req }) => {
      await handleNotification({ body: text ?? "", address: req.clientIp });
      return new TextAnswer(200, "OK");
    },
  },
  /**
   * `POST /api/payments/stripe/webhook`: Stripe's event, the raw body (its signature covers the
   * bytes as sent) and its `Stripe-Signature` header, checked by the SDK's `constructEvent` in
   * core. Forged, stale or unsigned 401 (one security-log line); 503 to be sent again; 200 once
   * stored, for every event (those that change nothing included, or Stripe retries them).
   */
  {
    method: "POST",
    path: STRIPE_WEBHOOK_ROUTE,
    rawBody: STRIPE_WEBHOOK_MAX_BYTES,
    handler: async ({ text, req }) => {
      await handleNotification({
        provider: "stripe",
        body: text ?? "",
        signature: req.headers["stripe-signature"] ?? "",
        address: req.clientIp,
      });
      return new TextAnswer(200, "OK");
    },
  },
];
