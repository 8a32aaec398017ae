import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { availableParallelism } from "node:os";
import { hashConcurrency, hashCpuShare, hashPassword, hashStats, verifyAgainstNothing, verifyPassword } from "./password";

const saved = { ...process.env };
// Hashes one after another at the real cost: no pause between them here (the pause has its own tests).
beforeEach(() => {
  process.env.PASSWORD_HASH_CPU_SHARE = "1";
});
afterEach(() => {
  delete process.env.PASSWORD_HASH_CPU_SHARE;
  process.env.PRINTSHOP_TEST_SCRYPT_LOG_N = saved.PRINTSHOP_TEST_SCRYPT_LOG_N;
  process.env.VITEST = saved.VITEST;
  if (saved.PRINTSHOP_TEST_SCRYPT_LOG_N === undefined) delete process.env.PRINTSHOP_TEST_SCRYPT_LOG_N;
});

describe("password hashing (scrypt)", () => {
  it("uses N=2^17, r=8, p=1 by default, salts every hash, and verifies only the right password", async () => {
    delete process.env.PRINTSHOP_TEST_SCRYPT_LOG_N;
    const hash = await hashPassword("Zażółć gęślą jaźń");
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword("Zażółć gęślą jaźń", hash)).toBe(true);
    expect(await verifyPassword("zażółć gęślą jaźń", hash)).toBe(false);
  }, 60_000);

  it("lowers the cost only inside vitest, and verifies by the parameters stored in the hash", async () => {
    process.env.PRINTSHOP_TEST_SCRYPT_LOG_N = "10";
    const cheap = await hashPassword("secret");
    expect(cheap.startsWith("scrypt$10$8$1$")).toBe(true);
    delete process.env.VITEST;
    const outside = await hashPassword("secret");
    expect(outside.startsWith("scrypt$17$")).toBe(true);
    expect(await verifyPassword("secret", cheap)).toBe(true);
  }, 60_000);

  it("refuses malformed hashes and spends a verification when there is no account", async () => {
    process.env.PRINTSHOP_TEST_SCRYPT_LOG_N = "10";
    expect(await verifyPassword("x", "plain")).toBe(false);
    expect(await verifyPassword("x", "bcrypt$1$2$3$4$5")).toBe(false);
    expect(await verifyAgainstNothing("x")).toBe(false);
  });
});

describe("bounded hashing per process", () => {
  afterEach(() => {
    if (saved.PASSWORD_HASH_CONCURRENCY === undefined) delete process.env.PASSWORD_HASH_CONCURRENCY;
    else process.env.PASSWORD_HASH_CONCURRENCY = saved.PASSWORD_HASH_CONCURRENCY;
  });

  it("runs at most PASSWORD_HASH_CONCURRENCY hashes at once and refuses the rest at once (server.busy, unavailable)", async () => {
    process.env.PRINTSHOP_TEST_SCRYPT_LOG_N = "12";
    process.env.PASSWORD_HASH_CONCURRENCY = "2";
    const stored = await hashPassword("correct horse 1");
    const before = { ...hashStats };
    const outcomes = await Promise.allSettled(Array.from({ length: 6 }, () => verifyPassword("wrong", stored)));
    const refused = outcomes.filter((o) => o.status === "rejected");
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(2);
    expect(refused).toHaveLength(4);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toMatchObject({ kind: "unavailable", code: "server.busy", params: { seconds: 1 } });
    expect(hashStats.started - before.started).toBe(2);
    expect(hashStats.refused - before.refused).toBe(4);
    // Once they finish, the slots are free again.
    expect(await verifyPassword("correct horse 1", stored)).toBe(true);
  });

  it("defaults to half the CPUs, at least one", () => {
    expect(hashConcurrency({})).toBe(Math.max(1, Math.floor(availableParallelism() / 2)));
    expect(hashConcurrency({ PASSWORD_HASH_CONCURRENCY: "3" })).toBe(3);
    expect(hashConcurrency({ PASSWORD_HASH_CONCURRENCY: "zero" })).toBeGreaterThanOrEqual(1);
  });
});

describe("hashing's share of the CPU", () => {
  it("after a hash of d ms the next waits d × (1/share − 1) ms: refused at once before, accepted after", async () => {
    process.env.PRINTSHOP_TEST_SCRYPT_LOG_N = "14";
    process.env.PASSWORD_HASH_CPU_SHARE = "0.25";
    const started = performance.now();
    const stored = await hashPassword("correct horse 1");
    const took = performance.now() - started;
    await expect(verifyPassword("correct horse 1", stored)).rejects.toMatchObject({ kind: "unavailable", code: "server.busy" });
    await new Promise((r) => setTimeout(r, Math.ceil(took * 3) + 20));
    expect(await verifyPassword("correct horse 1", stored)).toBe(true);
  });

  it("defaults to a quarter, and to no pause for tests with the lowered cost", () => {
    expect(hashCpuShare({})).toBe(0.25);
    expect(hashCpuShare({ PASSWORD_HASH_CPU_SHARE: "0.5" })).toBe(0.5);
    expect(hashCpuShare({ VITEST: "true", PRINTSHOP_TEST_SCRYPT_LOG_N: "12" })).toBe(1);
  });
});

describe("hashing in a low-priority worker thread", () => {
  it("runs scrypt at nice 19 in its own thread while the event loop's thread keeps its priority", async () => {
    const { scryptInWorker } = await import("./hash-worker");
    const { getPriority } = await import("node:os");
    const { scryptSync } = await import("node:crypto");
    const before = getPriority(0);
    const salt = Buffer.from("0123456789abcdef");
    const options = { N: 2 ** 12, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
    const derived = await scryptInWorker({ password: "secret", salt, keyLength: 32, options });
    expect(derived.nice).toBe(19);
    expect(getPriority(0)).toBe(before);
    // The same key as Node's own scrypt, and a CPU time measured.
    expect(derived.key.equals(scryptSync("secret", salt, 32, options))).toBe(true);
    expect(derived.cpuMs).toBeGreaterThan(0);
  });

  it("a sign-in's slot is taken before its database work: while one is held, the next is refused in memory", async () => {
    const { withHashSlot, hashSlotFree } = await import("./password");
    process.env.PASSWORD_HASH_CONCURRENCY = "1";
    try {
      // The pause after an earlier test's hash ends first.
      while (!hashSlotFree()) await new Promise((r) => setTimeout(r, 50));
      expect(hashSlotFree()).toBe(true);
      let release!: () => void;
      const held = withHashSlot(() => new Promise<void>((r) => (release = r)));
      let ran = false;
      expect(hashSlotFree()).toBe(false);
      await expect(withHashSlot(async () => void (ran = true))).rejects.toMatchObject({ code: "server.busy" });
      expect(ran).toBe(false);
      release();
      await held;
      await withHashSlot(async () => void (ran = true));
      expect(ran).toBe(true);
    } finally {
      delete process.env.PASSWORD_HASH_CONCURRENCY;
    }
  });
});
