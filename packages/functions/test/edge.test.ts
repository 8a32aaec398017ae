import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { randomBytes } from "node:crypto";
import { Account } from "@printshop/core";
import { LocalAwsSecrets } from "@printshop/core/config/aws-secrets.server";
import { built, handler, sentEmails, useSecuritySink, useTestTable } from "./built";
import { lambdaEvent } from "./lambda-event";

/**
 * The edge (issue 25 part 4), through the bundled Lambda handler as deployed: the origin secret
 * CloudFront adds comes from Secrets Manager (a local server speaking its protocol), a request
 * without it is refused and logged, and links in e-mails come from SITE_ORIGIN whatever the
 * request's forwarded host or Origin say.
 */
const aws = new LocalAwsSecrets();
const SECRET = randomBytes(32).toString("base64url");
const SITE = "https://shop.example.com";
const API_HOST = "abc123.execute-api.eu-central-1.amazonaws.com";
const saved = { ...process.env };

const resetRequest = (email: string, headers: Record<string, string>) =>
  handler(
    lambdaEvent("POST", "/trpc/shop.account.requestPasswordReset?batch=1", {
      body: JSON.stringify({ 0: { email } }),
      headers: { host: API_HOST, "content-type": "application/json", ...headers },
      sourceIp: "130.176.0.9",
    }),
  );

describe("the Lambda behind CloudFront", () => {
  beforeAll(async () => {
    await aws.start();
    await useTestTable("edge");
    Object.assign(process.env, {
      ORIGIN_SECRET_ARN: aws.putSecret("printshop-origin", SECRET),
      AWS_REGION: aws.region,
      AWS_ACCESS_KEY_ID: aws.credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: aws.credentials.secretAccessKey,
      AWS_SESSION_TOKEN: aws.credentials.sessionToken,
      AWS_ENDPOINT_URL_SECRETS_MANAGER: aws.endpoint,
      SITE_ORIGIN: SITE,
      VIEWER_IP_HEADER: "x-viewer-ip",
    });
    built.resetSecrets();
  });
  afterAll(async () => {
    process.env = saved;
    built.resetSecrets();
    useSecuritySink();
    await aws.stop();
  });

  it("refuses a call that skips CloudFront (no origin secret, or a wrong one) and logs it with the caller's address", async () => {
    const lines: string[] = [];
    useSecuritySink((line) => lines.push(line));
    const proofs: Record<string, string>[] = [{}, { "x-origin-verify": `${SECRET}x` }];
    for (const proof of proofs) {
      const res = await handler(
        lambdaEvent("GET", "/trpc/shop.catalogue.home", {
          headers: { host: API_HOST, "x-viewer-ip": "198.51.100.1", "x-locale": "en", ...proof },
          sourceIp: "192.0.2.44",
        }),
      );
      expect(res.statusCode).toBe(403);
      expect(JSON.parse(res.body!).error).toMatchObject({
        code: "auth.origin",
        message: "Request refused (wrong origin).",
      });
    }
    const logged = lines.map((line) => JSON.parse(line) as { kind: string; address: string });
    expect(logged.map((l) => [l.kind, l.address])).toEqual([
      ["origin.refused", "192.0.2.44"],
      ["origin.refused", "192.0.2.44"],
    ]);
    expect(lines.join("\n")).not.toContain(SECRET);
    // The secret is read once per container.
    expect(aws.calls.filter((c) => c.target === "secretsmanager.GetSecretValue")).toHaveLength(1);
  });

  it("believes CloudFront's headers from a request with the secret: a malformed forwarded host is a 400", async () => {
    const res = await handler(
      lambdaEvent("GET", "/trpc/shop.catalogue.home", {
        headers: { host: API_HOST, "x-origin-verify": SECRET, "x-forwarded-host": "a b/c" },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body!).error.code).toBe("input.bad_header");
  });

  it("builds e-mailed links from SITE_ORIGIN: a forged x-forwarded-host or Origin changes none", async () => {
    const forgeries: Record<string, string>[] = [
      { "x-forwarded-host": "evil.example" },
      { "x-forwarded-host": "evil.example", origin: "https://evil.example" },
    ];
    for (const [n, forged] of forgeries.entries()) {
      const email = `edge-${n}-${Date.now()}@example.com`;
      await Account.createForTest({ email, password: "correct horse 1" });
      const res = await resetRequest(email, { "x-origin-verify": SECRET, ...forged });
      expect(res.statusCode).toBe(200);
      const [mail, ...more] = sentEmails({ to: email, kind: "account.reset" });
      expect(more).toEqual([]);
      const links = mail!.text.match(/https?:\/\/[^\s)]+/g) ?? [];
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(new URL(link).origin).toBe(SITE);
      expect(mail!.text).not.toContain("evil");
    }
  });

  it("serves nothing in AWS without a usable origin secret: 503, tried again later", async () => {
    const errors: string[] = [];
    const spy = vi.spyOn(console, "error").mockImplementation((line: string) => errors.push(line));
    try {
      process.env.AWS_LAMBDA_FUNCTION_NAME = "printshop-api";
      for (const arn of [undefined, aws.putSecret("printshop-short", "s".repeat(31))]) {
        if (arn === undefined) delete process.env.ORIGIN_SECRET_ARN;
        else process.env.ORIGIN_SECRET_ARN = arn;
        built.resetSecrets();
        const res = await handler(
          lambdaEvent("GET", "/health", { headers: { "x-origin-verify": SECRET } }),
        );
        expect(res.statusCode).toBe(503);
        expect(res.headers?.["retry-after"]).toBeDefined();
        expect(JSON.parse(res.body!).error.code).toBe("service.unavailable");
      }
      expect(errors.join("\n")).toMatch(/ORIGIN_SECRET_ARN is not set/);
      expect(errors.join("\n")).toMatch(/shorter than 32 bytes/);
    } finally {
      spy.mockRestore();
      delete process.env.AWS_LAMBDA_FUNCTION_NAME;
    }
  });
});
