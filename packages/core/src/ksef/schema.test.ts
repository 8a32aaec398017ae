import { describe, expect, it } from "vitest";
import { KSEF_STATES as STORED } from "../entities/ksef";
import { ksefSecrets, KSEF_API } from "./config";
import { EnqueueInput, KSEF_STATES } from "./schema";

describe("the KSeF queue's contract", () => {
  it("the entity and the browser-safe schema list the same states", () => {
    expect([...STORED]).toEqual([...KSEF_STATES]);
  });

  it("enqueue takes an inline document or a reference with its hash, nothing else", () => {
    expect(EnqueueInput.safeParse({ invoiceId: "inv-1", xml: "<Faktura/>" }).success).toBe(true);
    expect(
      EnqueueInput.safeParse({
        invoiceId: "inv-1",
        xmlRef: "s3://b/k",
        invoiceHash: "A".repeat(43) + "=",
        invoiceSize: 10,
      }).success,
    ).toBe(true);
    expect(EnqueueInput.safeParse({ invoiceId: "inv 1", xml: "<Faktura/>" }).success).toBe(false);
    expect(EnqueueInput.safeParse({ invoiceId: "inv-1", xml: "x".repeat(300_001) }).success).toBe(
      false,
    );
    expect(
      EnqueueInput.safeParse({
        invoiceId: "inv-1",
        xmlRef: "k",
        invoiceHash: "short",
        invoiceSize: 10,
      }).success,
    ).toBe(false);
  });
});

describe("ksefSecrets: the one reader of KSeF's keys", () => {
  const env = { KSEF_TOKEN: "20260101-EC-ABC", KSEF_NIP: "5265877635" };
  it.each([
    ["TEST by default", env, { environment: "test", baseUrl: KSEF_API.test }],
    ["DEMO", { ...env, KSEF_ENV: "demo" }, { environment: "demo", baseUrl: KSEF_API.demo }],
    [
      "production",
      { ...env, KSEF_ENV: "production" },
      { environment: "production", baseUrl: KSEF_API.production },
    ],
    [
      "a local server",
      { ...env, KSEF_BASE_URL: "http://127.0.0.1:9/v2" },
      { environment: "test", baseUrl: "http://127.0.0.1:9/v2", label: "local KSeF test server" },
    ],
  ])("%s", (_, e, expected) =>
    expect(ksefSecrets(e)).toMatchObject({ token: env.KSEF_TOKEN, nip: env.KSEF_NIP, ...expected }),
  );

  it("the Offline certificate for KOD II: both its serial (hex) and its key, or none", () => {
    const pem = "-----BEGIN PRIVATE KEY-----\nMII...\n-----END PRIVATE KEY-----";
    expect(
      ksefSecrets({
        ...env,
        KSEF_OFFLINE_CERT_SERIAL: "01F20A5D352AE590",
        KSEF_OFFLINE_CERT_KEY: pem,
      })?.offlineCertificate,
    ).toEqual({
      serial: "01F20A5D352AE590",
      privateKeyPem: pem,
    });
    expect(
      ksefSecrets({ ...env, KSEF_OFFLINE_CERT_SERIAL: "not hex", KSEF_OFFLINE_CERT_KEY: pem })
        ?.offlineCertificate,
    ).toBeUndefined();
    expect(
      ksefSecrets({ ...env, KSEF_OFFLINE_CERT_SERIAL: "01F2" })?.offlineCertificate,
    ).toBeUndefined();
  });

  it.each([
    ["no token", { KSEF_NIP: "5265877635" }],
    ["a NIP of 9 digits", { KSEF_TOKEN: "t", KSEF_NIP: "526587763" }],
    ["an unknown environment", { ...env, KSEF_ENV: "staging" }],
  ])("off with %s", (_, e) => expect(ksefSecrets(e)).toBeNull());
});
