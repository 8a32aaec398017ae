import { join, resolve } from "node:path";
import { Seed } from "@printshop/core";
import { prepareLocalDatabase } from "../packages/functions/src/local/bootstrap";

/**
 * `pnpm seed`: loads the demo catalogue (idempotent: items are written under their natural keys).
 * Uses DYNAMODB_ENDPOINT/TABLE_NAME when set, else the dev database under .data/dynamodb.
 */
const root = resolve(import.meta.dirname, "..");
const db = await prepareLocalDatabase({ dataDir: join(root, ".data", "dynamodb") });
const { items } = await Seed.load();
console.log(`Seeded ${items} items into ${db.table} at ${db.endpoint}`);
await db.engine?.stop();
