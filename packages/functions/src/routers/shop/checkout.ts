import * as Checkout from "@printshop/core/checkout/index";
import * as Order from "@printshop/core/order/shop";
import * as z from "zod";
import { publicProcedure, router } from "../../trpc";
import { signedIn } from "../../auth/guard";

export const checkoutRouter = router({
  options: publicProcedure
    .input(z.void())
    .query(({ ctx }) => Checkout.options({ locale: ctx.locale })),
  summary: publicProcedure
    .input(Checkout.summary.schema)
    .query(({ input, ctx }) => Checkout.summary(input, ctx.cartId, { locale: ctx.locale })),
  /** A signed-in customer's order carries their id, so that it shows under "my orders". */
  place: publicProcedure.input(Checkout.place.schema).mutation(async ({ input, ctx }) =>
    Checkout.place(input, ctx.cartId, {
      locale: ctx.locale,
      clientIp: ctx.clientIp,
      origin: await ctx.origin(),
      customerId: (await signedIn(ctx))?.userId ?? null,
    }),
  ),
  /** The thank-you page's order, only for the cart that placed it, in the order's currency. */
  order: publicProcedure
    .input(z.object({ orderId: z.string().regex(/^[\w-]{22}$/) }))
    .query(async ({ input, ctx }) =>
      Checkout.orderView(await Order.getForCart(input.orderId, ctx.cartId), ctx.locale),
    ),
});
