import * as Ksef from "../ksef/index";
import type { StoredInvoice } from "./number";

/**
 * Hands an issued document to the KSeF queue (ksef/): a VAT invoice or a correction whose FA(3)
 * passed the schema. A document that failed it (`xsd_failed`) is never queued (the administrator
 * sees the schema's messages on the order), a pro forma never (it is not a VAT invoice). The
 * queue's id is the number with `-` for `/` (its ids are `[\w.:-]`): FV/2026/12 → FV-2026-12.
 * Queuing the same document twice is the same item (Ksef.enqueue is idempotent by id and hash).
 */
export const ksefIdOf = (invoiceId: string) => invoiceId.replaceAll("/", "-");

export async function queueForKsef(invoice: StoredInvoice): Promise<Ksef.Info | null> {
  if (invoice.kind === "proforma" || invoice.state !== "issued" || !invoice.xml) return null;
  return Ksef.enqueue({ invoiceId: ksefIdOf(invoice.invoiceId), xml: invoice.xml });
}
