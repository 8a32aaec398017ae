import { describe, expect, it } from "vitest";
import { DynamoClient } from "@printshop/dynamo";
import { spawn } from "node:child_process";
import {
  DYNAMODB_LOCAL_JVM_OPTIONS,
  localCredentials,
  spawnWithJvmOptions,
  startLocalEngine,
} from "./engine";

describe("local DynamoDB engine", () => {
  it("starts in memory, answers ListTables, and stops", async () => {
    const engine = await startLocalEngine();
    const client = new DynamoClient({
      endpoint: engine.endpoint,
      region: "local",
      credentials: localCredentials,
    });
    const out = await client.call<{ TableNames: string[] }>("ListTables", {});
    expect(out.TableNames).toEqual([]);
    client.destroy();
    await engine.stop();
    const after = new DynamoClient({
      endpoint: engine.endpoint,
      region: "local",
      credentials: localCredentials,
      maxAttempts: 1,
    });
    await expect(after.call("ListTables", {})).rejects.toMatchObject({ code: "ECONNREFUSED" });
    after.destroy();
  });
});

describe("DynamoDB Local's JVM options", () => {
  const printed = (spawned: ReturnType<typeof spawn>) =>
    new Promise<string>((resolve) => {
      let out = "";
      spawned.stdout!.on("data", (chunk: Buffer) => (out += chunk.toString()));
      spawned.once("exit", () => resolve(out.trim()));
    });
  const printOptions = () =>
    spawn(process.execPath, ["-e", "process.stdout.write(process.env.JAVA_TOOL_OPTIONS ?? '')"], {
      stdio: ["ignore", "pipe", "inherit"],
    });

  it("the engine's process gets the client compiler and the serial collector; ours is left as it was", async () => {
    const before = process.env.JAVA_TOOL_OPTIONS;
    delete process.env.JAVA_TOOL_OPTIONS;
    try {
      const out = await printed(spawnWithJvmOptions(printOptions));
      expect(out).toBe(DYNAMODB_LOCAL_JVM_OPTIONS);
      expect(out).toContain("-XX:TieredStopAtLevel=1");
      expect(process.env.JAVA_TOOL_OPTIONS).toBeUndefined();
    } finally {
      if (before !== undefined) process.env.JAVA_TOOL_OPTIONS = before;
    }
  });

  it("options the environment sets are the ones the engine gets", async () => {
    const before = process.env.JAVA_TOOL_OPTIONS;
    process.env.JAVA_TOOL_OPTIONS = "-Xmx256m";
    try {
      expect(await printed(spawnWithJvmOptions(printOptions))).toBe("-Xmx256m");
      expect(process.env.JAVA_TOOL_OPTIONS).toBe("-Xmx256m");
    } finally {
      if (before === undefined) delete process.env.JAVA_TOOL_OPTIONS;
      else process.env.JAVA_TOOL_OPTIONS = before;
    }
  });
});
