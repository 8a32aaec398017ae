import { Entity, type EntityConfiguration } from "electrodb";

/**
 * A named counter (pk `$printshop#counter_<name>`): ids the back office hands out (attributes and
 * their values, whose ids appear in price combinations and cart lines and so must never repeat).
 * One UpdateItem ADD per allocation; gaps are harmless.
 */
export const idCounterEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "idCounter", version: "1", service: "printshop" },
      attributes: {
        counter: { type: "string", required: true },
        value: { type: "number", default: 0 },
      },
      indexes: {
        byName: { pk: { field: "pk", composite: ["counter"] }, sk: { field: "sk", composite: [] } },
      },
    },
    config,
  );
