import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { startLocalEngine, type LocalEngine } from "@printshop/core/local/engine";

/**
 * The BUILT local server (`node packages/functions/dist/server.mjs`, what `pnpm start` runs) in a
 * child process on a free port, over a fresh table it creates and seeds itself. DynamoDB Local:
 * `DYNAMODB_ENDPOINT` when set (the test run's engine), else one started here.
 */
const root = resolve(import.meta.dirname, "..");

async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once("error", fail);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => ok(port));
    });
  });
}

export interface BuiltServer {
  url: string;
  stop(): Promise<void>;
  /** The deployed shape's Lambda cold starts so far (a new execution environment each). */
  coldStarts?(): number;
}

export async function startBuiltServer(label: string): Promise<BuiltServer> {
  const entry = resolve(root, "packages/functions/dist/server.mjs");
  if (!existsSync(entry) || !existsSync(resolve(root, "packages/shop/dist/index.html")))
    throw new Error("no build: run `pnpm build` first");
  let engine: LocalEngine | null = null;
  let endpoint = process.env.DYNAMODB_ENDPOINT;
  if (!endpoint) {
    engine = await startLocalEngine({ timeoutMs: 120_000 });
    endpoint = engine.endpoint;
  }
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      // The test gateways and the KSeF test server take free ports of their own: by default they
      // take the three after PORT, which another server of the run may hold (EADDRINUSE seen once).
      P24_TEST_GATEWAY_PORT: "0",
      STRIPE_TEST_GATEWAY_PORT: "0",
      KSEF_TEST_SERVER_PORT: "0",
      DYNAMODB_ENDPOINT: endpoint,
      TABLE_NAME: `${label}-${Date.now()}-${process.pid}`,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (output += d.toString()));
  const url = `http://localhost:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await new Promise((ok) => child.once("exit", ok));
    }
    await engine?.stop();
  };
  try {
    // The server prints its line once `/health/ready` answers (table created and seeded).
    const deadline = Date.now() + 120_000;
    while (!output.includes("Shop on")) {
      if (child.exitCode !== null)
        throw new Error(`the built server exited (${child.exitCode}):\n${output}`);
      if (Date.now() > deadline) throw new Error(`the built server did not get ready:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
