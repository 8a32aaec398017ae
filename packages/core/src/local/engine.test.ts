import { describe, expect, it } from "vitest";
import { DynamoDBClient, ListTablesCommand } from "@aws-sdk/client-dynamodb";
import { localCredentials, startLocalEngine } from "./engine";

describe("local DynamoDB engine", () => {
  it("starts in memory, answers ListTables, and stops", async () => {
    const engine = await startLocalEngine();
    const client = new DynamoDBClient({ endpoint: engine.endpoint, region: "local", credentials: localCredentials });
    const out = await client.send(new ListTablesCommand({}));
    expect(out.TableNames).toEqual([]);
    client.destroy();
    await engine.stop();
    const after = new DynamoDBClient({ endpoint: engine.endpoint, region: "local", credentials: localCredentials, maxAttempts: 1 });
    await expect(after.send(new ListTablesCommand({}))).rejects.toThrow();
    after.destroy();
  });
});
