import * as z from "zod";

/** The invoice downloads' inputs (zod only: the routers read them without loading the PDF code). */
export const InvoiceId = z
  .string()
  .max(40)
  .regex(/^[A-Z]{1,10}\/\d{4}\/\d{1,9}$/, "invoice.not_found");
export const FORMATS = ["pdf", "xml", "upo"] as const;
const OrderId = z.string().regex(/^[\w-]{1,64}$/);
const Token = z.string().max(200);
export const AdminFileInput = z.object({ invoiceId: InvoiceId, format: z.enum(FORMATS) });
export const CustomerFileInput = z.object({ invoiceId: InvoiceId, orderId: OrderId });
export const GuestFileInput = z.object({ invoiceId: InvoiceId, token: Token });
export const CustomerListInput = z.object({ orderId: OrderId });
export const GuestListInput = z.object({ token: Token });
