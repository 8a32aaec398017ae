import * as Checkout from "@printshop/core/checkout/index";
import * as Order from "@printshop/core/order/shop";
import { AppError } from "@printshop/core/error";
import { CreateInput, ReturnInput } from "@printshop/core/payment/schema";
import * as z from "zod";
import { publicProcedure, router } from "../../trpc";
import { signedIn } from "../../auth/guard";
import type { Context } from "../../context";
import { withMessage } from "./offer-notice";

/**
 * An order the caller may pay for and ask about: the cart that placed it, the signed-in customer
 * it belongs to, or the holder of the order's signed link (the guest's page reached from the
 * e-mail, on any device: upload/order-link.ts checks the signature, the expiry, and here that it
 * names this order). Anybody else (an order id alone proves nothing) gets "not found".
 */
async function payableOrder(orderId: string, ctx: Context, link?: string) {
  if (link !== undefined) {
    const { openLink } = await import("@printshop/core/upload/order-link");
    const linked = await openLink(link);
    if (linked.orderId !== orderId) throw new AppError("forbidden", "order.link_invalid");
    return (await Order.get(orderId))!;
  }
  const order = await Order.get(orderId);
  if (order && ctx.cartId && order.cartId === ctx.cartId) return order;
  const session = order?.customerId ? await signedIn(ctx) : null;
  if (order && session && order.customerId === session.userId) return order;
  throw new AppError("not_found", "order.not_found");
}

/** The payment module loads on the first order or payment, not on a shop's cold start. */
const payment = () => import("@printshop/core/payment/index");
const checkoutPay = () => import("@printshop/core/checkout/pay");

export const checkoutRouter = router({
  options: publicProcedure
    .input(Checkout.options.schema)
    .query(({ input, ctx }) => Checkout.options(input, { locale: ctx.locale })),
  summary: publicProcedure.input(Checkout.summary.schema).query(async ({ input, ctx }) => {
    const summary = await Checkout.summary(input, ctx.cartId, { locale: ctx.locale });
    // Lines added from an offer: whether its price held, said in the caller's language.
    const locale = input.locale ?? ctx.locale;
    return { ...summary, offers: summary.offers.map((o) => withMessage(o, locale)) };
  }),
  /**
   * Places the order (a signed-in customer's carries their id, so that it shows under "my
   * orders"), then, for an online payment method, opens its payment (docs/payments.md):
   * `payment` says where the shopper goes next (`redirect`), that nothing is to pay online
   * (`offline`) or that the provider failed and the order waits (`retry`, with the message).
   */
  place: publicProcedure.input(Checkout.place.schema).mutation(async ({ input, ctx }) => {
    const customerId = (await signedIn(ctx))?.userId ?? null;
    const placeCtx = {
      locale: ctx.locale,
      clientIp: ctx.clientIp,
      origin: await ctx.origin(),
      customerId,
    };
    if (!customerId) return (await checkoutPay()).placeAndPay(input, ctx.cartId, placeCtx);
    // A member of a buyer company: shared with it; a buyer's order above the owner's threshold
    // waits for approval (company-account/approval.ts), and its cart is no longer this browser's.
    const { placeAsMember } = await import("@printshop/core/company-account/approval");
    const answer = await placeAsMember(input, ctx.cartId, placeCtx);
    if (answer.awaitingApproval) ctx.setCookie(ctx.cookieNames.cart, "", { maxAge: 0 });
    return answer;
  }),
  /** The thank-you page's order, only for the cart that placed it, in the order's currency. */
  order: publicProcedure
    .input(z.object({ orderId: z.string().regex(/^[\w-]{22}$/) }))
    .query(async ({ input, ctx }) =>
      Checkout.orderView(await Order.getForCart(input.orderId, ctx.cartId), ctx.locale),
    ),
  /**
   * Pay (or pay again) for an order the caller may pay for: amount and currency are the stored
   * order's. Answers where to send the shopper.
   */
  pay: publicProcedure.input(CreateInput).mutation(async ({ input, ctx }) => {
    await payableOrder(input.orderId, ctx, input.link);
    const { create } = await payment();
    const { paymentId, redirectUrl } = await create(input);
    return { paymentId, redirectUrl };
  }),
  /**
   * The return page's question: what the shop knows of this payment now (it asks the provider
   * while the payment is open). Never a success the provider did not report.
   */
  payment: publicProcedure.input(ReturnInput).query(async ({ input, ctx }) => {
    const order = await payableOrder(input.orderId, ctx, input.link);
    const { returned } = await payment();
    const { state, retry } = await returned(input);
    const fresh = state === "paid" ? "paid" : order.paymentStatus;
    return { state, retry, paymentStatus: fresh };
  }),
});
