import { createService, type ShopService } from "../entities/service";
import { configFromEnv, createClient, type DatabaseConfig } from "./client";
import { documentClient } from "./document";
import type { DynamoClient } from "./http-client";

interface Database {
  config: DatabaseConfig;
  client: DynamoClient;
  service: ShopService;
}

let current: Database | undefined;

/** Points core at a table (tests give each file its own); without a call, the environment decides. */
export function configureDatabase(config: DatabaseConfig): Database {
  current?.client.destroy();
  const client = createClient(config);
  current = { config, client, service: createService(config.table, documentClient(client)) };
  return current;
}

export function database(): Database {
  return current ?? configureDatabase(configFromEnv());
}

export const db = (): ShopService => database().service;
