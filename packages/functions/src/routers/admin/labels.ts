import * as Labels from "@printshop/core/labels/admin";
import { adminProcedure, router } from "../../trpc";

/** admin.labels.*: permission `catalogue`; publishing and restoring make versions (core/labels/admin.ts). */
export const labelsRouter = router({
  settings: adminProcedure("catalogue")
    .input(Labels.settingsWithReferences.schema)
    .query(() => Labels.settingsWithReferences({})),
  update: adminProcedure("catalogue")
    .input(Labels.update.schema)
    .mutation(({ input, ctx }) => Labels.update(input, ctx.actor, ctx.locale)),
  preview: adminProcedure("catalogue")
    .input(Labels.preview.schema)
    .query(({ input, ctx }) => Labels.preview(input, { locale: ctx.locale })),
  history: adminProcedure("catalogue")
    .input(Labels.history.schema)
    .query(({ input }) => Labels.history(input)),
  rollback: adminProcedure("catalogue")
    .input(Labels.rollback.schema)
    .mutation(({ input, ctx }) => Labels.rollback(input, ctx.actor, ctx.locale)),
  saveReferences: adminProcedure("catalogue")
    .input(Labels.saveReferences.schema)
    .mutation(({ input, ctx }) => Labels.saveReferences(input, ctx.actor, ctx.locale)),
});
