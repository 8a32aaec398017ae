import * as Calculator from "@printshop/core/calculator/admin";
import { adminProcedure, router } from "../../trpc";

/** admin.calculators.*: permission `catalogue`, core's schema, the core call (with the actor and the caller's locale). */
export const calculatorsRouter = router({
  list: adminProcedure("catalogue")
    .input(Calculator.list.schema)
    .query(({ input }) => Calculator.list(input)),
  get: adminProcedure("catalogue")
    .input(Calculator.getDraft.schema)
    .query(({ input }) => Calculator.getDraft(input)),
  update: adminProcedure("catalogue")
    .input(Calculator.update.schema)
    .mutation(({ input, ctx }) => Calculator.update(input, ctx.actor, ctx.locale)),
  test: adminProcedure("catalogue")
    .input(Calculator.test.schema)
    .query(({ input, ctx }) => Calculator.test(input, { locale: ctx.locale })),
});
