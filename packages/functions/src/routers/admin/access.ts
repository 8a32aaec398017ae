import * as Security from "@printshop/core/security/index";
import { adminProcedure, router } from "../../trpc";

/** admin.access.*: the security log (filters: account, address, kind, from, to). */
export const accessRouter = router({
  list: adminProcedure("administrator")
    .input(Security.list.schema)
    .query(({ input }) => Security.list(input)),
});
