import * as Calculators from "@printshop/core/calculator/admin";
import { adminProcedure, router } from "../../trpc";

/** admin.calculators.*: permission `catalogue`, core's schema, the core call (with the actor and the caller's locale). */
export const calculatorsRouter = router({
  list: adminProcedure("catalogue")
    .input(Calculators.list.schema)
    .query(({ input }) => Calculators.list(input)),
  get: adminProcedure("catalogue")
    .input(Calculators.get.schema)
    .query(({ input }) => Calculators.get(input)),
  update: adminProcedure("catalogue")
    .input(Calculators.update.schema)
    .mutation(({ input, ctx }) => Calculators.update(input, ctx.actor, ctx.locale)),
  test: adminProcedure("catalogue")
    .input(Calculators.test.schema)
    .query(({ input, ctx }) => Calculators.test(input, { locale: ctx.locale })),
});
