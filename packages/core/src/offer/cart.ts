import type { Locale } from "../i18n/locale";
import * as Cart from "../cart/index";
import * as Currency from "../currency/index";
import { holdLine, type Hold } from "./hold";

/**
 * What the shop is told about a line's offer: held or expired, with the code of the sentence that
 * says so (`offer.held`, `offer.expired`; its parameters `number` and `date`). The API translates
 * it into the caller's language (messages/ imports this folder's catalogue, so not from here).
 */
export function holdNotice(hold: NonNullable<Hold>) {
  return {
    state: hold.state,
    number: hold.number,
    validUntil: hold.validUntil,
    code: hold.state === "held" ? ("offer.held" as const) : ("offer.expired" as const),
  };
}

/**
 * `shop.cart.add` with an offer's id: the line is priced today as every line is, then the offer
 * (loaded here, never taken from the client) holds its price when it is for this configuration in
 * the cart's currency and still valid; the answer says which happened (`offer`, null when the
 * offer is not about this configuration).
 */
export async function addToCart(
  input: Parameters<typeof Cart.add>[0],
  cartId: string,
  ctx: { locale: Locale; now?: Date },
  options: Cart.WriteOptions = {},
) {
  let hold: Hold = null;
  const answer = await Cart.add(input, cartId, ctx, {
    ...options,
    hold: async (priced, offerId) => {
      const [cart, currencies] = await Promise.all([Cart.load(cartId), Currency.list()]);
      const locale = (input as { locale?: Locale }).locale ?? ctx.locale;
      const currency = Cart.currencyFor(cart?.currency, locale, currencies).code;
      const out = await holdLine(offerId, priced, currency);
      hold = out.hold;
      return out.priced;
    },
  });
  const held = hold as Hold;
  return { ...answer, offer: held ? holdNotice(held) : null };
}
