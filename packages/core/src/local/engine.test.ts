import { describe, expect, it } from "vitest";
import { DynamoClient } from "@printshop/dynamo";
import { localCredentials, startLocalEngine } from "./engine";

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
