import { Content } from "@printshop/core";
import { publicProcedure, router } from "../../trpc";

export const contentRouter = router({
  page: publicProcedure.input(Content.page.schema).query(({ input }) => Content.page(input)),
  /** The blog, newest first, paged. */
  posts: publicProcedure.input(Content.posts.schema).query(({ input }) => Content.posts(input)),
  post: publicProcedure.input(Content.post.schema).query(({ input }) => Content.post(input)),
});
