import * as Catalogue from "@printshop/core/catalogue/index";
import { publicProcedure, router } from "../../trpc";

export const catalogueRouter = router({
  home: publicProcedure.input(Catalogue.home.schema).query(({ input }) => Catalogue.home(input)),
  product: publicProcedure
    .input(Catalogue.product.schema)
    .query(({ input, ctx }) => Catalogue.product({ ...input, locale: input.locale ?? ctx.locale })),
});
export type CatalogueRouter = typeof catalogueRouter;
