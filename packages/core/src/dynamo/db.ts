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
  // The ElectroDB service is built once and re-pointed: building its ~50 entities validates each
  // model (~0.5 s of a core), which every test file paid when it took its own table.
  let service: ShopService;
  if (previous) {
    service = previous.service;
    service.setTableName(config.table);
    service.setClient(documentClient(client));
  } else service = createService(config.table, documentClient(client));
  current = { config, client, service };
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
