import { Content } from "@printshop/core";
import { publicProcedure, router } from "../../trpc";

export const contentRouter = router({
  page: publicProcedure.input(Content.page.schema).query(({ input }) => Content.page(input)),
});
