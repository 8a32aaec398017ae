import { electrodbClientPlugin } from "./esbuild-electrodb-client";
import { jsonImportAttributesPlugin } from "./esbuild-import-attributes";
import { ownSourceMapsPlugin } from "./esbuild-own-source-maps";
import { keepCheckedNamesPlugin } from "./esbuild-names";
import { isolateLazyDependenciesPlugin } from "./esbuild-isolate-lazy";
import { oneColdChunkPlugin } from "./esbuild-one-cold-chunk";
import { jsonschemaMemoPlugin } from "./esbuild-jsonschema-memo";
import { preflightWorkerPlugin } from "./esbuild-preflight-worker";

/**
 * The esbuild plugins of every Lambda (sst.config.ts) and of bench/lambda-bundle.ts, which
 * bundles the way a deploy does: SST v2's pinned esbuild cannot parse `with { type: "json" }`
 * (esbuild-import-attributes.ts); ElectroDB's `require` of the AWS SDK's lib-dynamodb, unused
 * with the project's own DynamoDB client, answers an empty module (esbuild-electrodb-client.ts);
 * the source maps cover the project's own code, not node_modules
 * (esbuild-own-source-maps.ts); without keepNames, the one class name a dependency compares is kept
 * (esbuild-names.ts, before the source-map plugin: both load files from node_modules); what loads
 * lazily has its own copy of the AWS SDK's shared packages (esbuild-isolate-lazy.ts: it resolves
 * every import of those copies); what a cold start reads is one chunk, not ten (esbuild-one-cold-chunk.ts,
 * first: it wraps the project's own lazy modules before the copies are decided); jsonschema, which
 * ElectroDB validates its models with on the first request, caches its URL resolution
 * (esbuild-jsonschema-memo.ts, before the source-map plugin: both load a file from node_modules);
 * the PDF preflight's worker is bundled as a file of its own beside the Lambda's
 * (esbuild-preflight-worker.ts: it only adds an output when the build is done).
 */
export const lambdaEsbuildPlugins = [
  oneColdChunkPlugin,
  isolateLazyDependenciesPlugin,
  jsonImportAttributesPlugin,
  electrodbClientPlugin,
  jsonschemaMemoPlugin,
  keepCheckedNamesPlugin,
  ownSourceMapsPlugin,
  preflightWorkerPlugin,
];

/**
 * The esbuild options every Lambda is built with on top of SST's (sst.config.ts `nodejs.esbuild`,
 * and bench/lambda-bundle.ts, which bundles as a deploy does).
 */
export const lambdaEsbuildOptions = {
  plugins: lambdaEsbuildPlugins,
  // The map keeps the mappings (stack traces point at TypeScript lines) but not a copy of every
  // source: --enable-source-maps reads and parses each map at load.
  sourcesContent: false,
  // SST turns keepNames on; off, a cold start parses and runs ~1,900 fewer calls (esbuild-names.ts).
  keepNames: false,
};
