import type { Info } from "../ksef/index";
import type { StoredInvoice } from "./number";

/**
 * The invoice's item in the KSeF queue. An invoice's id is its number (`FV/2026/12`); KSeF's
 * queue keys allow no `/`, so the queue knows it as `FV-2026-12` (series are letters only, so the
 * mapping is one to one).
 */
export const ksefIdOf = (invoiceId: string) => invoiceId.replaceAll("/", "-");

/** Whether an invoice goes to KSeF: a VAT invoice or a correction that passed the schema. */
export const goesToKsef = (i: Pick<StoredInvoice, "kind" | "state" | "xml">) =>
  i.kind !== "proforma" && i.state !== "xsd_failed" && Boolean(i.xml);

/**
 * Queues an issued invoice for KSeF (idempotent: the same id and document is the same item).
 * Called where the invoice is issued; the scheduled run sends it (`Ksef.sendDue`). The KSeF
 * module is loaded here, on first use, not on a shop's cold start.
 */
export async function queueForKsef(invoice: StoredInvoice): Promise<Info | null> {
  if (!goesToKsef(invoice)) return null;
  const Ksef = await import("../ksef/index");
  return Ksef.enqueue({ invoiceId: ksefIdOf(invoice.invoiceId), xml: invoice.xml ?? "" });
}
