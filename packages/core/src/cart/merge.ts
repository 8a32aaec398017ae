import { db } from "../dynamo/db";
import { AppError } from "../error";
import type { CartLine, StoredCart } from "./line";
import { MAX_LINES } from "./schema";
import { load, newId, save } from "./index";

/**
 * Sign-in and the carts (accounts issue). The account remembers its cart (`user.cartId`); the
 * browser's cart cookie may hold a guest cart. At sign-in:
 *  - a guest cart with items and no account cart becomes the account's cart;
 *  - a guest cart with items and an account cart: the guest's lines are appended to the account
 *    cart (up to the cart's line limit; the account cart keeps its currency and VAT choice) and the
 *    guest cart is emptied;
 *  - no guest items: the account cart (a new empty one if it has none) is used.
 * Answers the cart id the browser's cookie must now name. Each cart write is conditional on its
 * version; a concurrent change is retried once.
 */
export async function mergeOnSignIn(userId: string, guestCartId: string | null): Promise<string> {
  try {
    return await attempt(userId, guestCartId);
  } catch (error) {
    if (error instanceof AppError && error.code === "cart.changed")
      return attempt(userId, guestCartId);
    throw error;
  }
}

async function attempt(userId: string, guestCartId: string | null): Promise<string> {
  const { data: user } = await db().entities.user.get({ userId }).go();
  if (!user) throw new AppError("auth", "auth.required");
  const [accountCart, guestLoaded] = await Promise.all([
    user.cartId ? load(user.cartId) : Promise.resolve(null),
    guestCartId && guestCartId !== user.cartId ? load(guestCartId) : Promise.resolve(null),
  ]);
  // Somebody else's cart (a cookie left behind on a shared browser) is not a guest cart.
  const guest =
    guestLoaded && (!guestLoaded.customerId || guestLoaded.customerId === userId)
      ? guestLoaded
      : null;

  if (guest && guest.lines.length > 0) {
    if (!accountCart) {
      await save({ ...withoutMeta(guest), customerId: userId, version: guest.version });
      await remember(userId, guest.cartId);
      return guest.cartId;
    }
    const room = Math.max(0, MAX_LINES - accountCart.lines.length);
    const moved: CartLine[] = guest.lines.slice(0, room);
    await save({
      ...withoutMeta(accountCart),
      lines: [...accountCart.lines, ...moved],
      customerId: userId,
      version: accountCart.version,
    });
    await save({ ...withoutMeta(guest), lines: guest.lines.slice(room), version: guest.version });
    return accountCart.cartId;
  }
  if (accountCart) return accountCart.cartId;
  const fresh = await save({
    cartId: newId(),
    lines: [],
    currency: guest?.currency ?? null,
    noVat: guest?.noVat ?? false,
    customerId: userId,
    version: 0,
  });
  await remember(userId, fresh.cartId);
  return fresh.cartId;
}

const withoutMeta = (cart: StoredCart) => ({
  cartId: cart.cartId,
  lines: cart.lines,
  currency: cart.currency,
  noVat: cart.noVat,
  customerId: cart.customerId,
});

async function remember(userId: string, cartId: string): Promise<void> {
  await db().entities.user.patch({ userId }).set({ cartId }).go();
}
