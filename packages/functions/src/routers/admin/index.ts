import { adminProcedure, router } from "../../trpc";

/** The admin API; every procedure is built on `adminProcedure`, the one guard. */
export const adminRouter = router({
  whoami: adminProcedure.query(() => ({ role: "administrator" as const })),
});
