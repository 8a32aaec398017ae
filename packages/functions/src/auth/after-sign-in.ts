import * as Cart from "@printshop/core/cart/index";
import { mergeOnSignIn } from "@printshop/core/cart/merge";
import type { Context } from "../context";

const CART_COOKIE_MAX_AGE = Cart.CART_TTL_DAYS * 24 * 3600;

/** After a sign-in: the guest cart joins the account's cart, and the cart cookie names the result. */
export async function afterSignIn(ctx: Context, userId: string): Promise<void> {
  const cartId = await mergeOnSignIn(userId, ctx.cartId);
  ctx.setCookie(ctx.cookieNames.cart, cartId, { maxAge: CART_COOKIE_MAX_AGE });
}

/** After a sign-out the browser forgets the account's cart (it comes back at the next sign-in). */
export function afterSignOut(ctx: Context): void {
  if (ctx.cartId) ctx.setCookie(ctx.cookieNames.cart, "", { maxAge: 0 });
}
