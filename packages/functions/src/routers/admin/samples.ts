import * as Samples from "@printshop/core/samples/admin";
import { adminProcedure, router } from "../../trpc";

/** admin.samples.*: the free-sample requests, and marking them sent. */
export const samplesRouter = router({
  list: adminProcedure("orders")
    .input(Samples.adminList.schema)
    .query(({ input }) => Samples.adminList(input)),
  markSent: adminProcedure("orders")
    .input(Samples.markSent.schema)
    .mutation(({ input, ctx }) => Samples.markSent(input, ctx.actor)),
});
