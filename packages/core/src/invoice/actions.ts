import { db } from "../dynamo/db";
import { AppError } from "../error";
import { fn } from "../fn";
import * as Audit from "../audit/write";
import { IssueInput, LinesInput, ProformaInput } from "./actions-schema";
import { Snapshot } from "./schema";
import { correct as correctInvoice } from "./correct";
import { issueProforma, issueVat } from "./issue";
import type { StoredInvoice } from "./number";
import { queueForKsef } from "./queue";

/**
 * The administrator's invoice actions (admin.invoices.issue, .correct, .proforma): each numbered
 * and audited in one transaction (number.ts `also`), what KSeF must receive queued right after
 * (queue.ts). What the admin is answered: the document's id, kind, state and the schema's
 * messages when it failed (never sent, shown on the order's invoices panel).
 */
export interface ActionResult {
  invoiceId: string;
  kind: StoredInvoice["kind"];
  state: StoredInvoice["state"];
  xsdErrors: string[];
  queued: boolean;
}

async function answer(invoice: StoredInvoice): Promise<ActionResult> {
  const queued = await queueForKsef(invoice).catch((error: unknown) => {
    // The invoice exists; the queue's write is retried by the administrator's resend (invdocs).
    console.error(`[invoice] ${invoice.invoiceId} not queued for KSeF: ${String(error)}`);
    return null;
  });
  return {
    invoiceId: invoice.invoiceId,
    kind: invoice.kind,
    state: invoice.state,
    xsdErrors: invoice.xsdErrors ?? [],
    queued: queued !== null,
  };
}

/** Issue the order's VAT invoice now, by hand (whatever Settings → KSeF says about when). */
export const issue = fn(IssueInput, async ({ orderId }, actor: Audit.Actor) => {
  const { invoice, created } = await issueVat(orderId, {
    also: (e, n) => [
      Audit.entryItem(e, actor, {
        action: "invoice.issue",
        target: { type: "order", id: orderId },
        before: null,
        after: { invoice: n.number },
      }),
    ],
  });
  if (!created) throw new AppError("conflict", "invoice.already_issued");
  // A "to issue" item left by a payment or a dispatch has nothing more to do.
  await db().entities.invoiceTask.delete({ orderId }).go({ response: "none" });
  return answer(invoice);
});

export const correct = fn(correctInvoice.schema, async (input, actor: Audit.Actor) =>
  answer(await correctInvoice(input, actor)),
);

/** A pro forma for an order paid by transfer; asked again, the same one (nothing written). */
export const proforma = fn(ProformaInput, async ({ orderId }, actor: Audit.Actor) => {
  const { invoice } = await issueProforma(orderId, {
    also: (e, n) => [
      Audit.entryItem(e, actor, {
        action: "invoice.proforma",
        target: { type: "order", id: orderId },
        before: null,
        after: { invoice: n.number },
      }),
    ],
  });
  return answer(invoice);
});

/** A document's lines and version, for the correction form (`admin.invoices.lines`). */
export const lines = fn(LinesInput, async ({ invoiceId }) => {
  const { data } = await db().entities.invoice.get({ invoiceId }).go({ consistent: true });
  if (!data || data.kind === "proforma") throw new AppError("not_found", "invoice.not_found");
  const s = Snapshot.parse(JSON.parse(data.snapshot));
  return {
    invoiceId,
    kind: data.kind,
    version: data.version ?? 1,
    currency: s.currency,
    lines: s.lines.map((l, index) => ({
      index,
      name: l.name,
      quantity: l.quantity,
      unitNet: l.unitNet,
      net: l.net,
      rate: l.rate,
    })),
  };
});
