import { afterEach, describe, expect, it } from "vitest";
import { availableParallelism } from "node:os";
import {
  HASH_QUEUE,
  hashConcurrency,
  hashPassword,
  hashQueueFull,
  hashStats,
  verifyAgainstNothing,
  verifyPassword,
  withHashSlot,
} from "./password";

const saved = { ...process.env };
afterEach(() => {
  process.env.PRINTSHOP_TEST_SCRYPT_LOG_N = saved.PRINTSHOP_TEST_SCRYPT_LOG_N;
  process.env.VITEST = saved.VITEST;
  if (saved.PRINTSHOP_TEST_SCRYPT_LOG_N === undefined)
    delete process.env.PRINTSHOP_TEST_SCRYPT_LOG_N;
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

  it("runs at most PASSWORD_HASH_CONCURRENCY hashes at once; the rest wait their turn and all finish", async () => {
    process.env.PRINTSHOP_TEST_SCRYPT_LOG_N = "12";
    process.env.PASSWORD_HASH_CONCURRENCY = "2";
    const stored = await hashPassword("correct horse 1");
    const before = { ...hashStats };
    let at = 0;
    let most = 0;
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, () =>
        withHashSlot(async (slot) => {
          most = Math.max(most, ++at);
          try {
            return await verifyPassword("wrong", stored, slot);
          } finally {
            at--;
          }
        }),
      ),
    );
    expect(outcomes).toEqual([false, false, false, false, false, false]);
    expect(most).toBe(2);
    expect(hashStats.started - before.started).toBe(6);
    expect(hashStats.queued - before.queued).toBe(4);
    expect(hashStats.refused - before.refused).toBe(0);
  });

  it("a customer is never held up by the rest: the classes have their own slots (customers at least 2), each class served in arrival order", async () => {
    process.env.PASSWORD_HASH_CONCURRENCY = "1";
    const order: string[] = [];
    let release!: () => void;
    const held = withHashSlot(() => new Promise<void>((r) => (release = r)));
    const low = [
      withHashSlot(async () => void order.push("low 1")),
      withHashSlot(async () => void order.push("low 2")),
    ];
    // The low class's one slot is held and two wait: customers run at once, two side by side, the third after one ends.
    const releases: (() => void)[] = [];
    const customer = (name: string) =>
      withHashSlot(() => new Promise<void>((r) => (order.push(name), releases.push(r))), {
        priority: "high",
      });
    const customers = [customer("high 1"), customer("high 2"), customer("high 3")];
    expect(order).toEqual(["high 1", "high 2"]);
    releases[0]!();
    await customers[0];
    expect(order).toEqual(["high 1", "high 2", "high 3"]);
    releases[1]!();
    releases[2]!();
    await Promise.all(customers);
    release();
    await Promise.all([held, ...low]);
    expect(order).toEqual(["high 1", "high 2", "high 3", "low 1", "low 2"]);
  });

  it("a caller waits at most HASH_QUEUE.maxWaitMs, then 503 server.busy; past maxWaiting it is refused at once", async () => {
    process.env.PASSWORD_HASH_CONCURRENCY = "1";
    let release!: () => void;
    const held = withHashSlot(() => new Promise<void>((r) => (release = r)));
    const started = performance.now();
    await expect(withHashSlot(async () => "never")).rejects.toMatchObject({
      kind: "unavailable",
      code: "server.busy",
      params: { seconds: 1 },
    });
    expect(performance.now() - started).toBeGreaterThanOrEqual(HASH_QUEUE.maxWaitMs - 50);
    // Fill the queue: the next is turned away without waiting. The door sheds only when the other class is full too.
    const waiters = Array.from({ length: HASH_QUEUE.maxWaiting }, () =>
      withHashSlot(async () => "ran"),
    );
    expect(hashQueueFull()).toBe(false);
    const before = hashStats.refused;
    await expect(withHashSlot(async () => "never")).rejects.toMatchObject({ code: "server.busy" });
    expect(hashStats.refused - before).toBe(1);
    release();
    expect(await Promise.all(waiters)).toEqual(Array(HASH_QUEUE.maxWaiting).fill("ran"));
    await held;
    expect(hashQueueFull()).toBe(false);
  });

  it("defaults to half the CPUs, at least one", () => {
    expect(hashConcurrency({})).toBe(Math.max(1, Math.floor(availableParallelism() / 2)));
    expect(hashConcurrency({ PASSWORD_HASH_CONCURRENCY: "3" })).toBe(3);
    expect(hashConcurrency({ PASSWORD_HASH_CONCURRENCY: "zero" })).toBeGreaterThanOrEqual(1);
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
    const derived = await scryptInWorker({
      nice: 19,
      password: "secret",
      salt,
      keyLength: 32,
      options,
    });
    expect(derived.nice).toBe(19);
    expect(getPriority(0)).toBe(before);
    // The same key as Node's own scrypt, and a CPU time measured.
    expect(derived.key.equals(scryptSync("secret", salt, 32, options))).toBe(true);
    expect(derived.cpuMs).toBeGreaterThan(0);
  });
});
