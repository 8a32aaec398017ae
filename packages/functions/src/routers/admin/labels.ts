import * as LabelPricing from "@printshop/core/labels/admin";
import { adminProcedure, router } from "../../trpc";

/** admin.labels.*: permission `catalogue`; publishing and restoring make versions (core/labels/admin.ts). */
export const labelsRouter = router({
  settings: adminProcedure("catalogue")
    .input(LabelPricing.settings.schema)
    .query(() => LabelPricing.settings({})),
  update: adminProcedure("catalogue")
    .input(LabelPricing.update.schema)
    .mutation(({ input, ctx }) => LabelPricing.update(input, ctx.actor, ctx.locale)),
  preview: adminProcedure("catalogue")
    .input(LabelPricing.preview.schema)
    .query(({ input, ctx }) => LabelPricing.preview(input, { locale: ctx.locale })),
  history: adminProcedure("catalogue")
    .input(LabelPricing.history.schema)
    .query(({ input }) => LabelPricing.history(input)),
  rollback: adminProcedure("catalogue")
    .input(LabelPricing.rollback.schema)
    .mutation(({ input, ctx }) => LabelPricing.rollback(input, ctx.actor, ctx.locale)),
  saveReferences: adminProcedure("catalogue")
    .input(LabelPricing.saveReferences.schema)
    .mutation(({ input, ctx }) => LabelPricing.saveReferences(input, ctx.actor, ctx.locale)),
});
