import type { ShopService } from "../entities/service";
import { statusWrites, type OrderLike } from "./listing";
import type { PaymentStatus } from "./record";

/**
 * THE place where an online payment changes an order's payment status (payment/apply.ts calls it;
 * nothing else does): the order's patch and its list row and counters, as items of the payment's
 * one transaction. The order's patch holds only if the order is still as it was read: the payment
 * status it had and its version (an administrator's edit in between cancels the transaction, and
 * the payment module reads the order again). It is only ever reached from a notification whose
 * signature was checked or from a status read from the provider, never from a shopper's request.
 * Paid online, the order's invoice is due: its "to issue" item (entities/invoice.ts invoiceTask)
 * is written in the same transaction, so it is never lost (invoice/task.ts issues it).
 */
type TxEntities = Parameters<Parameters<ShopService["transaction"]["write"]>[0]>[0];

export function paymentStatusWrites(
  entities: TxEntities,
  order: OrderLike & { version?: number },
  to: PaymentStatus,
) {
  const version = order.version ?? 1;
  return [
    entities.order
      .patch({ orderId: order.orderId })
      .set({ paymentStatus: to })
      .add({ version: 1 })
      .where(
        (a, op) =>
          `${op.eq(a.paymentStatus, order.paymentStatus)} AND ${op.eq(a.version, version)}`,
      )
      .commit(),
    ...statusWrites(entities, order, { status: order.status, paymentStatus: to }),
    ...(to === "paid"
      ? [
          entities.invoiceTask
            .put({
              orderId: order.orderId,
              trigger: "payment",
              nextAttemptAt: Date.now(),
              createdAt: Date.now(),
            })
            .commit(),
        ]
      : []),
  ];
}
