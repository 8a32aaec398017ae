import * as z from "zod";
import * as OwnData from "@printshop/core/owndata/index";
import { authedProcedure, router } from "../../trpc";
import { afterSignOut } from "../../auth/after-sign-in";

/**
 * shop.ownData.*: the customer's own data (issue 31 item 6). Each request needs the signed-in
 * person and e-mails a single-use link to the account's address; opening it needs the same
 * person signed in. Bodies only call core.
 */
export const ownDataRouter = router({
  /** "Download my data": at most once an hour; the link comes by e-mail. */
  requestExport: authedProcedure
    .input(z.void())
    .mutation(async ({ ctx }) =>
      OwnData.requestExport(ctx.session.userId, { locale: ctx.locale, origin: await ctx.origin() }),
    ),
  /** The e-mailed link: the ZIP is made and answered as a short-lived download URL. */
  downloadExport: authedProcedure
    .input(OwnData.downloadExport.schema)
    .mutation(({ input, ctx }) => OwnData.downloadExport(input, ctx.session.userId)),
  /** "Delete my account": refused while an order is open; the confirmation link comes by e-mail. */
  requestDeletion: authedProcedure.input(z.void()).mutation(async ({ ctx }) =>
    OwnData.requestDeletion(ctx.session.userId, {
      locale: ctx.locale,
      origin: await ctx.origin(),
    }),
  ),
  /** The e-mailed confirmation: the account is erased and this browser signed out. */
  confirmDeletion: authedProcedure
    .input(OwnData.confirmDeletion.schema)
    .mutation(async ({ input, ctx }) => {
      const answer = await OwnData.confirmDeletion(input, ctx.session.userId);
      await ctx.signOut();
      afterSignOut(ctx);
      return answer;
    }),
});
