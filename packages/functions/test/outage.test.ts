import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { APIGatewayProxyEventV2 } from "aws-lambda";
import { Seed } from "@printshop/core";
import { configureDatabase } from "@printshop/core/dynamo/db";
import { ensureTable } from "@printshop/core/dynamo/client";
import { startLocalEngine, type LocalEngine } from "@printshop/core/local/engine";
import { built, createApp, handler } from "./built";

/**
 * DynamoDB going away mid-test (issue 14, item 7). This file runs its OWN DynamoDB Local (on disk
 * in a temporary directory, so its data survives the restart) and stops that one; the shared
 * engine of the run is never touched.
 */
let engine: LocalEngine;
let dataDir: string;
let server: Server;
let url: string;
const home = `/trpc/shop.catalogue.home?input=${encodeURIComponent(JSON.stringify({ locale: "pl" }))}`;

const lambdaGet = (path: string) => {
  const [rawPath, rawQueryString = ""] = path.split("?");
  return handler({
    version: "2.0",
    rawPath,
    rawQueryString,
    headers: { host: "shop.example.com", "x-locale": "en" },
    requestContext: {
      domainName: "shop.example.com",
      http: { method: "GET", sourceIp: "198.51.100.7" },
    },
  } as unknown as APIGatewayProxyEventV2);
};

describe("DynamoDB outage and recovery", () => {
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "printshop-outage-"));
    engine = await startLocalEngine({ dataDir });
    const table = "outage";
    process.env.TABLE_NAME = table;
    process.env.DYNAMODB_ENDPOINT = engine.endpoint;
    const database = configureDatabase({ endpoint: engine.endpoint, table });
    built.configureDatabase({ endpoint: engine.endpoint, table });
    await ensureTable(database.client, table);
    await Seed.load();
    server = await new Promise((ok) => {
      const s = createApp().listen(0, "127.0.0.1", () => ok(s));
    });
    url = `http://localhost:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((ok) => server?.close(() => ok()));
    await engine?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("answers 503 with Retry-After and a translated message while the database is down, then recovers", async () => {
    expect((await fetch(`${url}${home}`)).status).toBe(200);
    expect((await fetch(`${url}/health/ready`)).status).toBe(200);

    await engine.stop();

    const down = await fetch(`${url}${home}`, { headers: { "x-locale": "en" } });
    expect(down.status).toBe(503);
    expect(Number(down.headers.get("retry-after"))).toBeGreaterThan(0);
    const body = (await down.json()) as {
      error: { message: string; data: { code: string; kind: string } };
    };
    expect(body.error.data).toMatchObject({ code: "service.unavailable", kind: "unavailable" });
    expect(body.error.message).toMatch(
      /^The service is temporarily unavailable\. Please try again in \d+ s\.$/,
    );

    // A REST shim, a cookie-carrying write and the Lambda say the same.
    const rest = await fetch(`${url}/api/product/10`, { headers: { "x-locale": "de" } });
    expect(rest.status).toBe(503);
    expect(rest.headers.get("retry-after")).toBeTruthy();
    expect(((await rest.json()) as any).error.message).toMatch(
      /^Der Dienst ist vorübergehend nicht verfügbar/,
    );
    const write = await fetch(`${url}/trpc/shop.account.signIn`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: url, cookie: "cart=x" },
      body: JSON.stringify({ email: "a@example.com", password: "whatever" }),
    });
    expect(write.status).toBe(503);
    const lambda = await lambdaGet(home);
    expect(lambda.statusCode).toBe(503);
    expect(lambda.headers?.["retry-after"]).toBeTruthy();

    // Liveness stays up; readiness says why not.
    expect((await fetch(`${url}/health`)).status).toBe(200);
    const ready = await fetch(`${url}/health/ready`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get("retry-after")).toBeTruthy();

    engine = await startLocalEngine({ dataDir, port: engine.port });

    const back = await fetch(`${url}${home}`);
    expect(back.status).toBe(200);
    expect(((await back.json()) as any).result.data.products.length).toBeGreaterThan(0);
    expect((await fetch(`${url}/health/ready`)).status).toBe(200);
    expect((await lambdaGet(home)).statusCode).toBe(200);
  }, 120_000);
});
