/**
 * Addresses of products and categories per language (issue 28): the stored shape and its
 * fallback (schema.ts, browser-safe), the old-address redirect (redirect.ts, pure), the claims
 * that keep slugs unique (claims.ts) and the one-Query lookup (lookup.ts).
 */
export * from "./schema";
export { slugRedirect, type SlugCatalogue } from "./redirect";
export * as Claims from "./claims";
export { find, productBySlug, type Found } from "./lookup";
