import { toLocale, type Locale } from "../i18n/locale";
import { translator } from "../i18n/translate";
import { parcelView } from "../parcels/schema";
import { LINK_DAYS, linkToken } from "../upload/order-link";
import { emailMessages } from "./messages";
import { layout, paragraph } from "./layout";
import { secretLink } from "./links";
import type { OrderForEmail, Rendered } from "./templates";

const translate = translator(emailMessages);

/** The account's page of a customer's orders, in the order's language. */
export const myOrdersLink = (origin: string, locale: Locale) =>
  `${origin}${locale === "pl" ? "" : `/${locale}`}/account`;

/**
 * Where the buyer sees the order: a customer's account, or a guest's signed order page while its
 * link is valid (LINK_DAYS from when the order was placed; none after that, nor without a key).
 */
function orderLink(order: OrderForEmail, origin: string, l: Locale, now: number) {
  if (order.customerId) return { key: "email.order.myOrders", link: myOrdersLink(origin, l) };
  if (!order.orderId || !order.linkKey) return null;
  if (order.createdAt + LINK_DAYS * 86_400_000 <= now) return null;
  const token = linkToken({
    orderId: order.orderId,
    linkKey: order.linkKey,
    createdAt: order.createdAt,
  });
  return token
    ? {
        key: "email.status.orderPage",
        link: secretLink({ origin, locale: l }, "orderFiles", token),
      }
    : null;
}

/**
 * An e-mail for each change of an order's status or payment, in the order's language: a greeting,
 * the order's number and its new state in words, what it means for the buyer, the parcels of a
 * shipped order, and where to see the order.
 */
export function statusChange(
  order: OrderForEmail,
  change: { field: "status" | "paymentStatus"; to: string },
  opts: { origin: string; now?: number },
): Rendered {
  const l = toLocale(order.locale);
  const t = (k: string, p: Record<string, string | number> = {}) => translate(k, l, p);
  const isOrder = change.field === "status";
  const statusName = t(isOrder ? `order.status.${change.to}` : `email.payment.state.${change.to}`);
  const subject = t("email.status.subject", { number: order.number, status: statusName });
  const firstName = order.customer?.firstName?.trim().slice(0, 100);
  const link = orderLink(order, opts.origin, l, opts.now ?? Date.now());
  const lines = [
    firstName ? t("email.greeting.named", { name: firstName }) : t("email.greeting"),
    t(isOrder ? "email.status.intro" : "email.payment.intro", {
      number: order.number,
      status: statusName,
    }),
    t(isOrder ? `email.status.${change.to}` : `email.payment.${change.to}`),
    ...(isOrder && change.to === "shipped" ? parcelLines(order.parcels ?? [], t) : []),
    ...(link ? [t(link.key, { link: link.link })] : []),
  ];
  const text = [...lines, "", t("email.footer")].join("\n\n");
  return {
    subject,
    text,
    html: layout({
      lang: l,
      title: subject,
      body: lines.map(paragraph).join("\n"),
      footer: t("email.footer"),
    }),
  };
}

/**
 * The parcels of a shipped order, one paragraph: a heading and a line per parcel with the
 * carrier's name, the number and its tracking link (none for carrier `other`).
 */
function parcelLines(
  parcels: { carrier: string; number: string }[],
  t: (k: string, p?: Record<string, string | number>) => string,
): string[] {
  if (!parcels.length) return [];
  const rows = parcels.map(parcelView).map((p) => {
    const carrier = p.carrierName ?? t("email.parcels.other");
    return p.url
      ? t("email.parcels.line", { carrier, number: p.number, link: p.url })
      : t("email.parcels.lineNoLink", { carrier, number: p.number });
  });
  return [[t("email.parcels.title", { count: parcels.length }), ...rows].join("\n")];
}
