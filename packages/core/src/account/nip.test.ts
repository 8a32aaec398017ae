import { describe, expect, it } from "vitest";
import { isValidNip, normalizeNip } from "./nip";

/** Checksum computed by hand: 1234563218 → 6+10+21+8+15+24+15+12+7 = 118, 118 mod 11 = 8. */
describe("Polish NIP", () => {
  it.each(["1234563218", "PL1234563218", "pl 123-456-32-18", "123-45-63-218"])(
    "accepts %s",
    (nip) => {
      expect(isValidNip(nip)).toBe(true);
    },
  );

  it.each([
    ["a wrong check digit", "1234563217"],
    ["nine digits", "123456321"],
    ["eleven digits", "12345632189"],
    ["letters only", "ABCDEFGHIJ"],
    ["empty", ""],
    ["a sum whose remainder is 10 (never valid), whatever the last digit", "1000000160"],
    ["a check digit of 1 after a remainder of 10", "1000000161"],
  ])("refuses %s", (_name, nip) => {
    expect(isValidNip(nip)).toBe(false);
  });

  it("refuses anything that is not a string", () => {
    expect(isValidNip(1234563218)).toBe(false);
    expect(isValidNip(null)).toBe(false);
  });

  it("strips the PL prefix and separators", () => {
    expect(normalizeNip(" PL 123-456-32-18 ")).toBe("1234563218");
  });
});
