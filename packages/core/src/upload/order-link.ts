import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { AppError } from "../error";
import { db } from "../dynamo/db";

/**
 * Signed links to one order (a guest's way back to it: the thank-you page and the confirmation
 * e-mail link to the order's upload page). A token is `<orderId>.<expiry>.<signature>`: the
 * signature is an HMAC-SHA256 over purpose, order id and expiry (epoch seconds) with the ORDER's
 * own random key (`linkKey`, made when it is placed, stored only on the order and never sent).
 * So a token names exactly one order and cannot be moved to another (that order's key differs)
 * nor extended (the expiry is signed); no shop-wide secret has to be configured or shared
 * between Lambda instances, and orders placed before they had a key have no valid link.
 */
export const LINK_DAYS = 30;
const PURPOSE = "order-upload";
const TOKEN = /^([\w-]{22})\.(\d{10})\.([\w-]{43})$/;

export const newLinkKey = () => randomBytes(32).toString("base64url");

const signature = (key: string, orderId: string, expires: number) =>
  createHmac("sha256", key).update(`${PURPOSE}\n${orderId}\n${expires}`).digest("base64url");

/** The order's link token: valid LINK_DAYS from when it was placed (the same token each time it is asked for). */
export function linkToken(order: {
  orderId: string;
  linkKey?: string | undefined;
  createdAt: number;
}): string | null {
  if (!order.linkKey) return null;
  const expires = Math.floor(order.createdAt / 1000) + LINK_DAYS * 86_400;
  return `${order.orderId}.${expires}.${signature(order.linkKey, order.orderId, expires)}`;
}

/** A token's shape (what a procedure's input accepts; anything else is refused before any read). */
export const LINK_TOKEN_PATTERN = TOKEN;

/**
 * The order a token names, or 403: `order.link_invalid` for a malformed, tampered or foreign
 * token (one answer for all, so it tells nothing about which orders exist), `order.link_expired`
 * for a genuine one past its expiry.
 */
export async function openLink(token: string, now: Date = new Date()) {
  const m = TOKEN.exec(token);
  if (!m) throw new AppError("forbidden", "order.link_invalid");
  const [, orderId, exp, sig] = m as unknown as [string, string, string, string];
  const order = (await db().entities.order.get({ orderId }).go()).data ?? null;
  const expected = order?.linkKey
    ? Buffer.from(signature(order.linkKey, orderId, Number(exp)))
    : null;
  const given = Buffer.from(sig);
  if (!order || !expected || expected.length !== given.length || !timingSafeEqual(expected, given))
    throw new AppError("forbidden", "order.link_invalid");
  if (Number(exp) * 1000 <= now.getTime()) throw new AppError("forbidden", "order.link_expired");
  return order;
}
