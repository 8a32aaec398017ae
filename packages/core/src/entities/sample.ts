import { Entity, type EntityConfiguration } from "electrodb";

/**
 * A free-sample request from the label calculator. pk by request id (the write is a `create`);
 * gsi2 lists all requests newest first for the admin (one partition: a few a day at most).
 */
export const sampleRequestEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "sampleRequest", version: "1", service: "printshop" },
      attributes: {
        requestId: { type: "string", required: true },
        /** Constant partition of the admin list. */
        list: { type: "string", required: true, default: () => "samples" },
        company: { type: "string", required: true },
        street: { type: "string", required: true },
        postcode: { type: "string", required: true },
        city: { type: "string", required: true },
        /** ISO code (requests stored before the form asked for it have none: Poland). */
        country: { type: "string" },
        person: { type: "string", required: true },
        phone: { type: "string", required: true },
        email: { type: "string", required: true },
        notes: { type: "string" },
        /** What the visitor had configured when asking (the calculator's summary). */
        text: { type: "string" },
        locale: { type: "string", required: true },
        ip: { type: "string" },
        status: {
          type: ["new", "sent", "rejected"] as const,
          required: true,
          default: () => "new" as const,
        },
        createdAt: { type: "number", required: true },
        /** The day the samples went out (YYYY-MM-DD), set by the back office with status `sent`. */
        sentOn: { type: "string" },
        /** Edits by the back office are checked against it (absent on requests never edited: 1). */
        version: { type: "number", default: 1 },
      },
      indexes: {
        byId: { pk: { field: "pk", composite: ["requestId"] }, sk: { field: "sk", composite: [] } },
        /** The admin's list, newest first. */
        byCreated: {
          index: "gsi2",
          pk: { field: "gsi2pk", composite: ["list"] },
          sk: { field: "gsi2sk", composite: ["createdAt"] },
        },
      },
    },
    config,
  );
