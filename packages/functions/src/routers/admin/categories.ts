import * as Category from "@printshop/core/category/index";
import { adminProcedure, router } from "../../trpc";

/** admin.categories.*: `remove` answers the products still in the category (and then removes nothing); `sort` saves the whole order in one request. */
export const categoriesRouter = router({
  list: adminProcedure("catalogue")
    .input(Category.list.schema)
    .query(({ input }) => Category.list(input)),
  get: adminProcedure("catalogue")
    .input(Category.get.schema)
    .query(({ input }) => Category.get(input)),
  create: adminProcedure("catalogue")
    .input(Category.create.schema)
    .mutation(({ input, ctx }) => Category.create(input, ctx.actor)),
  update: adminProcedure("catalogue")
    .input(Category.update.schema)
    .mutation(({ input, ctx }) => Category.update(input, ctx.actor)),
  activate: adminProcedure("catalogue")
    .input(Category.activate.schema)
    .mutation(({ input, ctx }) => Category.activate(input, ctx.actor)),
  remove: adminProcedure("catalogue")
    .input(Category.remove.schema)
    .mutation(({ input, ctx }) => Category.remove(input, ctx.actor)),
  sort: adminProcedure("catalogue")
    .input(Category.sort.schema)
    .mutation(({ input, ctx }) => Category.sort(input, ctx.actor)),
});
