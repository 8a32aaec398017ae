import { pick } from "../i18n/locale";
import { vatDecision, type VatReason } from "../pricing/eu-vat";
import * as Currency from "../currency/index";
import * as Cart from "../cart/index";
import { SummaryInput, OptionsInput } from "./schema";
import { zoneOf } from "../settings/zones";
import { paymentKind } from "../order/view";
import { methods } from "../settings/methods";
import { fn } from "../fn";
import { charges, loadCart, reprice, type PricingCtx } from "./pricing";

export { ORDER_LIMITS } from "./limits";
export {
  PlaceInput,
  SummaryInput,
  OptionsInput,
  CustomerSchema,
  destinationOf,
  validateCustomer,
  shownCustomer,
  shipsAbroad,
  isPoland,
  type Customer,
} from "./schema";

export { orderView, paymentKind, type OrderView, type PaymentKind } from "../order/view";

export interface Ctx extends PricingCtx {
  /** The caller's address: orders are limited per address (an IPv6 one by its /64). */
  clientIp?: string;
  /** The site's origin, for links in e-mails. */
  origin?: string;
  /** The buyer company of the member placing it (company-account/): the order is shared with it. */
  company?: { companyId: string; email: string };
  /**
   * Asked with the priced order just before it is written: an answer means the order is NOT
   * placed (a company buyer's order above the owner's threshold waits: company-account/approval.ts).
   */
  hold?: (held: HoldRequest) => Promise<Held | null>;
}

export interface HoldRequest {
  order: {
    totals: Record<string, string>;
    currency: string;
    locale: string;
    lines: { title: unknown; quantity: number }[];
  };
  input: unknown;
  cartId: string;
  cartVersion: number;
}
/** A held order: nothing placed, charged or committed; `approvalId` names what waits. */
export interface Held {
  approvalId: string;
  net: string;
  gross: string;
}

/**
 * The methods in the caller's language; each shipping method lists the payments it allows. A
 * payment's `kind` is what the shop explains for it (online: its method names a provider).
 * Shipping: only the methods that deliver to the destination's zone (Poland when none is given),
 * each with its net price (PLN) there.
 */
export const options = fn(OptionsInput, async (input, ctx: Ctx) => {
  const zone = zoneOf(input?.country ?? "PL");
  const m = await methods();
  return {
    payments: m.payments.map((p) => ({
      id: p.id,
      icon: p.icon,
      kind: paymentKind(p),
      title: pick(p.title, ctx.locale),
      fee: p.feeGrosze / 100,
    })),
    zone,
    shipping: m.shipping.flatMap((s) => {
      const price = s.zoneGrosze[zone];
      if (price === null) return [];
      return [
        {
          id: s.id,
          icon: s.icon,
          title: pick(s.title, ctx.locale),
          price: price / 100,
          packing: s.packingGrosze === null ? null : s.packingGrosze / 100,
          payments: s.payments,
        },
      ];
    }),
  };
});

/** The summary step: the cart re-priced now, which lines changed price, delivery, totals. */
export const summary = fn(SummaryInput, async (parsed, cartId: string | null, ctx: Ctx) => {
  const locale = parsed.locale ?? ctx.locale;
  const cart = await loadCart(cartId);
  const [{ cart: priced, changed, offers }, m, currencies] = await Promise.all([
    reprice(cart, { ...ctx, locale }),
    methods(),
    Currency.list(),
  ]);
  const destination = parsed.country ?? "PL";
  const vat = parsed.buyer
    ? vatDecision(locale, { ...parsed.buyer, destination })
    : { noVat: false as const, reason: "private" as VatReason };
  const noVat = vat.noVat;
  const zone = zoneOf(destination);
  const c = charges(m, parsed, noVat, zone);
  const extra = [
    { key: "shipping", grosze: c.shipping },
    ...(c.paymentFee ? [{ key: "paymentFee", grosze: c.paymentFee }] : []),
    ...(c.packing ? [{ key: "packing", grosze: c.packing }] : []),
  ];
  // The rate is the buyer's (decided above), not a declaration stored on the cart.
  const shown = Cart.view({ ...priced, noVat }, locale, currencies, extra);
  const rate = shown.rate;
  const conv = (g: number) => (rate === 1 ? g / 100 : Math.round((g / 100 / rate) * 100) / 100);
  const amounts = (x: { net: number; gross: number } | null) =>
    x ? { net: conv(x.net), gross: conv(x.gross) } : null;
  return {
    ...shown,
    changed,
    /** Lines added from an offer: whether its price held, with a sentence in the caller's language. */
    offers,
    zone,
    /** Why the order is zero-rated (`reverse_charge`: the note shown) or pays Polish VAT. */
    vatReason: vat.reason,
    /** false: the chosen method does not deliver to the destination (placing the order refuses it). */
    shippingServed: c.served,
    shipping: { net: conv(c.shipping.net), gross: conv(c.shipping.gross) },
    paymentFee: amounts(c.paymentFee),
    packing: amounts(c.packing),
  };
});

export { orderIdFor, place } from "./place";
