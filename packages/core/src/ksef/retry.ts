import * as z from "zod";
import { AppError } from "../error";
import { fn } from "../fn";
import { write, type Actor } from "../audit/write";
import { InvoiceId } from "./schema";
import { getItem } from "./store";

/**
 * "Send to KSeF again" (the administrator, on the Invoices screen): a refused invoice, or one
 * waiting offline, is put back to `to_send`, due now, for the next round. Checked against the
 * version the administrator saw and recorded in the audit log in the same transaction. An
 * accepted invoice is never sent again (KSeF has it); one being sent is left to its sender.
 */
export const RetryInput = z.object({ invoiceId: InvoiceId, version: z.int().min(1) });

export const retry = fn(RetryInput, async ({ invoiceId, version }, actor: Actor): Promise<void> => {
  const item = await getItem(invoiceId);
  if (!item) throw new AppError("not_found", "ksef.not_found");
  if (item.version !== version) throw new AppError("conflict", "conflict.stale");
  if (item.state === "accepted" || item.state === "sending")
    throw new AppError("conflict", "ksef.not_retryable");
  const now = Date.now();
  await write(
    actor,
    {
      action: "ksefInvoice.send",
      target: { type: "ksefInvoice", id: invoiceId },
      before: { state: item.state, attempts: item.attempts },
      after: { state: "to_send", attempts: item.attempts },
    },
    (e) => [
      e.ksefInvoice
        .patch({ invoiceId })
        .set({ state: "to_send", nextAttemptAt: now, updatedAt: now, version: version + 1 })
        .where((a, op) => op.eq(a.version, version))
        .commit(),
    ],
  );
});
