/**
 * The single DynamoDB table of the data model, in one place.
 *
 * `stacks/Database.ts` builds the deployed table from this constant, and the app's local table
 * creation (DynamoDB Local in tests and `pnpm dev`) can be compared with it, so the two cannot
 * drift apart silently. Plain data only: no CDK or SST imports, so anything may import it.
 */
export const tableSchema = {
  partitionKey: "pk",
  sortKey: "sk",
  /** Every key attribute is a string. */
  attributes: {
    pk: "S",
    sk: "S",
    gsi1pk: "S",
    gsi1sk: "S",
    gsi2pk: "S",
    gsi2sk: "S",
  },
  globalIndexes: {
    gsi1: { partitionKey: "gsi1pk", sortKey: "gsi1sk", projection: "ALL" },
    gsi2: { partitionKey: "gsi2pk", sortKey: "gsi2sk", projection: "ALL" },
  },
  /** Epoch seconds; DynamoDB deletes expired items (sessions, rate-limit counters) within days. */
  timeToLiveAttribute: "expiresAt",
} as const;

export type TableSchema = typeof tableSchema;
export type KeyAttribute = keyof TableSchema["attributes"];
