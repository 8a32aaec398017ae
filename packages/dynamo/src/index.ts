/**
 * A DynamoDB client for Node on `node:http(s)`: the service's JSON protocol, Signature Version 4,
 * the SDK's standard retries and timeouts (client.ts), the document client ElectroDB is given
 * (document.ts), and which failures mean "the database cannot serve right now" (unavailable.ts).
 *
 * Why not `@aws-sdk/client-dynamodb`: in the API Lambda the SDK's client and `@smithy/core` would
 * be a third of what a cold start reads and cost ~100 ms of its CPU (bench/lambda-cold.ts, issue
 * 23: 563 → 814 KiB read, 193 → 284 ms CPU to import the handler); the API needs a dozen
 * operations on one table. Its own package, with its own tests, so that core uses it as it
 * would use the SDK.
 */
export {
  DynamoClient,
  DynamoError,
  retryDelay,
  type CallHook,
  type DynamoClientConfig,
} from "./client";
export { documentClient, type DocumentClient } from "./document";
export { signRequest, type Credentials } from "./sigv4";
export { isDatabaseUnavailable } from "./unavailable";
