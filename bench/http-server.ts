import express from "express";
import { resolve } from "node:path";
import { Seed } from "@printshop/core";
import { configureDatabase, database } from "@printshop/core/dynamo/db";
import { ensureTable } from "@printshop/core/dynamo/client";
import { createApp } from "../packages/functions/src/local/app";

/**
 * One server for bench/http.bench.ts and bench/abuse.ts, run in its own process (pinned to one core by the parent):
 * `app` is the shop's real server, `bare` a plain Express JSON endpoint for comparison.
 */
const [kind, portArg] = process.argv.slice(2);
const port = Number(portArg);
if (kind === "bare") {
  const app = express();
  app.get("/json", (_req, res) => {
    res.json({ ok: true, n: 1 });
  });
  app.listen(port, () => process.send?.("ready"));
} else {
  const endpoint = process.env.DYNAMODB_ENDPOINT!;
  const table = process.env.TABLE_NAME!;
  configureDatabase({ endpoint, table });
  await ensureTable(database().client, table);
  if (await Seed.isEmpty()) await Seed.load();
  // BENCH_SITES=1: the built SPAs too (GET / is the shop's index.html), as `pnpm start` serves them.
  const root = resolve(import.meta.dirname, "..");
  const sites = process.env.BENCH_SITES ? { shop: resolve(root, "packages/shop/dist"), admin: resolve(root, "packages/admin/dist") } : undefined;
  createApp({ sites }).listen(port, () => process.send?.("ready"));
}
