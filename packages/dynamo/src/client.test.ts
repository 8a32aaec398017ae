import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createHash, createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { SignatureV4 } from "@smithy/signature-v4";
import { DynamoClient, DynamoError, retryDelay } from "./client";
import { signRequest } from "./sigv4";
import { isDatabaseUnavailable } from "./unavailable";

/** What the fake endpoint saw and how it answers each request, in order. */
type Answer = { status: number; body?: unknown; delayMs?: number; hang?: boolean };
let answers: Answer[] = [];
let seen: { headers: IncomingMessage["headers"]; body: string }[] = [];
let server: Server;
let endpoint: string;
const credentials = {
  accessKeyId: "AKIDEXAMPLE",
  secretAccessKey: "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY",
};

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      seen.push({ headers: req.headers, body: Buffer.concat(chunks).toString() });
      const answer = answers.shift() ?? { status: 200, body: {} };
      if (answer.hang) return;
      setTimeout(() => {
        res.writeHead(answer.status, {
          "content-type": "application/x-amz-json-1.0",
          "x-amzn-requestid": `req-${seen.length}`,
        });
        res.end(typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body ?? {}));
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((ok) => server.close(ok));
});
afterEach(() => {
  answers = [];
  seen = [];
});

const client = (extra: Partial<ConstructorParameters<typeof DynamoClient>[0]> = {}) =>
  new DynamoClient({ endpoint, region: "eu-central-1", credentials, ...extra });

describe("Signature Version 4", () => {
  const bytes = (data: string | ArrayBuffer | ArrayBufferView) =>
    typeof data === "string"
      ? data
      : data instanceof ArrayBuffer
        ? new Uint8Array(data)
        : new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  /** The AWS SDK's signer, with Node's hash as its SHA-256. */
  class Sha256 {
    private readonly hash;
    constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
      this.hash = secret ? createHmac("sha256", bytes(secret)) : createHash("sha256");
    }
    update(data: string | ArrayBuffer | ArrayBufferView) {
      this.hash.update(bytes(data));
    }
    async digest() {
      return new Uint8Array(this.hash.digest());
    }
  }

  it.each<[string, { accessKeyId: string; secretAccessKey: string; sessionToken?: string }]>([
    ["without a session token", credentials],
    [
      "with a session token (Lambda's credentials)",
      { ...credentials, sessionToken: "FQoGZXIvYXdzEXAMPLE//token=" },
    ],
    // After the two above, whose derived key is kept: another secret derives its own.
    ["with other credentials", { accessKeyId: "AKIDOTHER", secretAccessKey: "another/secret+key" }],
  ])("signs exactly as the AWS SDK's SignatureV4 does, %s", async (_label, creds) => {
    const date = new Date("2026-11-23T17:04:05.678Z");
    const body = JSON.stringify({
      TableName: "shop",
      Key: { pk: { S: "$catalogue#product_10" }, sk: { S: "x  y" } },
    });
    const headers = {
      "content-type": "application/x-amz-json-1.0",
      "x-amz-target": "DynamoDB_20120810.GetItem",
    };
    const ours = signRequest({
      method: "POST",
      host: "dynamodb.eu-central-1.amazonaws.com",
      path: "/",
      headers,
      body,
      region: "eu-central-1",
      service: "dynamodb",
      credentials: creds,
      date,
    });
    const sdk = new SignatureV4({
      credentials: creds,
      region: "eu-central-1",
      service: "dynamodb",
      sha256: Sha256,
      applyChecksum: false,
    });
    const signed = await sdk.sign(
      {
        method: "POST",
        protocol: "https:",
        hostname: "dynamodb.eu-central-1.amazonaws.com",
        path: "/",
        query: {},
        headers: { ...headers, host: "dynamodb.eu-central-1.amazonaws.com" },
        body,
      },
      { signingDate: date },
    );
    expect(ours.authorization).toBe(signed.headers.authorization);
    expect(ours["x-amz-date"]).toBe("20261123T170405Z");
    expect(ours["x-amz-security-token"]).toBe(creds.sessionToken);
  });

  it("sends the signed headers, the target and the JSON body", async () => {
    answers = [{ status: 200, body: { TableNames: ["a"] } }];
    const out = await client().call("ListTables", { Limit: 1 });
    expect(out).toEqual({ TableNames: ["a"] });
    const [request] = seen;
    expect(request!.body).toBe('{"Limit":1}');
    expect(request!.headers["x-amz-target"]).toBe("DynamoDB_20120810.ListTables");
    expect(request!.headers["content-type"]).toBe("application/x-amz-json-1.0");
    expect(request!.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-central-1\/dynamodb\/aws4_request, SignedHeaders=content-type;host;x-amz-date;x-amz-target, Signature=[0-9a-f]{64}$/,
    );
  });

  it("takes the Lambda's credentials from the environment, and says so when there are none", async () => {
    const saved = { ...process.env };
    try {
      process.env.AWS_ACCESS_KEY_ID = "AKIDENV";
      process.env.AWS_SECRET_ACCESS_KEY = "secret";
      process.env.AWS_SESSION_TOKEN = "session";
      const fromEnv = new DynamoClient({ endpoint, region: "eu-central-1" });
      await fromEnv.call("ListTables", {});
      expect(seen[0]!.headers.authorization).toContain("Credential=AKIDENV/");
      expect(seen[0]!.headers["x-amz-security-token"]).toBe("session");
      delete process.env.AWS_ACCESS_KEY_ID;
      await expect(fromEnv.call("ListTables", {})).rejects.toThrow(/no credentials/);
      expect(seen).toHaveLength(1);
    } finally {
      process.env = saved;
    }
  });
});

describe("errors and retries", () => {
  it("names an error after the service's type, with its status, request id and extra fields, and does not retry it", async () => {
    const reasons = [
      { Code: "None" },
      { Code: "ConditionalCheckFailed", Message: "The conditional request failed" },
    ];
    answers = [
      {
        status: 400,
        body: {
          __type: "com.amazonaws.dynamodb.v20120810#TransactionCanceledException",
          Message: "Transaction cancelled",
          CancellationReasons: reasons,
        },
      },
    ];
    const error = (await client()
      .call("TransactWriteItems", {})
      .catch((e: unknown) => e)) as DynamoError;
    expect(error).toBeInstanceOf(DynamoError);
    expect(error.name).toBe("TransactionCanceledException");
    expect(error.message).toBe("Transaction cancelled");
    expect(error.CancellationReasons).toEqual(reasons);
    expect(error.$fault).toBe("client");
    expect(error.$metadata).toEqual({ httpStatusCode: 400, requestId: "req-1", attempts: 1 });
    expect(JSON.parse(error.$response!)).toMatchObject({ CancellationReasons: reasons });
    expect(seen).toHaveLength(1);
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it("retries a throttled or failing request and returns the answer that came through", async () => {
    answers = [
      {
        status: 400,
        body: {
          __type: "com.amazonaws.dynamodb.v20120810#ProvisionedThroughputExceededException",
          message: "slow down",
        },
      },
      {
        status: 500,
        body: { __type: "com.amazonaws.dynamodb.v20120810#InternalServerError", message: "oops" },
      },
      { status: 200, body: { Item: { pk: { S: "a" } } } },
    ];
    let requests = 0;
    const result = await client({ onCall: () => requests++ }).call("GetItem", { TableName: "t" });
    expect(result).toEqual({ Item: { pk: { S: "a" } } });
    expect(seen.map((s) => s.body)).toEqual(Array(3).fill('{"TableName":"t"}'));
    // One call, however many attempts: the shop's x-dynamodb-requests counts calls as it did with the SDK.
    expect(requests).toBe(1);
  });

  it("gives up after three attempts with the last error, which reads as 'unavailable'", async () => {
    answers = Array(5).fill({ status: 503, body: "<html>Service Unavailable</html>" });
    const error = (await client()
      .call("GetItem", {})
      .catch((e: unknown) => e)) as DynamoError;
    expect(seen).toHaveLength(3);
    expect(error.name).toBe("InternalServerError");
    expect(error.$metadata).toMatchObject({ httpStatusCode: 503, attempts: 3 });
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("times out a request without an answer (and retries it); where told to, only warns and waits", async () => {
    answers = [
      { status: 200, hang: true },
      { status: 200, body: { ok: 1 } },
    ];
    await expect(client({ requestTimeout: 150 }).call("GetItem", {})).resolves.toEqual({ ok: 1 });
    expect(seen).toHaveLength(2);

    answers = [
      { status: 200, hang: true },
      { status: 200, hang: true },
    ];
    const error = await client({ requestTimeout: 100, maxAttempts: 2 })
      .call("GetItem", {})
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: "TimeoutError", code: "ETIMEDOUT" });
    expect(isDatabaseUnavailable(error)).toBe(true);

    seen = [];
    answers = [{ status: 200, body: { late: true }, delayMs: 300 }];
    const warnings: unknown[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.join(" "));
    try {
      await expect(
        client({ requestTimeout: 100, throwOnRequestTimeout: false }).call("GetItem", {}),
      ).resolves.toEqual({ late: true });
    } finally {
      console.warn = warn;
    }
    expect(seen).toHaveLength(1);
    expect(warnings).toEqual([
      expect.stringMatching(/GetItem: no answer after 100 ms, still waiting/),
    ]);
  });

  it("reports a refused connection with its code after retrying it", async () => {
    const closed = new DynamoClient({
      endpoint: "http://127.0.0.1:1",
      region: "local",
      credentials,
      maxAttempts: 2,
    });
    const error = await closed.call("ListTables", {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "ECONNREFUSED" });
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("retries (as unavailable) throttling, 5xx, timeouts and dropped connections, not a client's mistake", () => {
    const named = (name: string, status?: number) => new DynamoError(name, "", { status });
    expect(isDatabaseUnavailable(named("ThrottlingException", 400))).toBe(true);
    expect(isDatabaseUnavailable(named("InternalServerError", 500))).toBe(true);
    expect(isDatabaseUnavailable(named("TimeoutError"))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("reset"), { code: "ECONNRESET" }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(named("ValidationException", 400))).toBe(false);
    expect(isDatabaseUnavailable(named("ConditionalCheckFailedException", 400))).toBe(false);
    expect(isDatabaseUnavailable(named("ResourceNotFoundException", 400))).toBe(false);
  });

  it("waits a random time below an exponential ceiling between attempts", () => {
    expect(retryDelay(1, () => 0.999)).toBe(199);
    expect(retryDelay(2, () => 0.5)).toBe(200);
    expect(retryDelay(3, () => 0)).toBe(0);
    expect(retryDelay(20, () => 1)).toBe(20_000);
  });

  it("runs hooks around each call, outermost first, with the wire input", async () => {
    const c = client();
    const order: string[] = [];
    c.addHook("a", async ({ operation }, next) => {
      order.push(`a:${operation}`);
      const out = await next();
      order.push("a:after");
      return out;
    });
    c.addHook("b", async ({ input }, next) => {
      order.push(`b:${JSON.stringify(input)}`);
      return next();
    });
    await c.call("DescribeTable", { TableName: "t" });
    c.removeHook("a");
    await c.call("DescribeTable", { TableName: "u" });
    expect(order).toEqual([
      "a:DescribeTable",
      'b:{"TableName":"t"}',
      "a:after",
      'b:{"TableName":"u"}',
    ]);
  });
});
