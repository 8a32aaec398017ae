import * as Product from "@printshop/core/product/index";
import { adminProcedure, router } from "../../trpc";

/**
 * admin.products.* and admin.attributes.* (admin-api.md), permission `catalogue`. Every write is
 * version-checked and audited in core; removing an attribute or a value that prices or cart lines
 * use answers `{ removed: false, dependents }` unless `confirm: true`.
 */
const catalogue = () => adminProcedure("catalogue");
const W = Product.Write;
const A = Product.Attributes;

export const productsRouter = router({
  list: catalogue()
    .input(Product.Admin.list.schema)
    .query(({ input }) => Product.Admin.list(input)),
  get: catalogue()
    .input(Product.Admin.get.schema)
    .query(({ input }) => Product.Admin.get(input)),
  create: catalogue()
    .input(W.create.schema)
    .mutation(({ input, ctx }) => W.create(input, ctx.actor)),
  update: catalogue()
    .input(W.update.schema)
    .mutation(({ input, ctx }) => W.update(input, ctx.actor)),
  remove: catalogue()
    .input(W.remove.schema)
    .mutation(({ input, ctx }) => W.remove(input, ctx.actor)),
  activate: catalogue()
    .input(W.activate.schema)
    .mutation(({ input, ctx }) => W.activate(input, ctx.actor)),
  /** The whole order in one request. */
  sort: catalogue()
    .input(W.sort.schema)
    .mutation(({ input, ctx }) => W.sort(input, ctx.actor)),
});

export const attributesRouter = router({
  list: catalogue()
    .input(A.list.schema)
    .query(({ input }) => A.list(input)),
  create: catalogue()
    .input(A.create.schema)
    .mutation(({ input, ctx }) => A.create(input, ctx.actor)),
  update: catalogue()
    .input(A.update.schema)
    .mutation(({ input, ctx }) => A.update(input, ctx.actor)),
  sort: catalogue()
    .input(A.sort.schema)
    .mutation(({ input, ctx }) => A.sort(input, ctx.actor)),
  remove: catalogue()
    .input(A.remove.schema)
    .mutation(({ input, ctx }) => A.remove(input, ctx.actor)),
  createValue: catalogue()
    .input(A.createValue.schema)
    .mutation(({ input, ctx }) => A.createValue(input, ctx.actor)),
  updateValue: catalogue()
    .input(A.updateValue.schema)
    .mutation(({ input, ctx }) => A.updateValue(input, ctx.actor)),
  removeValue: catalogue()
    .input(A.removeValue.schema)
    .mutation(({ input, ctx }) => A.removeValue(input, ctx.actor)),
});
