import { afterEach, describe, expect, it } from "vitest";
import { hashPassword, verifyAgainstNothing, verifyPassword } from "./password";

const saved = { ...process.env };
afterEach(() => {
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
  }, 20_000);

  it("lowers the cost only inside vitest, and verifies by the parameters stored in the hash", async () => {
    process.env.PRINTSHOP_TEST_SCRYPT_LOG_N = "10";
    const cheap = await hashPassword("secret");
    expect(cheap.startsWith("scrypt$10$8$1$")).toBe(true);
    delete process.env.VITEST;
    const outside = await hashPassword("secret");
    expect(outside.startsWith("scrypt$17$")).toBe(true);
    expect(await verifyPassword("secret", cheap)).toBe(true);
  }, 20_000);

  it("refuses malformed hashes and spends a verification when there is no account", async () => {
    process.env.PRINTSHOP_TEST_SCRYPT_LOG_N = "10";
    expect(await verifyPassword("x", "plain")).toBe(false);
    expect(await verifyPassword("x", "bcrypt$1$2$3$4$5")).toBe(false);
    expect(await verifyAgainstNothing("x")).toBe(false);
  });
});
