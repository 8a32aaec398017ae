import { Entity, type EntityConfiguration } from "electrodb";

/**
 * An official average rate of a currency on a day (pk `$printshop#currency_<EUR>#date_<day>`):
 * NBP's table A as fetched, or entered by hand in the admin where NBP cannot be reached. An
 * invoice copies the rate it uses into its snapshot, so a later edit never changes an invoice.
 */
export const exchangeRateEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "exchangeRate", version: "1", service: "printshop" },
      attributes: {
        currency: { type: "string", required: true },
        date: { type: "string", required: true },
        /** PLN per unit, exact decimal string. */
        rate: { type: "string", required: true },
        table: { type: "string", required: true },
        source: { type: ["nbp", "manual"] as const, required: true },
        createdAt: { type: "number", required: true },
        version: { type: "number", default: 1 },
      },
      indexes: {
        byDay: {
          pk: { field: "pk", composite: ["currency", "date"] },
          sk: { field: "sk", composite: [] },
        },
      },
    },
    config,
  );
