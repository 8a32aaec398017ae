import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { LocalAwsSecrets } from "../config/aws-secrets.server";
import { paymentKeys, resetSecrets, RETRY_AFTER_MS, SecretError } from "../config/secrets";
import { configurePayments, payments } from "./config";

/**
 * The providers' keys in AWS (issue 29, item 4): one SSM SecureString per stage holding a JSON
 * object with the local environment's names, read once per container (the local server here
 * speaks SSM's protocol and checks every call's signature), turned into the gateways.
 */
const aws = new LocalAwsSecrets();
const PARAMETER = "/printshop/test/payment-keys";
const KEYS = {
  P24_MERCHANT_ID: "123456",
  P24_API_KEY: "p24-api-key-from-ssm",
  P24_CRC: "p24-crc-from-ssm",
  P24_ENV: "sandbox",
  STRIPE_SECRET_KEY: "sk_test_fromssm",
  STRIPE_WEBHOOK_SECRET: "whsec_fromssm",
};
const VARIABLES = [
  "AWS_LAMBDA_FUNCTION_NAME",
  "AWS_REGION",
  "AWS_ACCESS_KEY_ID",
  "AWS_SECRET_ACCESS_KEY",
  "AWS_SESSION_TOKEN",
  "AWS_ENDPOINT_URL_SSM",
  "PAYMENT_KEYS_PARAMETER",
  "P24_MERCHANT_ID",
  "P24_POS_ID",
  "P24_API_KEY",
  "P24_CRC",
  "P24_ENV",
  "P24_BASE_URL",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_API_BASE",
];
const saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]));

beforeAll(() => aws.start());
afterAll(() => aws.stop());
beforeEach(() => {
  for (const name of VARIABLES) delete process.env[name];
  aws.reset();
  resetSecrets();
});
afterEach(() => {
  vi.useRealTimers();
  for (const [name, value] of Object.entries(saved))
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  resetSecrets();
  configurePayments({ gateway: null });
});

function inLambda() {
  Object.assign(process.env, {
    AWS_LAMBDA_FUNCTION_NAME: "test-printshop-ApiHandler",
    AWS_REGION: aws.region,
    AWS_ACCESS_KEY_ID: aws.credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: aws.credentials.secretAccessKey,
    AWS_SESSION_TOKEN: aws.credentials.sessionToken,
    AWS_ENDPOINT_URL_SSM: aws.endpoint,
    PAYMENT_KEYS_PARAMETER: PARAMETER,
  });
}

const providers = () => Object.keys(payments().gateways).sort();

describe("the payment providers' keys in AWS", () => {
  it("builds both gateways from the stage's parameter, read once, ignoring keys in the environment", async () => {
    aws.putParameter(PARAMETER, JSON.stringify(KEYS));
    inLambda();
    // A key in the Lambda's environment is not where AWS keys live: it is never used there.
    process.env.P24_BASE_URL = "http://127.0.0.1:1";
    await paymentKeys();
    await paymentKeys();
    expect(providers()).toEqual(["przelewy24", "stripe"]);
    expect(payments().gateways.przelewy24!.label).toBe("Przelewy24 sandbox");
    expect(payments().gateways.stripe!.label).toBe("Stripe test mode");
    expect(aws.calls).toEqual([
      { target: "AmazonSSM.GetParameters", body: { Names: [PARAMETER], WithDecryption: true } },
    ]);
  });

  it("takes no online payments while the parameter does not exist, and reads it again after RETRY_AFTER_MS", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    inLambda();
    expect(await paymentKeys()).toEqual({});
    expect(providers()).toEqual([]);
    aws.putParameter(PARAMETER, JSON.stringify({ ...KEYS, STRIPE_SECRET_KEY: "" }));
    vi.setSystemTime(Date.now() + RETRY_AFTER_MS - 1_000);
    await paymentKeys();
    expect(aws.calls).toHaveLength(1);
    vi.setSystemTime(Date.now() + 1_000);
    await paymentKeys();
    expect(aws.calls).toHaveLength(2);
    // Stripe needs both of its keys: only Przelewy24 is on.
    expect(providers()).toEqual(["przelewy24"]);
  });

  it("refuses a parameter that is not a JSON object of known key names, naming it and never a value", async () => {
    for (const [value, says] of [
      ["P24_CRC=secret-crc", /not a JSON object/],
      [JSON.stringify(["secret-crc"]), /not a JSON object/],
      [JSON.stringify({ P24_CRCC: "secret-crc" }), /P24_CRCC, which is not a payment key name/],
      [JSON.stringify({ P24_CRC: 42 }), /P24_CRC is not a string/],
      [JSON.stringify({ P24_CRC: "x".repeat(9_000) }), /longer than 8192 bytes/],
    ] as const) {
      aws.reset();
      resetSecrets();
      aws.putParameter(PARAMETER, value);
      inLambda();
      const error = await paymentKeys().then(
        () => null,
        (e: unknown) => e as Error,
      );
      expect(error).toBeInstanceOf(SecretError);
      expect(error!.message).toMatch(says);
      expect(error!.message).toContain(PARAMETER);
      expect(error!.message).not.toContain("secret-crc");
      expect(providers()).toEqual([]);
    }
  });

  it("has no parameter to read outside AWS (the environment's keys stand), without asking SSM", async () => {
    process.env.PAYMENT_KEYS_PARAMETER = PARAMETER;
    expect(await paymentKeys()).toBeNull();
    expect(aws.calls).toEqual([]);
  });
});
