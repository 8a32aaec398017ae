import * as OrderUpload from "@printshop/core/upload/order";
import { publicProcedure, router } from "../../trpc";
import * as InvoiceFiles from "@printshop/core/invoice/files-schema";

/** The invoice's PDF code loads on the first download, not on a cold start. */
const invoiceFiles = () => import("@printshop/core/invoice/files");

/**
 * A placed order's print files by the order's signed link (a guest's way back to the order): the
 * token names the order and is checked on every call; a tampered, foreign or expired one is 403.
 */
export const orderFilesRouter = router({
  /** The order's lines and files, and whether it is paid online (the page then offers to pay). */
  list: publicProcedure.input(OrderUpload.orderList.schema).query(async ({ input, ctx }) => {
    const view = await OrderUpload.orderList(input, ctx);
    const { providerOfOrder } = await import("@printshop/core/payment/index");
    return { ...view, online: (await providerOfOrder(view)) !== "none" };
  }),
  presign: publicProcedure
    .input(OrderUpload.orderPresign.schema)
    .mutation(({ input }) => OrderUpload.orderPresign(input)),
  complete: publicProcedure
    .input(OrderUpload.orderComplete.schema)
    .mutation(({ input }) => OrderUpload.orderComplete(input)),
  /** The order's invoices, by the same signed link. */
  invoices: publicProcedure
    .input(InvoiceFiles.GuestListInput)
    .query(async ({ input }) => (await invoiceFiles()).guestInvoices(input)),
  /** One invoice of the order as a PDF (`{ fileName, contentType, base64 }`). */
  invoicePdf: publicProcedure
    .input(InvoiceFiles.GuestFileInput)
    .query(async ({ input }) => (await invoiceFiles()).guestPdf(input)),
});
