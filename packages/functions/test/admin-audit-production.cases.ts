import { generateOrders, loadOrders } from "../../../test/orders-fixture";
import type { Case } from "./admin-audit-content.cases";

/**
 * The audit cases of the print floor and the orders list's bulk work (issue 27), spread into
 * admin-audit.test.ts's `cases`.
 */
async function anOrder(status: string, paymentStatus = "paid") {
  const [o] = generateOrders(1, { seed: Math.floor(Math.random() * 1e9) }).map((x) => ({
    ...x,
    status,
    paymentStatus,
  }));
  await loadOrders([o as never]);
  return o!;
}

export const productionCases: Record<string, Case> = {
  "admin.production.markPrinted": async () => {
    const o = await anOrder("in_production");
    const lines = o.lines.length;
    return {
      input: { orderId: o.orderId, lineId: "l0", version: 1 },
      action: "order.markPrinted",
      target: { type: "order", id: o.orderId },
      before: { line: "l0", printed: 0, status: "in_production" },
      after: {
        line: "l0",
        printed: 1,
        of: lines,
        // The order's only line printed: the order is shipped (its customer told).
        ...(lines === 1 ? { status: "shipped", notified: true } : { status: "in_production" }),
      },
    };
  },
  "admin.orders.setOrderStatusMany": async () => {
    const o = await anOrder("new", "awaiting");
    return {
      input: { orders: [{ orderId: o.orderId, version: 1 }], status: "in_production" },
      action: "order.setOrderStatus",
      target: { type: "order", id: o.orderId },
      before: { status: "new" },
      after: { status: "in_production" },
    };
  },
  // Issue 31 item 4: the parcels a shipped order went out in.
  "admin.orders.setParcels": async () => {
    const o = await anOrder("in_production");
    return {
      input: {
        orderId: o.orderId,
        parcels: [
          { carrier: "inpost", number: "520000011395200025" },
          { carrier: "dpd", number: "0000123456789U" },
        ],
        version: 1,
      },
      action: "order.setParcels",
      target: { type: "order", id: o.orderId },
      before: { parcels: [] },
      after: {
        parcels: [
          { carrier: "inpost", number: "520000011395200025" },
          { carrier: "dpd", number: "0000123456789U" },
        ],
      },
    };
  },
};
