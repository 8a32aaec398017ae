/**
 * Synthesizes the real app from sst.config.ts offline, for the infrastructure tests.
 *
 * Follows how `sst deploy` builds the app (shared/notes/infrastructure-offline.md): the project is
 * initialised with an explicit stage (no personal-stage prompt), the App is built with
 * name/region/stage from the config and `sst.config.ts`'s own `stacks()`, and `finish()` runs the
 * deferred tasks that bundle the Lambda with esbuild and package the sites' dist/ folders. Needs
 * NODE_ENV=test (vitest's default), under which SST skips its AWS bootstrap lookups.
 *
 * `initProject` keeps its project in module state, so one process synthesizes one stage: each
 * stage has its own test file (vitest runs files in separate forks).
 */
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { Template } from "aws-cdk-lib/assertions";
import { afterAll, beforeAll, test } from "vitest";
import { App, getStack } from "sst/constructs";
import { initProject, useProject } from "sst/project.js";
import config from "../sst.config";

type StackFunction = Parameters<typeof getStack>[0];

export interface SynthesizedApp {
  app: App;
  /** Where this synthesis bundled the Lambda and packaged the sites. */
  artifactsDir: string;
  template(stack: StackFunction): Template;
  cleanUp(): void;
}

export async function synthesize(stage: string): Promise<SynthesizedApp> {
  if (process.env.NODE_ENV !== "test") {
    throw new Error("synthesize() needs NODE_ENV=test: otherwise SST looks up AWS credentials");
  }
  await initProject({ stage });
  const project = useProject();
  // Test files run in parallel processes: give each its own output folder, or their bundles,
  // site packages and generated types (which App deletes and rewrites) would collide.
  // (Removed by `cleanUp`.)
  const outDir = path.join(project.paths.out, "test", `${stage}-${process.pid}`);
  const artifactsDir = path.join(outDir, "artifacts");
  project.paths.out = outDir;
  project.paths.artifacts = artifactsDir;

  const { name, region } = project.config;
  const app = new App({ mode: "deploy", name, region, stage });
  await config.stacks(app);
  await app.finish();

  const templates = new Map<StackFunction, Template>();
  return {
    app,
    artifactsDir,
    cleanUp: () => rmSync(outDir, { recursive: true, force: true }),
    template(stack) {
      let template = templates.get(stack);
      if (!template) {
        template = Template.fromStack(getStack(stack));
        templates.set(stack, template);
      }
      return template;
    },
  };
}

/**
 * Synthesizes `stage` once for the calling test file. A synthesis error (missing handler or
 * build output, a construct that throws) is reported as a failed test, and every test that reads
 * the app fails with it, instead of the whole file being marked skipped.
 */
export function useSynthesizedApp(
  stage: string,
  env: Record<string, string> = {},
): () => SynthesizedApp {
  let synthesized: SynthesizedApp | undefined;
  let failure: unknown;
  beforeAll(async () => {
    const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
    Object.assign(process.env, env);
    try {
      synthesized = await synthesize(stage);
    } catch (error) {
      failure = error;
    } finally {
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
  });
  afterAll(() => synthesized?.cleanUp());
  test(`synthesizes stage ${stage} from sst.config.ts offline`, () => {
    if (failure) throw failure;
  });
  return () => {
    if (!synthesized) throw failure ?? new Error("the app was not synthesized");
    return synthesized;
  };
}

/** Names of the entries of a zip file (from its central directory; enough for site packages). */
export function listZipEntries(file: string): string[] {
  const zip = readFileSync(file);
  const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
  const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== END_OF_CENTRAL_DIRECTORY) end--;
  if (end < 0) throw new Error(`${file} is not a zip file`);
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(offset) !== CENTRAL_DIRECTORY_ENTRY)
      throw new Error(`${file}: bad central directory`);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    names.push(zip.toString("utf8", offset + 46, offset + 46 + nameLength));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

// The viewer-function executor, shared with the deployed-shape runner (test/deployed/).
export { runViewerFunction, type ViewerRequest } from "./viewer-function";
