import type { TestProject } from "vitest/node";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { Metafile } from "esbuild";
import { buildBundle, DIST, root } from "../packages/functions/build/bundle";
import { shopServerSource } from "../packages/functions/build/shop-server";
import { startLocalEngine } from "../packages/core/src/local/engine";

/**
 * The built API (packages/functions/dist, what the API and browser tests run: their
 * test/built.ts) is rebuilt when it is missing or older than anything it was built from (a file
 * in its metafile, the build's own code, the dependency patches, the shop's server build that
 * dist/shop/ bundles). `pnpm test` builds first, so there this costs a look at the files' times;
 * a run of a few test files after an edit gets a fresh build once, not one per test file.
 */
function builtIsStale(): string | null {
  let built: number;
  let metafile: Metafile;
  try {
    const file = path.join(DIST, "metafile.json");
    built = statSync(file).mtimeMs;
    metafile = JSON.parse(readFileSync(file, "utf8")) as Metafile;
  } catch {
    return "no build";
  }
  const build = path.join(root, "packages/functions/build");
  const patches = path.join(root, "patches");
  const sources = [
    ...Object.keys(metafile.inputs)
      .filter((input) => !input.includes(":"))
      .map((input) => path.join(root, input)),
    ...readdirSync(build).map((name) => path.join(build, name)),
    ...readdirSync(patches).map((name) => path.join(patches, name)),
  ];
  // The shop's server build, which the bundle's renderer (dist/shop/) is made of, once built.
  if (existsSync(shopServerSource(root))) sources.push(shopServerSource(root));
  for (const source of sources) {
    const changed = statSync(source, { throwIfNoEntry: false });
    if (!changed || changed.mtimeMs > built) return path.relative(root, source);
  }
  return null;
}

/** The built API brought up to date and DynamoDB Local started, once per run. */
async function startRun() {
  const stale = builtIsStale();
  if (stale) {
    console.log(`Building the API (${stale} is newer than packages/functions/dist)`);
    await buildBundle();
  }
  // A loaded machine (CI runners, shared build hosts) can take well over 30 s to start the JVM.
  return startLocalEngine({ timeoutMs: 120_000 });
}

/**
 * One DynamoDB Local for the whole run; every test file creates its own table on it. Vitest calls
 * this once per project (vitest.config.ts: the root, "unit", "integration"), in one process: the
 * first call starts the engine, the others share it, the last teardown stops it.
 */
export default async function setup(project: TestProject) {
  const run = ((globalThis as { printshopRun?: SharedRun }).printshopRun ??= {
    engine: startRun(),
    users: 0,
  });
  run.users++;
  const engine = await run.engine;
  project.provide("dynamoEndpoint", engine.endpoint);
  return async () => {
    if (--run.users > 0) return;
    delete (globalThis as { printshopRun?: SharedRun }).printshopRun;
    await engine.stop();
  };
}

type SharedRun = {
  engine: ReturnType<typeof startRun>;
  users: number;
};

declare module "vitest" {
  export interface ProvidedContext {
    dynamoEndpoint: string;
  }
}
