import * as Prices from "@printshop/core/price-table/prices";
import { adminProcedure, router } from "../../trpc";

/**
 * admin.prices.* (admin-api.md): the price store's screens. Every write publishes one change set
 * (with its audit entry) on the version the caller saw; reads name no cells beyond what they show.
 */
const catalogue = () => adminProcedure("catalogue");

export const pricesRouter = router({
  get: catalogue()
    .input(Prices.get.schema)
    .query(({ input }) => Prices.get(input)),
  save: catalogue()
    .input(Prices.save.schema)
    .mutation(({ input, ctx }) => Prices.save(input, ctx.actor)),
  /** Cells of several combinations as one change set of kind "save" (the matrix's save). */
  saveCells: catalogue()
    .input(Prices.saveCells.schema)
    .mutation(({ input, ctx }) => Prices.saveCells(input, ctx.actor)),
  /** The runs and the table's version, for the product screen's runs panel. */
  runs: catalogue()
    .input(Prices.runs.schema)
    .query(({ input }) => Prices.runs(input)),
  addRun: catalogue()
    .input(Prices.addRun.schema)
    .mutation(({ input, ctx }) => Prices.addRun(input, ctx.actor)),
  removeRun: catalogue()
    .input(Prices.removeRun.schema)
    .mutation(({ input, ctx }) => Prices.removeRun(input, ctx.actor)),
  /** With `preview: true` the old → new list and nothing written. */
  changeAll: catalogue()
    .input(Prices.changeAll.schema)
    .mutation(({ input, ctx }) => Prices.changeAll(input, ctx.actor)),
  changeSets: catalogue()
    .input(Prices.changeSets.schema)
    .query(({ input }) => Prices.changeSets(input)),
  rollback: catalogue()
    .input(Prices.rollback.schema)
    .mutation(({ input, ctx }) => Prices.rollback(input, ctx.actor)),
  cellHistory: catalogue()
    .input(Prices.cellHistory.schema)
    .query(({ input }) => Prices.cellHistory(input)),
  /** The whole current version in the store's compact line form, for the editor's matrix (≈ 1.4 MB at 100,000 cells). */
  matrix: catalogue()
    .input(Prices.matrix.schema)
    .query(({ input }) => Prices.matrix(input)),
  export: catalogue()
    .input(Prices.exportTable.schema)
    .query(({ input }) => Prices.exportTable(input)),
  /** `dryRun` (the default) answers the differences only; applied only when confirmed and free of errors. */
  import: catalogue()
    .input(Prices.importTable.schema)
    .mutation(({ input, ctx }) => Prices.importTable(input, ctx.actor, ctx.locale)),
});
