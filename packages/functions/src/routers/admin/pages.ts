import * as Pages from "@printshop/core/content/pages";
import { adminProcedure, router } from "../../trpc";

/** admin.pages.*: CMS pages (bodies sanitised on save). */
export const pagesRouter = router({
  list: adminProcedure("content")
    .input(Pages.list.schema)
    .query(({ input }) => Pages.list(input)),
  get: adminProcedure("content")
    .input(Pages.get.schema)
    .query(({ input }) => Pages.get(input)),
  create: adminProcedure("content")
    .input(Pages.create.schema)
    .mutation(({ input, ctx }) => Pages.create(input, ctx.actor)),
  update: adminProcedure("content")
    .input(Pages.update.schema)
    .mutation(({ input, ctx }) => Pages.update(input, ctx.actor)),
  activate: adminProcedure("content")
    .input(Pages.activate.schema)
    .mutation(({ input, ctx }) => Pages.activate(input, ctx.actor)),
  remove: adminProcedure("content")
    .input(Pages.remove.schema)
    .mutation(({ input, ctx }) => Pages.remove(input, ctx.actor)),
});
