import { pick, type Locale } from "../i18n/locale";
import { convertFromPLN, toGrosze } from "../pricing/money";
import * as Currency from "../currency/index";
import * as Company from "../company/index";
import type * as Order from "./shop";
import { linkToken } from "../upload/order-link";
import { methods } from "../settings/methods";
import { dispatchDate } from "../pricing/dates";
import { CustomerSchema, type Customer } from "./schema";
import { parcelView } from "../parcels/schema";

type StoredOrder = NonNullable<Awaited<ReturnType<typeof Order.get>>>;

/**
 * The payment kinds the shop explains differently: online when the method names a provider
 * (settings/provider.ts), else by the seed's icons (a transfer, cash on delivery).
 */
export type PaymentKind = "transfer" | "online" | "cash" | "other";
export const paymentKind = (
  method: { icon: string; provider?: string | undefined } | undefined,
): PaymentKind => {
  if (!method) return "other";
  if (method.provider && method.provider !== "none") return "online";
  return method.icon === "icon-transfer"
    ? "transfer"
    : method.icon === "icon-cash"
      ? "cash"
      : "other";
};

/**
 * An order as the shopper sees it after ordering (thank-you page, my orders): every amount in the
 * order's own currency at the rate stored with the order (pricing.md §2: each figure converted,
 * totals the sums of the converted figures), the PLN figures beside; the payment method and, for
 * a bank transfer, what to put on it (recipient, account, the order number as its title).
 */
export async function orderView(order: StoredOrder, locale: Locale, now: Date = new Date()) {
  const [currencies, m, company] = await Promise.all([Currency.list(), methods(), Company.get()]);
  const rate = Number(order.rate) || 1;
  const sign =
    currencies[order.currency]?.sign ?? (order.currency === "PLN" ? "zł" : order.currency);
  // Whole hundredths of the order's currency from a PLN decimal string.
  const conv = (pln: string | undefined) => {
    const g = toGrosze(pln ?? "0");
    return rate === 1 ? g : Math.round(convertFromPLN(g / 100, rate) * 100);
  };
  const sum = { net: 0, gross: 0 };
  const files = order.files ?? [];
  const lines = order.lines.map((l, i) => {
    const lineId = l.id ?? String(i);
    const net = conv(l.netAfterDiscount ?? l.net);
    const gross = conv(l.grossAfterDiscount ?? l.gross);
    sum.net += net;
    sum.gross += gross;
    return {
      id: lineId,
      kind: l.kind ?? "",
      title: pick(l.title, locale),
      params: (l.params ?? []).map((p) => ({
        title: pick(p.title, locale),
        value: typeof p.value === "string" ? p.value : pick(p.value, locale),
      })),
      mode: l.mode ?? "",
      days: l.days ?? 0,
      /**
       * The dispatch date (YYYY-MM-DD): production counts from the day the files and the payment
       * are in, so this is the date if they are in today (never before the order's own date).
       */
      // Once the proofs are approved, counted from that day (proof/, pricing.md §6).
      dispatch: dispatchDate(
        new Date(order.dispatchFrom ?? Math.max(now.getTime(), order.createdAt)),
        l.days ?? 1,
      ),
      quantity: l.quantity ?? 0,
      net: net / 100,
      gross: gross / 100,
      prepressFix: l.prepressFix ?? false,
      /** The print files the order has for this line (uploaded before or after placing it). */
      files: files
        .filter((f) => f.lineId === lineId)
        .map((f) => ({ fileName: f.fileName, size: f.size })),
    };
  });
  const totals = order.totals;
  const shippingNet = conv(totals.shippingNet);
  const shippingGross = conv(totals.shippingGross);
  // The payment's own fee (cash on delivery) and protective packing, as the order stored them.
  const charge = (net: string | undefined, gross: string | undefined) =>
    net === undefined ? null : { net: conv(net) / 100, gross: conv(gross) / 100 };
  const paymentFee = charge(totals.paymentFeeNet, totals.paymentFeeGross);
  const packing = charge(totals.packingNet, totals.packingGross);
  const extraNet = Math.round(((paymentFee?.net ?? 0) + (packing?.net ?? 0)) * 100);
  const extraGross = Math.round(((paymentFee?.gross ?? 0) + (packing?.gross ?? 0)) * 100);
  const payment = m.payments.find((p) => p.id === order.paymentMethodId);
  const shipping = m.shipping.find((s) => s.id === order.shippingMethodId);
  const kind = paymentKind(payment);
  const toPayGross = (sum.gross + shippingGross + extraGross) / 100;
  const customer: Customer = CustomerSchema.parse(order.customer ?? {});
  return {
    orderId: order.orderId,
    number: order.number,
    createdAt: order.createdAt,
    /** When the proofs were approved (the dispatch dates count from it), or null. */
    dispatchFrom: order.dispatchFrom ?? null,
    status: order.status,
    paymentStatus: order.paymentStatus,
    currency: order.currency,
    sign,
    noVat: order.noVat ?? false,
    /** The buyer's EU VAT id the zero VAT was granted on (reverse charge), else null. */
    vatNumber: order.noVat ? (order.vatNumber ?? null) : null,
    lines,
    totals: {
      net: sum.net / 100,
      gross: sum.gross / 100,
      shippingNet: shippingNet / 100,
      shippingGross: shippingGross / 100,
      toPayNet: (sum.net + shippingNet + extraNet) / 100,
      toPayGross,
      paymentFee,
      packing,
    },
    packing: order.packing ?? false,
    /** The parcels it is shipped in, each with the carrier's tracking link (null for `other`). */
    parcels: (order.parcels ?? []).map(parcelView),
    /** A guest's signed link to the order's upload page (signed-in customers have "My orders"). */
    uploadToken: order.customerId ? null : linkToken(order),
    pln: { toPayNet: Number(totals.toPayNet ?? "0"), toPayGross: Number(totals.toPayGross ?? "0") },
    payment: { id: order.paymentMethodId, title: payment ? pick(payment.title, locale) : "", kind },
    shipping: { id: order.shippingMethodId, title: shipping ? pick(shipping.title, locale) : "" },
    customer,
    transfer:
      kind === "transfer"
        ? {
            recipient: company.name,
            address: [company.street, `${company.postcode} ${company.city}`.trim()]
              .filter(Boolean)
              .join(", "),
            bankName: company.bankName,
            account: company.bankAccount,
            swift: company.swift,
            title: order.number,
            amount: toPayGross,
            placeholder: company.placeholder,
          }
        : null,
  };
}
export type OrderView = Awaited<ReturnType<typeof orderView>>;
