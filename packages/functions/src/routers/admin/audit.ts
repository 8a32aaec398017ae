import * as Audit from "@printshop/core/audit/index";
import { adminProcedure, router } from "../../trpc";

/** admin.audit.*: the log (filters: target, actor, person, Warsaw days) and the person filter's suggestions. */
export const auditRouter = router({
  list: adminProcedure("administrator")
    .input(Audit.list.schema)
    .query(({ input }) => Audit.list(input)),
  people: adminProcedure("administrator")
    .input(Audit.people.schema)
    .query(({ input }) => Audit.people(input)),
});
