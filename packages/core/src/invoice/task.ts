import { db } from "../dynamo/db";
import { AppError } from "../error";
import type { ShopService } from "../entities/service";
import * as InvoiceSettings from "../invoice-settings/index";
import { methods } from "../settings/methods";
import { Info as OrderInfo } from "../order/schema";
import { paymentKind } from "../order/view";
import { buyerOf, issueForOrder, type IssueOptions } from "./issue";
import { queueForKsef } from "./ksef-link";
import { notifyIssued } from "./notify";
import { invoiceOfOrder } from "./number";
import { decide, type Decision } from "./policy";

/**
 * "To issue" items: written in the same transaction as the change that makes an invoice due
 * (the order paid online: order/payment-status.ts; dispatched: order/writes.ts), so the due
 * invoice is never lost; run right after that transaction and, when that fails (NBP down, a
 * rate to enter, DynamoDB busy), again by the scheduled retry (`retryDue`), with the reason kept.
 */
type TxEntities = Parameters<Parameters<ShopService["transaction"]["write"]>[0]>[0];

export function taskItem(e: TxEntities, orderId: string, trigger: "payment" | "dispatch") {
  const now = Date.now();
  return e.invoiceTask.put({ orderId, trigger, nextAttemptAt: now, createdAt: now }).commit();
}

/** A missing NBP rate's currency and day (what the administrator enters by hand), else none. */
function rateParams(error: unknown): { currency?: string; date?: string } {
  if (!(error instanceof AppError) || error.code !== "exchange_rate.missing") return {};
  const { currency, date } = error.params;
  return typeof currency === "string" && typeof date === "string" ? { currency, date } : {};
}

/** The order's "to issue" item, as the admin's invoices panel shows it (null: none waits). */
export async function pendingOf(orderId: string) {
  const { data } = await db().entities.invoiceTask.get({ orderId }).go({ consistent: true });
  if (!data) return null;
  const p = data.lastErrorParams ?? {};
  return {
    trigger: data.trigger,
    attempts: data.attempts,
    nextAttemptAt: data.nextAttemptAt,
    reason: data.lastError ?? null,
    rateNeeded: p.currency && p.date ? { currency: p.currency, date: p.date } : null,
  };
}

const BACKOFF_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 12 * 3_600_000];

/** Whether the order's invoice is due now (policy.ts), from the order and Settings → KSeF. */
export async function dueNow(orderId: string): Promise<Decision> {
  const { data } = await db().entities.order.get({ orderId }).go({ consistent: true });
  if (!data) throw new AppError("not_found", "invoice.order_not_found");
  const order = OrderInfo.parse(data);
  const [settings, m] = await Promise.all([InvoiceSettings.get(), methods()]);
  return decide({
    payment: paymentKind(m.payments.find((p) => p.id === order.paymentMethodId)),
    invoiceOn: settings.invoiceOn,
    paymentStatus: order.paymentStatus,
    status: order.status,
    buyer: buyerOf(order)?.type ?? "consumer",
    requested: order.invoiceRequested === true,
  });
}

/**
 * Runs the order's "to issue" item: issues the invoice when it is due (policy.ts) and removes the
 * item; an item whose invoice is not due (yet, or not asked for) is removed without issuing; on a
 * failure the item stays with the reason. Without an item: "issued" when the order has its
 * invoice, else "skipped" (nothing is issued that no change asked for).
 */
export async function run(
  orderId: string,
  opts: IssueOptions = {},
): Promise<"issued" | "failed" | "skipped"> {
  try {
    const { data: task } = await db()
      .entities.invoiceTask.get({ orderId })
      .go({ consistent: true });
    if (!task) return (await invoiceOfOrder(orderId, "vat")) ? "issued" : "skipped";
    const decision = await dueNow(orderId);
    if (decision === "issue") {
      // Issued, queued for KSeF (the scheduled run sends it) and the customer told. A retry
      // after a failure here finds the invoice issued and queues it again: the queue takes the
      // same invoice once, and the e-mail goes once (notify.ts).
      const invoice = await issueForOrder(orderId, opts);
      await queueForKsef(invoice);
      await notifyIssued(invoice);
    }
    await db().entities.invoiceTask.delete({ orderId }).go({ response: "none" });
    return decision === "issue" ? "issued" : "skipped";
  } catch (error) {
    const reason = error instanceof AppError ? error.code : String(error);
    const { data } = await db().entities.invoiceTask.get({ orderId }).go();
    const attempts = (data?.attempts ?? 0) + 1;
    if (data)
      await db()
        .entities.invoiceTask.patch({ orderId })
        .set({
          attempts,
          lastError: reason.slice(0, 300),
          lastErrorParams: rateParams(error),
          nextAttemptAt:
            (opts.now ?? new Date()).getTime() +
            BACKOFF_MS[Math.min(attempts - 1, BACKOFF_MS.length - 1)]!,
        })
        .go({ response: "none" });
    if (!(error instanceof AppError) || error.kind === "internal")
      console.error(`[invoice] ${orderId}: ${reason}`);
    return "failed";
  }
}

/** Right after the transaction that made the invoice due: never throws (the task stays). */
export async function runSoon(orderId: string): Promise<void> {
  await run(orderId).catch((error: unknown) =>
    console.error(`[invoice] ${orderId} stays to issue: ${String(error)}`),
  );
}

/** The scheduled retry: every task due by now, oldest first. */
export async function retryDue(
  opts: IssueOptions = {},
): Promise<{ tried: number; issued: number }> {
  const now = (opts.now ?? new Date()).getTime();
  const { data } = await db()
    .entities.invoiceTask.query.byDue({ pending: "pending" })
    .lte({ nextAttemptAt: now })
    .go({ limit: 25 });
  let issued = 0;
  for (const t of data) if ((await run(t.orderId, opts)) === "issued") issued++;
  return { tried: data.length, issued };
}
