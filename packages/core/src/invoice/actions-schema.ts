import * as z from "zod";

/**
 * The administrator's invoice actions (`admin.invoices.correct`, `.issue`, `.proforma`;
 * browser-safe, zod only: the admin's forms validate with the same schemas). A correction names
 * each line of the corrected document by its position with its quantity and net unit price as
 * they should be; the amounts (net, VAT, gross, per-rate differences) are computed by core,
 * never taken from the browser.
 */
const OrderId = z.string().trim().min(1).max(64);
const InvoiceId = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Z]{1,10}\/\d{4}\/\d{1,9}$/, "invoice.not_found");

export const CorrectionLine = z.object({
  /** The line's position on the corrected document (0-based). */
  index: z.int().min(0).max(999),
  /** The quantity as it should be (0: the line is returned or cancelled whole). */
  quantity: z
    .string()
    .trim()
    .max(24)
    .regex(/^\d{1,15}(\.\d{1,6})?$/, "invoice.quantity"),
  /** The net unit price as it should be, in the invoice's currency. */
  unitNet: z
    .string()
    .trim()
    .max(24)
    .regex(/^\d{1,13}(\.\d{1,8})?$/, "invoice.amount"),
});
export type CorrectionLine = z.infer<typeof CorrectionLine>;

export const CorrectInput = z.object({
  invoiceId: InvoiceId,
  /** The lines that change; a line not listed stays as it was. */
  lines: z.array(CorrectionLine).min(1).max(1000),
  /** Why (FA(3) PrzyczynaKorekty): "Zwrot towaru", "Obniżka ceny po reklamacji"… */
  reason: z.string().trim().min(3).max(256),
  /** The corrected document's version as the administrator saw it. */
  version: z.int().min(1).max(1_000_000_000),
});
export type CorrectInput = z.infer<typeof CorrectInput>;

export const IssueInput = z.object({ orderId: OrderId });
export const ProformaInput = z.object({ orderId: OrderId });

/** The admin's correction form: one line at a time (the lines of the document read beside it). */
export const CorrectLineForm = CorrectionLine.extend({ reason: CorrectInput.shape.reason });
export type CorrectLineForm = z.infer<typeof CorrectLineForm>;

export const LinesInput = z.object({ invoiceId: InvoiceId });
