import type { TestProject } from "vitest/node";
import { startLocalEngine } from "../packages/core/src/local/engine";

/** One DynamoDB Local for the whole run; every test file creates its own table on it. */
export default async function setup(project: TestProject) {
  // A loaded machine (CI runners, shared build hosts) can take well over 30 s to start the JVM.
  const engine = await startLocalEngine({ timeoutMs: 120_000 });
  project.provide("dynamoEndpoint", engine.endpoint);
  return async () => {
    await engine.stop();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    dynamoEndpoint: string;
  }
}
