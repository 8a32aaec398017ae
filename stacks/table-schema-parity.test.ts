import { describe, expect, it } from "vitest";
import { tableSchema } from "./table-schema";
import { createTableInput, tableKeys } from "../packages/core/src/dynamo/table";

/** The table the app creates locally (tests, dev) is the table the Database stack deploys. */
describe("local table and deployed table", () => {
  const local = createTableInput("any");

  it("have the same primary key", () => {
    expect(local.KeySchema).toEqual([
      { AttributeName: tableSchema.partitionKey, KeyType: "HASH" },
      { AttributeName: tableSchema.sortKey, KeyType: "RANGE" },
    ]);
  });

  it("declare the same string key attributes", () => {
    const declared = Object.fromEntries(
      (local.AttributeDefinitions ?? []).map((a) => [a.AttributeName, a.AttributeType]),
    );
    expect(declared).toEqual(tableSchema.attributes);
  });

  it("have the same global secondary indexes, projecting everything", () => {
    const indexes = Object.fromEntries(
      (local.GlobalSecondaryIndexes ?? []).map((i) => [
        i.IndexName,
        {
          partitionKey: i.KeySchema?.[0]?.AttributeName,
          sortKey: i.KeySchema?.[1]?.AttributeName,
          projection: i.Projection?.ProjectionType,
        },
      ]),
    );
    expect(indexes).toEqual(tableSchema.globalIndexes);
  });

  it("expire items by the same TTL attribute", () => {
    expect(tableKeys.timeToLiveAttribute).toBe(tableSchema.timeToLiveAttribute);
  });
});
