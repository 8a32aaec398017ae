import { electrodbCommandsPlugin } from "./esbuild-electrodb-commands";
import { jsonImportAttributesPlugin } from "./esbuild-import-attributes";
import { ownSourceMapsPlugin } from "./esbuild-own-source-maps";

/**
 * The esbuild plugins of every Lambda (sst.config.ts) and of bench/lambda-bundle.ts, which
 * bundles the way a deploy does: SST v2's pinned esbuild cannot parse `with { type: "json" }`
 * (esbuild-import-attributes.ts); ElectroDB gets only the lib-dynamodb commands it sends
 * (esbuild-electrodb-commands.ts); the source maps cover the project's own code, not node_modules
 * (esbuild-own-source-maps.ts).
 */
export const lambdaEsbuildPlugins = [jsonImportAttributesPlugin, electrodbCommandsPlugin, ownSourceMapsPlugin];
