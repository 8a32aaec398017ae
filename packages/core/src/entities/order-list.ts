import { Entity, type EntityConfiguration } from "electrodb";

/**
 * The back office's read path over orders (docs/data-model.md, "Orders in the back office"). The
 * order item itself is large (every line's configuration); these items are small and written in
 * the same transaction as the order and every change of its statuses.
 *
 * orderRow: one per order, ~0.5 KB.
 * - pk `$printshop#list_orders`, sk `createdAt` + id: every order by time (newest first, date
 *   ranges are sk ranges);
 * - gsi1 `$printshop#status_<s>#paymentstatus_<p>`, sk `createdAt` + id: the orders of one
 *   (order status, payment status) pair by time; a filter on one status reads its 4 or 6 pairs.
 */
export const orderRowEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "orderRow", version: "1", service: "printshop" },
      attributes: {
        list: { type: "string", required: true, default: () => "orders" },
        orderId: { type: "string", required: true },
        number: { type: "string", required: true },
        createdAt: { type: "number", required: true },
        status: {
          type: [
            "new",
            "awaiting_files",
            "awaiting_approval",
            "in_production",
            "shipped",
            "completed",
            "cancelled",
          ] as const,
          required: true,
        },
        paymentStatus: {
          type: ["awaiting", "paid", "cancelled", "partially_refunded", "refunded"] as const,
          required: true,
        },
        email: { type: "string", required: true },
        name: { type: "string" },
        company: { type: "string" },
        nip: { type: "string" },
        /** The product kinds of its lines, e.g. ["label", "table"]. */
        kinds: { type: "list", items: { type: "string" }, required: true },
        lineCount: { type: "number", required: true },
        /** The earliest dispatch date of its lines (YYYY-MM-DD; rows written before it: none). */
        dispatch: { type: "string" },
        locale: { type: "string", required: true },
        currency: { type: "string", required: true },
        rate: { type: "string", required: true },
        /** PLN to pay (lines after discount + shipping), decimal strings. */
        net: { type: "string", required: true },
        gross: { type: "string", required: true },
        customerId: { type: "string" },
        /** Lower-cased number, e-mail, company and NIP (digits): what the list's search matches. */
        search: { type: "string", required: true },
      },
      indexes: {
        byTime: {
          pk: { field: "pk", composite: ["list"] },
          sk: { field: "sk", composite: ["createdAt", "orderId"] },
        },
        byStatus: {
          index: "gsi1",
          pk: { field: "gsi1pk", composite: ["status", "paymentStatus"] },
          sk: { field: "gsi1sk", composite: ["createdAt", "orderId"] },
        },
      },
    },
    config,
  );

/**
 * Order counts per (order status, payment status) pair, sharded: every write adds to one of
 * `ORDER_COUNT_SHARDS` items picked at random, so two orders placed at the same moment rarely
 * touch the same item (a transaction conflict). One Query reads them all (at most 24 × 8 tiny items).
 */
export const ORDER_COUNT_SHARDS = 8;
export const orderCountEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "orderCount", version: "1", service: "printshop" },
      attributes: {
        list: { type: "string", required: true, default: () => "ordercounts" },
        /** `<order status>.<payment status>` */
        pair: { type: "string", required: true },
        shard: { type: "number", required: true },
        count: { type: "number", required: true, default: 0 },
      },
      indexes: {
        byPair: {
          pk: { field: "pk", composite: ["list"] },
          sk: { field: "sk", composite: ["pair", "shard"] },
        },
      },
    },
    config,
  );

/** An internal note on an order (back office only), in the order's partition. */
export const orderNoteEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "orderNote", version: "1", service: "printshop" },
      attributes: {
        orderId: { type: "string", required: true },
        noteId: { type: "string", required: true },
        at: { type: "string", required: true },
        authorId: { type: "string", required: true },
        authorEmail: { type: "string", required: true },
        text: { type: "string", required: true },
      },
      indexes: {
        byOrder: {
          pk: { field: "pk", composite: ["orderId"] },
          sk: { field: "sk", composite: ["at", "noteId"] },
        },
      },
    },
    config,
  );
