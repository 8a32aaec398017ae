import * as Proof from "@printshop/core/proof/index";
import * as z from "zod";
import { adminProcedure, router } from "../../trpc";

/**
 * admin.proofs.* (permission `orders`): an order's proofs per line, a proof file's upload
 * (presigned PUT, then `attach` checks and stores it) or the customer's own file marked as the
 * proof, each attach version-checked, audited and e-mailed to the customer.
 */
export const proofsRouter = router({
  get: adminProcedure("orders")
    .input(Proof.adminView.schema)
    .query(({ input }) => Proof.adminView(input)),
  presign: adminProcedure("orders")
    .input(Proof.presign.schema)
    .mutation(({ input, ctx }) => Proof.presign(input, ctx.actor)),
  attach: adminProcedure("orders")
    .input(Proof.attachProof.schema)
    .mutation(async ({ input, ctx }) =>
      Proof.attachProof(input, ctx.actor, { origin: await ctx.origin() }),
    ),
  /** A 10-minute download link of a proof's file. */
  fileUrl: adminProcedure("orders")
    .input(Proof.adminFileUrl.schema)
    .query(({ input }) => Proof.adminFileUrl(input)),
});

/** admin.proofSettings.* (administrator): which product kinds need a proof approved before production. */
export const proofSettingsRouter = router({
  get: adminProcedure("administrator")
    .input(z.void())
    .query(() => Proof.Settings.get()),
  update: adminProcedure("administrator")
    .input(Proof.Settings.update.schema)
    .mutation(({ input, ctx }) => Proof.Settings.update(input, ctx.actor)),
});
