import type { CreateTableCommandInput } from "@aws-sdk/client-dynamodb";

/**
 * The single table's key schema. The SST Database stack declares the same names
 * (stacks/table-schema.ts); a test compares the two.
 */
export const tableKeys = {
  primary: { partitionKey: "pk", sortKey: "sk" },
  globalIndexes: {
    gsi1: { partitionKey: "gsi1pk", sortKey: "gsi1sk" },
    gsi2: { partitionKey: "gsi2pk", sortKey: "gsi2sk" },
  },
  timeToLiveAttribute: "expiresAt",
} as const;

export function createTableInput(tableName: string): CreateTableCommandInput {
  const attributeNames = [
    tableKeys.primary.partitionKey,
    tableKeys.primary.sortKey,
    ...Object.values(tableKeys.globalIndexes).flatMap((i) => [i.partitionKey, i.sortKey]),
  ];
  return {
    TableName: tableName,
    BillingMode: "PAY_PER_REQUEST",
    AttributeDefinitions: attributeNames.map((AttributeName) => ({
      AttributeName,
      AttributeType: "S",
    })),
    KeySchema: [
      { AttributeName: tableKeys.primary.partitionKey, KeyType: "HASH" },
      { AttributeName: tableKeys.primary.sortKey, KeyType: "RANGE" },
    ],
    GlobalSecondaryIndexes: Object.entries(tableKeys.globalIndexes).map(([IndexName, k]) => ({
      IndexName,
      KeySchema: [
        { AttributeName: k.partitionKey, KeyType: "HASH" as const },
        { AttributeName: k.sortKey, KeyType: "RANGE" as const },
      ],
      Projection: { ProjectionType: "ALL" as const },
    })),
  };
}
