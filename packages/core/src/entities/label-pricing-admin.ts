import { Entity, type EntityConfiguration } from "electrodb";
import { labelReferences, labelSettings } from "./shapes";

/**
 * Published versions of the label pricing (one item each, in one partition, newest last by the
 * zero-padded version) and the stored reference configurations the preview prices.
 */
export const labelPricingVersionEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "labelPricingVersion", version: "1", service: "printshop" },
      attributes: {
        version: { type: "number", required: true, padding: { length: 8, char: "0" } },
        /** The whole labelPricing settings object of that version. */
        settings: labelSettings,
        at: { type: "string", required: true },
        actorId: { type: "string", required: true },
        actorEmail: { type: "string", required: true },
        /** JSON of the ChangeLine list against the version before. */
        changes: { type: "string", required: true },
        restoredFrom: { type: "number" },
      },
      indexes: {
        byVersion: {
          pk: { field: "pk", composite: [] },
          sk: { field: "sk", composite: ["version"] },
        },
      },
    },
    config,
  );

export const labelReferencesEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "labelReferences", version: "1", service: "printshop" },
      attributes: {
        /** ReferenceConfig[] (labels/settings-schema.ts). */
        references: labelReferences,
        version: { type: "number", default: 1 },
      },
      indexes: {
        current: { pk: { field: "pk", composite: [] }, sk: { field: "sk", composite: [] } },
      },
    },
    config,
  );
