import { Entity, type EntityConfiguration } from "electrodb";
import { calculatorDescription, calculatorOptions, calculatorRuns } from "./shapes";

/** A calculator definition with its options embedded: one GetItem serves a quote. */
export const calculatorEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "calculator", version: "1", service: "printshop" },
      attributes: {
        calculatorId: { type: "number", required: true },
        productId: { type: "number", required: true },
        equation: { type: "string", required: true },
        /** { [quantity]: multiplier } */
        copies: calculatorRuns,
        initialDisabledValues: { type: "list", items: { type: "number" }, default: () => [] },
        discount: { type: "number", default: 0 },
        vat0: { type: "boolean", default: false },
        vat5: { type: "boolean", default: false },
        vat8: { type: "boolean", default: false },
        options: calculatorOptions,
        description: calculatorDescription,
        version: { type: "number", default: 1 },
      },
      indexes: {
        byId: {
          pk: { field: "pk", composite: ["calculatorId"] },
          sk: { field: "sk", composite: [] },
        },
      },
    },
    config,
  );
