import * as Company from "@printshop/core/company/index";
import { CompanyGetInput } from "@printshop/core/company/schema";
import { adminProcedure, router } from "../../trpc";

/** admin.company.*: the seller's data (settings: administrator). */
export const companyRouter = router({
  get: adminProcedure("administrator")
    .input(CompanyGetInput)
    .query(() => Company.forEdit()),
  update: adminProcedure("administrator")
    .input(Company.update.schema)
    .mutation(({ input, ctx }) => Company.update(input, ctx.actor)),
});
