import * as Shipping from "@printshop/core/settings/shipping";
import { adminProcedure, router } from "../../trpc";

/** admin.shipping.*: shipping methods (settings: administrator). */
export const shippingRouter = router({
  list: adminProcedure("administrator")
    .input(Shipping.list.schema)
    .query(({ input }) => Shipping.list(input)),
  get: adminProcedure("administrator")
    .input(Shipping.get.schema)
    .query(({ input }) => Shipping.get(input)),
  create: adminProcedure("administrator")
    .input(Shipping.create.schema)
    .mutation(({ input, ctx }) => Shipping.create(input, ctx.actor)),
  update: adminProcedure("administrator")
    .input(Shipping.update.schema)
    .mutation(({ input, ctx }) => Shipping.update(input, ctx.actor)),
  remove: adminProcedure("administrator")
    .input(Shipping.remove.schema)
    .mutation(({ input, ctx }) => Shipping.remove(input, ctx.actor)),
});
