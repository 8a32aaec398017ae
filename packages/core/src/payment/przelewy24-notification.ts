import { createHash, timingSafeEqual } from "node:crypto";
import * as z from "zod";
import { NotificationRefused, type ProviderEvent } from "./port";

/**
 * The JSON Przelewy24 signs: PHP's `json_encode(…, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES)`
 * of the fields in the documented order. `JSON.stringify` writes the same, except that PHP still
 * escapes U+2028 and U+2029 (without JSON_UNESCAPED_LINE_TERMINATORS).
 */
export const signedJson = (fields: Record<string, string | number>) =>
  JSON.stringify(fields)
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

export const p24Sign = (fields: Record<string, string | number>) =>
  createHash("sha384").update(signedJson(fields)).digest("hex");

function sameSign(given: string, expected: string): boolean {
  const a = Buffer.from(given.toLowerCase());
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const int = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const PaymentNotification = z.object({
  merchantId: int,
  posId: int,
  sessionId: z.string().min(1).max(100),
  amount: int,
  originAmount: int,
  currency: z.string().min(3).max(3),
  orderId: int,
  methodId: int,
  statement: z.string().max(1000),
  sign: z.string().max(200),
});
const RefundNotification = z.object({
  orderId: int,
  sessionId: z.string().min(1).max(100),
  merchantId: int,
  requestId: z.string().max(45),
  refundsUuid: z.string().min(1).max(35),
  amount: int,
  currency: z.string().min(3).max(3),
  timestamp: int,
  status: z.union([z.literal(0), z.literal(1)]),
  sign: z.string().max(200),
});
/** The largest notification body read (a real one is a few hundred bytes). */
export const MAX_NOTIFICATION_BYTES = 8_192;

/**
 * A notification as Przelewy24 posts it to `urlStatus` (a payment) or to a refund's `urlStatus`
 * (a refund: it carries `refundsUuid`): parsed within bounds, its signature recomputed over the
 * documented fields in their order and compared in constant time, the merchant (and POS)
 * compared. Anything else is refused: this is the only way a provider's word enters the shop.
 */
export function authenticateNotification(
  raw: string,
  config: { merchantId: number; posId: number; crc: string },
): ProviderEvent {
  if (raw.length > MAX_NOTIFICATION_BYTES) throw new NotificationRefused("malformed");
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new NotificationRefused("malformed");
  }
  const isRefund = typeof json === "object" && json !== null && "refundsUuid" in json;
  if (isRefund) {
    const n = RefundNotification.safeParse(json);
    if (!n.success) throw new NotificationRefused("malformed");
    const v = n.data;
    const expected = p24Sign({
      orderId: v.orderId,
      sessionId: v.sessionId,
      refundsUuid: v.refundsUuid,
      merchantId: v.merchantId,
      amount: v.amount,
      currency: v.currency,
      status: v.status,
      crc: config.crc,
    });
    if (!sameSign(v.sign, expected)) throw new NotificationRefused("signature");
    if (v.merchantId !== config.merchantId) throw new NotificationRefused("merchant");
    return {
      kind: "refund",
      paymentId: v.sessionId,
      providerPaymentId: String(v.orderId),
      refundId: v.refundsUuid,
      amount: v.amount,
      currency: v.currency,
      succeeded: v.status === 0,
      payload: v,
    };
  }
  const n = PaymentNotification.safeParse(json);
  if (!n.success) throw new NotificationRefused("malformed");
  const v = n.data;
  const expected = p24Sign({
    merchantId: v.merchantId,
    posId: v.posId,
    sessionId: v.sessionId,
    amount: v.amount,
    originAmount: v.originAmount,
    currency: v.currency,
    orderId: v.orderId,
    methodId: v.methodId,
    statement: v.statement,
    crc: config.crc,
  });
  if (!sameSign(v.sign, expected)) throw new NotificationRefused("signature");
  if (v.merchantId !== config.merchantId || v.posId !== config.posId)
    throw new NotificationRefused("merchant");
  return {
    kind: "paid",
    paymentId: v.sessionId,
    providerPaymentId: String(v.orderId),
    amount: v.amount,
    currency: v.currency,
    method: String(v.methodId),
    payload: v,
  };
}
