import { beforeAll, describe, expect, inject, it } from "vitest";
import { randomUUID } from "node:crypto";
import { DynamoClient } from "./client";
import { documentClient, type DocumentClient } from "./document";

/**
 * The document client ElectroDB is given, against DynamoDB Local (the test run's, a table of its
 * own): every method ElectroDB calls, with values converting both ways; a cancelled transaction's
 * reasons; an `undefined` value refused before anything is sent. (ElectroDB itself on it:
 * core/src/dynamo/document.test.ts.)
 */
const table = `document-${randomUUID()}`;
let docs: DocumentClient;

beforeAll(async () => {
  const client = new DynamoClient({
    endpoint: inject("dynamoEndpoint"),
    region: "local",
    credentials: { accessKeyId: "local", secretAccessKey: "local" },
  });
  await client.call("CreateTable", {
    TableName: table,
    BillingMode: "PAY_PER_REQUEST",
    AttributeDefinitions: [
      { AttributeName: "pk", AttributeType: "S" },
      { AttributeName: "sk", AttributeType: "S" },
    ],
    KeySchema: [
      { AttributeName: "pk", KeyType: "HASH" },
      { AttributeName: "sk", KeyType: "RANGE" },
    ],
  });
  docs = documentClient(client);
});

const item = (n: number) => ({
  pk: "doc",
  sk: `item#${String(n).padStart(3, "0")}`,
  n,
  tags: ["a", "b"],
  nested: { ok: true, none: null, price: 12.5 },
});

describe("document client over DynamoDB Local", () => {
  it("puts, gets, updates and deletes items as plain values", async () => {
    await docs
      .put({ TableName: table, Item: item(1), ConditionExpression: "attribute_not_exists(pk)" })
      .promise();
    expect(
      (
        await docs
          .get({ TableName: table, Key: { pk: "doc", sk: "item#001" }, ConsistentRead: true })
          .promise()
      ).Item,
    ).toEqual(item(1));
    const updated = await docs
      .update({
        TableName: table,
        Key: { pk: "doc", sk: "item#001" },
        UpdateExpression: "SET #n = #n + :one",
        ExpressionAttributeNames: { "#n": "n" },
        ExpressionAttributeValues: { ":one": 1 },
        ReturnValues: "ALL_NEW",
      })
      .promise();
    expect(updated.Attributes).toEqual({ ...item(1), n: 2 });
    const deleted = await docs
      .delete({ TableName: table, Key: { pk: "doc", sk: "item#001" }, ReturnValues: "ALL_OLD" })
      .promise();
    expect(deleted.Attributes).toMatchObject({ n: 2 });
    expect(
      (await docs.get({ TableName: table, Key: { pk: "doc", sk: "item#001" } }).promise()).Item,
    ).toBeUndefined();
  });

  it("refuses a failed condition with the service's error, and an undefined value before sending", async () => {
    await docs.put({ TableName: table, Item: item(2) }).promise();
    await expect(
      docs
        .put({ TableName: table, Item: item(2), ConditionExpression: "attribute_not_exists(pk)" })
        .promise(),
    ).rejects.toMatchObject({
      name: "ConditionalCheckFailedException",
      message: expect.stringMatching(/conditional request failed/i),
    });
    await expect(
      docs.put({ TableName: table, Item: { pk: "doc", sk: "x", missing: undefined } }).promise(),
    ).rejects.toThrow(/removeUndefinedValues/);
    expect(
      (await docs.get({ TableName: table, Key: { pk: "doc", sk: "x" } }).promise()).Item,
    ).toBeUndefined();
  });

  it("queries page by page with the last key converted both ways", async () => {
    await docs
      .batchWrite({
        TableName: table,
        RequestItems: { [table]: [3, 4, 5].map((n) => ({ PutRequest: { Item: item(n) } })) },
      })
      .promise();
    const first = await docs
      .query({
        TableName: table,
        KeyConditionExpression: "pk = :pk AND begins_with(sk, :sk)",
        ExpressionAttributeValues: { ":pk": "doc", ":sk": "item#" },
        Limit: 2,
      })
      .promise();
    expect(first.Items).toEqual([item(2), item(3)]);
    expect(first.LastEvaluatedKey).toEqual({ pk: "doc", sk: "item#003" });
    const rest = await docs
      .query({
        TableName: table,
        KeyConditionExpression: "pk = :pk AND begins_with(sk, :sk)",
        ExpressionAttributeValues: { ":pk": "doc", ":sk": "item#" },
        ExclusiveStartKey: first.LastEvaluatedKey,
      })
      .promise();
    expect(rest.Items).toEqual([item(4), item(5)]);
    const scanned = await docs
      .scan({
        TableName: table,
        FilterExpression: "n > :n",
        ExpressionAttributeValues: { ":n": 4 },
      })
      .promise();
    expect(scanned.Items).toEqual([item(5)]);
  });

  it("reads and deletes in batches", async () => {
    const got = await docs
      .batchGet({
        RequestItems: {
          [table]: {
            Keys: [
              { pk: "doc", sk: "item#003" },
              { pk: "doc", sk: "item#004" },
            ],
          },
        },
      })
      .promise();
    expect(got.Responses[table].sort((a: { n: number }, b: { n: number }) => a.n - b.n)).toEqual([
      item(3),
      item(4),
    ]);
    expect(got.UnprocessedKeys).toEqual({});
    const removed = await docs
      .batchWrite({
        RequestItems: { [table]: [{ DeleteRequest: { Key: { pk: "doc", sk: "item#003" } } }] },
      })
      .promise();
    expect(removed.UnprocessedItems).toEqual({});
    expect(
      (await docs.get({ TableName: table, Key: { pk: "doc", sk: "item#003" } }).promise()).Item,
    ).toBeUndefined();
  });

  it("writes and reads in transactions; a cancelled one hands its reasons to extractError", async () => {
    await docs
      .transactWrite({
        TransactItems: [
          { Put: { TableName: table, Item: item(10) } },
          {
            Update: {
              TableName: table,
              Key: { pk: "doc", sk: "item#004" },
              UpdateExpression: "SET n = :n",
              ExpressionAttributeValues: { ":n": 40 },
            },
          },
        ],
      })
      .promise();
    const read = await docs
      .transactGet({
        TransactItems: [
          { Get: { TableName: table, Key: { pk: "doc", sk: "item#010" } } },
          { Get: { TableName: table, Key: { pk: "doc", sk: "item#004" } } },
        ],
      })
      .promise();
    expect(read.Responses.map((r: { Item: { n: number } }) => r.Item.n)).toEqual([10, 40]);

    const bodies: unknown[] = [];
    const request = docs.transactWrite({
      TransactItems: [
        { Put: { TableName: table, Item: item(11) } },
        {
          ConditionCheck: {
            TableName: table,
            Key: { pk: "doc", sk: "item#004" },
            ConditionExpression: "n = :n",
            ExpressionAttributeValues: { ":n": 41 },
          },
        },
      ],
    });
    request.on("extractError", (response) =>
      bodies.push(JSON.parse(response.httpResponse.body.toString()).CancellationReasons),
    );
    await expect(request.promise()).rejects.toMatchObject({ name: "TransactionCanceledException" });
    expect(bodies).toEqual([
      [
        { Code: "None" },
        {
          Code: "ConditionalCheckFailed",
          Message: expect.stringMatching(/^The conditional request failed/),
        },
      ],
    ]);
    expect(
      (await docs.get({ TableName: table, Key: { pk: "doc", sk: "item#011" } }).promise()).Item,
    ).toBeUndefined();
  });
});

declare module "vitest" {
  export interface ProvidedContext {
    /** DynamoDB Local of the test run (test/global-setup.ts). */
    dynamoEndpoint: string;
  }
}
