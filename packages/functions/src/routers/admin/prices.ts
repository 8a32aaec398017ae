import * as PriceTable from "@printshop/core/price-table/index";
import { adminProcedure, router } from "../../trpc";

/**
 * admin.prices.* (admin-api.md): the price store's screens. Every write publishes one change set
 * (with its audit entry) on the version the caller saw; reads name no cells beyond what they show.
 */
const catalogue = () => adminProcedure("catalogue");

export const pricesRouter = router({
  get: catalogue()
    .input(PriceTable.get.schema)
    .query(({ input }) => PriceTable.get(input)),
  save: catalogue()
    .input(PriceTable.save.schema)
    .mutation(({ input, ctx }) => PriceTable.save(input, ctx.actor)),
  /** Cells of several combinations as one change set of kind "save" (the matrix's save). */
  saveCells: catalogue()
    .input(PriceTable.saveCells.schema)
    .mutation(({ input, ctx }) => PriceTable.saveCells(input, ctx.actor)),
  /** The runs and the table's version, for the product screen's runs panel. */
  runs: catalogue()
    .input(PriceTable.runs.schema)
    .query(({ input }) => PriceTable.runs(input)),
  addRun: catalogue()
    .input(PriceTable.addRun.schema)
    .mutation(({ input, ctx }) => PriceTable.addRun(input, ctx.actor)),
  removeRun: catalogue()
    .input(PriceTable.removeRun.schema)
    .mutation(({ input, ctx }) => PriceTable.removeRun(input, ctx.actor)),
  /** With `preview: true` the old → new list (each combination in words too) and nothing written. */
  changeAll: catalogue()
    .input(PriceTable.changeAll.schema)
    .mutation(({ input, ctx }) => PriceTable.changeAll(input, ctx.actor, ctx.locale)),
  changeSets: catalogue()
    .input(PriceTable.changeSets.schema)
    .query(({ input }) => PriceTable.changeSets(input)),
  rollback: catalogue()
    .input(PriceTable.rollback.schema)
    .mutation(({ input, ctx }) => PriceTable.rollback(input, ctx.actor)),
  cellHistory: catalogue()
    .input(PriceTable.cellHistory.schema)
    .query(({ input, ctx }) => PriceTable.cellHistory(input, ctx.locale)),
  /** The whole current version in the store's compact line form, for the editor's matrix (≈ 1.4 MB at 100,000 cells). */
  matrix: catalogue()
    .input(PriceTable.matrix.schema)
    .query(({ input }) => PriceTable.matrix(input)),
  export: catalogue()
    .input(PriceTable.exportTable.schema)
    .query(({ input, ctx }) => PriceTable.exportTable(input, ctx.locale)),
  /** `dryRun` (the default) answers the differences only; applied only when confirmed and free of errors. */
  import: catalogue()
    .input(PriceTable.importTable.schema)
    .mutation(({ input, ctx }) => PriceTable.importTable(input, ctx.actor, ctx.locale)),
});
