import { db } from "../dynamo/db";
import { siteOrigin } from "../config/secrets";
import { deliver, messageIdFor, prepare } from "../email/index";
import { invoiceIssued } from "../email/templates";
import { linkToken } from "../upload/order-link";
import type { StoredInvoice } from "./number";
import { Snapshot } from "./schema";

/**
 * The "invoice issued" e-mail to the order's customer, in the order's language, with the link to
 * the page the PDF is downloaded from. One per invoice: the message's id is the invoice's, and
 * the outbox item is created only if it does not exist (a retried issue sends nothing twice).
 */
export async function notifyIssued(invoice: StoredInvoice): Promise<void> {
  if (invoice.state === "xsd_failed") return;
  const { data: order } = await db().entities.order.get({ orderId: invoice.orderId }).go();
  const to = order?.customer?.email;
  if (!order || !to) return;
  const s = Snapshot.parse(JSON.parse(invoice.snapshot));
  const origin = await siteOrigin().catch(() => "");
  const rendered = invoiceIssued(
    { orderId: order.orderId, number: order.number, locale: order.locale },
    { number: s.number },
    { origin, token: order.customerId ? null : linkToken(order) },
  );
  const messageId = messageIdFor("invoice-issued", invoice.invoiceId);
  try {
    await db()
      .entities.emailMessage.create(
        await prepare(
          {
            to,
            ...rendered,
            kind: "invoiceIssued",
            locale: order.locale,
            ref: order.orderId,
          },
          messageId,
        ),
      )
      .go();
  } catch (error) {
    if (/conditional/i.test(String(error))) return;
    throw error;
  }
  await deliver(messageId);
}
