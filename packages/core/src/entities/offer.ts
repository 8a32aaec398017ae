import { Entity, type EntityConfiguration } from "electrodb";

/**
 * A numbered offer (pk `$printshop#offerid_<id>`): what the shop quoted for one configuration on
 * one day, kept so the quoted prices hold at checkout until `validUntil` (offer/index.ts). Written
 * once, in the same transaction as its number's counter step; never edited. `expiresAt` (TTL) lets
 * DynamoDB drop it a year after its validity ended.
 */
export const offerEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "offer", version: "1", service: "printshop" },
      attributes: {
        offerId: { type: "string", required: true },
        number: { type: "string", required: true },
        year: { type: "number", required: true },
        seq: { type: "number", required: true },
        /** The offer as issued (offer/schema.ts `Stored`), JSON. */
        body: { type: "string", required: true },
        createdAt: { type: "number", required: true },
        validUntil: { type: "string", required: true },
        expiresAt: { type: "number" },
      },
      indexes: {
        byId: { pk: { field: "pk", composite: ["offerId"] }, sk: { field: "sk", composite: [] } },
      },
    },
    config,
  );

/**
 * The last offer number of a year (pk `$printshop#year_<2026>`): the next offer takes `last + 1`
 * in a transaction whose condition is `last` as read (like the invoices' counter), so two offers
 * never share a number.
 */
export const offerCounterEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "offerCounter", version: "1", service: "printshop" },
      attributes: {
        year: { type: "number", required: true },
        last: { type: "number", required: true },
      },
      indexes: {
        byYear: { pk: { field: "pk", composite: ["year"] }, sk: { field: "sk", composite: [] } },
      },
    },
    config,
  );
