import * as Posts from "@printshop/core/content/posts";
import { adminProcedure, router } from "../../trpc";

/** admin.posts.*: blog posts (bodies sanitised on save). */
export const postsRouter = router({
  list: adminProcedure("content")
    .input(Posts.list.schema)
    .query(({ input }) => Posts.list(input)),
  get: adminProcedure("content")
    .input(Posts.get.schema)
    .query(({ input }) => Posts.get(input)),
  create: adminProcedure("content")
    .input(Posts.create.schema)
    .mutation(({ input, ctx }) => Posts.create(input, ctx.actor)),
  update: adminProcedure("content")
    .input(Posts.update.schema)
    .mutation(({ input, ctx }) => Posts.update(input, ctx.actor)),
  activate: adminProcedure("content")
    .input(Posts.activate.schema)
    .mutation(({ input, ctx }) => Posts.activate(input, ctx.actor)),
  remove: adminProcedure("content")
    .input(Posts.remove.schema)
    .mutation(({ input, ctx }) => Posts.remove(input, ctx.actor)),
});
