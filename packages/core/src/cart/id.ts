/**
 * The shape of a cart id (see `newId` in ./index.ts), in a module of its own: the request context
 * checks the cookie with it on every call, and must not load the cart's code to do so (the shop
 * Lambda's cold start loads the cart router and module on the first cart call only).
 */
export const ID_PATTERN = /^[a-z2-7]{32}$/;
export const isId = (value: unknown): value is string =>
  typeof value === "string" && ID_PATTERN.test(value);
