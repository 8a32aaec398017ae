/**
 * How soon the label page shows a published change: `pnpm tsx bench/label-publish-visible.ts`.
 * Two server processes over one DynamoDB Local table (two Lambda instances, as in AWS). Both have
 * the label settings cached (a quote warmed them). A `catalogue` person publishes a new material
 * price through instance A (`admin.labels.update`); the script then asks both instances for the
 * label page's quote (`shop.labels.quote`) every 50 ms and reports when each shows the new price.
 * A clears its cache at once (`changed("labels")`); B follows when its cache's TTL runs out
 * (DEFINITION_TTL_MS). Then it restores version 1 (`admin.labels.rollback`).
 */
import { fork, type ChildProcess } from "node:child_process";
import { resolve } from "node:path";
import { Account, Session } from "@printshop/core";
import { configureDatabase, database } from "@printshop/core/dynamo/db";
import { ensureTable } from "@printshop/core/dynamo/client";
import { Seed } from "@printshop/core";
import { freePort, startLocalEngine } from "@printshop/core/local/engine";

async function startServer(env: NodeJS.ProcessEnv): Promise<{ port: number; child: ChildProcess }> {
  const port = await freePort();
  const child = fork(resolve(import.meta.dirname, "http-server.ts"), ["app", String(port)], {
    execArgv: ["--import", "tsx"],
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  await new Promise<void>((ok, fail) => {
    child.once("message", () => ok());
    child.once("exit", (code) => fail(new Error(`server exited with ${code}`)));
  });
  return { port, child };
}

const label = {
  width: 50,
  height: 50,
  quantity: 500,
  material: 2,
  print: 1,
  enrichment: 1,
  application: 0,
  diameter: 76,
  gap: 4,
  winding: 0,
  locale: "pl",
};
const ecoNet = async (port: number): Promise<number> => {
  const r = await fetch(
    `http://127.0.0.1:${port}/trpc/shop.labels.quote?input=${encodeURIComponent(JSON.stringify(label))}`,
  );
  return ((await r.json()) as { result: { data: { prices: { eco: { net: number } } } } }).result
    .data.prices.eco.net;
};
async function admin(
  port: number,
  cookie: string,
  proc: string,
  input: unknown,
  method: "GET" | "POST" = "POST",
) {
  const url = `http://127.0.0.1:${port}/trpc/${proc}${method === "GET" ? `?input=${encodeURIComponent(JSON.stringify(input))}` : ""}`;
  const r = await fetch(url, {
    method,
    headers: { cookie, origin: `http://127.0.0.1:${port}`, "content-type": "application/json" },
    body: method === "POST" ? JSON.stringify(input) : undefined,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each call's answer is read as that procedure's own shape
  const body = (await r.json()) as { result?: { data: any }; error?: unknown };
  if (!body.result) throw new Error(`${proc}: ${JSON.stringify(body.error)}`);
  return body.result.data;
}

const engine = await startLocalEngine();
const children: ChildProcess[] = [];
try {
  const env = { DYNAMODB_ENDPOINT: engine.endpoint, TABLE_NAME: "publish-bench" };
  configureDatabase({ endpoint: env.DYNAMODB_ENDPOINT, table: env.TABLE_NAME });
  await ensureTable(database().client, env.TABLE_NAME);
  if (await Seed.isEmpty()) await Seed.load();
  const userId = await Account.createForTest({
    email: `bench-${Date.now()}@example.com`,
    password: "bench password 1",
    role: "catalogue" as never,
  });
  // A whole staff session straight in the table, as if the second factor had been given.
  const { sessionId } = await Session.create(userId, { stage: "staff" });
  const cookie = `${Session.SESSION_COOKIE}=${sessionId}`;

  const a = await startServer(env);
  const b = await startServer(env);
  children.push(a.child, b.child);
  const before = [await ecoNet(a.port), await ecoNet(b.port)];
  const s = await admin(a.port, cookie, "admin.labels.settings", {}, "GET");
  const draft = structuredClone(s.settings);
  draft.materials.find((m: { id: number }) => m.id === 2).factor = 3.1;
  const t0 = performance.now();
  const published = await admin(a.port, cookie, "admin.labels.update", {
    version: s.version,
    settings: draft,
  });
  const publishMs = performance.now() - t0;
  const seen: Record<string, number | null> = { A: null, B: null };
  while ((seen.A === null || seen.B === null) && performance.now() - t0 < 60_000) {
    const [na, nb] = await Promise.all([ecoNet(a.port), ecoNet(b.port)]);
    if (seen.A === null && na !== before[0]) seen.A = performance.now() - t0;
    if (seen.B === null && nb !== before[1]) seen.B = performance.now() - t0;
    await new Promise((ok) => setTimeout(ok, 50));
  }
  console.log(
    `publish (admin.labels.update, checks every reference configuration): ${publishMs.toFixed(0)} ms`,
  );
  console.log(
    `label page price changed on the publishing instance A after ${seen.A?.toFixed(0)} ms, on the other instance B after ${seen.B?.toFixed(0)} ms (TTL ${process.env.DEFINITION_CACHE_TTL_MS ?? "default"})`,
  );
  await admin(a.port, cookie, "admin.labels.rollback", {
    version: published.version,
    toVersion: s.version,
  });
  console.log(`restored: A shows ${await ecoNet(a.port)} (was ${before[0]})`);
} finally {
  for (const c of children) c.kill();
  await engine.stop();
}
