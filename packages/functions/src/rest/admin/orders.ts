import { AppError } from "@printshop/core/error";
import * as Order from "@printshop/core/order/index";
import * as z from "zod";
import { actorOf } from "../../auth/guard";
import type { RestRequest, RestRoute } from "../router";

/**
 * The seed's legacy order actions over the same core calls as `admin.orders.*`:
 * `POST /admin/orders/delete` `{id}`, `/change-payment-status` and `/change-order-status`
 * `{status, id}`. The seed sends no version: the shim writes against the version it reads (a
 * change made in between is still `conflict.stale`). The customer is e-mailed as the single-order
 * screen's checkbox defaults: for "awaiting files" and "shipped".
 */
const IdBody = z.object({ id: z.union([z.string(), z.number()]).transform(String) });
const StatusBody = IdBody.extend({ status: z.string() });

/** The order's current version (one GetItem); an unknown order is 404. */
const versionOf = async (orderId: string) => {
  const order = await Order.get(orderId);
  if (!order) throw new AppError("not_found", "order.not_found");
  return order.version ?? 1;
};
const actor = (r: RestRequest) => actorOf(r.session!);

export const adminOrderRoutes: RestRoute[] = [
  {
    method: "POST",
    path: "/admin/orders/delete",
    permission: "orders",
    handler: async (r) => {
      const { id } = IdBody.parse(r.body);
      return Order.remove({ orderId: id, version: await versionOf(id) }, actor(r));
    },
  },
  {
    method: "POST",
    path: "/admin/orders/change-payment-status",
    permission: "orders",
    handler: async (r) => {
      const { id, status } = StatusBody.parse(r.body);
      return Order.setPaymentStatus(
        { orderId: id, status: status as never, version: await versionOf(id) },
        actor(r),
        { origin: await r.ctx.origin() },
      );
    },
  },
  {
    method: "POST",
    path: "/admin/orders/change-order-status",
    permission: "orders",
    handler: async (r) => {
      const { id, status } = StatusBody.parse(r.body);
      const notify = (Order.NOTIFY_BY_DEFAULT as readonly string[]).includes(status);
      const out = await Order.setOrderStatus(
        { orderId: id, status: status as never, version: await versionOf(id), notify },
        actor(r),
        { origin: await r.ctx.origin() },
      );
      if (out.status === "shipped")
        await (await import("@printshop/core/invoice/task")).runSoon(id);
      return out;
    },
  },
];
