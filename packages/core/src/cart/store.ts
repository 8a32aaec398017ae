import { randomBytes } from "node:crypto";
import { db } from "../dynamo/db";
import { addressKey } from "../account/address";
import { AppError } from "../error";
import { hit } from "../account/throttle";
import { CART_TTL_DAYS } from "./schema";
import type { CartLine, StoredCart } from "./line";

/** The cart's storage: new ids, the creation limit, one GetItem to load, one conditional put to save. */

const TTL_SECONDS = CART_TTL_DAYS * 24 * 3600;
export const expiry = (now = Date.now()) => Math.floor(now / 1000) + TTL_SECONDS;

/**
 * A new cart id: 160 random bits in lower-case base32 (32 characters). ElectroDB lower-cases key
 * values, so an id must not depend on case to keep its bits: with this alphabet an id is
 * case-exact, and an upper-cased cookie is simply not an id (it opens no cart).
 */
const BASE32 = "abcdefghijklmnopqrstuvwxyz234567";
export function newId(): string {
  const bytes = randomBytes(20);
  let out = "";
  for (let i = 0; i < 20; i += 5) {
    // 5 bytes = 40 bits = 8 characters.
    let bits = 0n;
    for (let j = 0; j < 5; j++) bits = (bits << 8n) | BigInt(bytes[i + j]!);
    for (let k = 7; k >= 0; k--) out += BASE32[Number((bits >> BigInt(k * 5)) & 31n)];
  }
  return out;
}

/** New carts per IP per window: each is an item kept 30 days, so creating them is limited. */
export const CREATE_LIMIT = { limit: 30, windowSeconds: 10 * 60 };

/** Claims the creation of a new cart for an IP (one conditional write), or refuses `cart.too_many`. */
export async function claimNew(ip: string): Promise<void> {
  try {
    await hit("cart-new", addressKey(ip), CREATE_LIMIT);
  } catch (e) {
    if (e instanceof AppError && e.kind === "rate_limited")
      throw new AppError("rate_limited", "cart.too_many", { params: e.params, cause: e });
    throw e;
  }
}

/** A write to a cart id the server did not mint (or whose cart is gone): the caller starts a new cart. */
export const isUnknownCart = (e: unknown) => e instanceof AppError && e.code === "cart.unknown";

export const isConditionFailure = (e: unknown) =>
  /conditional request failed|ConditionalCheckFailed/i.test(String((e as Error)?.message ?? e));

/** The cart item as ElectroDB reads it (every attribute but the key may be missing). */
export type CartItem = {
  cartId: string;
  lines?: CartLine[];
  currency?: string;
  noVat?: boolean;
  customerId?: string;
  version?: number;
  expiresAt?: number;
};

export function fromItem(item: CartItem | null | undefined): StoredCart | null {
  if (!item) return null;
  const expiresAt = Number(item.expiresAt ?? 0);
  // TTL deletion is lazy: an expired item may still be read for a while.
  if (expiresAt && expiresAt * 1000 < Date.now()) return null;
  return {
    cartId: item.cartId,
    lines: item.lines ?? [],
    currency: item.currency ?? null,
    noVat: Boolean(item.noVat),
    customerId: item.customerId ?? null,
    version: Number(item.version ?? 0),
    expiresAt,
  };
}

/** The stored cart of an id, or null (one GetItem). For the accounts issue's guest-cart merge too. */
export async function load(cartId: string): Promise<StoredCart | null> {
  return fromItem((await db().entities.cart.get({ cartId }).go()).data);
}

/**
 * Writes a whole cart if nobody changed it since `cart.version` was read (a new cart: if it does
 * not exist yet). Throws `cart.changed` (conflict) otherwise.
 */
export async function save(
  cart: Omit<StoredCart, "version" | "expiresAt"> & { version: number },
): Promise<StoredCart> {
  const next = { ...cart, version: cart.version + 1, expiresAt: expiry() };
  try {
    await db()
      .entities.cart.put({
        cartId: next.cartId,
        lines: next.lines,
        lineCount: next.lines.length,
        currency: next.currency ?? undefined,
        noVat: next.noVat,
        customerId: next.customerId ?? undefined,
        version: next.version,
        updatedAt: Date.now(),
        expiresAt: next.expiresAt,
      })
      .where((a, op) =>
        cart.version === 0 ? op.notExists(a.cartId) : op.eq(a.version, cart.version),
      )
      .go();
  } catch (e) {
    if (isConditionFailure(e)) throw new AppError("conflict", "cart.changed", { cause: e });
    throw e;
  }
  return next;
}
