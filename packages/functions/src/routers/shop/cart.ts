import { Cart, locales } from "@printshop/core";
import { z } from "zod";
import { publicProcedure, router } from "../../trpc";
import { CART_COOKIE, type Context } from "../../context";

/** The cookie lives as long as the cart's TTL (30 days) and is refreshed on every write. */
const CART_COOKIE_MAX_AGE = Cart.CART_TTL_DAYS * 24 * 3600;

/** The visitor's cart id; on the first cart write a new random id goes out in the `cart` cookie. */
export function cartIdFor(ctx: Context): string {
  const id = ctx.cartId ?? Cart.newId();
  ctx.setCookie(CART_COOKIE, id, { maxAge: CART_COOKIE_MAX_AGE });
  return id;
}

/** The locale is part of the input so that a client caches the cart per language (its texts are translated). */
const viewInput = z.object({ locale: z.enum(locales) }).optional();

export const cartRouter = router({
  get: publicProcedure.input(viewInput).query(({ ctx, input }) => Cart.get(ctx.cartId, { ...ctx, locale: input?.locale ?? ctx.locale })),
  count: publicProcedure.input(z.void()).query(({ ctx }) => Cart.count(ctx.cartId)),
  add: publicProcedure.input(Cart.add.schema).mutation(({ input, ctx }) => Cart.add(cartIdFor(ctx), input, ctx)),
  remove: publicProcedure.input(Cart.remove.schema).mutation(({ input, ctx }) => Cart.remove(ctx.cartId, input, ctx)),
  clear: publicProcedure.input(z.void()).mutation(({ ctx }) => Cart.clear(ctx.cartId, ctx)),
  update: publicProcedure.input(Cart.update.schema).mutation(({ input, ctx }) => Cart.update(cartIdFor(ctx), input, ctx)),
});
