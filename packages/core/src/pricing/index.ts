/**
 * The pure pricing module (pricing.md): no I/O, imported by the server and the browser.
 * Consumed as `import * as Pricing from "@printshop/core/pricing/index"`.
 */
export * from "./money";
export * from "./dates";
export * from "./equation";
export * from "./rows";
export * from "./calculator";
export * from "./table";
export * from "./roll";
export * from "./labels";
export * from "./messages";
export * from "./schema";
