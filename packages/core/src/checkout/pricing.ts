import { AppError } from "../error";
import { pick, type Locale } from "../i18n/locale";
import { grossGrosze } from "../pricing/money";
import * as Cart from "../cart/index";
import type { Methods } from "../settings/methods";
import type { Zone } from "../settings/zones";
import * as Currency from "../currency/index";
import { holdLine } from "../offer/hold";
import { holdNotice } from "../offer/cart";

/**
 * What the checkout charges, worked out by the server alone: the cart's lines priced again from
 * their configuration, and the charges beside them from the settings (never from the client).
 */

export interface PricingCtx {
  locale: Locale;
  now?: Date;
}

/**
 * Every line priced again by the server from its configuration, as of now; a line added from an
 * offer keeps the offer's price while the offer holds (offer/hold.ts: same configuration and
 * currency, on or before its last day), else today's price with a notice saying the offer expired.
 */
export async function reprice(cart: Cart.StoredCart, ctx: PricingCtx) {
  const changed: { id: string; previousNet: number }[] = [];
  const offers: ({ id: string } & ReturnType<typeof holdNotice>)[] = [];
  const currency = cart.lines.some((l) => l.offerId)
    ? Cart.currencyFor(cart.currency, ctx.locale, await Currency.list()).code
    : "";
  const lines: Cart.CartLine[] = [];
  for (const line of cart.lines) {
    let priced: Cart.PricedLine;
    try {
      priced = await Cart.priceLine(line.config, line.mode, {
        vat: line.vat,
        locale: ctx.locale,
        now: ctx.now,
      });
    } catch (e) {
      if (e instanceof AppError && e.kind === "input") {
        throw new AppError("conflict", "checkout.line_unavailable", {
          params: { product: pick(line.title, ctx.locale) },
          cause: e,
        });
      }
      throw e;
    }
    if (line.offerId) {
      const held = await holdLine(line.offerId, priced, currency);
      priced = held.priced;
      if (held.hold) offers.push({ id: line.id, ...holdNotice(held.hold) });
    }
    if (priced.netGrosze !== line.netGrosze)
      changed.push({ id: line.id, previousNet: line.netGrosze / 100 });
    lines.push({ ...line, ...priced, id: line.id, addedAt: line.addedAt });
  }
  return { cart: { ...cart, lines }, changed, offers };
}

/** A charge beside the lines (delivery, a payment's fee, packing): net in grosze, VAT 23% unless zero VAT. */
function chargeLine(net: number, noVat: boolean) {
  const gross = grossGrosze(net, noVat ? 0 : 23);
  return { net, gross, discount: 0, netAfterDiscount: net, grossAfterDiscount: gross };
}

/**
 * The charges beside the lines, all from the settings (never from the client): delivery to the
 * destination's zone, the chosen payment's own fee (cash on delivery), protective packing where
 * the method offers it. `served`: false when the chosen method does not deliver to the zone (its
 * delivery then counts 0 here; placing the order refuses it).
 */
export function charges(
  m: Methods,
  choice: {
    shippingMethodId?: number | undefined;
    paymentMethodId?: number | undefined;
    packing?: boolean | undefined;
  },
  noVat: boolean,
  zone: Zone,
) {
  const shipping = m.shipping.find((s) => s.id === choice.shippingMethodId);
  const payment = m.payments.find((p) => p.id === choice.paymentMethodId);
  const packing = Boolean(choice.packing) && shipping?.packingGrosze != null;
  const delivery = shipping ? shipping.zoneGrosze[zone] : 0;
  return {
    served: delivery !== null,
    shipping: chargeLine(delivery ?? 0, noVat),
    paymentFee: payment && payment.feeGrosze > 0 ? chargeLine(payment.feeGrosze, noVat) : null,
    packing: packing ? chargeLine(shipping.packingGrosze!, noVat) : null,
  };
}

/** The caller's cart, refused when there is none or it is empty. */
export async function loadCart(cartId: string | null) {
  const cart = cartId ? await Cart.load(cartId) : null;
  if (!cart || cart.lines.length === 0) throw new AppError("conflict", "checkout.cart_empty");
  return cart;
}
