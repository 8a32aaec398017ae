import * as Reorder from "@printshop/core/reorder/index";
import { authedProcedure } from "../../trpc";
import { onCart } from "./cart";

/**
 * "Order again" and saved configurations (issue 31): the signed-in customer's own orders and
 * configurations only (the session's user id goes to core; an id from the client is checked
 * against it there). Spread into `shop.account`.
 */
export const reorderProcedures = {
  /** An order's lines (or some of them) into the cart at today's price, with their print files. */
  reorder: authedProcedure
    .input(Reorder.reorder.schema)
    .mutation(({ input, ctx }) =>
      onCart(ctx, (cartId, options) =>
        Reorder.reorder(input, ctx.session.userId, cartId, ctx, options),
      ),
    ),
  savedConfigs: authedProcedure
    .input(Reorder.SavedListInput)
    .query(({ input, ctx }) =>
      Reorder.Saved.list(ctx.session.userId, { ...ctx, locale: input?.locale ?? ctx.locale }),
    ),
  saveConfig: authedProcedure
    .input(Reorder.Saved.save.schema)
    .mutation(({ input, ctx }) => Reorder.Saved.save(input, ctx.session.userId, ctx)),
  deleteConfig: authedProcedure
    .input(Reorder.Saved.remove.schema)
    .mutation(({ input, ctx }) => Reorder.Saved.remove(input, ctx.session.userId)),
};
