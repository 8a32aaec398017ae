import * as Proof from "@printshop/core/proof/index";
import { signedIn } from "../../auth/guard";
import type { Context } from "../../context";
import { publicProcedure, router } from "../../trpc";

/**
 * shop.proofs.*: the customer's side of proof approval, on the account's order page
 * (`access: { orderId }`, the signed-in customer's own order) and the guest's order page
 * (`access: { token }`, the order's signed link; tampered, foreign or expired: 403).
 */
const who = async (ctx: Context) => ({
  userId: (await signedIn(ctx))?.userId ?? null,
  locale: ctx.locale,
});

export const proofsRouter = router({
  view: publicProcedure
    .input(Proof.view.schema)
    .query(async ({ input, ctx }) => Proof.view(input, await who(ctx))),
  /** A 10-minute link to a proof's file, which the page draws on the label's shape. */
  fileUrl: publicProcedure
    .input(Proof.fileUrl.schema)
    .query(async ({ input, ctx }) => Proof.fileUrl(input, await who(ctx))),
  approve: publicProcedure
    .input(Proof.approveProof.schema)
    .mutation(async ({ input, ctx }) => Proof.approveProof(input, await who(ctx))),
  requestChanges: publicProcedure
    .input(Proof.requestProofChanges.schema)
    .mutation(async ({ input, ctx }) => Proof.requestProofChanges(input, await who(ctx))),
  /** A new print file for "Ask for changes": the order's upload steps (presign, then complete). */
  presign: publicProcedure
    .input(Proof.presignChangeFile.schema)
    .mutation(async ({ input, ctx }) => Proof.presignChangeFile(input, await who(ctx))),
  complete: publicProcedure
    .input(Proof.completeChangeFile.schema)
    .mutation(async ({ input, ctx }) => Proof.completeChangeFile(input, await who(ctx))),
});
