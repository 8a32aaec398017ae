import { Entity, type EntityConfiguration } from "electrodb";

export const INVOICE_STATES = ["issued", "xsd_failed", "sent", "accepted", "rejected"] as const;

/**
 * An issued invoice: an immutable snapshot (invoice/schema.ts, as JSON) and the FA(3) document
 * built from it, under its number (pk `$printshop#invoiceid_<FV/2026/12>`). Only the KSeF part
 * changes after issue (`state`, `ksefNumber`, `xsdErrors`, version-checked). gsi2 lists an
 * order's invoices by time; gsi1 a month's (the accountant's list and ZIP). Written only together with its number's counter (invoiceCounter)
 * and its order's guard (invoiceOfOrder), in one transaction (invoice/number.ts).
 */
export const invoiceEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "invoice", version: "1", service: "printshop" },
      attributes: {
        invoiceId: { type: "string", required: true },
        orderId: { type: "string", required: true },
        kind: { type: ["vat", "correction", "proforma"] as const, required: true },
        series: { type: "string", required: true },
        year: { type: "number", required: true },
        seq: { type: "number", required: true },
        /** The snapshot as issued (JSON of invoice/schema.ts Snapshot): never rewritten. */
        snapshot: { type: "string", required: true },
        /** The FA(3) document (none for a proforma). */
        xml: { type: "string" },
        /** issued (valid, to send) | xsd_failed (never sent) | sent | accepted | rejected. */
        state: { type: INVOICE_STATES, required: true },
        xsdErrors: { type: "list", items: { type: "string" } },
        ksefNumber: { type: "string" },
        createdAt: { type: "number", required: true },
        /** `YYYY-MM` of the issue date: the accountant's month (the Invoices screen, the ZIP). */
        month: { type: "string" },
        version: { type: "number", default: 1 },
      },
      indexes: {
        byId: { pk: { field: "pk", composite: ["invoiceId"] }, sk: { field: "sk", composite: [] } },
        /** A month's invoices by series and number (`$printshop#month_2026-11`). */
        byMonth: {
          index: "gsi1",
          pk: { field: "gsi1pk", composite: ["month"] },
          sk: { field: "gsi1sk", composite: ["series", "seq"] },
        },
        /** An order's invoices, oldest first. */
        byOrder: {
          index: "gsi2",
          pk: { field: "gsi2pk", composite: ["orderId"] },
          sk: { field: "gsi2sk", composite: ["createdAt", "invoiceId"] },
        },
      },
    },
    config,
  );

/**
 * The last number of a series in a year (pk `$printshop#series_<FV>#year_<2026>`): the next
 * invoice takes `last + 1` in a transaction whose condition is `last` as read, so numbers are
 * consecutive and never reused (a lost race retries with the new value).
 */
export const invoiceCounterEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "invoiceCounter", version: "1", service: "printshop" },
      attributes: {
        series: { type: "string", required: true },
        year: { type: "number", required: true },
        last: { type: "number", required: true },
      },
      indexes: {
        byName: {
          pk: { field: "pk", composite: ["series", "year"] },
          sk: { field: "sk", composite: [] },
        },
      },
    },
    config,
  );

/**
 * An order's invoice of a kind (pk `$printshop#orderid_<id>#kind_<vat|proforma>`): created with
 * the invoice, so issuing twice (a retry, a duplicate event) never makes a second invoice.
 */
export const invoiceOfOrderEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "invoiceOfOrder", version: "1", service: "printshop" },
      attributes: {
        orderId: { type: "string", required: true },
        kind: { type: "string", required: true },
        invoiceId: { type: "string", required: true },
      },
      indexes: {
        byOrder: {
          pk: { field: "pk", composite: ["orderId", "kind"] },
          sk: { field: "sk", composite: [] },
        },
      },
    },
    config,
  );

/**
 * "To issue": written in the transaction that makes an order paid (or dispatched), removed once
 * its invoice exists. gsi1 `$printshop#invoicetasks_pending`, sk `nextAttemptAt`: the retry
 * schedule's list of what is due.
 */
export const invoiceTaskEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "invoiceTask", version: "1", service: "printshop" },
      attributes: {
        orderId: { type: "string", required: true },
        /** payment | dispatch: what made the invoice due. */
        trigger: { type: "string", required: true },
        pending: { type: "string", required: true, default: () => "pending" },
        attempts: { type: "number", required: true, default: 0 },
        nextAttemptAt: { type: "number", required: true },
        lastError: { type: "string" },
        /** The failure's parameters (e.g. the NBP rate's currency and day to enter by hand). */
        lastErrorParams: {
          type: "map",
          properties: { currency: { type: "string" }, date: { type: "string" } },
        },
        createdAt: { type: "number", required: true },
      },
      indexes: {
        byOrder: {
          pk: { field: "pk", composite: ["orderId"] },
          sk: { field: "sk", composite: [] },
        },
        byDue: {
          index: "gsi1",
          pk: { field: "gsi1pk", composite: ["pending"] },
          sk: { field: "gsi1sk", composite: ["nextAttemptAt", "orderId"] },
        },
      },
    },
    config,
  );
