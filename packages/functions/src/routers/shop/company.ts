import * as CompanyAccount from "@printshop/core/company-account/index";
import * as z from "zod";
import { authedProcedure } from "../../trpc";

/**
 * Company accounts (issue 31 item 5), spread into `shop.account`: every procedure acts for the
 * session's person only (core decides membership and role from `ctx.session.userId`; no company,
 * member or order id from the client is taken on trust).
 */
export const companyProcedures = {
  company: authedProcedure
    .input(z.void())
    .query(({ ctx }) => CompanyAccount.view(ctx.session.userId)),
  companyCreate: authedProcedure
    .input(CompanyAccount.create.schema)
    .mutation(({ ctx }) => CompanyAccount.create(undefined, ctx.session.userId, ctx)),
  companyInvite: authedProcedure
    .input(CompanyAccount.invite.schema)
    .mutation(async ({ input, ctx }) =>
      CompanyAccount.invite(input, ctx.session.userId, {
        locale: ctx.locale,
        origin: await ctx.origin(),
      }),
    ),
  companyAccept: authedProcedure
    .input(CompanyAccount.accept.schema)
    .mutation(({ input, ctx }) => CompanyAccount.accept(input, ctx.session.userId)),
  companyRevoke: authedProcedure
    .input(CompanyAccount.revoke.schema)
    .mutation(({ input, ctx }) => CompanyAccount.revoke(input, ctx.session.userId)),
  companyRemove: authedProcedure
    .input(CompanyAccount.remove.schema)
    .mutation(({ input, ctx }) => CompanyAccount.remove(input, ctx.session.userId)),
  companyLeave: authedProcedure
    .input(CompanyAccount.leave.schema)
    .mutation(({ input, ctx }) => CompanyAccount.leave(input, ctx.session.userId)),
  companyThreshold: authedProcedure
    .input(CompanyAccount.setThreshold.schema)
    .mutation(({ input, ctx }) => CompanyAccount.setThreshold(input, ctx.session.userId)),
  /** The owner places a buyer's held order (priced again now) or rejects it with a comment. */
  companyApprove: authedProcedure
    .input(CompanyAccount.approve.schema)
    .mutation(async ({ input, ctx }) =>
      CompanyAccount.approve(input, ctx.session.userId, {
        locale: ctx.locale,
        origin: await ctx.origin(),
        clientIp: ctx.clientIp,
      }),
    ),
  companyReject: authedProcedure
    .input(CompanyAccount.reject.schema)
    .mutation(({ input, ctx }) => CompanyAccount.reject(input, ctx.session.userId)),
};
