import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Agent, request } from "node:http";
import type { APIGatewayProxyEventV2 } from "aws-lambda";
import { handleApi, handler, HASH_QUEUE, hashStats, withHashSlot } from "./built";
import { startTestServer } from "./server";
// The lowered test cost (and so no pause after a hash): set before any hash.
import "./accounts";

/**
 * Issue 14: while the password-hash queue is full, a sign-in or registration is refused at the door
 * (src/http/shed.ts), before its body is read — with exactly the answer the procedure gives.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
let releases: (() => void)[] = [];
let held: Promise<void>[] = [];

let waiters: Promise<unknown>[] = [];
const savedWait = HASH_QUEUE.maxWaitMs;

/** Each class's slots held and its queue full (the waits made long enough to outlast a test). */
const holdTheOnlySlot = () => {
  process.env.PASSWORD_HASH_CONCURRENCY = "1";
  HASH_QUEUE.maxWaitMs = 60_000;
  // Customers have at least 2 slots, the rest PASSWORD_HASH_CONCURRENCY (1 here).
  for (const [priority, slots] of [
    ["high", 2],
    ["low", 1],
  ] as const) {
    for (let i = 0; i < slots; i++)
      held.push(withHashSlot(() => new Promise<void>((r) => releases.push(r)), { priority }));
    waiters.push(
      ...Array.from({ length: HASH_QUEUE.maxWaiting }, () =>
        withHashSlot(async () => undefined, { priority }),
      ),
    );
  }
};
const freeTheSlot = async () => {
  for (const r of releases) r();
  await Promise.all(held);
  await Promise.all(waiters);
  releases = [];
  held = [];
  waiters = [];
  HASH_QUEUE.maxWaitMs = savedWait;
  delete process.env.PASSWORD_HASH_CONCURRENCY;
};

type Answer = { status: number; headers: Record<string, string>; body: string; reused: boolean };
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
function send(
  method: string,
  path: string,
  body?: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(path, server.url),
      {
        method,
        agent,
        headers: {
          ...(body
            ? {
                "content-type": "application/json",
                "content-length": String(Buffer.byteLength(body)),
              }
            : {}),
          ...headers,
        },
      },
      (r) => {
        const chunks: Buffer[] = [];
        r.on("data", (c: Buffer) => chunks.push(c));
        r.on("end", () =>
          resolve({
            status: r.statusCode ?? 0,
            headers: r.headers as Record<string, string>,
            body: Buffer.concat(chunks).toString("utf8"),
            reused: req.reusedSocket,
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** The answer of the ordinary path (tRPC, the core's own refusal), through a URL the door lets by. */
async function ordinary(path: string, body: string, locale?: string) {
  const res = await handleApi(
    new Request(`http://127.0.0.1${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(locale ? { "x-locale": locale } : {}) },
      body,
    }),
    { clientIp: "203.0.113.9" },
  );
  return {
    status: res!.status,
    body: await res!.text(),
    retryAfter: res!.headers.get("retry-after"),
    type: res!.headers.get("content-type"),
    vary: res!.headers.get("vary"),
  };
}

const signIn = JSON.stringify({ email: "someone@example.com", password: "wrong password" });

describe("sign-ins shed at the door while the hash queue is full", () => {
  beforeAll(async () => {
    server = await startTestServer({ sites: false });
  });
  afterAll(async () => {
    agent.destroy();
    await freeTheSlot();
    await server?.close();
  });

  it("answers 503 server.busy byte for byte as the procedure would, single and batched, in the caller's locale", async () => {
    holdTheOnlySlot();
    try {
      const before = hashStats.refused;
      const single = await send("POST", "/trpc/shop.account.signIn", signIn, {
        origin: server.url,
      });
      const batched = await send(
        "POST",
        "/trpc/shop.account.signIn?batch=1",
        JSON.stringify({ 0: JSON.parse(signIn) }),
        { origin: server.url, "x-locale": "de" },
      );
      expect(hashStats.refused - before).toBe(2);
      // `?_=1`: a query the door does not shed, so tRPC and the core answer it.
      const expectedSingle = await ordinary("/trpc/shop.account.signIn?_=1", signIn);
      const expectedBatched = await ordinary(
        "/trpc/shop.account.signIn?batch=1&_=1",
        JSON.stringify({ 0: JSON.parse(signIn) }),
        "de",
      );
      expect(expectedSingle.status).toBe(503);
      expect(JSON.parse(expectedSingle.body).error.data.code).toBe("server.busy");
      for (const [door, core] of [
        [single, expectedSingle],
        [batched, expectedBatched],
      ] as const) {
        expect(door.status).toBe(core.status);
        expect(door.body).toBe(core.body);
        expect(door.headers["retry-after"]).toBe(core.retryAfter);
        expect(door.headers["content-type"]).toBe(core.type);
        expect(door.headers.vary).toBe(core.vary);
        expect(door.headers["x-dynamodb-requests"]).toBe("0");
        // The security headers are on it too.
        expect(door.headers["x-content-type-options"]).toBe("nosniff");
      }
      expect(JSON.parse(batched.body)[0].error.message).toMatch(/Server/);
      // Registration too; other procedures are not affected.
      expect(
        (await send("POST", "/trpc/shop.account.register", "{}", { origin: server.url })).status,
      ).toBe(503);
      expect((await send("GET", "/health")).status).toBe(200);
    } finally {
      await freeTheSlot();
    }
  });

  it("leaves the unread body behind without breaking the kept-alive connection", async () => {
    holdTheOnlySlot();
    try {
      // Not even JSON: the ordinary path would answer 400 after reading it; the door does not read it.
      const garbage = `{"email": ${"y".repeat(200_000)}`;
      const refused = await send("POST", "/trpc/shop.account.signIn", garbage, {
        origin: server.url,
      });
      expect(refused.status).toBe(503);
      expect((await ordinary("/trpc/shop.account.signIn?_=1", garbage)).status).toBe(400);
      const next = await send("GET", "/health");
      expect(next.status).toBe(200);
      expect(next.reused).toBe(true);
    } finally {
      await freeTheSlot();
    }
  });

  it("with room in the queue, the sign-in goes on to the procedure (401 for a wrong password)", async () => {
    const res = await send("POST", "/trpc/shop.account.signIn", signIn, {
      origin: server.url,
      "x-forwarded-for": "203.0.113.77",
    });
    expect(res.status).toBe(401);
  });

  it("the Lambda sheds the same way", async () => {
    holdTheOnlySlot();
    try {
      const event = {
        version: "2.0",
        rawPath: "/trpc/shop.account.signIn",
        rawQueryString: "",
        headers: { host: "shop.example.com", "content-type": "application/json" },
        body: signIn,
        isBase64Encoded: false,
        requestContext: {
          domainName: "shop.example.com",
          http: { method: "POST", sourceIp: "198.51.100.1" },
        },
      } as unknown as APIGatewayProxyEventV2;
      const res = await handler(event);
      expect(res.statusCode).toBe(503);
      expect(JSON.parse(res.body as string).error.data.code).toBe("server.busy");
    } finally {
      await freeTheSlot();
    }
  });
});
