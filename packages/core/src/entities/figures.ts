import { Entity, type EntityConfiguration } from "electrodb";

/**
 * The aggregates behind the dashboard and the customers list (docs/data-model.md, "Dashboard and
 * customers"), kept up to date by every order write in the order's own transaction
 * (order/aggregates.ts `aggregateWrites`), so no view reads the orders themselves.
 *
 * orderFigure: the business per day (`d2026-11-27`, a Warsaw calendar day) and per month
 * (`m2026-11`), sharded like the status counters (an order adds to one of `FIGURE_SHARDS` items
 * picked at random, so two orders placed at once rarely touch one item). Amounts are integer
 * grosze of PLN net (an order in EUR is counted in PLN at the rate it keeps). A cancelled order
 * is taken out again; one brought back from cancelled is added again.
 * - pk `$printshop#list_figures`, sk period + shard: a date range is one sk range (≤ 4 items a day).
 */
export const FIGURE_SHARDS = 4;
const counters = {
  orders: { type: "number", required: true, default: 0 },
  net: { type: "number", required: true, default: 0 },
  eurOrders: { type: "number", default: 0 },
  eurNet: { type: "number", default: 0 },
  labelOrders: { type: "number", default: 0 },
  labelNet: { type: "number", default: 0 },
  calculatorOrders: { type: "number", default: 0 },
  calculatorNet: { type: "number", default: 0 },
  tableOrders: { type: "number", default: 0 },
  tableNet: { type: "number", default: 0 },
  /** Carts started (a first line put in a new cart), days only. */
  carts: { type: "number", default: 0 },
} as const;

export const orderFigureEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "orderFigure", version: "1", service: "printshop" },
      attributes: {
        list: { type: "string", required: true, default: () => "figures" },
        /** `d<YYYY-MM-DD>` or `m<YYYY-MM>` */
        period: { type: "string", required: true },
        shard: { type: "number", required: true },
        ...counters,
      },
      indexes: {
        byPeriod: {
          pk: { field: "pk", composite: ["list"] },
          sk: { field: "sk", composite: ["period", "shard"] },
        },
      },
    },
    config,
  );

/**
 * One per customer: a registered one by account (`u<user id>`), a guest by e-mail
 * (`g<lower-cased e-mail>`). Orders, net spent (grosze), last order, and the contact of the last
 * order with a lower-cased search text (name, company, NIP digits, e-mail).
 * - pk `$printshop#list_customers`, sk the customer key: the list is one partition of small items,
 *   one per customer (never one per order).
 */
export const customerFigureEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "customerFigure", version: "1", service: "printshop" },
      attributes: {
        list: { type: "string", required: true, default: () => "customers" },
        customerKey: { type: "string", required: true },
        customerId: { type: "string" },
        email: { type: "string" },
        name: { type: "string" },
        company: { type: "string" },
        nip: { type: "string" },
        /** The billing and the delivery address of the last order, one line each. */
        addresses: { type: "list", items: { type: "string" } },
        search: { type: "string" },
        orders: { type: "number", required: true, default: 0 },
        net: { type: "number", required: true, default: 0 },
        lastOrderAt: { type: "number" },
      },
      indexes: {
        byKey: {
          pk: { field: "pk", composite: ["list"] },
          sk: { field: "sk", composite: ["customerKey"] },
        },
      },
    },
    config,
  );

/** A customer's order (its key only): the customer page reads these, then the orders' list rows. */
export const customerOrderEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "customerOrder", version: "1", service: "printshop" },
      attributes: {
        customerKey: { type: "string", required: true },
        createdAt: { type: "number", required: true },
        orderId: { type: "string", required: true },
      },
      indexes: {
        byCustomer: {
          pk: { field: "pk", composite: ["customerKey"] },
          sk: { field: "sk", composite: ["createdAt", "orderId"] },
        },
      },
    },
    config,
  );

/** The back office's note on a customer (one text, edited with its version). */
export const customerNoteEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "customerNote", version: "1", service: "printshop" },
      attributes: {
        customerKey: { type: "string", required: true },
        text: { type: "string", required: true },
        updatedAt: { type: "number", required: true },
        authorEmail: { type: "string", required: true },
        version: { type: "number", required: true },
      },
      indexes: {
        byCustomer: {
          pk: { field: "pk", composite: ["customerKey"] },
          sk: { field: "sk", composite: [] },
        },
      },
    },
    config,
  );
