import { createHash } from "node:crypto";
import { db } from "../dynamo/db";
import { AppError } from "../error";
import { pick } from "../i18n/locale";
import { noVatAllowed } from "../pricing/money";
import { vatDecision } from "../pricing/eu-vat";
import * as Currency from "../currency/index";
import * as Cart from "../cart/index";
import * as Order from "../order/shop";
import * as Email from "../email/index";
import * as Upload from "../upload/index";
import { confirmationMail } from "../order/confirmation";
import {
  PlaceInput,
  CustomerSchema,
  validateCustomer,
  shownCustomer,
  type Customer,
} from "./schema";
import { destinationOf } from "../account/person-constants";
import { zoneOf } from "../settings/zones";
import { methods } from "../settings/methods";
import { fn } from "../fn";
import { claimOrder } from "./limits";
import { charges, reprice } from "./pricing";
import {
  buyerKindProblem,
  defaultBuyerKind,
  needsWithdrawalWaiver,
  WITHDRAWAL_WAIVER_VERSION,
} from "./buyer-kind";

import type { Ctx, Held } from "./index";

/** The order id for a cart and a checkout attempt: the same pair always gives the same id. */
export const orderIdFor = (cartId: string, key: string) =>
  createHash("sha256").update(`${cartId}:${key}`).digest("base64url").slice(0, 22);

/** Fields of the place input itself (the rest are the customer's). */
const TOP_LEVEL_FIELDS = new Set(["vatNumber", "termsAccepted", "buyerKind", "withdrawalWaiver"]);

const dec2 = (grosze: number) => (grosze / 100).toFixed(2);

function placed(order: NonNullable<Awaited<ReturnType<typeof Order.get>>>) {
  return {
    orderId: order.orderId,
    number: order.number,
    currency: order.currency,
    totals: order.totals,
    createdAt: order.createdAt,
    awaitingApproval: null as Held | null,
  };
}

/** The company's copy of the order's key, so that its people list it (company-account/orders.ts). */
const companyOrderWrite = (
  e: Parameters<Parameters<ReturnType<typeof db>["transaction"]["write"]>[0]>[0],
  order: { orderId: string; createdAt: number; customerId?: string },
  company: { companyId: string; email: string },
) =>
  e.companyOrder
    .create({
      companyId: company.companyId,
      createdAt: order.createdAt,
      orderId: order.orderId,
      placedBy: order.customerId ?? "",
      placedByEmail: company.email,
    })
    .commit();

/**
 * Place order: re-prices every line, checks the data, then writes the order (condition: it does
 * not exist) and empties the cart (condition: unchanged since read) in one transaction. The
 * order id comes from the cart and the attempt's key, so a second press or a retried request
 * finds the first order and answers it instead of making another.
 */
export const place = fn(
  PlaceInput,
  async (parsed, cartId: string | null, ctx: Ctx & { customerId?: string | null }) => {
    if (!cartId) throw new AppError("conflict", "checkout.cart_empty");
    // A transaction cancelled by a concurrent one (the other press still in flight) is tried again
    // from the start: by then the other has either placed the order (answered) or not (we place it).
    // The limits are claimed once per call, by the first attempt that gets past the checks.
    let claimed: Promise<void> | null = null;
    const claim = (customer: Customer) =>
      (claimed ??= claimOrder(orderIdFor(cartId, parsed.idempotencyKey), parsed, customer, ctx));
    for (let attempt = 0; attempt < 4; attempt++) {
      const done = await placeOnce(cartId, parsed, ctx, claim);
      if (done) return done;
      await new Promise((ok) => setTimeout(ok, 30 * (attempt + 1)));
    }
    throw new AppError("conflict", "cart.changed");
  },
);

async function placeOnce(
  cartId: string,
  parsed: ReturnType<typeof PlaceInput.parse>,
  ctx: Ctx & { customerId?: string | null },
  claim: (customer: Customer) => Promise<void>,
) {
  const locale = parsed.locale ?? ctx.locale;
  const orderId = orderIdFor(cartId, parsed.idempotencyKey);
  const cart = await Cart.load(cartId);
  if (!cart || cart.lines.length === 0) {
    const existing = await Order.get(orderId);
    if (existing && existing.cartId === cartId) return placed(existing);
    throw new AppError("conflict", "checkout.cart_empty");
  }

  // A private person's order carries no tax number or company name from a hidden field.
  const customer: Customer = shownCustomer(CustomerSchema.parse(parsed.customer));
  const fieldErrors: { field: string; code: string }[] = [...validateCustomer(customer)];
  // The server decides the rate from the buyer it stores (pricing/eu-vat.ts). A cart that
  // declared zero VAT through the API (`cart.update { noVat }`, pricing.md §2) and a buyer who
  // does not qualify is refused with the reason, never silently charged a rate it did not expect.
  const vat = vatDecision(locale, { ...customer, destination: destinationOf(customer) });
  const noVat = vat.noVat;
  if (cart.noVat && noVatAllowed(locale) && !vat.noVat && fieldErrors.length === 0)
    fieldErrors.push({ field: "billingTax", code: "checkout.no_vat_not_eligible" });
  if (!parsed.termsAccepted)
    fieldErrors.push({ field: "termsAccepted", code: "checkout.terms_required" });
  const buyerKind = parsed.buyerKind ?? defaultBuyerKind(customer.type);
  const kindProblem = buyerKindProblem(buyerKind, customer.type);
  if (kindProblem) fieldErrors.push({ field: "buyerKind", code: kindProblem });
  if (needsWithdrawalWaiver(buyerKind) && !parsed.withdrawalWaiver)
    fieldErrors.push({ field: "withdrawalWaiver", code: "checkout.withdrawal_waiver_required" });
  if (fieldErrors.length > 0) {
    throw new AppError("input", "input.invalid", {
      fields: fieldErrors.map((e) => ({
        field: TOP_LEVEL_FIELDS.has(e.field) ? e.field : `customer.${e.field}`,
        code: e.code,
      })),
    });
  }
  const m = await methods();
  const shipping = m.shipping.find((s) => s.id === parsed.shippingMethodId);
  if (!shipping)
    throw new AppError("input", "input.invalid", {
      fields: [{ field: "shippingMethodId", code: "checkout.unknown_method" }],
    });
  if (
    !m.payments.some((p) => p.id === parsed.paymentMethodId) ||
    !shipping.payments.includes(parsed.paymentMethodId)
  ) {
    throw new AppError("input", "input.invalid", {
      fields: [{ field: "paymentMethodId", code: "checkout.payment_not_allowed" }],
    });
  }
  // Delivery is priced for where the goods go, from the customer's own address (never a price or
  // a zone the page sends); a method that does not go there is refused.
  const zone = zoneOf(destinationOf(customer));
  if (shipping.zoneGrosze[zone] === null)
    throw new AppError("input", "input.invalid", {
      fields: [{ field: "shippingMethodId", code: "checkout.destination_not_served" }],
    });
  if (parsed.packing && shipping.packingGrosze === null)
    throw new AppError("input", "input.invalid", {
      fields: [{ field: "packing", code: "checkout.packing_unavailable" }],
    });

  const { cart: priced } = await reprice(cart, { ...ctx, locale });
  const files = await Upload.forLines(
    cartId,
    priced.lines.map((l) => l.id),
  );
  // A print file that will not print as ordered (wrong size, no bleed) is placed only with the
  // shopper's stored choice that our prepress fixes it (the upload step).
  const blocked = Upload.blockedLine(priced.lines, files);
  if (blocked)
    throw new AppError("conflict", "checkout.prepress_required", {
      params: { product: pick(blocked.title, locale) },
    });
  await claim(customer);
  const currencies = await Currency.list();
  const currency = Cart.currencyFor(cart.currency, locale, currencies);
  const c = charges(m, parsed, noVat, zone);
  const extras = [c.shipping, c.paymentFee, c.packing].reduce(
    (sum, x) => ({ net: sum.net + (x?.net ?? 0), gross: sum.gross + (x?.gross ?? 0) }),
    { net: 0, gross: 0 },
  );
  const total = { net: 0, gross: 0, discount: 0, netAfterDiscount: 0, grossAfterDiscount: 0 };
  const lines = priced.lines.map((line) => {
    const g = Cart.lineGrosze(line, noVat);
    for (const k of Object.keys(total) as (keyof typeof total)[]) total[k] += g[k];
    return {
      id: line.id,
      kind: line.kind,
      productId: line.productId,
      title: line.title,
      params: line.params,
      config: line.config,
      mode: line.mode,
      days: line.days,
      quantity: line.quantity,
      vat: noVat ? 0 : line.vat,
      comment: line.comment ?? null,
      net: dec2(g.net),
      gross: dec2(g.gross),
      discount: dec2(g.discount),
      netAfterDiscount: dec2(g.netAfterDiscount),
      grossAfterDiscount: dec2(g.grossAfterDiscount),
      // The choice counts where a file needs it (a bad file replaced by a good one needs no fixing).
      prepressFix: line.prepressFix === true && Upload.lineNeedsPrepress(line.id, files),
    };
  });
  const now = ctx.now ?? new Date();
  const totals = {
    net: dec2(total.net),
    gross: dec2(total.gross),
    discount: dec2(total.discount),
    netAfterDiscount: dec2(total.netAfterDiscount),
    grossAfterDiscount: dec2(total.grossAfterDiscount),
    shippingNet: dec2(c.shipping.net),
    shippingGross: dec2(c.shipping.gross),
    ...(c.paymentFee
      ? { paymentFeeNet: dec2(c.paymentFee.net), paymentFeeGross: dec2(c.paymentFee.gross) }
      : {}),
    ...(c.packing ? { packingNet: dec2(c.packing.net), packingGross: dec2(c.packing.gross) } : {}),
    toPayNet: dec2(total.netAfterDiscount + extras.net),
    toPayGross: dec2(total.grossAfterDiscount + extras.gross),
  };
  const order = {
    orderId,
    number: Order.numberFor(orderId, now),
    ...(ctx.customerId ? { customerId: ctx.customerId } : {}),
    cartId,
    locale,
    currency: currency.code,
    rate: String(currency.rate),
    noVat,
    ...(vat.noVat ? { vatNumber: vat.vatNumber } : {}),
    invoiceRequested: parsed.invoiceRequested,
    buyerKind,
    // The confirmation as given: when, and which text (only where the buyer has consumer rights).
    ...(needsWithdrawalWaiver(buyerKind)
      ? { withdrawalWaiver: { at: now.getTime(), version: WITHDRAWAL_WAIVER_VERSION } }
      : {}),
    lines,
    ...(files.length ? { files } : {}),
    totals,
    paymentMethodId: parsed.paymentMethodId,
    shippingMethodId: parsed.shippingMethodId,
    packing: c.packing !== null,
    customer,
    paymentStatus: "awaiting" as const,
    status: "new" as const,
    createdAt: now.getTime(),
    linkKey: Order.newLinkKey(),
    ...(ctx.company ? { companyId: ctx.company.companyId } : {}),
  };
  const held = await ctx.hold?.({ order, input: parsed, cartId, cartVersion: cart.version ?? 0 });
  if (held) return { ...placed({ ...order, orderId: "", number: "" }), awaitingApproval: held };
  // The confirmation e-mail is stored with the order (the outbox) and sent after the write:
  // a mail service that is down never fails or delays the order (email/index.ts retries it).
  // A guest's way back to the order is its upload page by the order's signed link, in the
  // e-mail (order/confirmation.ts). Prepared before the transaction: the outbox keeps that link
  // sealed until it is sent (email/index.ts).
  const messageId = Email.messageIdFor("order.confirm", orderId);
  const confirmation = await Email.prepare(
    confirmationMail(order, m, ctx.origin ?? ""),
    messageId,
    now.getTime(),
  );
  const result = await db()
    .transaction.write((e) => [
      e.order.create(order).commit(),
      e.cart
        .patch({ cartId })
        .set({ lines: [], lineCount: 0, updatedAt: Date.now() })
        .add({ version: 1 })
        .where((a, op) => op.eq(a.version, cart.version))
        .commit(),
      ...Order.placedWrites(e, order),
      ...(ctx.company ? [companyOrderWrite(e, order, ctx.company)] : []),
      Email.enqueueIn(e, confirmation),
    ])
    .go();
  if (!result.canceled)
    await Email.deliverSoon(messageId).catch((error) =>
      console.error(`[email] order.confirm ${orderId} stays in the outbox: ${String(error)}`),
    );
  if (result.canceled) {
    // Another press of the button (or a retry) got there first: answer the order it made.
    const existing = await Order.get(orderId);
    if (existing && existing.cartId === cartId) return placed(existing);
    return null;
  }
  return placed({ ...order, version: 1 });
}
