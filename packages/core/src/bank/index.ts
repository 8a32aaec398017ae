import { db } from "../dynamo/db";
import { AppError } from "../error";
import { fn } from "../fn";
import type { Actor } from "../audit/write";
import type { Locale } from "../i18n/locale";
import { everything } from "../order/query";
import { paymentKind } from "../order/view";
import { setPaymentStatus } from "../order/writes";
import { amountDue } from "../payment/amount";
import { parseCsvStatement } from "./csv";
import { decodeStatement } from "./decode";
import { distance, matchTransfers, normalNumber, tokensOf, type Candidate } from "./match";
import { parseMt940 } from "./mt940";
import { BankImportInput, type BankImportAnswer, type ConfirmedInfo } from "./schema";
import type { Transfer } from "./transfer";

export * from "./schema";

/**
 * `admin.bank.import` (issue 29, item 6; docs/bank-statements.md). The statement is read, matched
 * and answered; it is NOT stored: confirming sends the same file again with the rows to mark
 * paid, and the server reads and matches it again, so nothing of the browser's proposal is
 * trusted and no payer's name or account stays in the database. Each confirmed row is the order
 * page's own "mark paid" (`Order.setPaymentStatus`: checked against the order's version the
 * proposal was made on, one audited transaction), with the transfer in the audit entry.
 *
 * DynamoDB requests: the orders awaiting payment (one Query per order status: 6), the orders a
 * title names or nearly names (one BatchGet per 100) and their payment methods (one BatchGet);
 * a well-formed number of an order not awaiting payment costs one Query of its day (≤ 20).
 */
export const importStatement = fn(
  BankImportInput,
  async (
    input,
    actor: Actor,
    opts: {
      locale: Locale;
      origin?: string;
      /** The server's messages (messages/index.ts `translate`): a refused row's sentence. */
      translate: (code: string, locale: Locale, params: Record<string, string | number>) => string;
    },
  ) => {
    const { text, encoding } = decodeStatement(input.content);
    const transfers = input.format === "csv" ? parseCsvStatement(text) : parseMt940(text);
    const matched = matchTransfers(transfers, await candidatesFor(transfers));
    const confirmed: ConfirmedInfo[] = [];
    if (!input.dryRun) {
      const seen = new Set<number>();
      for (const c of input.confirm) {
        if (seen.has(c.row)) continue;
        seen.add(c.row);
        const t = matched.find((m) => m.row === c.row);
        const refuse = (error: AppError) =>
          confirmed.push({
            row: c.row,
            orderId: c.orderId,
            ok: false,
            code: error.code,
            message: opts.translate(error.code, opts.locale, error.params ?? {}),
            version: null,
          });
        if (!t || t.outcome !== "proposed" || t.order?.orderId !== c.orderId) {
          refuse(new AppError("conflict", "bank.not_proposed", { params: { row: c.row } }));
          continue;
        }
        try {
          const out = await setPaymentStatus(
            { orderId: c.orderId, status: "paid", version: c.version, notify: false },
            actor,
            {
              ...(opts.origin ? { origin: opts.origin } : {}),
              detail: {
                via: "bank_statement",
                transfer: `${t.date} ${t.amount} ${t.currency}`,
                title: t.title.slice(0, 140),
              },
            },
          );
          confirmed.push({
            row: c.row,
            orderId: c.orderId,
            ok: true,
            code: null,
            message: null,
            version: out.version,
          });
          t.outcome = "ignored";
          t.reason = "not_awaiting";
        } catch (error) {
          if (!(error instanceof AppError) || error.kind === "internal") throw error;
          refuse(error);
        }
      }
    }
    const count = (o: string) => matched.filter((m) => m.outcome === o).length;
    const answer: BankImportAnswer = {
      format: input.format,
      encoding,
      transfers: matched,
      proposed: count("proposed"),
      review: count("review"),
      ignored: count("ignored"),
      confirmed,
    };
    return answer;
  },
);

/** At most this many days are read to tell a paid order's number from an unknown one. */
const DAY_LOOKUPS = 20;
const WELL_FORMED = /^\d{8}[0-9A-Z]{5}$/;

/** The orders the statement's titles name or nearly name, as matching needs them. */
async function candidatesFor(transfers: Transfer[]): Promise<Candidate[]> {
  const awaitingRows = await everything({ filters: { paymentStatus: "awaiting" }, dir: "desc" });
  const awaitingBy = new Map(awaitingRows.map((r) => [normalNumber(r.number), r]));
  const tokens = new Set(
    transfers.flatMap((t) => (t.minor && t.minor > 0 ? tokensOf(t.title) : [])),
  );
  const wanted = new Set<string>();
  const elsewhere = new Set<string>();
  for (const k of tokens) {
    const exact = awaitingBy.get(k);
    if (exact) wanted.add(exact.orderId);
    else {
      if (WELL_FORMED.test(k)) elsewhere.add(k);
      for (const [n, r] of awaitingBy) if (distance(k, n) <= 1) wanted.add(r.orderId);
    }
  }
  // Numbers of orders that do not await payment (paid already, cancelled): their day's rows.
  const days = [...elsewhere].slice(0, DAY_LOOKUPS);
  const found = await Promise.all(
    days.map((k) => everything({ search: `${k.slice(0, 8)}-${k.slice(8)}`, dir: "desc" })),
  );
  for (const rows of found) for (const r of rows) wanted.add(r.orderId);
  const ids = [...wanted];
  const orders = [];
  for (let i = 0; i < ids.length; i += 100) {
    const { data } = await db()
      .entities.order.get(ids.slice(i, i + 100).map((orderId) => ({ orderId })))
      .go({ concurrency: 1 });
    orders.push(...data);
  }
  const methodIds = [...new Set(orders.map((o) => o.paymentMethodId))];
  const methods = methodIds.length
    ? (
        await db()
          .entities.paymentMethod.get(methodIds.map((paymentMethodId) => ({ paymentMethodId })))
          .go({ concurrency: 1 })
      ).data
    : [];
  const methodOf = new Map(
    methods.map((m) => [m.paymentMethodId, { icon: m.icon ?? "", provider: m.provider }]),
  );
  return orders.map((o) => {
    const { amount, currency } = amountDue(o);
    return {
      orderId: o.orderId,
      number: o.number,
      version: o.version ?? 1,
      awaiting: o.paymentStatus === "awaiting",
      transfer: paymentKind(methodOf.get(o.paymentMethodId)) === "transfer",
      due: amount,
      currency,
    };
  });
}

export { parseCsvStatement, parseMt940, decodeStatement };
