import { marshall, unmarshall } from "@aws-sdk/util-dynamodb";
import type { DynamoClient } from "./client";

/**
 * The document client ElectroDB is given: plain JavaScript values in and out, over DynamoClient.
 * It has the shape of the AWS SDK v2 `DocumentClient` (ElectroDB's client.js accepts that shape
 * or a v3 client with `send`): each method returns a request with `promise()`, `abort()` and
 * `on("extractError")`, through which ElectroDB reads a cancelled transaction's
 * `CancellationReasons` from the answer's body. Values convert with `@aws-sdk/util-dynamodb`
 * and its default options, the ones `@aws-sdk/lib-dynamodb` (ElectroDB's v3 path) used: an
 * `undefined` value is an error, numbers come back as numbers. Only the members that hold items,
 * keys or expression values convert, as in lib-dynamodb; every other field passes as is.
 */
type Input = Record<string, any>;
type Output = Record<string, any>;

const toWire = (value: Record<string, unknown> | undefined) =>
  value === undefined ? undefined : marshall(value);
const fromWire = (value: Record<string, any> | undefined) =>
  value === undefined ? undefined : unmarshall(value);

function withValues(
  input: Input,
  ...keys: ("Key" | "Item" | "ExpressionAttributeValues" | "ExclusiveStartKey")[]
): Input {
  const out: Input = { ...input };
  for (const key of keys) if (input[key] !== undefined) out[key] = toWire(input[key]);
  return out;
}

function withItems(
  output: Output,
  ...keys: ("Item" | "Attributes" | "LastEvaluatedKey")[]
): Output {
  const out: Output = { ...output };
  for (const key of keys) if (output[key] !== undefined) out[key] = fromWire(output[key]);
  if (Array.isArray(output.Items))
    out.Items = output.Items.map((item: Record<string, any>) => unmarshall(item));
  return out;
}

const mapTables = <T, U>(tables: Record<string, T> | undefined, f: (value: T) => U) =>
  tables === undefined
    ? undefined
    : Object.fromEntries(Object.entries(tables).map(([table, value]) => [table, f(value)]));

type WriteRequest = {
  PutRequest?: { Item: Record<string, any> };
  DeleteRequest?: { Key: Record<string, any> };
};
const writeRequests = (
  requests: WriteRequest[],
  convert: (value: Record<string, any>) => Record<string, any>,
) =>
  requests.map((request) => ({
    ...(request.PutRequest
      ? { PutRequest: { ...request.PutRequest, Item: convert(request.PutRequest.Item) } }
      : {}),
    ...(request.DeleteRequest
      ? { DeleteRequest: { ...request.DeleteRequest, Key: convert(request.DeleteRequest.Key) } }
      : {}),
  }));

type TransactItem = Record<
  "ConditionCheck" | "Put" | "Delete" | "Update" | "Get",
  Input | undefined
>;
const transactItems = (items: Partial<TransactItem>[]) =>
  items.map((item) => {
    const out: Input = {};
    for (const [kind, body] of Object.entries(item))
      out[kind] = body && withValues(body, "Key", "Item", "ExpressionAttributeValues");
    return out;
  });

const operations = {
  get: {
    operation: "GetItem",
    input: (i: Input) => withValues(i, "Key"),
    output: (o: Output) => withItems(o, "Item"),
  },
  put: {
    operation: "PutItem",
    input: (i: Input) => withValues(i, "Item", "ExpressionAttributeValues"),
    output: (o: Output) => withItems(o, "Attributes"),
  },
  update: {
    operation: "UpdateItem",
    input: (i: Input) => withValues(i, "Key", "ExpressionAttributeValues"),
    output: (o: Output) => withItems(o, "Attributes"),
  },
  delete: {
    operation: "DeleteItem",
    input: (i: Input) => withValues(i, "Key", "ExpressionAttributeValues"),
    output: (o: Output) => withItems(o, "Attributes"),
  },
  query: {
    operation: "Query",
    input: (i: Input) => withValues(i, "ExclusiveStartKey", "ExpressionAttributeValues"),
    output: (o: Output) => withItems(o, "LastEvaluatedKey"),
  },
  scan: {
    operation: "Scan",
    input: (i: Input) => withValues(i, "ExclusiveStartKey", "ExpressionAttributeValues"),
    output: (o: Output) => withItems(o, "LastEvaluatedKey"),
  },
  batchGet: {
    operation: "BatchGetItem",
    input: (i: Input) => ({
      ...i,
      RequestItems: mapTables(i.RequestItems as Record<string, Input>, (t) => ({
        ...t,
        Keys: t.Keys.map(marshall),
      })),
    }),
    output: (o: Output) => ({
      ...o,
      Responses: mapTables(o.Responses as Record<string, Record<string, any>[]>, (items) =>
        items.map((item) => unmarshall(item)),
      ),
      UnprocessedKeys: mapTables(o.UnprocessedKeys as Record<string, Input>, (t) => ({
        ...t,
        Keys: t.Keys.map((key: Record<string, any>) => unmarshall(key)),
      })),
    }),
  },
  batchWrite: {
    operation: "BatchWriteItem",
    input: (i: Input) => ({
      ...i,
      RequestItems: mapTables(i.RequestItems as Record<string, WriteRequest[]>, (requests) =>
        writeRequests(requests, marshall),
      ),
    }),
    output: (o: Output) => ({
      ...o,
      UnprocessedItems: mapTables(
        o.UnprocessedItems as Record<string, WriteRequest[]>,
        (requests) => writeRequests(requests, (v) => unmarshall(v)),
      ),
    }),
  },
  transactWrite: {
    operation: "TransactWriteItems",
    input: (i: Input) => ({ ...i, TransactItems: transactItems(i.TransactItems) }),
    output: (o: Output) => o,
  },
  transactGet: {
    operation: "TransactGetItems",
    input: (i: Input) => ({ ...i, TransactItems: transactItems(i.TransactItems) }),
    output: (o: Output) => ({
      ...o,
      Responses: (o.Responses as { Item?: Record<string, any> }[] | undefined)?.map((r) => ({
        ...r,
        Item: fromWire(r.Item),
      })),
    }),
  },
} as const;

/** What ElectroDB gets back from a method: a v2-style request. */
export interface DocumentRequest {
  promise(): Promise<Output>;
  abort(): void;
  on(
    event: "extractError",
    listener: (response: { httpResponse: { body: Buffer } }) => void,
  ): DocumentRequest;
}

export type DocumentClient = {
  [K in keyof typeof operations]: (params: Input) => DocumentRequest;
} & {
  createSet(values: unknown[]): Set<unknown>;
};

export function documentClient(client: DynamoClient): DocumentClient {
  const request = (name: keyof typeof operations, params: Input): DocumentRequest => {
    const { operation, input, output } = operations[name];
    const controller = new AbortController();
    const errorListeners: ((response: { httpResponse: { body: Buffer } }) => void)[] = [];
    let started: Promise<Output> | undefined;
    const self: DocumentRequest = {
      promise: () =>
        (started ??= Promise.resolve()
          .then(() => client.call(operation, input(params), controller.signal))
          .then(output, (error: unknown) => {
            const body = (error as { $response?: unknown })?.$response;
            if (typeof body === "string")
              for (const listener of errorListeners)
                listener({ httpResponse: { body: Buffer.from(body) } });
            throw error;
          })),
      abort: () => controller.abort(),
      on: (_event, listener) => {
        errorListeners.push(listener);
        return self;
      },
    };
    return self;
  };
  const methods = Object.fromEntries(
    Object.keys(operations).map((name) => [
      name,
      (params: Input) => request(name as keyof typeof operations, params),
    ]),
  );
  return {
    ...(methods as Omit<DocumentClient, "createSet">),
    createSet: (values: unknown[]) => new Set(values),
  };
}
