/**
 * The roll-label aggregate, one namespace: the shop's reads (`Labels.settings`, `options`,
 * `quote`) and the label-pricing editor's (`settingsWithReferences`, `preview`, `update`,
 * `history`, `rollback`). The shop's eagerly loaded router imports ./shop alone, so its bundle
 * does not carry the editor's code.
 */
export * from "./shop";
export * from "./admin";
