import { buildFa3 } from "../fa3/build";
import { Snapshot } from "../schema";
import { NIP_BUYER, SELLER, order, snapshotOf } from "./fixtures";

/**
 * Invoices for the KSeF tests: complete FA(3) documents built by the shop's own builder
 * (fa3/build.ts) from a fixture snapshot, so the local KSeF server's XSD check (the real schema,
 * fa3/validate.ts) accepts them as the real KSeF would. Here, not in ksef/testing/: ksef/ does not
 * import invoice/ (core/src/folders.test.ts), the tests that need both do.
 */
export function sampleInvoice(o: {
  nip: string;
  number: string;
  issueDate?: string;
  buyerNip?: string;
}): string {
  const base = snapshotOf(order(), { ...NIP_BUYER, nip: o.buyerNip ?? NIP_BUYER.nip });
  const day = o.issueDate ?? "2026-02-01";
  // The seller's NIP is taken as given (a test may use one KSeF refuses for the context): the
  // schema only checks it is 10 digits, so the snapshot is parsed with a valid one, then set.
  const snapshot = Snapshot.parse({
    ...base,
    number: o.number,
    issueDate: day,
    saleDate: day,
    createdAt: Date.parse(`${day}T10:00:00Z`),
    payment: { form: "online", paidOn: day },
  });
  return buildFa3({ ...snapshot, seller: { ...snapshot.seller, nip: o.nip || SELLER.nip } });
}
