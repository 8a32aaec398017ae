/** The product aggregate: the product, its attributes and values, runs, and its pricing definitions. */
export * from "./schema";
export {
  item,
  bySlug,
  detail,
  summary,
  tableDefinition,
  tableDefinitionWith,
  calculatorDefinition,
  type Detail,
  type TableDefinition,
} from "./load";
export * as Admin from "./admin";
export * as Write from "./write";
export * as Attributes from "./attributes";
export * as AdminSchema from "./admin-schema";
