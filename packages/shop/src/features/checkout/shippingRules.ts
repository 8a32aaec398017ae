/**
 * The shipping step's rules, shared with the server: the customer's schema and checks (zod), the
 * person's schema and the no-VAT check (decimal.js' module), and the checks' messages. One chunk of
 * its own, fetched as the step first renders, so that neither zod nor decimal.js is part of the
 * step's own bundle.
 */
export { CustomerSchema, shipsAbroad, validateCustomer } from "@printshop/core/checkout/schema";
export { PersonSchema } from "@printshop/core/account/person";
export { checkNoVat } from "@printshop/core/pricing/money";
export { customerErrorText } from "./customerMessages";
