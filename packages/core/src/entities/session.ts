import { Entity, type EntityConfiguration } from "electrodb";

/**
 * Sign-in sessions (core/src/session). Only the SHA-256 of the
 * session id is stored, so a copy of the table does not hand out live sessions. `expiresAt` is
 * the table's TTL attribute (epoch seconds); validation also checks it, since TTL deletes late.
 */
export const sessionEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "session", version: "1", service: "printshop" },
      attributes: {
        idHash: { type: "string", required: true },
        userId: { type: "string", required: true },
        expiresAt: { type: "number", required: true },
        createdAt: { type: "number", default: () => Date.now(), readOnly: true },
      },
      indexes: {
        byId: { pk: { field: "pk", composite: ["idHash"] }, sk: { field: "sk", composite: [] } },
        /** A user's sessions (sign out everywhere else after a password change): one Query on gsi2. */
        byUser: {
          index: "gsi2",
          pk: { field: "gsi2pk", composite: ["userId"] },
          sk: { field: "gsi2sk", composite: ["idHash"] },
        },
      },
    },
    config,
  );
