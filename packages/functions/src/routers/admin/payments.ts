import * as Payments from "@printshop/core/settings/payments";
import { gatewayFor } from "@printshop/core/payment/config";
import { adminProcedure, router } from "../../trpc";

/**
 * A method as the admin shows it, with whether its provider can take payments here (its keys are
 * set): settings know the provider's name, the payment module its keys (core's folders import
 * each other in one direction: payment reads settings, not the reverse).
 */
const withReadiness = <R extends { provider: string }>(r: R) => ({
  ...r,
  providerReady: r.provider === "none" || gatewayFor(r.provider) !== null,
});

/** admin.payments.*: payment methods (settings: administrator). */
export const paymentsRouter = router({
  list: adminProcedure("administrator")
    .input(Payments.list.schema)
    .query(async ({ input }) => {
      const page = await Payments.list(input);
      return { ...page, items: page.items.map(withReadiness) };
    }),
  get: adminProcedure("administrator")
    .input(Payments.get.schema)
    .query(async ({ input }) => withReadiness(await Payments.get(input))),
  create: adminProcedure("administrator")
    .input(Payments.create.schema)
    .mutation(async ({ input, ctx }) => withReadiness(await Payments.create(input, ctx.actor))),
  update: adminProcedure("administrator")
    .input(Payments.update.schema)
    .mutation(async ({ input, ctx }) => withReadiness(await Payments.update(input, ctx.actor))),
  remove: adminProcedure("administrator")
    .input(Payments.remove.schema)
    .mutation(({ input, ctx }) => Payments.remove(input, ctx.actor)),
});
