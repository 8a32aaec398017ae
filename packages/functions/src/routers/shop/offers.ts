import * as Offer from "@printshop/core/offer/index";
import { publicProcedure, router } from "../../trpc";

/**
 * Numbered offers (issue 31 item 3): `create` prices the configuration on the server and numbers
 * the offer (rate-limited per IP: a costly anonymous write); `get` is what an offer's link
 * restores; `pdf` the document (`{ fileName, contentType, base64 }`, like the invoices' PDFs).
 */
export const offersRouter = router({
  create: publicProcedure
    .input(Offer.create.schema)
    .mutation(({ input, ctx }) => Offer.create(input, { ip: ctx.clientIp })),
  get: publicProcedure.input(Offer.get.schema).query(({ input }) => Offer.get(input)),
  pdf: publicProcedure.input(Offer.pdf.schema).query(({ input }) => Offer.pdf(input)),
});
