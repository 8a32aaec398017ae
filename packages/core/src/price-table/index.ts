/**
 * The price-table aggregate, one namespace: the shop's reads (`PriceTable.quote`, `attributes`,
 * `pricesFor`, the legacy `prices`) and the back office's price store (`get`, `save`, `addRun`,
 * `changeAll`, `exportTable`, ...). The shop's eagerly loaded router imports ./shop alone, so its
 * bundle does not carry the back office's code.
 */
export * from "./shop";
export {
  get,
  runs,
  save,
  saveCells,
  addRun,
  removeRun,
  changeAll,
  changeSets,
  rollback,
  cellHistory,
} from "./admin";
export { exportTable, importTable } from "./import-export";
export { matrix } from "./matrix";
export { Info } from "./schema";
export { readHead, readRows, readCombinations, publish, type Actor, type Head } from "./store";
export { tableDefinition } from "./definition";
export * as Legacy from "./legacy";
