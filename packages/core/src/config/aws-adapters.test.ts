import { createServer, type Server, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { signRequest } from "../dynamo/sigv4";
import { AwsServiceError, type AwsCallOptions } from "./aws-json";
import { LocalAwsSecrets } from "./aws-secrets.server";
import { getSecretString } from "./secrets-manager";
import { GET_PARAMETERS_MAX_NAMES, getParameters } from "./ssm";

/**
 * The SSM and Secrets Manager adapters against a local server speaking the services' JSON 1.1
 * protocol, which checks the requests' signatures with the AWS SDK's own signer.
 */
const aws = new LocalAwsSecrets();
let options: AwsCallOptions;

beforeAll(() => aws.start());
afterAll(() => aws.stop());
beforeEach(() => {
  aws.reset();
  options = { region: aws.region, endpoint: aws.endpoint, credentials: aws.credentials };
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("expected a failure");
    },
    (error: unknown) => error as AwsServiceError,
  );

describe("the local server is the services' protocol, not a stub", () => {
  const post = (headers: Record<string, string>, body: string) =>
    fetch(aws.endpoint, { method: "POST", headers, body }).then(async (r) => ({
      status: r.status,
      body: (await r.json()) as { __type: string; message: string },
    }));
  const target = {
    "content-type": "application/x-amz-json-1.1",
    "x-amz-target": "AmazonSSM.GetParameters",
  };
  const body = JSON.stringify({ Names: ["/a"] });
  const signed = (overrides: Partial<Parameters<typeof signRequest>[0]> = {}) =>
    signRequest({
      method: "POST",
      host: new URL(aws.endpoint).host,
      path: "/",
      headers: target,
      body,
      region: aws.region,
      service: "ssm",
      credentials: aws.credentials,
      date: new Date(),
      ...overrides,
    });

  it("refuses an unsigned request", async () => {
    const answer = await post(target, body);
    expect(answer.status).toBe(400);
    expect(answer.body.__type).toMatch(/#MissingAuthenticationTokenException$/);
  });

  it("refuses a body other than the one signed", async () => {
    const answer = await post(signed(), JSON.stringify({ Names: ["/b"] }));
    expect(answer.body.__type).toMatch(/#InvalidSignatureException$/);
    expect(answer.body.message).toMatch(/signature we calculated does not match/);
  });

  it("refuses a signature scoped to another service, region or key, or too old", async () => {
    const types = await Promise.all(
      [
        signed({ service: "dynamodb" }),
        signed({ region: "us-east-1" }),
        signed({ credentials: { ...aws.credentials, secretAccessKey: "wrong" } }),
        signed({ credentials: { ...aws.credentials, accessKeyId: "AKIDUNKNOWN" } }),
        signed({ date: new Date(Date.now() - 10 * 60_000) }),
      ].map(async (headers) => (await post(headers, body)).body),
    );
    expect(types.map((t) => t.__type.split("#")[1])).toEqual([
      "InvalidSignatureException",
      "InvalidSignatureException",
      "InvalidSignatureException",
      "UnrecognizedClientException",
      "InvalidSignatureException",
    ]);
    expect(types[4]!.message).toBe("Signature expired.");
    expect(aws.calls).toHaveLength(0);
  });

  it("answers a correctly signed request", async () => {
    const answer = await post(signed(), body);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ Parameters: [], InvalidParameters: ["/a"] });
  });
});

describe("SSM GetParameters", () => {
  it("reads SecureStrings decrypted and Strings as they are, and lists unknown names", async () => {
    aws.putParameter("/printshop/test/altcha-hmac-key", "k".repeat(40));
    aws.putParameter("/printshop/test/site-origin", "https://d1.cloudfront.net", "String");
    const { parameters, invalid } = await getParameters(
      ["/printshop/test/altcha-hmac-key", "/printshop/test/site-origin", "/printshop/test/nope"],
      { ...options, withDecryption: true },
    );
    expect(
      Object.fromEntries([...parameters].map(([name, p]) => [name, [p.type, p.value]])),
    ).toEqual({
      "/printshop/test/altcha-hmac-key": ["SecureString", "k".repeat(40)],
      "/printshop/test/site-origin": ["String", "https://d1.cloudfront.net"],
    });
    expect(invalid).toEqual(["/printshop/test/nope"]);
    expect(aws.calls).toEqual([
      {
        target: "AmazonSSM.GetParameters",
        body: {
          Names: [
            "/printshop/test/altcha-hmac-key",
            "/printshop/test/site-origin",
            "/printshop/test/nope",
          ],
          WithDecryption: true,
        },
      },
    ]);
  });

  it("gets a SecureString's ciphertext, not its value, without decryption", async () => {
    aws.putParameter("/s", "plain-value-".repeat(4));
    const { parameters } = await getParameters(["/s"], options);
    expect(parameters.get("/s")!.value).not.toContain("plain-value");
  });

  it("asks for at most ten names a request (the service refuses more)", async () => {
    const names = Array.from({ length: 23 }, (_, i) => `/p/${i}`);
    for (const name of names) aws.putParameter(name, name, "String");
    const { parameters, invalid } = await getParameters([...names, "/p/0"], options);
    expect(parameters.size).toBe(23);
    expect(invalid).toEqual([]);
    expect(aws.calls.map((c) => (c.body.Names as string[]).length)).toEqual([10, 10, 3]);
    expect(GET_PARAMETERS_MAX_NAMES).toBe(10);
  });

  it("fails the whole call when one name may not be read (AccessDeniedException), without retrying", async () => {
    aws.putParameter("/ok", "v", "String");
    aws.denied.add("/other-stage/key");
    const error = await failure(getParameters(["/ok", "/other-stage/key"], options));
    expect(error).toBeInstanceOf(AwsServiceError);
    expect(error.name).toBe("AccessDeniedException");
    expect(error.status).toBe(400);
    expect(error.retryable).toBe(false);
    expect(aws.calls).toHaveLength(1);
  });

  it("retries throttling and server errors, then gives the answer", async () => {
    aws.putParameter("/ok", "v", "String");
    aws.failNext("ThrottlingException", 400);
    aws.failNext("InternalServerError", 500);
    const { parameters } = await getParameters(["/ok"], options);
    expect(parameters.get("/ok")!.value).toBe("v");
    expect(aws.calls).toHaveLength(3);
  });

  it("gives up after three attempts", async () => {
    aws.failNext("InternalServerError", 500, 5);
    const error = await failure(getParameters(["/ok"], options));
    expect(error.name).toBe("InternalServerError");
    expect(aws.calls).toHaveLength(3);
  });

  it("reports the service's refusal of a bad signature by its type", async () => {
    const error = await failure(
      getParameters(["/ok"], {
        ...options,
        credentials: { ...aws.credentials, secretAccessKey: "not-the-key" },
      }),
    );
    expect(error.name).toBe("InvalidSignatureException");
    expect(error.retryable).toBe(false);
  });

  it("abandons an attempt that gets no answer, and retries it", async () => {
    const sockets: Socket[] = [];
    const silent: Server = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((ok) => silent.listen(0, "127.0.0.1", ok));
    const started = Date.now();
    try {
      const error = await failure(
        getParameters(["/ok"], {
          ...options,
          endpoint: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
          timeoutMs: 150,
          maxAttempts: 2,
        }),
      );
      expect(error.name).toBe("NetworkError");
      expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((ok) => silent.close(ok));
    }
  });
});

describe("Secrets Manager GetSecretValue", () => {
  it("reads a secret's string by its ARN", async () => {
    const arn = aws.putSecret("printshop-test-origin", "o".repeat(64));
    expect(await getSecretString(arn, options)).toBe("o".repeat(64));
    expect(aws.calls).toEqual([
      { target: "secretsmanager.GetSecretValue", body: { SecretId: arn } },
    ]);
  });

  it("fails on a secret that does not exist, or may not be read", async () => {
    const missing = await failure(
      getSecretString("arn:aws:secretsmanager:x:1:secret:gone", options),
    );
    expect(missing.name).toBe("ResourceNotFoundException");
    const arn = aws.putSecret("other", "x".repeat(40));
    aws.denied.add(arn);
    expect((await failure(getSecretString(arn, options))).name).toBe("AccessDeniedException");
  });
});
