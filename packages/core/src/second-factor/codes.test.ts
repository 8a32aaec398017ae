import { describe, expect, it } from "vitest";
import { hashRecoveryCode, newRecoveryCodes, normalizeRecoveryCode, totpShaped } from "./codes";
import { resetSecrets } from "../config/secrets";
import { open, seal } from "./secret";

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
  it("open for their user only, and not at all once altered", async () => {
    const sealed = await seal("JBSWY3DPEHPK3PXP", "user-1");
    expect(sealed).not.toContain("JBSWY3DPEHPK3PXP");
    expect(await open(sealed, "user-1")).toBe("JBSWY3DPEHPK3PXP");
    await expect(open(sealed, "user-2")).rejects.toThrow();
    const [v, iv, body, tag] = sealed.split(".");
    // Another first character: other bits of the first byte (the last may be padding only).
    const other = body!.startsWith("A") ? "B" : "A";
    const flipped = `${v}.${iv}.${other}${body!.slice(1)}.${tag}`;
    await expect(open(flipped, "user-1")).rejects.toThrow();
  });

  it("are refused in AWS without the key's parameter, and locally with a short key", async () => {
    const saved = { ...process.env };
    try {
      process.env.AWS_LAMBDA_FUNCTION_NAME = "api";
      delete process.env.SECOND_FACTOR_KEY_PARAMETER;
      // An environment variable is not where AWS keeps the key (config/secrets.ts).
      process.env.SECOND_FACTOR_KEY = "a configured key of at least thirty-two bytes";
      resetSecrets();
      await expect(seal("JBSWY3DPEHPK3PXP", "u")).rejects.toThrow(/service.unavailable/);
      delete process.env.AWS_LAMBDA_FUNCTION_NAME;
      process.env.SECOND_FACTOR_KEY = "thirty-one bytes, one too short";
      resetSecrets();
      await expect(seal("JBSWY3DPEHPK3PXP", "u")).rejects.toThrow(/service.unavailable/);
      process.env.SECOND_FACTOR_KEY = "a configured key of at least thirty-two bytes";
      resetSecrets();
      const sealed = await seal("JBSWY3DPEHPK3PXP", "u");
      expect(await open(sealed, "u")).toBe("JBSWY3DPEHPK3PXP");
      // Sealed under another key, it does not open.
      delete process.env.SECOND_FACTOR_KEY;
      resetSecrets();
      await expect(open(sealed, "u")).rejects.toThrow();
    } finally {
      process.env = saved;
      resetSecrets();
    }
  });
});
