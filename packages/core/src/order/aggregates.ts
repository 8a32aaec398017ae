import { randomInt } from "node:crypto";
import type { ShopService } from "../entities/service";
import { FIGURE_SHARDS } from "../entities/figures";
import { warsawDay } from "../pricing/dates";
import { customerKeyOf } from "../customers/schema";
import type { OrderLike } from "./listing";
import type { OrderStatus } from "./record";

/**
 * THE one function that keeps the dashboard's and the customers' aggregates (entities/figures.ts)
 * in step with the orders: every order write (checkout's place, a status change, a removal) puts
 * what it returns into its own transaction, so a figure never counts an order that was not
 * written, or misses one that was. A cancelled order counts nowhere.
 */
type TxEntities = Parameters<Parameters<ShopService["transaction"]["write"]>[0]>[0];

export type AggregateEvent =
  { kind: "placed" } | { kind: "status"; from: OrderStatus; to: OrderStatus } | { kind: "removed" };

/** "123.45" → 12345 (a decimal string of at most 2 decimals; anything else counts 0). */
export function grosze(amount: string | undefined): number {
  const m = /^(-?)(\d{1,13})(?:\.(\d{1,2}))?$/.exec(String(amount ?? "").slice(0, 20));
  if (!m) return 0;
  const n = Number(m[2]) * 100 + Number((m[3] ?? "").padEnd(2, "0"));
  return m[1] ? -n : n;
}

/** What one order adds to the figures of its day and month (grosze of PLN net). */
export function figureOf(order: OrderLike) {
  const add: Record<string, number> = {
    orders: 1,
    net: grosze(order.totals?.toPayNet ?? order.totals?.net),
  };
  if (order.currency === "EUR") {
    add.eurOrders = 1;
    add.eurNet = add.net!;
  }
  const perKind = new Map<string, number>();
  for (const l of order.lines ?? []) {
    const kind = l.kind ?? "table";
    perKind.set(kind, (perKind.get(kind) ?? 0) + grosze(l.netAfterDiscount ?? l.net));
  }
  for (const [kind, net] of perKind) {
    if (kind !== "label" && kind !== "calculator" && kind !== "table") continue;
    add[`${kind}Orders`] = 1;
    add[`${kind}Net`] = net;
  }
  return add;
}

const times = (add: Record<string, number>, sign: 1 | -1) =>
  Object.fromEntries(Object.entries(add).map(([k, v]) => [k, sign * v]));

function figureWrites(entities: TxEntities, order: OrderLike, sign: 1 | -1) {
  const day = warsawDay(order.createdAt);
  const add = times(figureOf(order), sign);
  return [`d${day}`, `m${day.slice(0, 7)}`].map((period) =>
    entities.orderFigure
      .update({ list: "figures", period, shard: randomInt(FIGURE_SHARDS) })
      .add(add as never)
      .commit(),
  );
}

/** The contact the customers list shows and searches (the customer's last order). */
export function contactOf(order: OrderLike) {
  const c = order.customer ?? {};
  const email = String(c.email ?? "").toLowerCase();
  const name =
    [c.firstName, c.lastName].filter(Boolean).join(" ").trim() ||
    String(c.billingName ?? "").trim();
  const company = String(c.billingCompany ?? "").trim();
  const nip = String(c.billingTax ?? "").trim();
  const line = (...parts: (string | undefined)[]) =>
    parts
      .map((p) => String(p ?? "").trim())
      .filter(Boolean)
      .join(", ");
  const billing = line(
    c.billingCompany || c.billingName,
    c.billingAddress1,
    c.billingAddress2,
    [c.billingPostcode, c.billingCity].filter(Boolean).join(" "),
    c.billingCountry,
  );
  const delivery = c.differentDeliveryAddress
    ? line(
        c.deliveryName,
        c.deliveryAddress1,
        c.deliveryAddress2,
        [c.deliveryPostcode, c.deliveryCity].filter(Boolean).join(" "),
        c.deliveryCountry,
      )
    : "";
  return {
    ...(email ? { email } : {}),
    ...(name ? { name } : {}),
    ...(company ? { company } : {}),
    ...(nip ? { nip } : {}),
    addresses: [billing, delivery].filter(Boolean),
    search: [name, company, nip.replace(/\D+/g, ""), email]
      .filter(Boolean)
      .join(" ")
      .toLocaleLowerCase(),
  };
}

function customerWrites(entities: TxEntities, order: OrderLike, sign: number, placed: boolean) {
  const customerKey = customerKeyOf(order);
  if (!customerKey) return [];
  const net = grosze(order.totals?.toPayNet ?? order.totals?.net);
  const op = entities.customerFigure.update({ list: "customers", customerKey });
  const withContact = placed
    ? op.set({
        ...contactOf(order),
        ...(order.customerId ? { customerId: order.customerId } : {}),
        lastOrderAt: order.createdAt,
      })
    : op;
  return [withContact.add({ orders: sign, net: sign * net }).commit()];
}

export function aggregateWrites(entities: TxEntities, order: OrderLike, event: AggregateEvent) {
  const customerKey = customerKeyOf(order);
  const link = customerKey
    ? { customerKey, createdAt: order.createdAt, orderId: order.orderId }
    : null;
  if (event.kind === "placed") {
    const counted = order.status !== "cancelled";
    return [
      ...(counted ? figureWrites(entities, order, 1) : []),
      // A cancelled order placed (never from checkout) still names its customer.
      ...customerWrites(entities, order, counted ? 1 : 0, true),
      ...(link ? [entities.customerOrder.put(link).commit()] : []),
    ];
  }
  if (event.kind === "removed")
    return [
      ...(order.status !== "cancelled"
        ? [...figureWrites(entities, order, -1), ...customerWrites(entities, order, -1, false)]
        : []),
      ...(link ? [entities.customerOrder.delete(link).commit()] : []),
    ];
  const wasCounted = event.from !== "cancelled";
  const isCounted = event.to !== "cancelled";
  if (wasCounted === isCounted) return [];
  const sign = isCounted ? 1 : -1;
  return [...figureWrites(entities, order, sign), ...customerWrites(entities, order, sign, false)];
}
