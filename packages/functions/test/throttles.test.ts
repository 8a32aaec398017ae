import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { Account, Cart, Samples } from "@printshop/core";
import { CHALLENGE_LIMIT } from "@printshop/core/account/captcha";
import { PRESIGN_LIMIT } from "@printshop/core/upload/index";
import { hashStats, useClock } from "./built";
import { startTestServer } from "./server";
import { browserClient, companyRegistration, makeUser } from "./accounts";
import { businessCards, label, visitor } from "./shop-client";

/**
 * Every limit is claimed by one conditional write before the work it protects, so N parallel
 * attempts let exactly the allowed number through (issue 14, items 1 and 10).
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
let ipCounter = 1;
const freshIp = () => `203.0.113.${ipCounter++}`;
const count = <T>(values: T[], value: T) => values.filter((v) => v === value).length;

async function post(path: string, body: unknown, ip: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: server.url,
      "x-forwarded-for": ip,
      ...headers,
    },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    retryAfter: res.headers.get("retry-after"),
    body: (await res.json()) as any,
  };
}

describe("atomic throttles under parallel attempts", () => {
  beforeAll(async () => {
    // Enough hash slots that the per-process bound does not hide what the throttle lets through.
    process.env.PASSWORD_HASH_CONCURRENCY = "64";
    server = await startTestServer({ sites: false });
  });
  afterAll(async () => {
    delete process.env.PASSWORD_HASH_CONCURRENCY;
    await server?.close();
  });

  // The bursts happen "at one instant": on a loaded machine a burst can take longer than the first
  // delay (2 s), and attempts after it are honestly allowed; a frozen clock keeps the count exact.
  const frozen = () => {
    const at = Date.now();
    useClock(() => at);
  };
  afterEach(() => useClock());

  it("30 parallel wrong sign-ins on one account from one address: the address's 5 pass its throttle (25 get 429, no hash), the account's 3 are checked, 2 are asked for the captcha", async () => {
    const user = await makeUser();
    frozen();
    const ip = freshIp();
    const before = hashStats.started;
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        post("/trpc/shop.account.signIn", { email: user.email, password: "wrong" }, ip),
      ),
    );
    const statuses = results.map((r) => r.status);
    const { ip: address, account } = Account.SIGN_IN_POLICY;
    expect(hashStats.started - before).toBe(account.free);
    expect(count(statuses, 401)).toBe(account.free);
    expect(count(statuses, 400)).toBe(address.free - account.free);
    expect(count(statuses, 429)).toBe(30 - address.free);
    const refused = results.find((r) => r.status === 429)!;
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(refused.body.error.data.code).toBe("account.sign_in_throttled");
    expect(results.find((r) => r.status === 400)!.body.error.data.code).toBe(
      "account.captcha_required",
    );
  });

  it("30 parallel sign-ins on 30 accounts from one address: exactly the address's free attempts are checked", async () => {
    const ip = freshIp();
    frozen();
    const before = hashStats.started;
    const statuses = (
      await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          post(
            "/trpc/shop.account.signIn",
            { email: `spray-${i}@example.com`, password: "wrong" },
            ip,
          ),
        ),
      )
    ).map((r) => r.status);
    expect(hashStats.started - before).toBe(Account.SIGN_IN_POLICY.ip.free);
    expect(count(statuses, 401)).toBe(Account.SIGN_IN_POLICY.ip.free);
    expect(count(statuses, 429)).toBe(30 - Account.SIGN_IN_POLICY.ip.free);
  });

  it("an IPv6 address is throttled by its /64: rotating the host part earns nothing", async () => {
    frozen();
    const before = hashStats.started;
    const statuses = (
      await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          post(
            "/trpc/shop.account.signIn",
            { email: `v6-${i}@example.com`, password: "wrong" },
            `2001:db8:77:1::${(i + 1).toString(16)}`,
          ),
        ),
      )
    ).map((r) => r.status);
    expect(hashStats.started - before).toBe(Account.SIGN_IN_POLICY.ip.free);
    expect(count(statuses, 429)).toBe(12 - Account.SIGN_IN_POLICY.ip.free);
  });

  it("a right password after a parallel burst of failures on the account from many addresses is asked for the captcha, not refused", async () => {
    const user = await makeUser();
    frozen();
    await Promise.all(
      Array.from({ length: 8 }, () =>
        post("/trpc/shop.account.signIn", { email: user.email, password: "wrong" }, freshIp()),
      ),
    );
    const right = await post(
      "/trpc/shop.account.signIn",
      { email: user.email, password: user.password },
      freshIp(),
    );
    expect(right.status).toBe(400);
    expect(right.body.error.data.code).toBe("account.captcha_required");
  });

  it("check-email: 30 parallel checks from one IP, exactly the limit answered", async () => {
    const ip = freshIp();
    const statuses = (
      await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          post("/api/register/check-email", `x${i}@example.com`, ip),
        ),
      )
    ).map((r) => r.status);
    expect(count(statuses, 200)).toBe(Account.CHECK_EMAIL_LIMIT.limit);
    expect(count(statuses, 429)).toBe(30 - Account.CHECK_EMAIL_LIMIT.limit);
  });

  it("samples: 12 parallel requests from one IP, exactly the IP's daily limit stored", async () => {
    const ip = freshIp();
    const statuses = (
      await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          post(
            "/trpc/shop.samples.order?batch=1",
            {
              0: {
                company: "Firma",
                street: "ul. Długa 1",
                postcode: "00-001",
                city: "Warszawa",
                person: "Anna Nowak",
                phone: "+48 600 700 800",
                email: `s${i}-${ip}@example.com`,
              },
            },
            ip,
          ),
        ),
      )
    ).map((r) => r.status);
    expect(count(statuses, 200)).toBe(Samples.LIMITS.ip.limit);
    expect(count(statuses, 429)).toBe(12 - Samples.LIMITS.ip.limit);
  });

  it("registration: 14 parallel registrations from one IP, exactly the limit reach the captcha check", async () => {
    const ip = freshIp();
    const form = (i: number) => companyRegistration(`reg-${i}@example.com`, "bm90IGEgc29sdXRpb24=");
    const results = await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        post("/trpc/shop.account.register?batch=1", { 0: form(i) }, ip),
      ),
    );
    const codes = results.map((r) => r.body[0]?.error?.data?.code);
    expect(count(codes, "account.captcha_invalid")).toBe(Account.REGISTER_LIMIT.limit);
    expect(count(codes, "rate_limited")).toBe(14 - Account.REGISTER_LIMIT.limit);
  });

  it("captcha challenges: 40 parallel from one IP, exactly the limit handed out", async () => {
    const ip = freshIp();
    const statuses = await Promise.all(
      Array.from(
        { length: 40 },
        async () =>
          (
            await fetch(`${server.url}/api/captcha/challenge`, {
              headers: { "x-forwarded-for": ip },
            })
          ).status,
      ),
    );
    expect(count(statuses, 200)).toBe(CHALLENGE_LIMIT.limit);
    expect(count(statuses, 429)).toBe(40 - CHALLENGE_LIMIT.limit);
  });

  it("new carts: 40 parallel first adds from one IP, exactly the creation limit get a cart", async () => {
    const ip = freshIp();
    const results = await Promise.all(
      Array.from({ length: 40 }, () =>
        post("/trpc/shop.cart.add?batch=1", { 0: { config: businessCards(), mode: "eco" } }, ip),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(count(statuses, 200)).toBe(Cart.CREATE_LIMIT.limit);
    expect(count(statuses, 429)).toBe(40 - Cart.CREATE_LIMIT.limit);
    expect(results.find((r) => r.status === 429)!.body[0].error.data.code).toBe("cart.too_many");
  }, 180_000);

  it("presigns: 25 parallel on one cart line, exactly the per-line limit signed", async () => {
    const v = visitor(server.url);
    const added = await v.mutate("shop.cart.add", {
      config: label(),
      mode: "eco",
    });
    const lineId = added.body.result.data.item.id as string;
    const statuses = (
      await Promise.all(
        Array.from({ length: 25 }, () =>
          v.mutate("shop.upload.presign", { lineId, fileName: "etykieta.pdf", size: 1234 }),
        ),
      )
    ).map((r) => r.status);
    expect(count(statuses, 200)).toBe(PRESIGN_LIMIT.limit);
    expect(count(statuses, 429)).toBe(25 - PRESIGN_LIMIT.limit);
  }, 180_000);

  it("a browser client sees its IP's throttle with Retry-After in seconds", async () => {
    const ip = freshIp();
    const client = browserClient(server.url, { ip, locale: "en" });
    for (let i = 0; i < Account.CHECK_EMAIL_LIMIT.limit; i++)
      await client.post("/api/register/check-email", `y${i}@example.com`);
    const res = await fetch(`${server.url}/api/register/check-email`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip, "x-locale": "en" },
      body: JSON.stringify("z@example.com"),
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await res.json()) as any).error.message).toBe(
      "Too many attempts. Please try again later.",
    );
  });
});
