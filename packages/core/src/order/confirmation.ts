import { pick, toLocale } from "../i18n/locale";
import { orderConfirmation, type OrderForEmail } from "../email/templates";
import type { EmailMessage } from "../email/index";
import type { Methods } from "../settings/methods";
import { linkToken } from "../upload/order-link";
import { paymentKind } from "./view";

/** What the confirmation e-mail reads of an order: as placed (checkout) or as stored. */
export interface ConfirmedOrder extends OrderForEmail {
  orderId: string;
  linkKey?: string | undefined;
  paymentMethodId: number;
  shippingMethodId: number;
  customer: { email?: string | null | undefined };
}

/**
 * The order's confirmation e-mail, in its language: the lines and totals, the payment and
 * shipping methods by their titles, and for a guest (no account, so no "My orders") the link to
 * the order's page (its files, and paying online again when the payment was not finished),
 * signed with the order's own key (upload/order-link.ts). Checkout
 * stores it with the order; the admin's Outbox sends it again with the link signed anew.
 */
export function confirmationMail(order: ConfirmedOrder, m: Methods, origin: string): EmailMessage {
  const locale = toLocale(order.locale);
  const payment = m.payments.find((p) => p.id === order.paymentMethodId);
  const shipping = m.shipping.find((s) => s.id === order.shippingMethodId);
  const uploadToken = order.customerId ? null : linkToken(order);
  return {
    kind: "order.confirm",
    to: String(order.customer.email ?? ""),
    locale,
    ref: order.orderId,
    ...orderConfirmation(order, {
      origin,
      payment: pick(payment?.title, locale),
      shipping: pick(shipping?.title, locale),
      ...(uploadToken ? { uploadToken } : {}),
      cash: paymentKind(payment) === "cash",
      online: paymentKind(payment) === "online",
    }),
  };
}
