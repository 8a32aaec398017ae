import { beforeAll, describe, expect, it } from "vitest";
import { useTestTable } from "../../../../test/db";
import { database, db } from "./db";
import { documentClient, type DocumentClient } from "./document";

/**
 * The document client ElectroDB is given, against DynamoDB Local: every method ElectroDB calls,
 * with values converting both ways; a cancelled transaction reaches ElectroDB as `canceled`
 * reasons; an `undefined` value is refused before anything is sent.
 */
let table: string;
let docs: DocumentClient;

beforeAll(async () => {
  ({ table } = await useTestTable("document"));
  docs = documentClient(database().client);
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

  it("gives ElectroDB what it needs: a cancelled transaction comes back as `canceled`, not thrown", async () => {
    await db().entities.idCounter.create({ counter: "doc-test", value: 1 }).go();
    const result = await db()
      .transaction.write(({ idCounter }) => [
        idCounter.create({ counter: "doc-test", value: 2 }).commit(),
        idCounter.create({ counter: "doc-test-2", value: 1 }).commit(),
      ])
      .go();
    expect(result.canceled).toBe(true);
    expect(result.data.map((d) => d.code)).toEqual(["ConditionalCheckFailed", "None"]);
  });
});
