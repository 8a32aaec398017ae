import * as InvoiceSettings from "@printshop/core/invoice-settings/index";
import { settingsView } from "@printshop/core/ksef/settings-view";
import * as z from "zod";
import { adminProcedure, router } from "../../trpc";

/** admin.invoiceSettings.*: Settings → KSeF (administrator): the environment, invoice on dispatch or payment. */
export const invoiceSettingsRouter = router({
  get: adminProcedure("administrator")
    .input(z.void())
    .query(() => settingsView()),
  update: adminProcedure("administrator")
    .input(InvoiceSettings.update.schema)
    .mutation(({ input, ctx }) => InvoiceSettings.update(input, ctx.actor)),
});
