import path from "node:path";
import type { FunctionProps } from "sst/constructs";
import { EMPTY_MAP } from "./esbuild-own-source-maps";

/** An esbuild plugin as SST's own (pinned) esbuild types it. */
type SstEsbuildPlugin = NonNullable<NonNullable<NonNullable<FunctionProps["nodejs"]>["esbuild"]>["plugins"]>[number];

/**
 * The ten document-client commands ElectroDB sends (electrodb/src/client.js, DocumentClientV3Wrapper:
 * `new lib.GetCommand(params)` …), the only members of `@aws-sdk/lib-dynamodb` it uses.
 */
export const ELECTRODB_COMMANDS = {
  GetCommand: "GetItemCommand",
  PutCommand: "PutItemCommand",
  UpdateCommand: "UpdateItemCommand",
  DeleteCommand: "DeleteItemCommand",
  BatchWriteCommand: "BatchWriteItemCommand",
  BatchGetCommand: "BatchGetItemCommand",
  ScanCommand: "ScanCommand",
  QueryCommand: "QueryCommand",
  TransactWriteCommand: "TransactWriteItemsCommand",
  TransactGetCommand: "TransactGetItemsCommand",
} as const;

/**
 * ElectroDB is CommonJS and `require`s the whole of `@aws-sdk/lib-dynamodb`, whose index pulls
 * every command of it and of `@aws-sdk/client-dynamodb` (≈ 60, and the aggregated `DynamoDB`
 * class): esbuild cannot tree-shake a `require`. Evaluating them was the largest single item of
 * the Lambda's cold start after zod. For ElectroDB's import only, this plugin answers a module
 * that re-exports just the commands ElectroDB uses, from their own files in lib-dynamodb (ESM);
 * and for those files' import of `@aws-sdk/client-dynamodb`, one that re-exports only the ten
 * item commands they wrap, from their own files (a module reached through `require` is wrapped
 * whole by esbuild, so importing client-dynamodb's index there would still evaluate all of it).
 * The rest of both packages is dropped. Every other importer gets the real packages.
 */
export const electrodbCommandsPlugin: SstEsbuildPlugin = {
  name: "electrodb-lib-dynamodb-commands",
  setup(build) {
    build.onResolve({ filter: /^@aws-sdk\/lib-dynamodb$/ }, async (args) => {
      if (!/[\\/]electrodb[\\/]/.test(args.importer) || (args.pluginData as { real?: boolean } | undefined)?.real) return undefined;
      // The real package's location (this same hook is asked again: pluginData lets it pass).
      const real = await build.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: { real: true } });
      if (real.errors.length > 0) return { errors: real.errors };
      // …/lib-dynamodb/dist-cjs/index.js or dist-es/index.js → …/lib-dynamodb/dist-es/commands
      const commandsDir = path.join(path.dirname(path.dirname(real.path)), "dist-es", "commands");
      return { path: path.join(commandsDir, "electrodb-commands.js"), namespace: "electrodb-commands", pluginData: { commandsDir } };
    });
    build.onResolve({ filter: /^@aws-sdk\/client-dynamodb$/ }, async (args) => {
      if (!/[\\/]lib-dynamodb[\\/]dist-es[\\/]commands[\\/]/.test(args.importer) || (args.pluginData as { real?: boolean } | undefined)?.real) return undefined;
      const real = await build.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: { real: true } });
      if (real.errors.length > 0) return { errors: real.errors };
      const commandsDir = path.join(path.dirname(path.dirname(real.path)), "dist-es", "commands");
      return { path: path.join(commandsDir, "electrodb-item-commands.js"), namespace: "electrodb-commands", pluginData: { commandsDir } };
    });
    build.onLoad({ filter: /.*/, namespace: "electrodb-commands" }, (args) => {
      const { commandsDir } = args.pluginData as { commandsDir: string };
      const names = args.path.endsWith("electrodb-item-commands.js") ? Object.values(ELECTRODB_COMMANDS) : Object.keys(ELECTRODB_COMMANDS);
      return {
        // Dependency code: no source map of its own (esbuild-own-source-maps.ts).
        contents: [...new Set(names)].map((name) => `export { ${name} } from "./${name}.js";`).join("\n") + EMPTY_MAP,
        resolveDir: commandsDir,
        loader: "js",
      };
    });
  },
};
