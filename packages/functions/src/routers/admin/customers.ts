import * as Customers from "@printshop/core/customers/index";
import { adminProcedure, router } from "../../trpc";

/** admin.customers.*: read from the per-customer aggregates (permission `orders`: customers read; notes too). */
export const customersRouter = router({
  list: adminProcedure("orders")
    .input(Customers.list.schema)
    .query(({ input }) => Customers.list(input)),
  get: adminProcedure("orders")
    .input(Customers.get.schema)
    .query(({ input }) => Customers.get(input)),
  setNote: adminProcedure("orders")
    .input(Customers.setNote.schema)
    .mutation(({ input, ctx }) => Customers.setNote(input, ctx.actor)),
});
