import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { LocalAwsSecrets } from "./aws-secrets.server";
import {
  captchaKey,
  ksefOfflineCertificate,
  ksefToken,
  localSecretFile,
  originSecret,
  resetSecrets,
  RETRY_AFTER_MS,
  secondFactorKey,
  SecretError,
  siteOrigin,
} from "./secrets";

/**
 * Where the shop's secrets come from: in AWS (a Lambda's environment) from SSM Parameter Store
 * and Secrets Manager, here the local server speaking their protocol; locally from the
 * environment or a file kept on disk.
 */
const aws = new LocalAwsSecrets();
const KEY_PARAMETER = "/printshop/test/altcha-hmac-key";
const ORIGIN_PARAMETER = "/printshop/test/site-origin";
const FACTOR_PARAMETER = "/printshop/test/second-factor-key";
const KEY = "captcha-key-from-ssm-0123456789abcdef";
const VARIABLES = [
  "AWS_LAMBDA_FUNCTION_NAME",
  "AWS_REGION",
  "AWS_ACCESS_KEY_ID",
  "AWS_SECRET_ACCESS_KEY",
  "AWS_SESSION_TOKEN",
  "AWS_ENDPOINT_URL_SSM",
  "AWS_ENDPOINT_URL_SECRETS_MANAGER",
  "ALTCHA_HMAC_KEY",
  "ALTCHA_HMAC_KEY_PARAMETER",
  "SECOND_FACTOR_KEY",
  "SECOND_FACTOR_KEY_PARAMETER",
  "ORIGIN_SECRET_ARN",
  "SITE_ORIGIN",
  "SITE_ORIGIN_PARAMETER",
  "SECRETS_DIR",
  "KSEF_TOKEN",
  "KSEF_TOKEN_SECRET_ARN",
  "KSEF_OFFLINE_CERT_SECRET_ARN",
  "KSEF_OFFLINE_CERT_SERIAL",
  "KSEF_OFFLINE_CERT_KEY",
];
const saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]));
let dir: string;

beforeAll(() => aws.start());
afterAll(() => aws.stop());
beforeEach(() => {
  for (const name of VARIABLES) delete process.env[name];
  dir = mkdtempSync(join(tmpdir(), "printshop-secrets-"));
  process.env.SECRETS_DIR = dir;
  aws.reset();
  resetSecrets();
});
afterEach(() => {
  vi.useRealTimers();
  rmSync(dir, { recursive: true, force: true });
  for (const [name, value] of Object.entries(saved))
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  resetSecrets();
});

/** The environment the stack gives the Lambda, pointed at the local services. */
function inLambda(extra: Record<string, string> = {}) {
  Object.assign(process.env, {
    AWS_LAMBDA_FUNCTION_NAME: "test-printshop-ApiHandler",
    AWS_REGION: aws.region,
    AWS_ACCESS_KEY_ID: aws.credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: aws.credentials.secretAccessKey,
    AWS_SESSION_TOKEN: aws.credentials.sessionToken,
    AWS_ENDPOINT_URL_SSM: aws.endpoint,
    AWS_ENDPOINT_URL_SECRETS_MANAGER: aws.endpoint,
    ...extra,
  });
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("expected a refusal");
    },
    (error: unknown) => error as Error,
  );

describe("in AWS", () => {
  it("reads the two keys and the site origin in one GetParameters call, once per container", async () => {
    aws.putParameter(KEY_PARAMETER, KEY);
    aws.putParameter(FACTOR_PARAMETER, `factor-${KEY}`);
    aws.putParameter(ORIGIN_PARAMETER, "https://d111111abcdef8.cloudfront.net", "String");
    inLambda({
      ALTCHA_HMAC_KEY_PARAMETER: KEY_PARAMETER,
      SECOND_FACTOR_KEY_PARAMETER: FACTOR_PARAMETER,
      SITE_ORIGIN_PARAMETER: ORIGIN_PARAMETER,
    });
    const [key, factor, site] = await Promise.all([captchaKey(), secondFactorKey(), siteOrigin()]);
    expect(key).toBe(KEY);
    expect(factor).toBe(`factor-${KEY}`);
    expect(site).toBe("https://d111111abcdef8.cloudfront.net");
    await captchaKey();
    await secondFactorKey();
    await siteOrigin();
    expect(aws.calls).toEqual([
      {
        target: "AmazonSSM.GetParameters",
        body: {
          Names: [KEY_PARAMETER, FACTOR_PARAMETER, ORIGIN_PARAMETER],
          WithDecryption: true,
        },
      },
    ]);
  });

  it("ignores ALTCHA_HMAC_KEY in the environment: the key comes from SSM only", async () => {
    aws.putParameter(KEY_PARAMETER, KEY);
    inLambda({ ALTCHA_HMAC_KEY_PARAMETER: KEY_PARAMETER, ALTCHA_HMAC_KEY: "x".repeat(40) });
    expect(await captchaKey()).toBe(KEY);
  });

  it("refuses a key shorter than 32 bytes, naming the parameter and not the value", async () => {
    aws.putParameter(KEY_PARAMETER, "short-key-1234567890");
    inLambda({ ALTCHA_HMAC_KEY_PARAMETER: KEY_PARAMETER });
    const error = await refusal(captchaKey());
    expect(error).toBeInstanceOf(SecretError);
    expect(error.message).toContain(KEY_PARAMETER);
    expect(error.message).toContain("32 bytes");
    expect(error.message).not.toContain("short-key");
  });

  it("refuses a missing parameter, and reads it again once RETRY_AFTER_MS have passed", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    inLambda({ ALTCHA_HMAC_KEY_PARAMETER: KEY_PARAMETER });
    const error = await refusal(captchaKey());
    expect(error).toBeInstanceOf(SecretError);
    expect(error.message).toContain(`${KEY_PARAMETER} not found`);
    aws.putParameter(KEY_PARAMETER, KEY);
    // Within the pause the refusal stands, without asking SSM on every request.
    vi.setSystemTime(Date.now() + RETRY_AFTER_MS - 1_000);
    await refusal(captchaKey());
    expect(aws.calls).toHaveLength(1);
    vi.setSystemTime(Date.now() + 1_000);
    expect(await captchaKey()).toBe(KEY);
    expect(aws.calls).toHaveLength(2);
  });

  it("refuses to run without the parameters' names (no per-container key any more)", async () => {
    inLambda({ SECOND_FACTOR_KEY: "x".repeat(40) });
    expect((await refusal(captchaKey())).message).toMatch(/ALTCHA_HMAC_KEY_PARAMETER is not set/);
    expect((await refusal(secondFactorKey())).message).toMatch(
      /SECOND_FACTOR_KEY_PARAMETER is not set/,
    );
  });

  it("reads the origin secret from Secrets Manager once, and refuses it when short or unset", async () => {
    const arn = aws.putSecret("printshop-test-origin", "o".repeat(64));
    inLambda({ ORIGIN_SECRET_ARN: arn });
    expect(await originSecret()).toBe("o".repeat(64));
    expect(await originSecret()).toBe("o".repeat(64));
    expect(aws.calls.map((c) => c.target)).toEqual(["secretsmanager.GetSecretValue"]);

    resetSecrets();
    inLambda({ ORIGIN_SECRET_ARN: aws.putSecret("short", "o".repeat(31)) });
    expect((await refusal(originSecret())).message).toMatch(/shorter than 32 bytes/);

    resetSecrets();
    delete process.env.ORIGIN_SECRET_ARN;
    expect((await refusal(originSecret())).message).toMatch(/ORIGIN_SECRET_ARN is not set/);
  });

  it("passes on the service's refusal (access denied) as the error", async () => {
    aws.putParameter(KEY_PARAMETER, KEY);
    aws.denied.add(KEY_PARAMETER);
    inLambda({ ALTCHA_HMAC_KEY_PARAMETER: KEY_PARAMETER });
    expect((await refusal(captchaKey())).name).toBe("AccessDeniedException");
  });
});

describe("KSeF's secrets", () => {
  const PEM = "-----BEGIN PRIVATE KEY-----\nMIIB\n-----END PRIVATE KEY-----";

  it("in AWS: the token from the secret KSEF_TOKEN_SECRET_ARN names, read once per container; KSEF_TOKEN ignored", async () => {
    const arn = aws.putSecret("printshop-test-ksef-token", " 20261127-EC-0123ABCD \n");
    inLambda({ KSEF_TOKEN_SECRET_ARN: arn, KSEF_TOKEN: "from-the-environment" });
    expect(await ksefToken()).toBe("20261127-EC-0123ABCD");
    expect(await ksefToken()).toBe("20261127-EC-0123ABCD");
    expect(aws.calls.map((c) => c.target)).toEqual(["secretsmanager.GetSecretValue"]);
  });

  it("in AWS: a named secret not created yet is KSeF off, read again RETRY_AFTER_MS later", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    inLambda({ KSEF_TOKEN_SECRET_ARN: "printshop-test-ksef-token-later" });
    expect(await ksefToken()).toBeNull();
    expect(await ksefToken()).toBeNull();
    expect(aws.calls).toHaveLength(1);
    aws.putSecret("printshop-test-ksef-token-later", "20261127-EC-LATER");
    vi.setSystemTime(Date.now() + RETRY_AFTER_MS + 1);
    expect(await ksefToken()).toBe("20261127-EC-LATER");
    expect(aws.calls).toHaveLength(2);
  });

  it("in AWS: access denied is an error naming the service's refusal, never a silent off", async () => {
    const arn = aws.putSecret("printshop-test-ksef-denied", "20261127-EC-X");
    aws.denied.add(arn);
    aws.denied.add("printshop-test-ksef-denied");
    inLambda({ KSEF_TOKEN_SECRET_ARN: arn });
    expect((await refusal(ksefToken())).name).toBe("AccessDeniedException");
  });

  it("the offline certificate (KOD II): JSON {serial, privateKeyPem} from its secret; absent: off; malformed: refused without the value", async () => {
    inLambda({
      KSEF_OFFLINE_CERT_SECRET_ARN: aws.putSecret(
        "printshop-test-ksef-cert",
        JSON.stringify({ serial: "01F20A5D352AE590", privateKeyPem: PEM }),
      ),
    });
    expect(await ksefOfflineCertificate()).toEqual({
      serial: "01F20A5D352AE590",
      privateKeyPem: PEM,
    });

    resetSecrets();
    process.env.KSEF_OFFLINE_CERT_SECRET_ARN = "printshop-test-ksef-cert-absent";
    expect(await ksefOfflineCertificate()).toBeNull();

    resetSecrets();
    process.env.KSEF_OFFLINE_CERT_SECRET_ARN = aws.putSecret(
      "printshop-test-ksef-cert-bad",
      JSON.stringify({ serial: "not hex", privateKeyPem: "secret-material" }),
    );
    const error = await refusal(ksefOfflineCertificate());
    expect(error.message).toMatch(/is not a KSeF offline certificate/);
    expect(error.message).not.toContain("secret-material");
  });

  it("locally: KSEF_TOKEN and KSEF_OFFLINE_CERT_SERIAL/KEY from the environment; none: off", async () => {
    expect(await ksefToken()).toBeNull();
    expect(await ksefOfflineCertificate()).toBeNull();
    resetSecrets();
    Object.assign(process.env, {
      KSEF_TOKEN: "20261127-EC-LOCAL",
      KSEF_OFFLINE_CERT_SERIAL: "01F2",
      KSEF_OFFLINE_CERT_KEY: PEM,
    });
    expect(await ksefToken()).toBe("20261127-EC-LOCAL");
    expect(await ksefOfflineCertificate()).toEqual({ serial: "01F2", privateKeyPem: PEM });
  });
});

describe("the site origin", () => {
  it.each([
    ["https://shop.example.pl", "https://shop.example.pl"],
    ["https://shop.example.pl/", "https://shop.example.pl"],
    ["HTTPS://Shop.Example.PL:443", "https://shop.example.pl"],
    ["http://localhost:3000", "http://localhost:3000"],
    ["http://127.0.0.1:5173/", "http://127.0.0.1:5173"],
  ])("SITE_ORIGIN=%s → %s", async (value, origin) => {
    process.env.SITE_ORIGIN = value;
    expect(await siteOrigin()).toBe(origin);
  });

  it.each([
    "http://shop.example.pl",
    "https://shop.example.pl/sklep",
    "https://shop.example.pl/?x=1",
    "https://user:pw@shop.example.pl",
    "shop.example.pl",
    "javascript:alert(1)",
  ])("refuses SITE_ORIGIN=%s", async (value) => {
    process.env.SITE_ORIGIN = value;
    expect(await refusal(siteOrigin())).toBeInstanceOf(SecretError);
  });

  it("is never guessed: without SITE_ORIGIN or its parameter, there is none", async () => {
    expect((await refusal(siteOrigin())).message).toMatch(/SITE_ORIGIN/);
  });
});

describe("locally", () => {
  it("generates the captcha key once and keeps it on disk (mode 0600), so a restart keeps it", async () => {
    const key = await captchaKey();
    expect(Buffer.byteLength(key)).toBeGreaterThanOrEqual(32);
    const file = join(dir, "altcha-hmac-key");
    expect(readFileSync(file, "utf8")).toBe(key);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    resetSecrets();
    expect(await captchaKey()).toBe(key);
  });

  it("takes ALTCHA_HMAC_KEY from the environment, refusing a short one", async () => {
    process.env.ALTCHA_HMAC_KEY = "k".repeat(32);
    expect(await captchaKey()).toBe("k".repeat(32));
    resetSecrets();
    process.env.ALTCHA_HMAC_KEY = "k".repeat(31);
    expect((await refusal(captchaKey())).message).toMatch(/ALTCHA_HMAC_KEY is shorter/);
  });

  it("takes SECOND_FACTOR_KEY from the environment, else none (the caller's development key)", async () => {
    expect(await secondFactorKey()).toBeNull();
    resetSecrets();
    process.env.SECOND_FACTOR_KEY = "f".repeat(32);
    expect(await secondFactorKey()).toBe("f".repeat(32));
  });

  it("has no origin secret: there is no CloudFront in front", async () => {
    expect(await originSecret()).toBeNull();
  });

  it("keeps one key per file, creating its folder", () => {
    const file = join(dir, "nested", "key");
    const first = localSecretFile(file);
    expect(localSecretFile(file)).toBe(first);
    expect(first).toMatch(/^[\w-]{43}$/);
  });
});
