import { locales } from "@printshop/core/i18n/locale";
import * as Cart from "@printshop/core/cart/index";
import { addToCart } from "@printshop/core/offer/cart";
import { withMessage } from "./offer-notice";
import * as z from "zod";
import { publicProcedure, router } from "../../trpc";
import type { Context } from "../../context";

/** The cookie lives as long as the cart's TTL (30 days) and is refreshed on every write. */
const CART_COOKIE_MAX_AGE = Cart.CART_TTL_DAYS * 24 * 3600;

/**
 * A cart write on the visitor's cart. Cart ids are only ever minted here, by the server: the
 * cookie's id is used only for a cart that exists (the write is conditional on it, so a warm write
 * stays one request); without one, or when the cookie names no cart (made up, expired), a new id is
 * minted — claimed against the per-IP creation limit first — and goes out in the `cart` cookie.
 */
export async function onCart<T>(
  ctx: Context,
  write: (cartId: string, options: Cart.WriteOptions) => Promise<T>,
): Promise<T> {
  if (ctx.cartId) {
    try {
      const result = await write(ctx.cartId, { mustExist: true });
      ctx.setCookie(ctx.cookieNames.cart, ctx.cartId, { maxAge: CART_COOKIE_MAX_AGE });
      return result;
    } catch (e) {
      if (!Cart.isUnknownCart(e)) throw e;
    }
  }
  await Cart.claimNew(ctx.clientIp);
  const id = Cart.newId();
  const result = await write(id, {});
  ctx.setCookie(ctx.cookieNames.cart, id, { maxAge: CART_COOKIE_MAX_AGE });
  return result;
}

/** The locale is part of the input so that a client caches the cart per language (its texts are translated). */
const viewInput = z.object({ locale: z.enum(locales) }).optional();

export const cartRouter = router({
  get: publicProcedure
    .input(viewInput)
    .query(({ ctx, input }) =>
      Cart.get(ctx.cartId, { ...ctx, locale: input?.locale ?? ctx.locale }),
    ),
  count: publicProcedure.input(z.void()).query(({ ctx }) => Cart.count(ctx.cartId)),
  add: publicProcedure
    .input(Cart.add.schema)
    // With an offer's id the offer module holds the offer's price where it may (offer/cart.ts).
    .mutation(async ({ input, ctx }) => {
      const answer = await onCart(ctx, (id, o) => addToCart(input, id, ctx, o));
      return { ...answer, offer: answer.offer && withMessage(answer.offer, ctx.locale) };
    }),
  remove: publicProcedure
    .input(Cart.remove.schema)
    .mutation(({ input, ctx }) => Cart.remove(input, ctx.cartId, ctx)),
  setQuantity: publicProcedure
    .input(Cart.setQuantity.schema)
    .mutation(({ input, ctx }) => Cart.setQuantity(input, ctx.cartId, ctx)),
  clear: publicProcedure.input(z.void()).mutation(({ ctx }) => Cart.clear(ctx.cartId, ctx)),
  update: publicProcedure
    .input(Cart.update.schema)
    .mutation(({ input, ctx }) => onCart(ctx, (id, o) => Cart.update(input, id, ctx, o))),
});
