import * as Company from "@printshop/core/company/index";
import * as Content from "@printshop/core/content/index";
import * as z from "zod";
import { publicProcedure, router } from "../../trpc";

export const contentRouter = router({
  page: publicProcedure.input(Content.page.schema).query(({ input }) => Content.page(input)),
  /** The blog, newest first, paged. */
  posts: publicProcedure.input(Content.posts.schema).query(({ input }) => Content.posts(input)),
  post: publicProcedure.input(Content.post.schema).query(({ input }) => Content.post(input)),
  /** The seller's data for the footer and the legal pages (placeholder: true while it is the seed's example). */
  company: publicProcedure.input(z.void()).query(() => Company.get()),
});
