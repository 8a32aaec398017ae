/** The price store's API for the admin routers and REST shims (`Prices.get`, `Prices.save`, ...). */
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
export { exportTable, importTable } from "./files";
export { matrix } from "./matrix";
export { Info } from "../prices/schema";
export { readHead, readRows, readCombinations, publish, type Actor, type Head } from "./store";
export { tableDefinition } from "./definition";
export * as PricesLegacy from "./legacy";
