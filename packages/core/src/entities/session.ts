import { Entity, type EntityConfiguration } from "electrodb";
import { stages } from "../session/policy";

/**
 * Sign-in sessions (core/src/session). Only the SHA-256 of the session id is stored, so a copy
 * of the table does not hand out live sessions. `expiresAt` is the table's TTL attribute (epoch
 * seconds: the absolute end, or the idle end when that comes first); validation checks the ends
 * itself, since TTL deletes late.
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
        /** What the session may do (session/policy.ts); sessions from before it are customers'. */
        stage: { type: stages },
        /** Epoch ms of the absolute end (sessions from before it: `createdAt` + the policy's). */
        endsAt: { type: "number" },
        /** Epoch ms of the last request served, at most a minute old (the idle limit, "last seen"). */
        lastSeenAt: { type: "number" },
        /** The browser's User-Agent at sign-in, cut to 200 characters ("device" in the list). */
        device: { type: "string" },
        /** The address the sign-in came from. */
        address: { type: "string" },
      },
      indexes: {
        byId: { pk: { field: "pk", composite: ["idHash"] }, sk: { field: "sk", composite: [] } },
        /** A user's sessions (the list, sign out everywhere): one Query on gsi2. */
        byUser: {
          index: "gsi2",
          pk: { field: "gsi2pk", composite: ["userId"] },
          sk: { field: "gsi2sk", composite: ["idHash"] },
        },
      },
    },
    config,
  );
