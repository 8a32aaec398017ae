import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

/**
 * The local server as built (`pnpm build`: packages/functions/dist/local.mjs, the same build as
 * the Lambda), for the scripts that measure it in their own process. Its core is a copy of its
 * own: a script that seeds through its own imports of core points the built API at the same table
 * (`configureDatabase`).
 */
const file = resolve(import.meta.dirname, "../packages/functions/dist/local.mjs");
if (!existsSync(file)) throw new Error(`${file} is missing: run \`pnpm build\` first`);

export const builtApi = (await import(
  pathToFileURL(file).href
)) as typeof import("../packages/functions/src/local/index");
