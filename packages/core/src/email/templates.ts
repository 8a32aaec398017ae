import { pick, toLocale, type Locale, type Translated } from "../i18n/locale";
import { translator } from "../i18n/translate";
import { emailMessages } from "./messages";
import { formatDate, formatDay, formatFromPln } from "../format/index";
import { dispatchDate } from "../pricing/dates";
import { escapeHtml, layout, paragraph } from "./layout";
import { secretLink, siteLink } from "./links";
import { myOrdersLink } from "./status-change";

const translate = translator(emailMessages);

/**
 * The order e-mails, rendered in the order's language with an HTML and a text part. Pure: the
 * caller passes the order as stored and the method titles.
 */
export interface OrderForEmail {
  number: string;
  createdAt: number;
  locale: string;
  currency: string;
  rate: string;
  noVat: boolean;
  vatNumber?: string | null;
  customerId?: string | null;
  lines: {
    id?: string;
    title?: Translated;
    params?: { title: Translated; value: string | Translated }[];
    quantity?: number;
    days?: number;
    netAfterDiscount?: string;
    grossAfterDiscount?: string;
    net?: string;
    gross?: string;
  }[];
  totals: Record<string, string>;
  /** The print files the order has, by line (uploaded with the order or after). */
  files?: { lineId: string }[];
  status?: string;
  paymentStatus?: string;
  /** Protective packing asked for (its price is in `totals.packing*`). */
  packing?: boolean;
  /** The parcels it is shipped in (parcels/schema.ts), listed with their links in the "shipped" e-mail. */
  parcels?: { carrier: string; number: string }[] | null;
  /** For a guest's link to the order's page in a status e-mail (upload/order-link.ts). */
  orderId?: string;
  linkKey?: string | null;
  /** Who the buyer acted as (checkout/buyer-kind.ts), named in the confirmation. */
  buyerKind?: "consumer" | "sole_trader" | "company" | null;
  /** The buyer, greeted by first name in a status e-mail. */
  customer?: { firstName?: string | null; email?: string | null } | null;
}

export interface Rendered {
  subject: string;
  text: string;
  html: string;
}

export { statusChange } from "./status-change";
/** A guest's link to the order's upload page (the token is the order's signed link, upload/order-link.ts). */
export const orderFilesLink = (origin: string, locale: Locale, token: string) =>
  secretLink({ origin, locale }, "orderFiles", token);

export function orderConfirmation(
  order: OrderForEmail,
  opts: {
    origin: string;
    payment: string;
    shipping: string;
    uploadToken?: string;
    cash?: boolean;
    /** Paid online: where to pay (again) if the payment was not finished. */
    online?: boolean;
  },
): Rendered {
  const l = toLocale(order.locale);
  const t = (k: string, p: Record<string, string | number> = {}) => translate(k, l, p);
  const subject = t("email.order.subject", { number: order.number });
  const intro = t("email.order.intro", {
    number: order.number,
    date: formatDate(order.createdAt, l),
  });
  const rows = order.lines.map((line) => {
    const params = (line.params ?? []).map(
      (p) => `${pick(p.title, l)}: ${typeof p.value === "string" ? p.value : pick(p.value, l)}`,
    );
    const dispatch = formatDay(dispatchDate(new Date(order.createdAt), line.days ?? 1), l, "long");
    return {
      title: pick(line.title, l),
      params,
      quantity: line.quantity ?? 0,
      dispatch,
      net: formatFromPln(line.netAfterDiscount ?? line.net ?? "0", order, l),
      gross: formatFromPln(line.grossAfterDiscount ?? line.gross ?? "0", order, l),
    };
  });
  const tot = order.totals;
  const sums = [
    [t("email.order.shipping"), formatFromPln(tot.shippingGross ?? "0", order, l)],
    ...(tot.paymentFeeGross !== undefined
      ? [[t("email.order.paymentFee"), formatFromPln(tot.paymentFeeGross, order, l)]]
      : []),
    ...(tot.packingGross !== undefined
      ? [[t("email.order.packing"), formatFromPln(tot.packingGross, order, l)]]
      : []),
    [
      `${t("email.order.toPay")} (${t("email.order.net")})`,
      formatFromPln(tot.toPayNet ?? tot.net ?? "0", order, l),
    ],
    [
      `${t("email.order.toPay")} (${t("email.order.gross")})`,
      formatFromPln(tot.toPayGross ?? tot.gross ?? "0", order, l),
    ],
  ];
  const methods = [
    [t("email.order.payment"), opts.payment],
    [
      t("email.order.delivery"),
      opts.shipping + (order.packing ? ` (${t("email.order.packed")})` : ""),
    ],
  ];
  // Cash on delivery: who collects and how much (the fee, when there is one, is in the sums above).
  const cash = opts.cash
    ? t("email.order.cash", { amount: formatFromPln(tot.toPayGross ?? tot.gross ?? "0", order, l) })
    : null;
  const buyer = order.buyerKind
    ? [t("email.order.buyerKind"), t(`email.order.buyerKind.${order.buyerKind}`)]
    : null;
  if (buyer) methods.push(buyer);
  const zeroVat = order.noVat
    ? t("email.order.zeroVat", { vatNumber: order.vatNumber ?? "" })
    : null;
  // Files came with every line: say so instead of asking for them (the customer thought the
  // upload was lost when the e-mail asked again).
  const withFiles = new Set((order.files ?? []).map((f) => f.lineId));
  const allFiles =
    order.lines.length > 0 && order.lines.every((line, i) => withFiles.has(line.id ?? String(i)));
  // An online payment not (yet) confirmed: where to pay again — the guest's order page by its
  // signed link (any device), the customer's account.
  const payAgain =
    opts.online && order.paymentStatus !== "paid"
      ? opts.uploadToken
        ? [t("email.order.payLink", { link: orderFilesLink(opts.origin, l, opts.uploadToken) })]
        : order.customerId
          ? [t("email.order.payAccount", { link: myOrdersLink(opts.origin, l) })]
          : []
      : [];
  const tail = [
    ...payAgain,
    ...(allFiles
      ? [t("email.order.filesReceived")]
      : opts.uploadToken
        ? [t("email.order.filesLink", { link: orderFilesLink(opts.origin, l, opts.uploadToken) })]
        : [t("email.order.files")]),
    ...(order.customerId
      ? [t("email.order.myOrders", { link: myOrdersLink(opts.origin, l) })]
      : []),
  ];

  const text = [
    intro,
    "",
    ...rows.flatMap((r, i) => [
      `${i + 1}. ${r.title} × ${r.quantity}`,
      ...r.params.map((p) => `   ${p}`),
      `   ${t("email.order.dispatch")}: ${r.dispatch}`,
      `   ${t("email.order.net")}: ${r.net}, ${t("email.order.gross")}: ${r.gross}`,
    ]),
    "",
    ...sums.map(([k, v]) => `${k}: ${v}`),
    ...methods.map(([k, v]) => `${k}: ${v}`),
    ...(cash ? [cash] : []),
    ...(zeroVat ? [zeroVat] : []),
    "",
    ...tail,
    "",
    t("email.footer"),
  ].join("\n");

  const th = (s: string, align = "left") =>
    `<th style="text-align:${align};padding:6px;border-bottom:1px solid #e4e4e7">${escapeHtml(s)}</th>`;
  const td = (s: string, align = "left") =>
    `<td style="text-align:${align};padding:6px;border-bottom:1px solid #f4f4f5;vertical-align:top">${s}</td>`;
  const table = `<table style="width:100%;border-collapse:collapse;margin:0 0 16px" role="table">
<thead><tr>${th(t("email.order.product"))}${th(t("email.order.quantity"), "right")}${th(t("email.order.dispatch"))}${th(t("email.order.net"), "right")}${th(t("email.order.gross"), "right")}</tr></thead>
<tbody>${rows
    .map(
      (r) =>
        `<tr>${td(`<strong>${escapeHtml(r.title)}</strong>${r.params.map((p) => `<br><span style="color:#52525b">${escapeHtml(p)}</span>`).join("")}`)}${td(String(r.quantity), "right")}${td(escapeHtml(r.dispatch))}${td(escapeHtml(r.net), "right")}${td(escapeHtml(r.gross), "right")}</tr>`,
    )
    .join("\n")}</tbody></table>
<table style="margin:0 0 16px 0;margin-left:auto;border-collapse:collapse">${sums.map(([k, v]) => `<tr><td style="padding:2px 12px">${escapeHtml(k!)}</td><td style="text-align:right;padding:2px 0"><strong>${escapeHtml(v!)}</strong></td></tr>`).join("")}</table>`;
  const body = [
    paragraph(intro),
    table,
    paragraph(methods.map(([k, v]) => `${k}: ${v}`).join("\n")),
    ...(cash ? [paragraph(cash)] : []),
    ...(zeroVat ? [paragraph(zeroVat)] : []),
    ...tail.map(paragraph),
  ].join("\n");
  return {
    subject,
    text,
    html: layout({ lang: l, title: subject, body, footer: t("email.footer") }),
  };
}

/**
 * "Invoice issued" in the order's language, linking to where its PDF is downloaded: the
 * account's order page for a customer, the order's signed page for a guest (`token`).
 */
export function invoiceIssued(
  order: Pick<OrderForEmail, "number" | "locale"> & { orderId: string },
  invoice: { number: string },
  opts: { origin: string; token?: string | null },
): Rendered {
  const l = toLocale(order.locale);
  const t = (k: string, p: Record<string, string | number> = {}) => translate(k, l, p);
  const link = opts.token
    ? orderFilesLink(opts.origin, l, opts.token)
    : siteLink({ origin: opts.origin, locale: l }, `/account/orders/${order.orderId}`);
  const subject = t("email.invoice.subject", { invoice: invoice.number, number: order.number });
  const lines = [
    t("email.invoice.intro", { invoice: invoice.number, number: order.number }),
    t("email.invoice.download", { link }),
  ];
  return {
    subject,
    text: [...lines, "", t("email.footer")].join("\n\n"),
    html: layout({
      lang: l,
      title: subject,
      body: lines.map(paragraph).join("\n"),
      footer: t("email.footer"),
    }),
  };
}
