import { inject } from "vitest";
import { randomUUID } from "node:crypto";
import { configureDatabase } from "../packages/core/src/dynamo/db";
import { ensureTable } from "../packages/core/src/dynamo/client";

/**
 * Gives the calling test file its own table on the shared DynamoDB Local started by the
 * global setup, and points core at it.
 */
export async function useTestTable(prefix = "test") {
  const endpoint = inject("dynamoEndpoint");
  const table = `${prefix}-${randomUUID()}`;
  process.env.TABLE_NAME = table;
  process.env.DYNAMODB_ENDPOINT = endpoint;
  const database = configureDatabase({ endpoint, table });
  await ensureTable(database.client, table);
  return { endpoint, table, database };
}

declare module "vitest" {
  export interface ProvidedContext {
    dynamoEndpoint: string;
  }
}
