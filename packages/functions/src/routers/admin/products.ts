import { Product } from "@printshop/core";
import { adminProcedure, router } from "../../trpc";

/** admin.products.* (admin-api.md): the reads the price editor needs; the writes are not built yet. */
const catalogue = () => adminProcedure("catalogue");

export const productsRouter = router({
  list: catalogue().input(Product.Admin.list.schema).query(({ input }) => Product.Admin.list(input)),
  get: catalogue().input(Product.Admin.get.schema).query(({ input }) => Product.Admin.get(input)),
});
