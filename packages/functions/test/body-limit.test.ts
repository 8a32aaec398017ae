import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Agent, request, type IncomingMessage } from "node:http";
import { connect } from "node:net";
import type { APIGatewayProxyEventV2 } from "aws-lambda";
import { startTestServer } from "./server";
import { handler } from "./built";
import { MAX_BODY_BYTES } from "../src/http/prepare";

/** Request bodies: a limit enforced while streaming, on every route, on both hosts (issue 14, items 3 and 6). */
let server: Awaited<ReturnType<typeof startTestServer>>;

interface Streamed {
  status: number;
  headers: IncomingMessage["headers"];
  body: string;
  /** Whether the answer arrived before the client sent the body's last bytes. */
  answeredBeforeEnd: boolean;
  /** Growth of the process's ArrayBuffer memory (where Node keeps request bytes) over the request. */
  peakArrayBufferGrowth: number;
}

/**
 * Streams a chunked body of `total` bytes: everything but the last 64 KiB, then waits for an
 * answer (at most 10 s) before sending the rest and ending. A server that buffers the whole body
 * before deciding cannot answer before the end; one that enforces the limit while streaming
 * answers as soon as it passes 1 MB.
 */
function streamChunked(path: string, total: number): Promise<Streamed> {
  const url = new URL(path, server.url);
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  global.gc?.();
  const baseline = process.memoryUsage().arrayBuffers;
  let peak = baseline;
  const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().arrayBuffers)), 2);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let ended = false;
    let answered: (() => void) | null = null;
    const answer = new Promise<void>((ok) => (answered = ok));
    const req = request(
      url,
      {
        method: "POST",
        headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
        agent: false,
      },
      (res) => {
        const answeredBeforeEnd = !ended;
        answered?.();
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (d: string) => (body += d));
        res.on("end", () => {
          clearInterval(sample);
          peak = Math.max(peak, process.memoryUsage().arrayBuffers);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            answeredBeforeEnd,
            peakArrayBufferGrowth: peak - baseline,
          });
          req.destroy();
        });
      },
    );
    req.on("error", () => undefined);
    const finish = async () => {
      await Promise.race([answer, new Promise((ok) => setTimeout(ok, 10_000))]);
      ended = true;
      if (!req.destroyed) req.end(chunk);
    };
    const pump = () => {
      while (sent < total - chunk.length) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      void finish().catch(reject);
    };
    pump();
  });
}

describe("request body limits", () => {
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.close());

  it("a 2 MB chunked body to the API is refused 413 once it passes 1 MB, without being buffered", async () => {
    const res = await streamChunked("/trpc/shop.cart.add", 2 * 1024 * 1024);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).error.code).toBe("input.too_large");
    expect(res.headers.connection).toBe("close");
    // The answer came before the body ended, and the process never held the 2 MB.
    expect(res.answeredBeforeEnd).toBe(true);
    expect(res.peakArrayBufferGrowth).toBeLessThan(1.5 * MAX_BODY_BYTES);
  });

  it("the same on a REST shim and on a path only the SPA fallback would serve (every route)", async () => {
    for (const path of ["/api/register/check-email", "/some/page"]) {
      const res = await streamChunked(path, 2 * 1024 * 1024);
      expect(res.status).toBe(413);
      expect(res.answeredBeforeEnd).toBe(true);
    }
  });

  it("a client still sending when the 413 goes out reads the 413, not a reset (the server lingers half-open before it closes)", async () => {
    // A client that writes its whole body before it reads (as many do): the server answers after
    // 1 MB and closes, with the rest of the body still arriving. Closed at once, the socket's
    // unread bytes make the kernel send a reset, and a reset discards the answer the client had
    // not read yet (RFC 9112, 9.6). Five clients, each 6 MB in one write, reading nothing for 0.5 s.
    const url = new URL(server.url);
    const body = Buffer.alloc(6 * 1024 * 1024, 0x61);
    const one = () =>
      new Promise<string>((resolve) => {
        const socket = connect(Number(url.port), url.hostname);
        const received: Buffer[] = [];
        // Busy writing, this client reads nothing for its first half second.
        socket.pause();
        setTimeout(() => socket.resume(), 500);
        socket.on("data", (d: Buffer) => received.push(d));
        const done = () => resolve(Buffer.concat(received).toString("latin1"));
        socket.on("close", done);
        socket.on("error", () => undefined);
        socket.write(
          `POST /trpc/shop.cart.add HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
        );
        socket.write(`${body.length.toString(16)}\r\n`);
        socket.write(body);
        socket.end("\r\n0\r\n\r\n");
      });
    const answers = await Promise.all(Array.from({ length: 5 }, one));
    for (const answer of answers) {
      expect(answer.slice(0, 12)).toBe("HTTP/1.1 413");
      expect(answer).toContain('"input.too_large"');
    }
  });

  it("a declared Content-Length over the limit is refused before any byte is read", async () => {
    const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        new URL("/trpc/shop.cart.add", server.url),
        {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "content-length": String(5 * MAX_BODY_BYTES),
          },
          agent: false,
        },
        (r) => {
          let body = "";
          r.on("data", (d) => (body += d));
          r.on("end", () => resolve({ status: r.statusCode ?? 0, body }));
        },
      );
      req.on("error", reject);
      req.write("{");
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).error.code).toBe("input.too_large");
  });

  it("after an early 4xx (a 401 before the body matters) the kept-alive connection serves the next request", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, path: string, body?: string) =>
      new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
        const req = request(
          new URL(path, server.url),
          {
            method,
            agent,
            headers: body
              ? {
                  "content-type": "application/json",
                  "content-length": String(Buffer.byteLength(body)),
                }
              : {},
          },
          (r) => {
            r.resume();
            r.on("end", () => resolve({ status: r.statusCode ?? 0, reused: req.reusedSocket }));
          },
        );
        req.on("error", reject);
        req.end(body);
      });
    const refused = await send(
      "POST",
      "/admin/api/me",
      JSON.stringify({ padding: "x".repeat(200_000) }),
    );
    expect(refused.status).toBe(401);
    const next = await send("GET", "/health");
    expect(next).toEqual({ status: 200, reused: true });
    agent.destroy();
  });

  it("the Lambda refuses a body over the limit with 413 JSON (API Gateway itself stops at 10 MB)", async () => {
    const event = {
      version: "2.0",
      rawPath: "/trpc/shop.cart.add",
      rawQueryString: "",
      headers: { host: "shop.example.com", "content-type": "application/json" },
      body: Buffer.alloc(MAX_BODY_BYTES + 10, 0x61).toString("base64"),
      isBase64Encoded: true,
      requestContext: {
        domainName: "shop.example.com",
        http: { method: "POST", sourceIp: "198.51.100.1" },
      },
    } as unknown as APIGatewayProxyEventV2;
    const res = await handler(event);
    expect(res.statusCode).toBe(413);
    expect(JSON.parse(res.body as string).error.code).toBe("input.too_large");
  });
});
