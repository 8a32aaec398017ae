import { describe, expect, it } from "vitest";
import { MAX_POSTCODE_CITY, splitPostcodeCity } from "./address";

describe("splitPostcodeCity (the seed's one city/postcode field)", () => {
  it.each([
    ["00-950 Warszawa", "00-950", "Warszawa"],
    ["  00-950,  Zielona Góra ", "00-950", "Zielona Góra"],
    ["Zielona Góra, 65-001", "65-001", "Zielona Góra"],
    ["10115 Berlin", "10115", "Berlin"],
    ["Berlin 10115", "10115", "Berlin"],
    ["1010 Wien", "1010", "Wien"],
    ["SW1A 1AA London", "SW1A 1AA", "London"],
    ["M1 1AE Manchester", "M1 1AE", "Manchester"],
  ])("%s → %s / %s", (text, postcode, city) => {
    expect(splitPostcodeCity(text)).toEqual({ postcode, city });
  });

  it.each(["Warszawa", "", "   ", "00-950", "Warszawa Mokotów", "abc 12"])(
    "leaves %j unsplit",
    (text) => {
      expect(splitPostcodeCity(text)).toBeNull();
    },
  );

  it("does not split a text longer than the bound (the schema refuses it)", () => {
    expect(splitPostcodeCity(`00-950 ${"a".repeat(MAX_POSTCODE_CITY)}`)).toBeNull();
  });

  it("answers at once for hostile texts near the bound and far beyond it", () => {
    const hostile = [
      "a" + " ".repeat(60_000) + "!",
      ", ".repeat(30_000),
      "0".repeat(60_000),
      "00-".repeat(20_000),
      "a " + " ".repeat(MAX_POSTCODE_CITY - 3),
    ];
    for (const text of hostile) expect(splitPostcodeCity(text)).toBeNull();
  });
});
