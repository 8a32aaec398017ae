import { randomUUID } from "node:crypto";
import {
  CURRENCIES,
  fields,
  LANGUAGES,
  REFUND_FIELDS,
  REFUND_ITEM_FIELDS,
  REGISTER_FIELDS,
  sha384,
  VERIFY_FIELDS,
} from "./przelewy24-api";

/**
 * The local Przelewy24 server's book of transactions and its API's answers (register, verify,
 * refund, status by session id), apart from the HTTP around them (przelewy24.server.ts).
 */
export interface Refund {
  refundsUuid: string;
  requestId: string;
  orderId: number;
  sessionId: string;
  amount: number;
  urlStatus: string | undefined;
  status: 0 | 1;
}
export interface Trn {
  token: string;
  sessionId: string;
  amount: number;
  currency: string;
  description: string;
  email: string;
  urlReturn: string;
  urlStatus: string | undefined;
  channel: number | undefined;
  /** 0 no payment, 1 paid (not verified), 2 verified, 3 returned: as the status call answers. */
  status: 0 | 1 | 2 | 3;
  orderId: number;
  paid: { amount: number; currency: string; methodId: number; statement: string } | null;
  refunds: Refund[];
}

/** What the answers read and change: the merchant's keys and its transactions. */
export interface Ledger {
  merchantId: number;
  posId: number;
  crc: string;
  transactions: Map<string, Trn>;
  /** Refund notifications not yet sent. */
  pendingRefundNotices: Refund[];
  rejectNextRefund: boolean;
  /** Refund notifications go out on their own (else the tests send them). */
  autoNotify: boolean;
  sendRefundNotices(): Promise<number[]>;
}

export const ok = (status: number, data: unknown) => ({ status, body: { data, responseCode: 0 } });
export const error = (status: number, e: unknown) => ({ status, body: { error: e, code: status } });

export function register(s: Ledger, body: unknown) {
  const check = fields(body, REGISTER_FIELDS);
  if (!check.ok) return error(400, check.error);
  const b = body as Record<string, string | number | undefined>;
  if (b.merchantId !== s.merchantId || b.posId !== s.posId)
    return error(400, "Invalid merchantId or posId");
  if (!CURRENCIES.includes(String(b.currency))) return error(400, "Invalid currency");
  if (!LANGUAGES.includes(String(b.language))) return error(400, "Invalid language");
  const { sessionId, merchantId, amount, currency } = b;
  if (b.sign !== sha384({ sessionId, merchantId, amount, currency, crc: s.crc } as never))
    return error(400, "Incorrect sign");
  if (s.transactions.has(String(sessionId))) return error(400, "sessionId already used");
  const token = randomUUID().toUpperCase();
  s.transactions.set(String(sessionId), {
    token,
    sessionId: String(sessionId),
    amount: Number(amount),
    currency: String(currency),
    description: String(b.description),
    email: String(b.email),
    urlReturn: String(b.urlReturn),
    urlStatus: b.urlStatus === undefined ? undefined : String(b.urlStatus),
    channel: b.channel === undefined ? undefined : Number(b.channel),
    status: 0,
    orderId: 0,
    paid: null,
    refunds: [],
  });
  return ok(200, { token });
}

export function verify(s: Ledger, body: unknown) {
  const check = fields(body, VERIFY_FIELDS);
  if (!check.ok) return error(400, check.error);
  const b = body as { merchantId: number; posId: number; sessionId: string; amount: number };
  const { sessionId, orderId, amount, currency } = body as Record<string, string | number>;
  if (b.merchantId !== s.merchantId || b.posId !== s.posId)
    return error(400, "Invalid merchantId or posId");
  const sign = sha384({ sessionId, orderId, amount, currency, crc: s.crc } as never);
  if ((body as { sign: string }).sign !== sign) return error(400, "Incorrect sign");
  const t = s.transactions.get(b.sessionId);
  if (!t?.paid || t.status === 0) return error(400, "Transaction not paid");
  if (t.status === 3) return error(400, "Transaction returned");
  if (orderId !== t.orderId || amount !== t.paid.amount || currency !== t.paid.currency)
    return error(400, "Incorrect amount, currency or orderId");
  t.status = 2;
  return ok(200, { status: "success" });
}

export function refund(s: Ledger, body: unknown) {
  const check = fields(body, REFUND_FIELDS);
  if (!check.ok) return error(400, check.error);
  const b = body as { requestId: string; refundsUuid: string; urlStatus?: string };
  const items = (body as { refunds?: unknown }).refunds;
  if (!Array.isArray(items) || items.length === 0 || items.length > 100)
    return error(400, "Invalid parameter: refunds");
  const all = [...s.transactions.values()].flatMap((t) => t.refunds);
  if (all.some((r) => r.refundsUuid === b.refundsUuid)) return error(409, "Conflict");
  const results = items.map((item: unknown) => {
    const c = fields(item, REFUND_ITEM_FIELDS);
    const i = item as { orderId: number; sessionId: string; amount: number; description: string };
    const t = c.ok ? s.transactions.get(i.sessionId) : undefined;
    const left = t?.paid ? t.paid.amount - t.refunds.reduce((s, r) => s + r.amount, 0) : 0;
    const message = !c.ok
      ? c.error
      : !t || t.orderId !== i.orderId || t.status !== 2
        ? "Transaction not found or not verified"
        : i.amount > left
          ? "Amount exceeds what is left to refund"
          : "success";
    return { ...i, status: message === "success", message };
  });
  if (results.some((r) => !r.status)) return error(400, results);
  for (const r of results) {
    const refund: Refund = {
      refundsUuid: b.refundsUuid,
      requestId: b.requestId,
      orderId: r.orderId,
      sessionId: r.sessionId,
      amount: r.amount,
      urlStatus: b.urlStatus,
      status: s.rejectNextRefund ? 1 : 0,
    };
    s.rejectNextRefund = false;
    const t = s.transactions.get(r.sessionId)!;
    if (refund.status === 0) t.refunds.push(refund);
    if (t.refunds.reduce((s, x) => s + x.amount, 0) === t.paid!.amount) t.status = 3;
    s.pendingRefundNotices.push(refund);
  }
  if (s.autoNotify) setTimeout(() => void s.sendRefundNotices(), 10);
  return ok(201, results);
}

export function status(s: Ledger, _body: unknown, sessionId?: string) {
  const t = s.transactions.get(sessionId ?? "");
  if (!t) return error(404, "Transaction not exist");
  return ok(200, {
    statement: t.paid?.statement ?? "",
    orderId: t.orderId,
    sessionId: t.sessionId,
    status: t.status,
    amount: t.paid?.amount ?? t.amount,
    currency: t.paid?.currency ?? t.currency,
    date: "",
    dateOfTransaction: "",
    clientEmail: t.email,
    accountMD5: "",
    paymentMethod: t.paid?.methodId ?? 0,
    description: t.description,
    clientName: "",
    clientAddress: "",
    clientCity: "",
    clientPostcode: "",
    batchId: 0,
    fee: "0",
  });
}
