import { performance } from "node:perf_hooks";
import { startLocalEngine } from "@printshop/core/local/engine";
import { configureDatabase } from "@printshop/core/dynamo/db";
import { ensureTable } from "@printshop/core/dynamo/client";
import { countRequests } from "@printshop/core/dynamo/counter";
import { changed } from "@printshop/core/cache";
import { clearChunkCache, readHead } from "@printshop/core/price-table/store";
import * as Admin from "@printshop/core/price-table/admin";
import { importTable } from "@printshop/core/price-table/import-export";
import { quote } from "@printshop/core/price-table/shop";
import { product as catalogueProduct } from "@printshop/core/catalogue/index";
import { makeProduct, RUNS } from "./price-product";

/**
 * The price store on DynamoDB Local (docs/data-model.md, "Price tables"): a generated product of
 * 100,000 cells (10,000 combinations × 10 runs) imported from CSV, changed by +5 %, restored; the
 * shop's quote (latency and DynamoDB requests) and the product page's JSON size at 100 cells and
 * at 100,000. Run: `pnpm tsx bench/price-store.ts`; `--check` is a short mode for CI (10,000
 * cells) that fails when a request count or a size rule is broken.
 */
const check = process.argv.includes("--check");
const SIDE = check ? 32 : 100; // values per attribute: SIDE² combinations
const QUOTES = check ? 30 : 200;
const actor = { userId: "bench", email: "bench@example.com" };
const failures: string[] = [];
const expectThat = (ok: boolean, what: string) => void (ok || failures.push(what));

async function timed<T>(fn: () => Promise<T>) {
  const start = performance.now();
  const { result, requests } = await countRequests(fn);
  return { result, requests, ms: performance.now() - start };
}

const pct = (xs: number[], p: number) =>
  [...xs].sort((x, y) => x - y)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))]!;

async function quotes(
  productId: number,
  side: number,
  valueIds: (i: number, j: number) => number[],
) {
  changed();
  clearChunkCache();
  const cold = await timed(() =>
    quote({ productId, valueIds: valueIds(0, 0), vat: 23 }, { locale: "pl" }),
  );
  expectThat(
    cold.result.errors.length === 0 && cold.result.rows.length === RUNS.length,
    `product ${productId}: cold quote priced`,
  );
  const warm: number[] = [];
  const requests: number[] = [];
  for (let k = 0; k < QUOTES; k++) {
    clearChunkCache(); // the definition stays cached; the chunk is read (1 request)
    const q = await timed(() =>
      quote(
        { productId, valueIds: valueIds((k * 7) % side, (k * 13) % side), vat: 23 },
        { locale: "pl" },
      ),
    );
    warm.push(q.ms);
    requests.push(q.requests);
  }
  await quote({ productId, valueIds: valueIds(0, 0), vat: 23 }, { locale: "pl" }); // its chunk is now cached
  const hot = await timed(() =>
    quote({ productId, valueIds: valueIds(0, 0), vat: 23 }, { locale: "pl" }),
  );
  // A warm quote reads its chunk (1 request); when the definition's short TTL (DEFINITION_TTL_MS)
  // ran out during the loop, that quote reloads it (2, as cold).
  return {
    cold,
    warm: {
      p50: pct(warm, 50),
      p95: pct(warm, 95),
      requestsP50: pct(requests, 50),
      maxRequests: Math.max(...requests),
      reloads: requests.filter((r) => r > 1).length,
    },
    hot,
  };
}

// DYNAMODB_ENDPOINT: a DynamoDB Local already running (a table of its own is made); else one is started.
const given = process.env.DYNAMODB_ENDPOINT;
const engine = given ? { endpoint: given, stop: async () => undefined } : await startLocalEngine();
try {
  const table = `bench-prices-${Date.now()}`;
  const { client } = configureDatabase({ endpoint: engine.endpoint, table });
  await ensureTable(client, table);
  const small = await makeProduct(1, 5, 2);
  const big = await makeProduct(2, SIDE, SIDE);
  const cells = SIDE * SIDE * RUNS.length;
  console.log(
    `price store on DynamoDB Local${check ? " (--check)" : ""}: small product ${5 * 2 * RUNS.length} cells, big product ${cells.toLocaleString("en")} cells (${(SIDE * SIDE).toLocaleString("en")} combinations × ${RUNS.length} runs), CSV ${(big.csv.length / 1024 / 1024).toFixed(1)} MB`,
  );

  await importTable({ productId: 1, format: "csv", content: small.csv, dryRun: false }, actor);
  const dry = await timed(() =>
    importTable({ productId: 2, format: "csv", content: big.csv, dryRun: true }, actor),
  );
  expectThat(
    dry.result.added === cells && dry.result.errors.length === 0,
    "dry run counts every cell as added",
  );
  const imported = await timed(() =>
    importTable({ productId: 2, format: "csv", content: big.csv, dryRun: false }, actor),
  );
  expectThat(imported.result.changeSetId !== null, "import published");
  const head = await readHead(2);
  console.log(`import dry run        ${(dry.ms / 1000).toFixed(1)} s, ${dry.requests} requests`);
  console.log(
    `import (CSV → publish) ${(imported.ms / 1000).toFixed(1)} s, ${imported.requests} requests, ${head.chunkCount} chunks (avg ${((big.csv.length * 0.45) / head.chunkCount / 1024).toFixed(1)} KB est.)`,
  );

  const bump = await timed(() =>
    Admin.changeAll({ productId: 2, range: "all", changeType: "increase", value: "5" }, actor),
  );
  expectThat(
    !bump.result.preview && bump.result.changed > cells * 0.9,
    "change all changed the cells",
  );
  console.log(
    `change all +5 %       ${(bump.ms / 1000).toFixed(1)} s, ${bump.requests} requests, ${"written" in bump.result ? bump.result.written : "?"} chunks written`,
  );

  const restore = await timed(() =>
    Admin.rollback({ changeSetId: imported.result.changeSetId! }, actor),
  );
  expectThat(restore.requests === 3, `restore costs 3 requests (was ${restore.requests})`);
  console.log(`restore               ${restore.ms.toFixed(0)} ms, ${restore.requests} requests`);

  const history = await timed(() =>
    Admin.cellHistory({
      productId: 2,
      combination: `${2_000_000 + 10_000},${2_000_000 + 20_000}`,
      copy: 100,
    }),
  );
  console.log(
    `one cell's history    ${history.ms.toFixed(0)} ms, ${history.requests} requests, ${history.result.items.length} entries`,
  );

  const qs = await quotes(1, 1, (i) => small.valueIds(i % 5, i % 2));
  const qb = await quotes(2, SIDE, big.valueIds);
  for (const [name, q] of [
    ["100 cells", qs],
    [`${cells.toLocaleString("en")} cells`, qb],
  ] as const) {
    console.log(
      `shop.table.quote at ${name.padEnd(14)} cold ${q.cold.ms.toFixed(1)} ms / ${q.cold.requests} req; definition warm, chunk read: p50 ${q.warm.p50.toFixed(2)} ms, p95 ${q.warm.p95.toFixed(2)} ms, ${q.warm.requestsP50} req (${q.warm.reloads} of ${QUOTES} reloaded the definition after its TTL: 2); chunk cached: ${q.hot.ms.toFixed(2)} ms / ${q.hot.requests} req`,
    );
    expectThat(q.cold.requests <= 2, `${name}: cold quote ≤ 2 requests (was ${q.cold.requests})`);
    expectThat(
      q.warm.requestsP50 <= 1 && q.warm.maxRequests <= 2,
      `${name}: warm quote 1 request, ≤ 2 on a TTL reload (was ${q.warm.requestsP50}/${q.warm.maxRequests})`,
    );
  }

  changed();
  const pageSmall = JSON.stringify(await catalogueProduct({ slug: "bench-1" }));
  const pageBig = JSON.stringify(await catalogueProduct({ slug: "bench-2" }));
  const strip = (json: string) => {
    const p = JSON.parse(json) as { attributes: unknown; prices?: unknown };
    expectThat(!("prices" in p), "product page carries no price cells");
    return JSON.stringify({ ...p, attributes: [] }).length;
  };
  console.log(
    `product page JSON     100 cells: ${pageSmall.length} B; ${cells.toLocaleString("en")} cells: ${pageBig.length} B (of which attribute values ${pageBig.length - strip(pageBig)} B); without attributes ${strip(pageSmall)} B vs ${strip(pageBig)} B`,
  );
  expectThat(
    Math.abs(strip(pageSmall) - strip(pageBig)) < 20,
    "product page size apart from attributes is independent of the table",
  );
  if (!check) {
    expectThat(imported.ms <= 60_000, "import ≤ 60 s");
    expectThat(bump.ms <= 30_000, "change all ≤ 30 s");
    expectThat(restore.ms <= 30_000, "restore ≤ 30 s");
  }
} finally {
  await engine.stop();
}
if (failures.length) {
  console.error(`FAILED:\n- ${failures.join("\n- ")}`);
  process.exit(1);
}
console.log("ok");
