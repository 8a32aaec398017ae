import * as Upload from "@printshop/core/upload/index";
import * as z from "zod";
import { publicProcedure, router } from "../../trpc";

/** The upload step works on the caller's own cart (its cookie); nobody reaches another cart's files. */
export const uploadRouter = router({
  list: publicProcedure.input(z.void()).query(({ ctx }) => Upload.list(ctx)),
  presign: publicProcedure
    .input(Upload.presign.schema)
    .mutation(({ input, ctx }) => Upload.presign(input, ctx)),
  complete: publicProcedure
    .input(Upload.complete.schema)
    .mutation(({ input, ctx }) => Upload.complete(input, ctx)),
  prepress: publicProcedure
    .input(Upload.prepress.schema)
    .mutation(({ input, ctx }) => Upload.prepress(input, ctx)),
  remove: publicProcedure
    .input(Upload.remove.schema)
    .mutation(({ input, ctx }) => Upload.remove(input, ctx)),
});
