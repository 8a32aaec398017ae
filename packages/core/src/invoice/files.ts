import { db } from "../dynamo/db";
import { AppError } from "../error";
import { fn } from "../fn";
import { openLink } from "../upload/order-link";
import { mayView } from "../order/customer";
import { fileBase } from "./export";
import { ofOrder } from "./issue";
import type { StoredInvoice } from "./number";
import { invoicePdf } from "./pdf";
import { ksefInfoOf, ksefItemOf } from "./register";
import {
  AdminFileInput,
  CustomerFileInput,
  CustomerListInput,
  GuestFileInput,
  GuestListInput,
} from "./files-schema";

/**
 * An invoice's files as downloads (`{ fileName, contentType, base64 }`, which the SPAs save as a
 * file): the PDF for the customer (the account's order page, or a guest's signed order link) and
 * the PDF, FA(3) XML and UPO for the administrator. The customer's invoice is found through the
 * caller's own order, never by an id alone: an invoice of another order is "not found".
 */

export interface Download {
  fileName: string;
  contentType: string;
  base64: string;
}

const pdfDownload = async (invoice: StoredInvoice): Promise<Download> => ({
  fileName: `${fileBase(invoice.invoiceId)}.pdf`,
  contentType: "application/pdf",
  base64: Buffer.from(await invoicePdf(invoice, await ksefInfoOf(invoice.invoiceId))).toString(
    "base64",
  ),
});

/** What a customer sees of an order's invoices: the issued documents, newest last. */
async function customerView(orderId: string) {
  const invoices = await ofOrder(orderId);
  return invoices
    .filter((i) => i.state !== "xsd_failed")
    .map((i) => ({ invoiceId: i.invoiceId, kind: i.kind, createdAt: i.createdAt }));
}

async function ownOrder(orderId: string, userId: string) {
  const { data } = await db().entities.order.get({ orderId }).go();
  // Theirs, or their buyer company's (company-account/): anybody else's is "not found".
  if (!data || !(await mayView(data, userId))) throw new AppError("not_found", "order.not_found");
  return data;
}

/** The invoice, when it belongs to the order (else "not found", saying nothing more). */
async function invoiceOf(orderId: string, invoiceId: string): Promise<StoredInvoice> {
  const { data } = await db().entities.invoice.get({ invoiceId }).go({ consistent: true });
  if (!data || data.orderId !== orderId || data.state === "xsd_failed")
    throw new AppError("not_found", "invoice.not_found");
  return data;
}

export const customerInvoices = fn(CustomerListInput, async ({ orderId }, userId: string) => {
  await ownOrder(orderId, userId);
  return customerView(orderId);
});

export const customerPdf = fn(CustomerFileInput, async (input, userId: string) => {
  await ownOrder(input.orderId, userId);
  return pdfDownload(await invoiceOf(input.orderId, input.invoiceId));
});

export const guestInvoices = fn(GuestListInput, async ({ token }) => {
  const order = await openLink(token);
  return customerView(order.orderId);
});

export const guestPdf = fn(GuestFileInput, async (input) => {
  const order = await openLink(input.token);
  return pdfDownload(await invoiceOf(order.orderId, input.invoiceId));
});

/** The administrator's downloads: PDF, the FA(3) XML, KSeF's UPO once there is one. */
export const adminFile = fn(AdminFileInput, async ({ invoiceId, format }): Promise<Download> => {
  const { data } = await db().entities.invoice.get({ invoiceId }).go({ consistent: true });
  if (!data) throw new AppError("not_found", "invoice.not_found");
  const invoice = data;
  const base = fileBase(invoiceId);
  if (format === "pdf") return pdfDownload(invoice);
  if (format === "xml") {
    if (!invoice.xml) throw new AppError("not_found", "invoice.no_xml");
    return {
      fileName: `${base}.xml`,
      contentType: "application/xml",
      base64: Buffer.from(invoice.xml, "utf8").toString("base64"),
    };
  }
  const item = await ksefItemOf(invoiceId);
  if (!item?.upo) throw new AppError("not_found", "invoice.no_upo");
  return {
    fileName: `${base}-UPO.xml`,
    contentType: "application/xml",
    base64: Buffer.from(item.upo, "utf8").toString("base64"),
  };
});
