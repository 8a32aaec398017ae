import * as Menu from "@printshop/core/menu/index";
import { adminProcedure, router } from "../../trpc";

/** admin.menu.*: menu items (one level of nesting). */
export const menuRouter = router({
  list: adminProcedure("content")
    .input(Menu.list.schema)
    .query(({ input }) => Menu.list(input)),
  get: adminProcedure("content")
    .input(Menu.get.schema)
    .query(({ input }) => Menu.get(input)),
  create: adminProcedure("content")
    .input(Menu.create.schema)
    .mutation(({ input, ctx }) => Menu.create(input, ctx.actor)),
  update: adminProcedure("content")
    .input(Menu.update.schema)
    .mutation(({ input, ctx }) => Menu.update(input, ctx.actor)),
  activate: adminProcedure("content")
    .input(Menu.activate.schema)
    .mutation(({ input, ctx }) => Menu.activate(input, ctx.actor)),
  remove: adminProcedure("content")
    .input(Menu.remove.schema)
    .mutation(({ input, ctx }) => Menu.remove(input, ctx.actor)),
});
