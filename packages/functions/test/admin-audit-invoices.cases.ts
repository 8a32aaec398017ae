import { db } from "@printshop/core/dynamo/db";
import type { Case } from "./admin-audit-content.cases";

/**
 * The audit cases of the Invoices screen's writes, spread into admin-audit.test.ts's `cases`:
 * "send to KSeF again" of an invoice KSeF refused (its queue item made here as the queue records
 * a refusal).
 */
let n = 0;
export const invoiceCases: Record<string, Case> = {
  "admin.invoices.send": async () => {
    const seq = 900_000 + (Date.now() % 90_000) * 10 + n++;
    const invoiceId = `FV/2026/${seq}`;
    const ksefId = `FV-2026-${seq}`;
    const now = Date.now();
    await db()
      .entities.ksefInvoice.create({
        invoiceId: ksefId,
        xml: "<Faktura/>",
        invoiceHash: "a".repeat(43) + "=",
        invoiceSize: 10,
        state: "refused",
        attempts: 1,
        reasonCode: 450,
        reason: "Błąd weryfikacji semantyki dokumentu faktury",
        nextAttemptAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .go();
    return {
      input: { invoiceId, version: 1 },
      action: "ksefInvoice.send",
      target: { type: "ksefInvoice", id: ksefId },
      before: { state: "refused", attempts: 1 },
      after: { state: "to_send", attempts: 1 },
    };
  },
};
