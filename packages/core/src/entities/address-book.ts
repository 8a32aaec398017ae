import { Entity, type EntityConfiguration } from "electrodb";

const service = "printshop";

/**
 * A saved delivery address (issue 31 item 5): pk by its owner — `user#<userId>` for a customer's
 * own, `company#<NIP>` for a company account's shared ones — sk by id, so one Query lists a book.
 * The fields are the checkout's delivery fields (account/person.ts), so a picked address fills the
 * form as it is. `version` makes an edit of a stale copy fail.
 */
export const savedAddressEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "savedAddress", version: "1", service },
      attributes: {
        ownerKey: { type: "string", required: true },
        addressId: { type: "string", required: true },
        label: { type: "string", required: true },
        deliveryName: { type: "string", required: true },
        deliveryAddress1: { type: "string", required: true },
        deliveryAddress2: { type: "string", required: true },
        deliveryPostcode: { type: "string", required: true },
        deliveryCity: { type: "string", required: true },
        deliveryCountry: { type: "string", required: true },
        deliveryContactPerson: { type: "string", required: true },
        deliveryPhone: { type: "string", required: true },
        deliveryEmail: { type: "string", required: true },
        isDefault: { type: "boolean", required: true, default: false },
        version: { type: "number", required: true },
        createdAt: { type: "number", required: true },
      },
      indexes: {
        byOwner: {
          pk: { field: "pk", composite: ["ownerKey"] },
          sk: { field: "sk", composite: ["addressId"] },
        },
      },
    },
    config,
  );

/**
 * How many addresses a book holds, beside them: the limit is a condition on this item in the same
 * transaction as the add (two adds at once cannot both take the last place).
 */
export const addressBookCountEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "addressBookCount", version: "1", service },
      attributes: {
        ownerKey: { type: "string", required: true },
        count: { type: "number", required: true, default: 0 },
      },
      indexes: {
        byOwner: {
          pk: { field: "pk", composite: ["ownerKey"] },
          sk: { field: "sk", composite: [] },
        },
      },
    },
    config,
  );
