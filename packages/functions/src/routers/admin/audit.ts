import * as Audit from "@printshop/core/audit/index";
import { adminProcedure, router } from "../../trpc";

/** admin.audit.*: the log (filters: target, actor, from, to). */
export const auditRouter = router({
  list: adminProcedure("administrator")
    .input(Audit.list.schema)
    .query(({ input }) => Audit.list(input)),
});
