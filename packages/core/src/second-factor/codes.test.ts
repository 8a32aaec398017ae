import { describe, expect, it } from "vitest";
import { hashRecoveryCode, newRecoveryCodes, normalizeRecoveryCode, totpShaped } from "./codes";
import { forgetKey, open, seal } from "./secret";

describe("recovery codes", () => {
  it("are ten different codes of the look-alike-free alphabet", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
  });

  it.each([
    ["abcde-fghjk", "abcdefghjk"],
    [" ABCDE FGHJK ", "abcdefghjk"],
    ["abcdefghjk", "abcdefghjk"],
    ["abcde-fghj", null],
    ["abcde-fghj1", null],
    ["abcde-fghjl", null],
  ])("%j is read as %j", (typed, code) => {
    expect(normalizeRecoveryCode(typed)).toBe(code);
  });

  it("hash per person and the same however typed", () => {
    expect(hashRecoveryCode("u1", "ABCDE FGHJK")).toBe(hashRecoveryCode("u1", "abcde-fghjk"));
    expect(hashRecoveryCode("u1", "abcde-fghjk")).not.toBe(hashRecoveryCode("u2", "abcde-fghjk"));
  });

  it("tells a TOTP code from a recovery code", () => {
    expect(["123456", "123 456", "12345", "1234567", "abcde-fghjk"].map(totpShaped)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

describe("sealed TOTP secrets", () => {
  it("open for their user only, and not at all once altered", () => {
    const sealed = seal("JBSWY3DPEHPK3PXP", "user-1");
    expect(sealed).not.toContain("JBSWY3DPEHPK3PXP");
    expect(open(sealed, "user-1")).toBe("JBSWY3DPEHPK3PXP");
    expect(() => open(sealed, "user-2")).toThrow();
    const [v, iv, body, tag] = sealed.split(".");
    // Another first character: other bits of the first byte (the last may be padding only).
    const other = body!.startsWith("A") ? "B" : "A";
    const flipped = `${v}.${iv}.${other}${body!.slice(1)}.${tag}`;
    expect(() => open(flipped, "user-1")).toThrow();
  });

  it("are refused in AWS without a configured key", () => {
    const saved = { ...process.env };
    try {
      process.env.AWS_LAMBDA_FUNCTION_NAME = "api";
      delete process.env.SECOND_FACTOR_KEY;
      forgetKey();
      expect(() => seal("JBSWY3DPEHPK3PXP", "u")).toThrow(/service.unavailable/);
      process.env.SECOND_FACTOR_KEY = "a configured key of at least thirty-two bytes";
      forgetKey();
      expect(open(seal("JBSWY3DPEHPK3PXP", "u"), "u")).toBe("JBSWY3DPEHPK3PXP");
    } finally {
      process.env = saved;
      forgetKey();
    }
  });
});
