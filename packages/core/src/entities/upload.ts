import { Entity, type EntityConfiguration } from "electrodb";

/** Preflight verdict (upload/preflight.ts), set when the upload completes; the order keeps a copy. */
export const preflightAttribute = {
  type: "map",
  properties: {
    verdict: { type: ["ok", "warning", "error", "unchecked"] as const, required: true },
    /** Absent where the file was not read (Preflight.pages null). */
    pages: { type: "number" },
    issues: {
      type: "list",
      required: true,
      items: {
        type: "map",
        properties: {
          code: { type: "string", required: true },
          params: {
            type: "map",
            properties: {
              page: { type: "number" },
              pages: { type: "number" },
              width: { type: "number" },
              height: { type: "number" },
              wantWidth: { type: "number" },
              wantHeight: { type: "number" },
            },
          },
        },
      },
    },
  },
} as const;

/**
 * A print file for one cart line. pk by cart id, sk by upload id: the upload step lists every
 * file of a cart with one Query. Pending uploads expire (TTL 7 days, like the bucket's
 * `uploads/pending/` rule); attached ones with the cart (30 days). A placed order copies the
 * records of its lines' files (entities/order.ts `files`); the objects under `print-files/` stay.
 */
export const uploadEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "upload", version: "1", service: "printshop" },
      attributes: {
        cartId: { type: "string", required: true },
        uploadId: { type: "string", required: true },
        lineId: { type: "string", required: true },
        key: { type: "string", required: true },
        fileName: { type: "string", required: true },
        contentType: { type: "string", required: true },
        size: { type: "number", required: true },
        status: { type: ["pending", "attached"] as const, required: true },
        /** Preflight verdict (upload/preflight.ts), set when the upload completes. */
        preflight: preflightAttribute,
        /**
         * The stored object belongs to an earlier order ("order again" attached it by reference):
         * removing the file from the cart removes this record only, never the object.
         */
        shared: { type: "boolean" },
        createdAt: { type: "number", required: true },
        expiresAt: { type: "number" },
      },
      indexes: {
        byCart: {
          pk: { field: "pk", composite: ["cartId"] },
          sk: { field: "sk", composite: ["uploadId"] },
        },
      },
    },
    config,
  );
