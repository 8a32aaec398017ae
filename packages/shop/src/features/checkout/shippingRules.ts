/**
 * The shipping step's rules, shared with the server: the customer's schema and checks (zod), the
 * person's schema, and the checks' messages. One chunk of its own, fetched as the step first
 * renders, so that zod is not part of the step's own bundle.
 */
export { CustomerSchema, shipsAbroad, validateCustomer } from "@printshop/core/checkout/schema";
export { PersonSchema } from "@printshop/core/account/person";
export { customerErrorText } from "./customerMessages";
