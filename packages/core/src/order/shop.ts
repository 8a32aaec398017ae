import { db } from "../dynamo/db";
import { AppError } from "../error";

/**
 * The shop's side of orders: look one up, list a customer's, number a new one, and (re-exported)
 * the writes that place it and the upload link. The shop's code imports this module, not
 * order/index.ts, which also re-exports the back office's list, export and writes (and with them
 * the audit log and their schemas): through the index they were built on every shop cold start.
 */

/** One order by id (one GetItem), or null. */
export async function get(orderId: string) {
  return (await db().entities.order.get({ orderId }).go()).data ?? null;
}

/** A customer's orders, newest first (one Query on gsi2). */
export async function listByCustomer(customerId: string, options: { limit?: number } = {}) {
  const { data } = await db()
    .entities.order.query.byCustomer({ customerId })
    .go({ order: "desc", limit: options.limit ?? 50 });
  return data;
}

/** Looks an order up for the cart that placed it; anybody else gets "not found". */
export async function getForCart(orderId: string, cartId: string | null) {
  const order = await get(orderId);
  if (!order || !cartId || order.cartId !== cartId)
    throw new AppError("not_found", "order.not_found");
  return order;
}

const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/**
 * A human-readable number: the Warsaw date and five characters of the order id's hash
 * (e.g. 20261121-7KQ2M). The order id stays the key; the number is for people.
 */
export function numberFor(orderId: string, now: Date): string {
  const day = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Warsaw",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  })
    .format(now)
    .replace(/-/g, "");
  const bytes = Buffer.from(orderId, "base64url");
  let tail = "";
  for (let i = 0; i < 5; i++) tail += CROCKFORD[(bytes[i] ?? 0) % 32];
  return `${day}-${tail}`;
}

export { placedWrites } from "./listing";
export { linkToken, openLink, newLinkKey, LINK_DAYS } from "../upload/order-link";
