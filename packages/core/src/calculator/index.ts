/**
 * The calculator aggregate, one namespace: the shop's reads (`Calculator.get`, `quote`) and the
 * workbench's (`list`, `getDraft`, `update`, `test`, ...). The shop's eagerly loaded router
 * imports ./shop alone, so its bundle does not carry the workbench's code.
 */
export * from "./shop";
export * from "./admin";
