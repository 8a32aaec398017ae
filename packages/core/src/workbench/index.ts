/**
 * The calculator workbench's logic, pure and browser-safe (no server imports): the admin SPA and
 * the API use the same pieces. Consumed as `import * as Workbench from "@printshop/core/workbench/index"`.
 */
export * from "./schema";
export * from "./equation";
export * from "./reachable";
export * from "./exclusions";
export * from "./lints";
export * from "./edit";
export * from "./review";
export * from "./messages";
