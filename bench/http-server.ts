import express from "express";
import { resolve } from "node:path";
import { Calculator, Labels, PriceTable, Seed } from "@printshop/core";
import { configureDatabase, database } from "@printshop/core/dynamo/db";
import { ensureTable } from "@printshop/core/dynamo/client";
import { builtApi } from "./built-api";

/**
 * One server for bench/http.bench.ts and bench/abuse.ts, run in its own process (pinned to one core by the parent):
 * `app` is the shop's real server as built (`pnpm build`, bench/built-api.ts), `bare` a plain Express JSON endpoint for comparison, `bare-quote`
 * the three quotes as plain Express endpoints (bench/quote-cpu.ts).
 */
const [kind, portArg] = process.argv.slice(2);
const port = Number(portArg);
if (kind === "bare") {
  const app = express();
  app.get("/json", (_req, res) => {
    res.json({ ok: true, n: 1 });
  });
  app.listen(port, () => process.send?.("ready"));
} else if (kind === "bare-quote") {
  // The three quotes as bare Express GET endpoints: the same core function, the same input schema,
  // the same JSON bytes tRPC answers (`{"result":{"data":…}}`), and nothing else.
  configureDatabase({ endpoint: process.env.DYNAMODB_ENDPOINT!, table: process.env.TABLE_NAME! });
  const quotes = {
    labels: (input: unknown) => Labels.quote(Labels.quote.schema.parse(input), { locale: "pl" }),
    table: (input: unknown) =>
      PriceTable.quote(PriceTable.quote.schema.parse(input), { locale: "pl" }),
    calculator: (input: unknown) =>
      Calculator.quote(Calculator.quote.schema.parse(input), { locale: "pl" }),
  };
  const app = express();
  for (const [name, quote] of Object.entries(quotes)) {
    app.get(`/quote/${name}`, async (req, res) => {
      const data = await quote(JSON.parse(String(req.query.input)));
      res.type("application/json").send(JSON.stringify({ result: { data } }));
    });
  }
  app.listen(port, () => process.send?.("ready"));
} else {
  const endpoint = process.env.DYNAMODB_ENDPOINT!;
  const table = process.env.TABLE_NAME!;
  configureDatabase({ endpoint, table });
  builtApi.configureDatabase({ endpoint, table });
  await ensureTable(database().client, table);
  if (await Seed.isEmpty()) await Seed.load();
  // BENCH_SITES=1: the built SPAs too (GET / is the shop's index.html), as `pnpm start` serves them.
  const root = resolve(import.meta.dirname, "..");
  const sites = process.env.BENCH_SITES
    ? { shop: resolve(root, "packages/shop/dist"), admin: resolve(root, "packages/admin/dist") }
    : undefined;
  builtApi.createApp({ sites }).listen(port, () => process.send?.("ready"));
}
