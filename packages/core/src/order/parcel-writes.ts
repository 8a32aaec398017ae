import { db } from "../dynamo/db";
import { AppError } from "../error";
import { fn } from "../fn";
import * as Audit from "../audit/index";
import { SetParcelsInput, parcelView } from "../parcels/schema";

type TxEntities = Parameters<Parameters<typeof Audit.write>[2]>[0];

/**
 * The parcels an order is shipped in (carrier and tracking number, several for a split
 * shipment), entered by the administrator before or with the status `shipped`: the order's
 * version checked, one audit entry `order.setParcels` with the list before and after. An empty
 * list removes them. A cancelled order takes none. The "shipped" e-mail lists the parcels the
 * order has when it is shipped (order/writes.ts, production/printed.ts); changing them afterwards
 * sends nothing (the account and the guest's order page show the current ones).
 */
export const setParcels = fn(SetParcelsInput, async (input, actor: Audit.Actor) => {
  const order = (await db().entities.order.get({ orderId: input.orderId }).go()).data;
  if (!order) throw new AppError("not_found", "order.not_found");
  Audit.assertVersion(order, input.version);
  if (order.status === "cancelled" && input.parcels.length)
    throw new AppError("conflict", "order.parcels.cancelled");
  const parcels = input.parcels.map((p) => ({ carrier: p.carrier, number: p.number }));
  await Audit.write(
    actor,
    {
      action: "order.setParcels",
      target: { type: "order", id: order.orderId },
      before: { parcels: order.parcels ?? [] },
      after: { parcels },
    },
    (e: TxEntities) => [
      e.order
        .patch({ orderId: order.orderId })
        .set({ parcels })
        .add({ version: 1 })
        .where(Audit.versionIs(input.version) as never)
        .commit(),
    ],
  );
  return { orderId: order.orderId, version: input.version + 1, parcels: parcels.map(parcelView) };
});
