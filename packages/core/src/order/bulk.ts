import { db } from "../dynamo/db";
import { AppError } from "../error";
import { fn } from "../fn";
import type * as Audit from "../audit/index";
import { setOrderStatus } from "./writes";
import { SetOrderStatusManyInput } from "./schema";

/**
 * One order status for several orders (the orders list's bulk action). Each order is its own
 * change through `setOrderStatus` — its version checked, its audit entry, its e-mail — one after
 * another, so a refusal of one (someone saved it in between, it is gone) leaves the others
 * changed; the answer says which changed, which already had the status, and which were refused
 * with the error's code.
 */
/**
 * The version to write against when the list gave none (its rows carry the status, not the
 * version): the order's own, after checking it still has the status the person saw.
 */
async function current(orderId: string, from: string | undefined) {
  const order = (
    await db()
      .entities.order.get({ orderId })
      .go({ attributes: ["status", "version"] })
  ).data;
  if (!order) throw new AppError("not_found", "order.not_found");
  if (from && order.status !== from) throw new AppError("conflict", "order.status_moved");
  return order.version ?? 1;
}

export const setOrderStatusMany = fn(
  SetOrderStatusManyInput,
  async (input, actor: Audit.Actor, opts: { origin?: string } = {}) => {
    const changed: { orderId: string; version: number; notified: boolean }[] = [];
    const refused: { orderId: string; code: string }[] = [];
    /** Already in that status: nothing written. */
    const unchanged: string[] = [];
    const seen = new Set<string>();
    for (const o of input.orders) {
      if (seen.has(o.orderId)) continue;
      seen.add(o.orderId);
      try {
        const version = o.version ?? (await current(o.orderId, o.from));
        const out = await setOrderStatus(
          { orderId: o.orderId, version, status: input.status, notify: input.notify },
          actor,
          opts,
        );
        if (out.version === version) unchanged.push(o.orderId);
        else changed.push({ orderId: o.orderId, version: out.version, notified: out.notified });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        refused.push({ orderId: o.orderId, code: error.code });
      }
    }
    return { status: input.status, changed, unchanged, refused };
  },
);
