import { Entity, type EntityConfiguration } from "electrodb";

/**
 * What the identity features store beside users and sessions: second factors, password-reset
 * links and the security log.
 */
const service = "printshop";

/**
 * A staff member's second factor (TOTP, RFC 6238). The secret is stored encrypted
 * (second-factor/secret.ts); recovery codes only as hashes, each removed when used. `lastStep`
 * is the last time step whose code was accepted: a code is accepted once, and never one of an
 * earlier step. An enrolment under way keeps its new secret in `pendingSecret` until a code from
 * it is confirmed.
 */
export const secondFactorEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "secondFactor", version: "1", service },
      attributes: {
        userId: { type: "string", required: true },
        secret: { type: "string" },
        enrolledAt: { type: "number" },
        lastStep: { type: "number" },
        recoveryCodes: { type: "set", items: "string" },
        pendingSecret: { type: "string" },
        /** Epoch ms until which the enrolment under way may be confirmed. */
        pendingUntil: { type: "number" },
      },
      indexes: {
        byUser: { pk: { field: "pk", composite: ["userId"] }, sk: { field: "sk", composite: [] } },
      },
    },
    config,
  );

/**
 * A password-reset link: only the SHA-256 of its token is stored. Used once (deleted with a
 * condition when used), an hour at most (TTL `expiresAt`, also checked on use); a person's
 * links are found on gsi2 to end them all when the password changes.
 */
export const passwordResetEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "passwordReset", version: "1", service },
      attributes: {
        tokenHash: { type: "string", required: true },
        userId: { type: "string", required: true },
        /** Epoch seconds (TTL). */
        expiresAt: { type: "number", required: true },
      },
      indexes: {
        byToken: {
          pk: { field: "pk", composite: ["tokenHash"] },
          sk: { field: "sk", composite: [] },
        },
        byUser: {
          index: "gsi2",
          pk: { field: "gsi2pk", composite: ["userId"] },
          sk: { field: "gsi2sk", composite: ["tokenHash"] },
        },
      },
    },
    config,
  );

/**
 * The security log (security/index.ts): one item per sign-in, second factor, reset, refusal.
 * - pk `day` (`YYYY-MM-DD`), sk `at` + id: the log of a day, in time order;
 * - gsi1 `account` (the e-mail, lower-cased, else the user id), sk `at`: one account's events,
 *   only for events that name one (sparse: `account` is "" for anonymous refusals, which stay out);
 * - gsi2 `address`, sk `at`: one address's events.
 * Kept 90 days (TTL `expiresAt`).
 */
export const securityEventEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "securityEvent", version: "1", service },
      attributes: {
        eventId: { type: "string", required: true },
        day: { type: "string", required: true },
        /** ISO-8601 UTC. */
        at: { type: "string", required: true },
        kind: { type: "string", required: true },
        account: { type: "string" },
        email: { type: "string" },
        userId: { type: "string" },
        address: { type: "string", required: true },
        /** JSON of the event's few details (an error code, a path, a stage): never a secret. */
        detail: { type: "string", default: "{}" },
        expiresAt: { type: "number", required: true },
      },
      indexes: {
        byDay: {
          pk: { field: "pk", composite: ["day"] },
          sk: { field: "sk", composite: ["at", "eventId"] },
        },
        byAccount: {
          index: "gsi1",
          condition: (attr) => Boolean(attr.account),
          pk: { field: "gsi1pk", composite: ["account"] },
          sk: { field: "gsi1sk", composite: ["at", "eventId"] },
        },
        byAddress: {
          index: "gsi2",
          pk: { field: "gsi2pk", composite: ["address"] },
          sk: { field: "gsi2sk", composite: ["at", "eventId"] },
        },
      },
    },
    config,
  );

/**
 * A link the customer's own data e-mails carry (owndata/links.ts): "download my data" or "delete
 * my account". Only the SHA-256 of its token is stored; used once (deleted with a condition), 24 h
 * at most (TTL `expiresAt`, also checked on use); a person's links are found on gsi2 to end them
 * when the account is deleted.
 */
export const ownDataLinkEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "ownDataLink", version: "1", service },
      attributes: {
        tokenHash: { type: "string", required: true },
        userId: { type: "string", required: true },
        purpose: { type: ["export", "delete"] as const, required: true },
        /** Epoch seconds (TTL). */
        expiresAt: { type: "number", required: true },
      },
      indexes: {
        byToken: {
          pk: { field: "pk", composite: ["tokenHash"] },
          sk: { field: "sk", composite: [] },
        },
        byUser: {
          index: "gsi2",
          pk: { field: "gsi2pk", composite: ["userId"] },
          sk: { field: "gsi2sk", composite: ["tokenHash"] },
        },
      },
    },
    config,
  );
