import { spawn } from "node:child_process";
import { join, resolve } from "node:path";
import { prepareLocalDatabase, stopOnSignals } from "../packages/functions/src/local/bootstrap";

/**
 * `pnpm dev`: DynamoDB Local on disk (.data/dynamodb), the table and the demo seed, then the API
 * and both SPAs with watch mode. Ctrl-C stops everything.
 */
const root = resolve(import.meta.dirname, "..");
const db = await prepareLocalDatabase({ dataDir: join(root, ".data", "dynamodb") });
const server = spawn(
  process.execPath,
  ["--import", "tsx", "--watch", "packages/functions/src/local/dev.ts"],
  {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, DYNAMODB_ENDPOINT: db.endpoint, TABLE_NAME: db.table },
  },
);
server.on("exit", (code) => {
  void db.engine?.stop().finally(() => process.exit(code ?? 0));
});
stopOnSignals(async () => {
  server.kill("SIGTERM");
  await db.engine?.stop();
});
