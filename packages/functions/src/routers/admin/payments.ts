import * as Payments from "@printshop/core/settings/payments";
import { adminProcedure, router } from "../../trpc";

/** admin.payments.*: payment methods (settings: administrator). */
export const paymentsRouter = router({
  list: adminProcedure("administrator")
    .input(Payments.list.schema)
    .query(({ input }) => Payments.list(input)),
  get: adminProcedure("administrator")
    .input(Payments.get.schema)
    .query(({ input }) => Payments.get(input)),
  create: adminProcedure("administrator")
    .input(Payments.create.schema)
    .mutation(({ input, ctx }) => Payments.create(input, ctx.actor)),
  update: adminProcedure("administrator")
    .input(Payments.update.schema)
    .mutation(({ input, ctx }) => Payments.update(input, ctx.actor)),
  remove: adminProcedure("administrator")
    .input(Payments.remove.schema)
    .mutation(({ input, ctx }) => Payments.remove(input, ctx.actor)),
});
