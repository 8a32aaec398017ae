import * as Bank from "@printshop/core/bank/index";
import { translate } from "@printshop/core/messages/index";
import { adminProcedure, router } from "../../trpc";

/**
 * admin.bank.*: the bank statement (issue 29): read and matched with `dryRun`; the rows a person
 * confirms are marked paid with the order page's own audited, version-checked write.
 */
export const bankRouter = router({
  import: adminProcedure("orders")
    .input(Bank.importStatement.schema)
    .mutation(async ({ input, ctx }) =>
      Bank.importStatement(input, ctx.actor, {
        locale: ctx.locale,
        origin: await ctx.origin(),
        translate,
      }),
    ),
});
