import { execFileSync, fork, type ChildProcess } from "node:child_process";
import { resolve } from "node:path";
import autocannon from "autocannon";
import { startLocalEngine } from "@printshop/core/local/engine";
import { Account } from "@printshop/core";
import { configureDatabase, database } from "@printshop/core/dynamo/db";
import { ensureTable } from "@printshop/core/dynamo/client";
import { startServerProcess } from "./server-process";
import { bigUpload, fuzz } from "./abuse-requests";
import { publicRoutes } from "../packages/functions/test/fuzz";
import {
  CUSTOMERS,
  customersSigningIn,
  expectThat,
  failures,
  hostileCity,
  percentile,
  signInSequences,
} from "./abuse-sign-in";

/**
 * Issue 14's figures, against the real local server in its own process (pinned to core 0, real
 * scrypt cost, the built SPAs; run `pnpm build` first):
 *
 *   1. p99 of `GET /` and `shop.labels.quote`, idle and under 50 parallel wrong sign-ins (each
 *      from its own X-Forwarded-For address with TRUST_PROXY=loopback, so the per-IP throttle does
 *      not stop them and every one reaches the password-hash bound);
 *   2. seeded malformed requests (test/fuzz.ts) per public route: how many, how many 5xx;
 *   3. the server's resident memory while a 400 MB chunked body is sent to the API;
 *   4. customers signing in (issue 24): two real accounts signing in at 1 a second while the flood
 *      runs (all must succeed, p99 under 2 s); one customer every 1.5 s, two at once four times,
 *      15 wrong sign-ins from one address (429 from the throttle by the 6th), the right password
 *      after 10 failures on the account with a solved captcha; and a 60,000-character city on the
 *      samples route (a translated 400 in under 200 ms, `/health` meanwhile).
 *
 * Part 4's outcomes (not its times) are checked even with `--check`: the script exits 1 when a
 * customer is refused or a throttle answers otherwise, so CI fails on a wrong figure.
 *
 * `pnpm tsx bench/abuse.ts` for the figures; `--check` runs every part briefly (CI: it only proves
 * the script works, nothing is asserted about speed); `--flood-only --control` runs the first figure
 * with the flood's process busy-looping instead of sending (what the measurement owes to itself).
 * Only loopback traffic, every loop bounded.
 */
const check = process.argv.includes("--check");
// Links in the e-mails a sign-in may send need the site's origin (vitest's config sets one; run
// from a shell, every sign-in answered 500 without it); the bench never follows them.
process.env.SITE_ORIGIN ??= "http://localhost:3000";
/** `--flood-only`: the first figure alone (skips the fuzz and the 400 MB body). */
const floodOnly = process.argv.includes("--flood-only");
/** `--control`: the flood's process busy-loops instead of sending (the measurement's own noise). */
const control = process.argv.includes("--control");
// The server has core 0 to itself; this process (the measuring client) and the flood use core 1.
const CLIENT_CORE = "1";
execFileSync("taskset", ["-cp", CLIENT_CORE, String(process.pid)], { stdio: "ignore" });
const SECONDS = check ? 1 : Number(process.env.BENCH_SECONDS ?? 8);
const FLOOD = 50;
/** Idle-then-flooded rounds for the first figure (`BENCH_ROUNDS`, default 3; 1 with `--check`). */
const ROUNDS = check ? 1 : Number(process.env.BENCH_ROUNDS ?? 3);
const FUZZ_RUNS = check ? 5 : Number(process.env.FUZZ_RUNS ?? 1_000);
const UPLOAD_BYTES = check ? 8 * 1024 * 1024 : 400 * 1024 * 1024;

const startServer = (env: NodeJS.ProcessEnv) => startServerProcess("app", env, "0");

type Figures = Record<"home" | "quote", Awaited<ReturnType<typeof latency>>>;

async function latency(url: string, headers: Record<string, string> = {}) {
  const r = await autocannon({ url, connections: 4, duration: SECONDS, headers });
  return {
    p50: r.latency.p50,
    p99: r.latency.p99,
    rps: r.requests.average,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

/**
 * 50 workers, each sending wrong sign-ins one after another until `stop` is called, in a child
 * process (bench/flood.ts): in this process their fetch loops would delay autocannon's own event
 * loop, and that delay would be counted as the server's answer time.
 */
async function flood(base: string) {
  // The attacker's machine is not ours: on this one it shares core 1 with the measuring client,
  // under SCHED_IDLE (`chrt --idle`), so it runs whenever the client is not and a client wake-up
  // never waits for it. At nice 10 it still delayed the client's own timestamps: a mere busy loop
  // in its place, sending nothing, raised the "flooded" p99 1.0–1.44× (2026-11-23); under
  // SCHED_IDLE the same loop gives 0.86–1.17× (noise), while the real flood's rate stayed the
  // same (~1,300 sign-ins a second, printed): it still sends as fast as the server answers.
  const child = fork(
    resolve(import.meta.dirname, "flood.ts"),
    [base, String(FLOOD), ...(control ? ["--control"] : [])],
    {
      execPath: "taskset",
      execArgv: ["-c", CLIENT_CORE, "chrt", "--idle", "0", process.execPath, "--import", "tsx"],
      stdio: ["ignore", "ignore", "inherit", "ipc"],
    },
  );
  await new Promise<void>((ok) => child.once("message", () => ok()));
  return {
    stop: () =>
      new Promise<{ sent: number; byStatus: Record<number, number> }>((ok) => {
        child.once("message", (tally) =>
          ok(tally as { sent: number; byStatus: Record<number, number> }),
        );
        child.send("stop");
      }),
  };
}

// DYNAMODB_ENDPOINT: a DynamoDB Local already running (the test of --check passes the test run's),
// with a table of this run's own; else one is started here.
const given = process.env.DYNAMODB_ENDPOINT;
const engine = given ? { endpoint: given, stop: async () => {} } : await startLocalEngine();
const TABLE = `abuse-${process.pid}-${Date.now()}`;
let server: { port: number; child: ChildProcess } | undefined;
try {
  // The customers' accounts, at the real hash cost, in the table the server will use.
  configureDatabase({ endpoint: engine.endpoint, table: TABLE });
  await ensureTable(database().client, TABLE);
  for (const c of CUSTOMERS) await Account.createForTest({ email: c.email, password: c.password });
  server = await startServer({
    DYNAMODB_ENDPOINT: engine.endpoint,
    TABLE_NAME: TABLE,
    BENCH_SITES: "1",
    TRUST_PROXY: "loopback",
  });
  const base = `http://127.0.0.1:${server.port}`;
  const quoteUrl = `${base}/trpc/shop.labels.quote?input=${encodeURIComponent(
    JSON.stringify({
      width: 50,
      height: 50,
      quantity: 500,
      material: 1,
      print: 1,
      enrichment: 1,
      application: 0,
      diameter: 76,
      gap: 4,
      winding: 0,
      sheeting: false,
      prototype: false,
      personalization: false,
      freeSamples: false,
      noVat: false,
      locale: "pl",
    }),
  )}`;
  const html = { accept: "text/html" };
  await latency(`${base}/`, html); // warm-up
  await latency(quoteUrl);

  // Rounds alternate idle and flooded figures, so a burst of the machine's own load lands on one
  // round, not on every flooded figure; the ratio reported is the median of the rounds'.
  const rounds: {
    idle: Figures;
    loaded: Figures;
    tally: { sent: number; byStatus: Record<number, number> };
  }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    if (round > 0) await new Promise((r) => setTimeout(r, 3_000)); // the flood's queue drains
    const idle = { home: await latency(`${base}/`, html), quote: await latency(quoteUrl) };
    const flooding = await flood(base);
    await new Promise((r) => setTimeout(r, 1_000));
    const loaded = { home: await latency(`${base}/`, html), quote: await latency(quoteUrl) };
    rounds.push({ idle, loaded, tally: await flooding.stop() });
  }

  console.log(
    `server on core 0 alone (taskset -c 0), clients on core 1 (the flood under SCHED_IDLE), real scrypt cost, 4 connections, ${SECONDS} s per figure, ${ROUNDS} round(s) alternating idle and flooded`,
  );
  const summary: string[] = [];
  for (const name of ["home", "quote"] as const) {
    const label = name === "home" ? "GET /" : "shop.labels.quote";
    const ratios: number[] = [];
    rounds.forEach(({ idle, loaded }, i) => {
      const [a, b] = [idle[name], loaded[name]];
      const ratio = b.p99 / Math.max(a.p99, 1);
      ratios.push(ratio);
      console.log(
        `round ${i + 1} ${label.padEnd(18)} idle p50 ${a.p50} ms p99 ${a.p99} ms | under ${FLOOD} parallel wrong sign-ins p50 ${b.p50} ms p99 ${b.p99} ms | p99 ratio ${ratio.toFixed(2)} | non-2xx ${a.non2xx}/${b.non2xx}`,
      );
    });
    const sorted = [...ratios].sort((x, y) => x - y);
    summary.push(
      `${label}: p99 ratio median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(2)} (min ${sorted[0]!.toFixed(2)}, max ${sorted.at(-1)!.toFixed(2)})`,
    );
  }
  for (const line of summary) console.log(line);
  rounds.forEach(({ tally }, i) =>
    console.log(
      `round ${i + 1} flood: ${tally.sent} sign-ins sent (${(tally.sent / (SECONDS * 2 + 1)).toFixed(0)} a second), answers by status ${JSON.stringify(tally.byStatus)}`,
    ),
  );
  // Customers sign in at 1 a second while the flood goes on (the pages' load generator is off:
  // with it the core is saturated by design, and the pages' own figure is the one above).
  await new Promise((r) => setTimeout(r, 3_000));
  const flooding = await flood(base);
  await new Promise((r) => setTimeout(r, 1_000));
  const customers = customersSigningIn(base, 1);
  await new Promise((r) => setTimeout(r, (check ? 3 : 30) * 1_000));
  const all = await customers.stop();
  const floodTally = await flooding.stop();
  console.log(
    `customers' flood: ${floodTally.sent} wrong sign-ins sent, answers by status ${JSON.stringify(floodTally.byStatus)}`,
  );
  const ok = all.filter((a) => a.status === 200);
  const ms = all.map((a) => a.ms);
  console.log(
    `customers signing in at 1 a second under the flood: ${ok.length} of ${all.length} in (${JSON.stringify(Object.fromEntries([...new Set(all.map((a) => a.status))].map((s) => [s, all.filter((a) => a.status === s).length])))}), p50 ${percentile(ms, 50).toFixed(0)} ms, p99 ${percentile(ms, 99).toFixed(0)} ms, max ${Math.max(...ms).toFixed(0)} ms`,
  );
  expectThat(all.length > 0 && ok.length === all.length, "a customer was refused under the flood", {
    timing: true,
  });
  await new Promise((r) => setTimeout(r, 3_000));
  await signInSequences(base);
  await hostileCity(base);

  if (!floodOnly) {
    // The flood's last admitted hash is followed by a pause in which sign-ins are shed with 503:
    // let it pass, so the fuzz counts how malformed requests are answered, not the flood's shedding.
    await new Promise((r) => setTimeout(r, 3_000));
    const f = await fuzz(server.port, FUZZ_RUNS);
    console.log(
      `fuzz: ${f.requests} malformed requests (${FUZZ_RUNS} per public route, ${publicRoutes().length} routes), ${f.server5xx} × 5xx, ${f.noAnswer} without an answer`,
    );

    const u = await bigUpload(server.port, server.child.pid!, UPLOAD_BYTES);
    console.log(
      `${(UPLOAD_BYTES / 1024 / 1024).toFixed(0)} MB chunked body to /trpc/shop.cart.add: answer ${u.status}, client had written ${u.sentMiB.toFixed(1)} MiB when the connection closed; server RSS ${u.before.toFixed(0)} MiB before, peak ${u.peak.toFixed(0)} MiB`,
    );
  }
} finally {
  server?.child.kill();
  await engine.stop();
}
if (failures.length > 0) {
  console.error(`FAILED: ${failures.join("; ")}`);
  process.exit(1);
}
