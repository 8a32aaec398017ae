import { DynamoClient } from "@printshop/dynamo";
import { recordRequest } from "./counter";
import { createTableInput, tableKeys } from "./table";

export interface DatabaseConfig {
  /** Unset in AWS: the SDK then talks to the real service. */
  endpoint?: string;
  table: string;
  region?: string;
}

/** A DynamoDB client (@printshop/dynamo) whose every call is counted against the current API request. */
export function createClient(config: Pick<DatabaseConfig, "endpoint" | "region">): DynamoClient {
  const local = Boolean(config.endpoint);
  return new DynamoClient({
    endpoint: config.endpoint,
    region: config.region ?? process.env.AWS_REGION ?? (local ? "local" : "eu-central-1"),
    ...(local ? { credentials: { accessKeyId: "local", secretAccessKey: "local" } } : {}),
    // Retries back off exponentially with full jitter (a random wait up to 100 ms × 2^attempt),
    // so parallel callers do not retry in lockstep. Three attempts in all, and bounded waits,
    // keep a request inside the Lambda's 10 s when DynamoDB is down: the API then answers 503
    // with Retry-After (see functions/src/errors.ts).
    maxAttempts: 3,
    // In AWS a request that takes 5 s is abandoned (and retried); DynamoDB Local on a busy
    // development machine can be that slow without being down, so there it only logs a warning.
    connectionTimeout: 2_000,
    requestTimeout: 5_000,
    throwOnRequestTimeout: !local,
    // One count per call for `x-dynamodb-requests` (dynamo/counter.ts).
    onCall: recordRequest,
  });
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  const table = env.TABLE_NAME;
  if (!table) throw new Error("TABLE_NAME is not set");
  return { endpoint: env.DYNAMODB_ENDPOINT || undefined, table, region: env.AWS_REGION };
}

/** Creates the table (and its TTL) unless it exists; waits until it is active. */
export async function ensureTable(
  client: DynamoClient,
  tableName: string,
): Promise<"created" | "exists"> {
  let outcome: "created" | "exists" = "created";
  try {
    await client.call("CreateTable", { ...createTableInput(tableName) });
  } catch (error) {
    if ((error as Error)?.name !== "ResourceInUseException") throw error;
    outcome = "exists";
  }
  for (let i = 0; i < 100; i++) {
    const d = await client.call<{ Table?: { TableStatus?: string } }>("DescribeTable", {
      TableName: tableName,
    });
    if (d.Table?.TableStatus === "ACTIVE") break;
    await new Promise((r) => setTimeout(r, 100));
  }
  if (outcome === "created") {
    await client.call("UpdateTimeToLive", {
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: tableKeys.timeToLiveAttribute, Enabled: true },
    });
  }
  return outcome;
}
