import { Account, Samples } from "@printshop/core";
import { z } from "zod";
import { adminProcedure, router } from "../../trpc";

/** The admin API; every procedure is built on `adminProcedure`, the one guard (a test enumerates them). */
export const adminRouter = router({
  /** Who is signed in at /admin. */
  me: adminProcedure.input(z.void()).query(async ({ ctx }) => {
    const me = await Account.get(ctx.session.userId);
    return { userId: me.userId, email: me.email, role: me.role };
  }),
  /** Free-sample requests from the label calculator, newest first. */
  samples: router({
    list: adminProcedure
      .input(z.object({ limit: z.int().min(1).max(500).optional() }).optional())
      .query(({ input }) => Samples.list({ limit: input?.limit })),
  }),
});
