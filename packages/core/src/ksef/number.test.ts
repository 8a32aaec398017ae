import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { crc8, isKsefNumber, ksefNumber, referenceNumber } from "./number";

/** KSeF numbers per faktury_numer-ksef.md: 35 characters, CRC-8 (0x07, init 0x00) of the first 32. */
describe("KSeF numbers", () => {
  it("the document's example checks out: 5265877635-20250826-0100001AF629-AF", () => {
    expect(crc8("5265877635-20250826-0100001AF629")).toBe(0xaf);
    expect(isKsefNumber("5265877635-20250826-0100001AF629-AF")).toBe(true);
    expect(ksefNumber("5265877635", new Date("2025-08-26T10:00:00Z"), "0100001af629")).toBe(
      "5265877635-20250826-0100001AF629-AF",
    );
  });

  it.each([
    ["a wrong checksum", "5265877635-20250826-0100001AF629-AE"],
    ["lower-case hex", "5265877635-20250826-0100001af629-AF"],
    ["one character short", "5265877635-20250826-0100001AF62-AF"],
    ["the 36-character KSeF 1.0 form", "5265877635-20250826-010000-1AF629-AF"],
  ])("refuses %s", (_, value) => expect(isKsefNumber(value)).toBe(false));

  it("every number made is valid, and any one changed character is caught", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{10}$/),
        fc.date({ min: new Date("2026-01-01"), max: new Date("2099-12-31"), noInvalidDate: true }),
        fc.stringMatching(/^[0-9A-F]{12}$/),
        fc.nat(31),
        (nip, at, tech, pos) => {
          const n = ksefNumber(nip, at, tech);
          expect(n).toHaveLength(35);
          expect(isKsefNumber(n)).toBe(true);
          const c = n[pos]!;
          if (c === "-") return;
          const changed = n.slice(0, pos) + (c === "0" ? "1" : "0") + n.slice(pos + 1);
          expect(isKsefNumber(changed)).toBe(false);
        },
      ),
    );
  });

  it("reference numbers are 36 characters, as open-api.json's ReferenceNumber", () => {
    const r = referenceNumber("SO", new Date("2025-06-25T00:00:00Z"), "2c3e6c8000b675cf5d68");
    expect(r).toMatch(/^20250625-SO-2C3E6C8000-B675CF5D68-[0-9A-F]{2}$/);
    expect(r).toHaveLength(36);
  });
});
