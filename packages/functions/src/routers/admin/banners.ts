import * as Banner from "@printshop/core/banner/index";
import { adminProcedure, router } from "../../trpc";

/** admin.banners.*: the home page carousel. */
export const bannersRouter = router({
  list: adminProcedure("content")
    .input(Banner.list.schema)
    .query(({ input }) => Banner.list(input)),
  get: adminProcedure("content")
    .input(Banner.get.schema)
    .query(({ input }) => Banner.get(input)),
  create: adminProcedure("content")
    .input(Banner.create.schema)
    .mutation(({ input, ctx }) => Banner.create(input, ctx.actor)),
  update: adminProcedure("content")
    .input(Banner.update.schema)
    .mutation(({ input, ctx }) => Banner.update(input, ctx.actor)),
  activate: adminProcedure("content")
    .input(Banner.activate.schema)
    .mutation(({ input, ctx }) => Banner.activate(input, ctx.actor)),
  remove: adminProcedure("content")
    .input(Banner.remove.schema)
    .mutation(({ input, ctx }) => Banner.remove(input, ctx.actor)),
});
