import { Entity, type EntityConfiguration } from "electrodb";
import { LineConfig } from "../cart/line-config";
import { requiredChecked } from "./shapes";

/**
 * A customer's saved configuration (issue 31 item 3): pk by customer, sk by id, so the account's
 * list is one Query. The configuration is what the cart prices from (cart/line-config.ts); the
 * price is never stored (the list shows today's).
 */
export const savedConfigEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "savedConfig", version: "1", service: "printshop" },
      attributes: {
        customerId: { type: "string", required: true },
        configId: { type: "string", required: true },
        name: { type: "string", required: true },
        config: requiredChecked(LineConfig),
        mode: { type: ["eco", "standard", "express"] as const, required: true },
        vat: { type: "number", required: true },
        createdAt: { type: "number", required: true },
      },
      indexes: {
        byCustomer: {
          pk: { field: "pk", composite: ["customerId"] },
          sk: { field: "sk", composite: ["configId"] },
        },
      },
    },
    config,
  );

/**
 * How many configurations a customer has saved, beside them: the limit is a condition on this
 * item in the same transaction as the save (two saves at once cannot both pass the last place).
 */
export const savedConfigCountEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "savedConfigCount", version: "1", service: "printshop" },
      attributes: {
        customerId: { type: "string", required: true },
        count: { type: "number", required: true, default: 0 },
      },
      indexes: {
        byCustomer: {
          pk: { field: "pk", composite: ["customerId"] },
          sk: { field: "sk", composite: [] },
        },
      },
    },
    config,
  );
