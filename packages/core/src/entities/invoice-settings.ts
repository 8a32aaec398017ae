import { Entity, type EntityConfiguration } from "electrodb";
import { collectionIndex } from "./keys";

/**
 * How the shop invoices (one item in the `settings` collection; invoice-settings/): the KSeF
 * environment invoices are sent to and when a transfer's or cash on delivery's invoice is issued.
 * The KSeF token and the offline certificate are secrets (core/config/secrets.ts), never here.
 */
export const invoiceSettingsEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "invoiceSettings", version: "1", service: "printshop" },
      attributes: {
        ksefEnvironment: { type: ["test", "demo", "production"] as const, required: true },
        invoiceOn: { type: ["dispatch", "payment"] as const, required: true },
        version: { type: "number", default: 1 },
        updatedAt: { type: "number", default: () => Date.now() },
      },
      indexes: { current: { ...collectionIndex("settings", [] as const, [] as const) } },
    },
    config,
  );
