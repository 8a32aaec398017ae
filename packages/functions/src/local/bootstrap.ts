import { Seed } from "@printshop/core";
import { database, configureDatabase } from "@printshop/core/dynamo/db";
import { ensureTable } from "@printshop/core/dynamo/client";
import { startLocalEngine, type LocalEngine } from "@printshop/core/local/engine";

export interface LocalDatabase {
  endpoint: string;
  table: string;
  engine: LocalEngine | null;
  seeded: boolean;
}

/**
 * Brings up the database for a local run: DynamoDB Local from the npm package (on disk under
 * `dataDir`, so data survives a restart) unless DYNAMODB_ENDPOINT points at one already; then
 * the table, and the demo catalogue when the table is empty.
 */
export async function prepareLocalDatabase(
  options: { dataDir?: string; table?: string } = {},
): Promise<LocalDatabase> {
  const table = process.env.TABLE_NAME || options.table || "printshop";
  let endpoint = process.env.DYNAMODB_ENDPOINT;
  let engine: LocalEngine | null = null;
  if (!endpoint) {
    engine = await startLocalEngine({ dataDir: options.dataDir });
    endpoint = engine.endpoint;
  }
  process.env.DYNAMODB_ENDPOINT = endpoint;
  process.env.TABLE_NAME = table;
  configureDatabase({ endpoint, table });
  await ensureTable(database().client, table);
  const seeded = await Seed.isEmpty();
  if (seeded) await Seed.load();
  return { endpoint, table, engine, seeded };
}

/** Stops the engine and the server on Ctrl-C or a kill, once. */
export function stopOnSignals(stop: () => Promise<void>): void {
  let stopping = false;
  const handler = () => {
    if (stopping) return;
    stopping = true;
    void stop().finally(() => process.exit(0));
  };
  process.on("SIGINT", handler);
  process.on("SIGTERM", handler);
}

/**
 * Polls the server's readiness probe (`/health/ready`: the table answers) until it says 200:
 * the start script announces the shop only then. Gives up after `attempts` tries.
 */
export async function waitUntilReady(url: string, attempts = 50, pauseMs = 200): Promise<void> {
  let last = "no answer";
  for (let i = 0; i < attempts; i++) {
    try {
      const res = await fetch(url);
      if (res.status === 200) return;
      last = `${res.status} ${await res.text()}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((r) => setTimeout(r, pauseMs));
  }
  throw new Error(`${url} did not answer 200 (last: ${last})`);
}
