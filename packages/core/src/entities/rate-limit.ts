import { Entity, type EntityConfiguration } from "electrodb";

/**
 * Counters for throttling (sign-in failures per account and per IP, e-mail checks per IP) and
 * one-time markers (a captcha solution already used). Both expire by TTL (`expiresAt`, epoch seconds).
 */
export const rateLimitEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "rateLimit", version: "1", service: "printshop" },
      attributes: {
        key: { type: "string", required: true },
        count: { type: "number", default: 0 },
        /** What a limit counted by identity holds (`hitFor`): each member once, however often it is claimed. */
        members: { type: "set", items: "string" },
        /** Epoch ms of the window's first hit / of the last hit. */
        firstAt: { type: "number" },
        lastAt: { type: "number" },
        expiresAt: { type: "number", required: true },
      },
      indexes: {
        byKey: { pk: { field: "pk", composite: ["key"] }, sk: { field: "sk", composite: [] } },
      },
    },
    config,
  );

export const usedTokenEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "usedToken", version: "1", service: "printshop" },
      attributes: {
        key: { type: "string", required: true },
        expiresAt: { type: "number", required: true },
      },
      indexes: {
        byKey: { pk: { field: "pk", composite: ["key"] }, sk: { field: "sk", composite: [] } },
      },
    },
    config,
  );
