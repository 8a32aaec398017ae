import * as SecondFactor from "@printshop/core/second-factor/index";
import * as z from "zod";
import { adminProcedure, router } from "../../trpc";
import { afterSignIn } from "../../auth/after-sign-in";
import type { Context } from "../../context";

type Signed = Context & { session: { userId: string; email: string; pending: unknown } };
const who = (ctx: Signed) => ({
  userId: ctx.session.userId,
  email: ctx.session.email,
  ip: ctx.clientIp,
});

/** After the second step (a code given, an enrolment confirmed): a new, whole staff session. */
async function stepUp(ctx: Signed): Promise<void> {
  await ctx.signIn(ctx.session.userId, "staff");
  await afterSignIn(ctx, ctx.session.userId);
}

/**
 * admin.secondFactor.*: every staff member's own second factor. `status` and the sign-in's
 * second step (`verify`) are open to a session still owing its code; `enroll` and `confirm` to
 * one that must enrol (and to a whole session: a new phone, with a current code).
 */
export const secondFactorRouter = router({
  status: adminProcedure("backOffice", { allowPending: ["second_factor", "enrollment"] })
    .input(z.void())
    .query(({ ctx }) => SecondFactor.status(ctx.session.userId, ctx.session.pending)),
  /** The code (or a recovery code) after the password: answers how it was given; the session becomes whole. */
  verify: adminProcedure("backOffice", { allowPending: ["second_factor"] })
    .input(SecondFactor.verify.schema)
    .mutation(async ({ input, ctx }) => {
      const answer = await SecondFactor.verify(input, who(ctx));
      await stepUp(ctx);
      return answer;
    }),
  /** A new secret as a QR code (SVG), its URI and the secret for typing; confirmed by `confirm`. */
  enroll: adminProcedure("backOffice", { allowPending: ["enrollment"] })
    .input(SecondFactor.enroll.schema)
    .mutation(({ input, ctx }) => SecondFactor.enroll(input, who(ctx))),
  /** A code from the new secret: answers the ten recovery codes (shown once); the session becomes whole. */
  confirm: adminProcedure("backOffice", { allowPending: ["enrollment"] })
    .input(SecondFactor.confirm.schema)
    .mutation(async ({ input, ctx }) => {
      const answer = await SecondFactor.confirm(input, who(ctx));
      if (ctx.session.pending) await stepUp(ctx);
      return answer;
    }),
  /** Ten new recovery codes after a current code (the old ones end). */
  recoveryCodes: adminProcedure("backOffice")
    .input(SecondFactor.newCodes.schema)
    .mutation(({ input, ctx }) => SecondFactor.newCodes(input, who(ctx))),
});
