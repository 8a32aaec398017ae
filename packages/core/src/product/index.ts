/** The product aggregate: the product, its attributes and values, runs, and its pricing definitions. */
export * from "./schema";
export { item, bySlug, detail, summary, tableDefinition, tableDefinitionWith, calculatorDefinition, type Detail, type TableDefinition } from "./load";
export * as Admin from "./admin";
