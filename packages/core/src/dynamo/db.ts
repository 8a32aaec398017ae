import { createService, type ShopService } from "../entities/service";
import { configFromEnv, createClient, type DatabaseConfig } from "./client";
import { documentClient, type DynamoClient } from "@printshop/dynamo";
import { changed } from "../cache";

interface Database {
  config: DatabaseConfig;
  client: DynamoClient;
  service: ShopService;
}

let current: Database | undefined;
const listeners = new Set<() => void>();

/**
 * Forgets what a module read from the table it used before (a cache outside cache.ts's
 * definition caches): called when core is pointed at another table.
 */
export function whenDatabaseChanges(forget: () => void): void {
  listeners.add(forget);
}

/**
 * Points core at a table (tests give each file its own); without a call, the environment decides.
 * What was cached from the previous table is forgotten: the definition caches (cache.ts) and the
 * modules' own (`whenDatabaseChanges`), so test files that share a process start from their own
 * table's data.
 */
export function configureDatabase(config: DatabaseConfig): Database {
  const previous = current;
  previous?.client.destroy();
  const client = createClient(config);
  current = { config, client, service: createService(config.table, documentClient(client)) };
  if (previous) {
    changed();
    for (const forget of listeners) forget();
  }
  return current;
}

export function database(): Database {
  return current ?? configureDatabase(configFromEnv());
}

export const db = (): ShopService => database().service;
