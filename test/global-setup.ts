import type { TestProject } from "vitest/node";
import { startLocalEngine } from "../packages/core/src/local/engine";

/** One DynamoDB Local for the whole run; every test file creates its own table on it. */
export default async function setup(project: TestProject) {
  const engine = await startLocalEngine();
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
