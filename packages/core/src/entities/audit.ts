import { Entity, type EntityConfiguration } from "electrodb";

/**
 * The audit log: one item per admin write, written in the same transaction as the write.
 * - pk `$printshop#month_<YYYY-MM>`, sk `at` + id: every entry in a time-ordered partition per
 *   month (the unfiltered list reads the months of its range newest first);
 * - gsi1 `$printshop#targettype_<type>#targetid_<id>`, sk `at`: one record's history;
 * - gsi2 `$printshop#actorid_<user id>`, sk `at`: what one person did.
 * `at` is an ISO-8601 UTC string, so key order is time order. `before`/`after` hold only the
 * fields the write changed, as JSON text (any record's fields, parsed again on read).
 */
export const auditEntryEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "auditEntry", version: "1", service: "printshop" },
      attributes: {
        auditId: { type: "string", required: true },
        /** `YYYY-MM` of `at`. */
        month: { type: "string", required: true },
        at: { type: "string", required: true },
        actorId: { type: "string", required: true },
        actorEmail: { type: "string", required: true },
        /** `<area>.<verb>`, e.g. `user.setRole`. */
        action: { type: "string", required: true },
        targetType: { type: "string", required: true },
        targetId: { type: "string", required: true },
        before: { type: "string", required: true },
        after: { type: "string", required: true },
      },
      indexes: {
        byMonth: {
          pk: { field: "pk", composite: ["month"] },
          sk: { field: "sk", composite: ["at", "auditId"] },
        },
        byTarget: {
          index: "gsi1",
          pk: { field: "gsi1pk", composite: ["targetType", "targetId"] },
          sk: { field: "gsi1sk", composite: ["at", "auditId"] },
        },
        byActor: {
          index: "gsi2",
          pk: { field: "gsi2pk", composite: ["actorId"] },
          sk: { field: "gsi2sk", composite: ["at", "auditId"] },
        },
      },
    },
    config,
  );
