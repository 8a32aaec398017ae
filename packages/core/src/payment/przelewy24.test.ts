import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GatewayError, NotificationRefused, type PaymentGateway } from "./port";
import { przelewy24Secrets } from "./config";
import { P24_API, p24Sign, przelewy24, type Przelewy24Gateway } from "./przelewy24";
import { LocalPrzelewy24 } from "./testing/przelewy24.server";

/**
 * The Przelewy24 adapter against the local server, which implements the documented protocol on
 * its own (its own signing code and field lists): signatures checked both ways, statuses,
 * verify, refunds and their notifications, errors and faults. No DynamoDB here.
 */
const p24 = new LocalPrzelewy24();
let gateway: Przelewy24Gateway;
const request = (
  paymentId: string,
  over: Partial<Parameters<PaymentGateway["register"]>[0]> = {},
) => ({
  paymentId,
  amount: 12_345,
  currency: "PLN",
  description: "Zamówienie 20261126-ABCDE",
  email: "ola@example.com",
  name: "Ola Nowak",
  country: "PL",
  language: "pl" as const,
  returnUrl: "http://shop.test/order/placed/x?payment=1",
  notifyUrl: "http://shop.test/api/payments/przelewy24/notify",
  channel: "all" as const,
  ...over,
});
const failure = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error("expected a failure");
    },
    (e: unknown) => e as GatewayError,
  );
const refusal = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return (e as NotificationRefused).reason;
  }
  throw new Error("expected a refusal");
};
let n = 0;
const id = () => `order${++n}.${Date.now().toString(36)}`;

beforeAll(async () => {
  await p24.start();
  gateway = przelewy24(p24.config);
});
afterAll(() => p24.stop());
beforeEach(() => p24.reset());

describe("signatures as Przelewy24 documents them", () => {
  it("is SHA-384 over the JSON of the fields in order, slashes and Polish letters unescaped", () => {
    // Computed with sha384sum over the documentation's example (PHP json_encode with
    // JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES writes exactly these bytes).
    expect(
      p24Sign({
        sessionId: "unikalne-id-sesji",
        merchantId: 999999,
        amount: 1234,
        currency: "PLN",
        crc: "crc-z-panelu-p24",
      }),
    ).toBe(
      "c5d47472de94f7d0f7b01d8048d51e7d2a0f3c025a246dd90301d2c2df83a3a7cdb2ffde27fc770a8fdd3a0f1a3c4423",
    );
    expect(
      p24Sign({
        merchantId: 1,
        posId: 1,
        sessionId: "a/b",
        amount: 5,
        originAmount: 5,
        currency: "PLN",
        orderId: 7,
        methodId: 154,
        statement: "Zażółć/gęślą",
        crc: "k",
      }),
    ).toBe(
      "1e2c67f9c75fc5b3bae646feb9a46dfcc59ad373a23fed8bba4bc88ac91fcbbf8e89e9e56f612bbadc78d156289aa997",
    );
  });
});

describe("register", () => {
  it("registers the amount and currency given and answers the payment page of the token", async () => {
    const sessionId = id();
    const r = await gateway.register(request(sessionId));
    const t = p24.transactions.get(sessionId)!;
    expect(r.redirectUrl).toBe(`${p24.baseUrl.replace("/api/v1", "")}/trnRequest/${t.token}`);
    expect(r.providerRef).toBe(t.token);
    expect([t.amount, t.currency, t.urlStatus, t.channel]).toEqual([
      12_345,
      "PLN",
      "http://shop.test/api/payments/przelewy24/notify",
      undefined,
    ]);
  });

  it("asks for BLIK alone with the documented channel 8192", async () => {
    const sessionId = id();
    await gateway.register(request(sessionId, { channel: "blik" }));
    expect(p24.transactions.get(sessionId)!.channel).toBe(8192);
  });

  it("is refused with a wrong API key (401) or a signature made with another CRC key", async () => {
    const wrongKey = przelewy24({ ...p24.config, apiKey: "nope" });
    const e1 = await failure(wrongKey.register(request(id())));
    expect([e1.kind, e1.reason]).toEqual(["refused", "http_401: Incorrect authentication"]);
    const wrongCrc = przelewy24({ ...p24.config, crc: "other" });
    const e2 = await failure(wrongCrc.register(request(id())));
    expect([e2.kind, e2.reason]).toEqual(["refused", "http_400: Incorrect sign"]);
    expect(p24.transactions.size).toBe(0);
  });

  it("reports the provider down (5xx, time-out, reset connection) as unavailable", async () => {
    p24.failNext("register", { status: 503 });
    expect((await failure(gateway.register(request(id())))).reason).toBe("http_503");
    p24.failNext("register", "hang");
    const impatient = przelewy24({ ...p24.config, timeoutMs: 200 });
    const slow = await failure(impatient.register(request(id())));
    expect([slow.kind, slow.reason]).toEqual(["unavailable", "timeout"]);
    p24.failNext("register", "reset");
    const reset = await failure(gateway.register(request(id())));
    expect([reset.kind, reset.reason]).toEqual(["unavailable", "network"]);
  });
});

describe("notifications", () => {
  it("a signed notification is the payment the provider reports", async () => {
    const sessionId = id();
    await gateway.register(request(sessionId));
    const event = gateway.authenticate({ body: p24.pay(sessionId) });
    expect(event).toMatchObject({
      kind: "paid",
      paymentId: sessionId,
      amount: 12_345,
      currency: "PLN",
      providerPaymentId: String(p24.transactions.get(sessionId)!.orderId),
    });
  });

  it("refuses a changed field, a missing signature, another key, another merchant, non-JSON", async () => {
    const sessionId = id();
    await gateway.register(request(sessionId));
    const body = JSON.parse(p24.pay(sessionId)) as Record<string, unknown>;
    const text = (over: Record<string, unknown>) => JSON.stringify({ ...body, ...over });
    expect(refusal(() => gateway.authenticate({ body: text({ amount: 1 }) }))).toBe("signature");
    expect(refusal(() => gateway.authenticate({ body: text({ sign: undefined }) }))).toBe(
      "malformed",
    );
    expect(refusal(() => gateway.authenticate({ body: text({ sign: "0".repeat(96) }) }))).toBe(
      "signature",
    );
    const other = przelewy24({ ...p24.config, crc: "another-crc" });
    expect(refusal(() => other.authenticate({ body: JSON.stringify(body) }))).toBe("signature");
    // Signed with this shop's key, for another merchant: not this shop's notification.
    const forOther = { ...signedFields(body), merchantId: 999 };
    const signed = { ...forOther, sign: p24Sign({ ...forOther, crc: p24.crc }) };
    expect(refusal(() => gateway.authenticate({ body: JSON.stringify(signed) }))).toBe("merchant");
    expect(refusal(() => gateway.authenticate({ body: "merchantId=1" }))).toBe("malformed");
    expect(refusal(() => gateway.authenticate({ body: " ".repeat(9000) }))).toBe("malformed");
  });
});

/** The notification's signed fields, in the documented order. */
function signedFields(f: Record<string, unknown>) {
  const keys = ["merchantId", "posId", "sessionId", "amount", "originAmount", "currency"];
  const more = ["orderId", "methodId", "statement"];
  return Object.fromEntries([...keys, ...more].map((k) => [k, f[k]])) as Record<string, string>;
}

describe("verify, status, refund", () => {
  async function paid(amount = 12_345) {
    const sessionId = id();
    await gateway.register(request(sessionId, { amount }));
    const event = gateway.authenticate({ body: p24.pay(sessionId) });
    if (event.kind !== "paid") throw new Error("not a payment");
    return event;
  }

  it("verify accepts what was paid, after which the status reads paid", async () => {
    const e = await paid();
    expect((await gateway.status({ paymentId: e.paymentId }))?.state).toBe("paid_unconfirmed");
    await gateway.confirm(e);
    expect(await gateway.status({ paymentId: e.paymentId })).toEqual({
      state: "paid",
      providerPaymentId: e.providerPaymentId,
      amount: 12_345,
      currency: "PLN",
      method: "25",
    });
  });

  it("verify is refused for another amount, currency or transaction, and before payment", async () => {
    const e = await paid();
    for (const wrong of [{ amount: 12_344 }, { currency: "EUR" }, { providerPaymentId: "1" }]) {
      const err = await failure(gateway.confirm({ ...e, ...wrong }));
      expect(err.kind).toBe("refused");
    }
    const unpaid = id();
    await gateway.register(request(unpaid));
    const err = await failure(
      gateway.confirm({ paymentId: unpaid, providerPaymentId: "5", amount: 1, currency: "PLN" }),
    );
    expect(err.reason).toBe("http_400: Transaction not paid");
    expect(await gateway.status({ paymentId: "never-registered" })).toBeNull();
  });

  it("refunds part, then the rest; more than is left, or before verify, is refused", async () => {
    const e = await paid(10_000);
    const ask = (refundId: string, amount: number) =>
      gateway.refund({
        refundId,
        requestId: `req-${refundId}`,
        paymentId: e.paymentId,
        providerPaymentId: e.providerPaymentId,
        amount,
        description: "Zwrot",
        notifyUrl: "http://shop.test/api/payments/przelewy24/notify",
      });
    expect((await failure(ask("r0", 100))).reason).toMatch(/^http_400/);
    await gateway.confirm(e);
    await ask("r1", 2_500);
    expect((await failure(ask("r1", 100))).reason).toBe("http_409: Conflict");
    expect((await failure(ask("r2", 7_501))).reason).toMatch(/exceeds/);
    await ask("r3", 7_500);
    expect((await gateway.status({ paymentId: e.paymentId }))?.state).toBe("returned");
    const notices = p24.pendingRefundNotices.map((r) => r.refundsUuid);
    expect(notices).toEqual(["r1", "r3"]);
  });
});

describe("the test gateway's payment page", () => {
  let shop: Server;
  const received: string[] = [];
  beforeAll(async () => {
    shop = createServer((req, res) => {
      let body = "";
      req.on("data", (c: Buffer) => (body += c.toString()));
      req.on("end", () => {
        received.push(body);
        res.end("OK");
      });
    });
    await new Promise<void>((ok) => shop.listen(0, "127.0.0.1", ok));
  });
  afterAll(() => new Promise<void>((ok) => shop.close(() => ok())));

  it("is labelled a test gateway; paying there notifies the shop and sends the payer back", async () => {
    const shopUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
    const sessionId = id();
    const r = await gateway.register(request(sessionId, { notifyUrl: `${shopUrl}/notify` }));
    const html = await (await fetch(r.redirectUrl)).text();
    expect(html).toContain("TEST GATEWAY");
    expect(html).toContain("123.45 PLN");
    const res = await fetch(r.redirectUrl, {
      method: "POST",
      body: new URLSearchParams({ action: "pay" }),
      redirect: "manual",
    });
    expect([res.status, res.headers.get("location")]).toEqual([
      303,
      "http://shop.test/order/placed/x?payment=1",
    ]);
    expect(gateway.authenticate({ body: received.at(-1)! })).toMatchObject({
      paymentId: sessionId,
    });
  });
});

describe("the keys", () => {
  const keys = { P24_MERCHANT_ID: "123", P24_API_KEY: "k", P24_CRC: "c" };
  it("are read by one function: the sandbox by default, production or a local server on demand", () => {
    expect(przelewy24Secrets(keys)).toEqual({
      merchantId: 123,
      posId: 123,
      apiKey: "k",
      crc: "c",
      baseUrl: P24_API.sandbox,
      label: "Przelewy24 sandbox",
    });
    expect(przelewy24Secrets({ ...keys, P24_ENV: "production", P24_POS_ID: "9" })).toMatchObject({
      posId: 9,
      baseUrl: P24_API.production,
    });
    expect(przelewy24Secrets({ ...keys, P24_BASE_URL: p24.baseUrl })?.baseUrl).toBe(p24.baseUrl);
  });

  it("without every key, online payments are off", () => {
    for (const missing of ["P24_MERCHANT_ID", "P24_API_KEY", "P24_CRC"])
      expect(przelewy24Secrets({ ...keys, [missing]: "" })).toBeNull();
    expect(przelewy24Secrets({ ...keys, P24_MERCHANT_ID: "abc" })).toBeNull();
  });
});
