import type { FunctionProps } from "sst/constructs";
import { EMPTY_MAP } from "./esbuild-own-source-maps";

/** An esbuild plugin as SST's own (pinned) esbuild types it. */
type SstEsbuildPlugin = NonNullable<
  NonNullable<NonNullable<FunctionProps["nodejs"]>["esbuild"]>["plugins"]
>[number];

/** What ElectroDB's `require("@aws-sdk/lib-dynamodb")` gets in a Lambda bundle. */
export const ELECTRODB_LIB_STUB = "module.exports = {};";

/**
 * ElectroDB (CommonJS) `require`s all of `@aws-sdk/lib-dynamodb` when it loads (electrodb/src/
 * client.js), and with it `@aws-sdk/client-dynamodb` and `@smithy/core`, though it uses them only
 * to wrap a v3 SDK client (`new lib.GetCommand(params)` in DocumentClientV3Wrapper). The project
 * gives ElectroDB its own document client instead (core/src/dynamo/document.ts, the v2 shape, which
 * ElectroDB calls directly and never reaches `lib` for), so in a Lambda bundle that `require`
 * answers an empty module: the SDK's DynamoDB client, a quarter of the cold start's parse and
 * evaluation, is not in the bundle at all (bench/lambda-cold.ts). Every other importer of
 * lib-dynamodb (none in the project's code) would get the real package.
 */
export const electrodbClientPlugin: SstEsbuildPlugin = {
  name: "electrodb-without-lib-dynamodb",
  setup(build) {
    build.onResolve({ filter: /^@aws-sdk\/lib-dynamodb$/ }, (args) => {
      if (!/[\\/]electrodb[\\/]/.test(args.importer)) return undefined;
      return { path: "electrodb-lib-dynamodb", namespace: "electrodb-lib-stub" };
    });
    // Dependency code: no source map of its own (esbuild-own-source-maps.ts).
    build.onLoad({ filter: /.*/, namespace: "electrodb-lib-stub" }, () => ({
      contents: ELECTRODB_LIB_STUB + EMPTY_MAP,
      loader: "js",
    }));
  },
};
