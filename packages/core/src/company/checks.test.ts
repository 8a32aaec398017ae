import { describe, expect, it } from "vitest";
import { compactIban, isValidIban, isValidRegon, printIban } from "./checks";

describe("the seller's identifiers", () => {
  it("checks an IBAN by ISO 13616's mod 97 and its country's length", () => {
    expect(isValidIban("PL61 1090 1014 0000 0712 1981 2874")).toBe(true);
    expect(isValidIban("pl61109010140000071219812874")).toBe(true);
    expect(isValidIban("DE89 3704 0044 0532 0130 00")).toBe(true);
    // One digit changed, one digit dropped, a Polish number two digits short of 28, not an IBAN.
    expect(isValidIban("PL61 1090 1014 0000 0712 1981 2875")).toBe(false);
    expect(isValidIban("PL61 1090 1014 0000 0712 1981 287")).toBe(false);
    expect(isValidIban("PL27 1140 2004 0000 3002 0135 53")).toBe(false);
    expect(isValidIban("61 1090 1014 0000 0712 1981 2874")).toBe(false);
    expect(isValidIban("x".repeat(10_000))).toBe(false);
  });

  it("prints an IBAN in groups of four, as banks do", () => {
    expect(printIban("pl61109010140000071219812874")).toBe("PL61 1090 1014 0000 0712 1981 2874");
    expect(compactIban(" PL61 1090 ")).toBe("PL611090");
  });

  it("checks a REGON of 9 or 14 digits by its weights", () => {
    expect(isValidRegon("012100784")).toBe(true);
    expect(isValidRegon("012100785")).toBe(false);
    expect(isValidRegon("12345678512347")).toBe(true);
    expect(isValidRegon("12345678512348")).toBe(false);
    expect(isValidRegon("1234")).toBe(false);
  });
});
