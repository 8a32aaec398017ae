import { Entity, type EntityConfiguration } from "electrodb";
import { roles, type Role } from "../permissions/index";
import { profile } from "./shapes";

/**
 * Accounts. A user lives in its own partition (`$printshop#userid_<id>`) and is found by e-mail
 * through gsi1. An e-mail is unique because registration and e-mail changes also write an
 * `emailClaim` item keyed by the e-mail with `create` (attribute_not_exists) in one transaction.
 */
const service = "printshop";

export { roles, type Role };

export const userEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "user", version: "1", service },
      attributes: {
        userId: { type: "string", required: true },
        /** Lower-cased, trimmed. */
        email: { type: "string", required: true },
        role: { type: roles, required: true, default: "customer" },
        passwordHash: { type: "string", required: true },
        /** The registration data (personal, invoice and delivery), validated by the account schema. */
        profile,
        marketingConsent: { type: "boolean", default: false },
        /** The account's cart (the guest cart is merged into it at sign-in; see cart/merge.ts). */
        cartId: { type: "string" },
        /** When the e-mail address was confirmed (the registration link, or an administrator's `confirm`). */
        confirmedAt: { type: "number" },
        /** When an administrator approved the account (`admin.users.approve`); sign-in does not depend on it. */
        approvedAt: { type: "number" },
        /** When the person's second factor was enrolled (staff; the factor itself: `secondFactor`); unset: none. */
        secondFactorAt: { type: "number" },
        /** Constant partition of the admin's user list (gsi2). */
        list: { type: "string", required: true, default: () => "users", readOnly: true },
        createdAt: { type: "number", default: () => Date.now(), readOnly: true },
        version: { type: "number", default: 1 },
      },
      indexes: {
        byId: { pk: { field: "pk", composite: ["userId"] }, sk: { field: "sk", composite: [] } },
        /** The admin's user list: every account in one gsi2 partition, by creation time (one Query). */
        byList: {
          index: "gsi2",
          pk: { field: "gsi2pk", composite: ["list"] },
          sk: { field: "gsi2sk", composite: ["createdAt"] },
        },
        /** Sign-in: the user by e-mail, one Query. */
        byEmail: {
          index: "gsi1",
          pk: { field: "gsi1pk", composite: ["email"] },
          sk: { field: "gsi1sk", composite: [] },
        },
      },
    },
    config,
  );

/** The e-mail → user claim that makes e-mails unique (written with `create`, in a transaction with the user). */
export const emailClaimEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "emailClaim", version: "1", service },
      attributes: {
        email: { type: "string", required: true },
        userId: { type: "string", required: true },
      },
      indexes: {
        byEmail: { pk: { field: "pk", composite: ["email"] }, sk: { field: "sk", composite: [] } },
      },
    },
    config,
  );

/**
 * A registration waiting for its e-mail confirmation (the link carries a token; only its SHA-256
 * is stored). ONE per e-mail (keyed by it: a new registration replaces the one before); the link
 * finds it through gsi1. The account is created when the link is opened; unconfirmed ones vanish
 * by TTL. (Version 2: version 1 was keyed by the token, so one e-mail could have several, each
 * with its own password. Links of version 1 still unused at the switch open nothing: those
 * people register again.)
 */
export const pendingRegistrationEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "pendingRegistration", version: "2", service },
      attributes: {
        tokenHash: { type: "string", required: true },
        email: { type: "string", required: true },
        passwordHash: { type: "string", required: true },
        profile,
        marketingConsent: { type: "boolean", default: false },
        /** TTL, epoch seconds. */
        expiresAt: { type: "number", required: true },
      },
      indexes: {
        byEmail: { pk: { field: "pk", composite: ["email"] }, sk: { field: "sk", composite: [] } },
        byToken: {
          index: "gsi1",
          pk: { field: "gsi1pk", composite: ["tokenHash"] },
          sk: { field: "gsi1sk", composite: [] },
        },
      },
    },
    config,
  );
