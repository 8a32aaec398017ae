/**
 * The product aggregate: the product, its attributes and values, runs, and its calculator's
 * definition (a price-table product's definition and prices are the PriceTable aggregate's).
 */
export * from "./schema";
export { item, bySlug, summary, calculatorDefinition } from "./load";
export * as Admin from "./admin";
export * as Write from "./write";
export * as Attributes from "./attributes";
export * as AdminSchema from "./admin-schema";
