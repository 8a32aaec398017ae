import type { PaymentKind } from "../order/view";
import type { InvoiceOn } from "../invoice-settings/schema";

/**
 * Whether an order's invoice is due now (VAT act art. 106b, 106i), read from the order's state,
 * not from which change woke the "to issue" item (the item is one per order, so a payment and a
 * dispatch in a row leave one item, and it must still issue):
 * - a private person gets an invoice only when they asked for it at checkout (art. 106b ust. 3);
 *   a company (NIP) or an EU business always;
 * - paid online: once paid;
 * - a bank transfer or cash on delivery: once dispatched, or once paid, as Settings → KSeF says
 *   (`invoiceOn`, by default on dispatch).
 */
export type Decision = "issue" | "not_requested" | "not_now";

const DISPATCHED = new Set(["shipped", "completed"]);

export function decide(p: {
  payment: PaymentKind;
  invoiceOn: InvoiceOn;
  paymentStatus: string;
  status: string;
  buyer: "nip" | "eu" | "consumer";
  requested: boolean;
}): Decision {
  if (p.buyer === "consumer" && !p.requested) return "not_requested";
  const paid = p.paymentStatus === "paid";
  const dispatched = DISPATCHED.has(p.status);
  if (p.payment === "online") return paid ? "issue" : "not_now";
  return (p.invoiceOn === "payment" ? paid : dispatched) ? "issue" : "not_now";
}
