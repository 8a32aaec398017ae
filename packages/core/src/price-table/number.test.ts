import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { formatDecimal, parseDecimal } from "./number";

const ok = (value: string) => ({ ok: true, value });
const err = (error: string) => ({ ok: false, error });

describe("parseDecimal", () => {
  it.each([
    ["1 234,56", "1234.56"],
    ["1\u00a0234,56", "1234.56"],
    ["1\u202f234,5", "1234.5"],
    ["1.234,56", "1234.56"],
    ["1,234.56", "1234.56"],
    ["1234.56", "1234.56"],
    ["1234,56", "1234.56"],
    ["1.234.567,8", "1234567.8"],
    ["1.234", "1234"],
    ["1,234", "1234"],
    ["0,1", "0.1"],
    ["0.10", "0.1"],
    ["007", "7"],
    [" 39 ", "39"],
    ["+12,00", "12"],
    [",5", "0.5"],
    ["12.", "12"],
  ])("%j → %s", (text, value) => expect(parseDecimal(text)).toEqual(ok(value)));

  it.each([
    ["", "empty"],
    ["   ", "empty"],
    ["-5", "negative"],
    ["−5,00", "negative"],
    ["abc", "not_a_number"],
    ["12a", "not_a_number"],
    ["1,2,3", "not_a_number"],
    ["12 34", "not_a_number"],
    ["1.234.56", "not_a_number"],
    ["1,234,56", "not_a_number"],
    ["1.23,4.5", "not_a_number"],
    ["0,123", "too_many_decimals"],
    ["12.345,678", "too_many_decimals"],
    ["1e5", "not_a_number"],
    ["Infinity", "not_a_number"],
    ["1234567890", "too_large"],
  ])("%j is refused: %s", (text, error) => expect(parseDecimal(text)).toEqual(err(error)));

  // Thousands groups of a string of digits, left to right (a look-ahead pattern was quadratic).
  const groups = (i: string, sep: string) => {
    let out = i.slice(0, i.length % 3 || 3);
    for (let k = out.length; k < i.length; k += 3) out += sep + i.slice(k, k + 3);
    return out;
  };
  const amount = fc.tuple(
    fc.bigInt({ min: 0n, max: 999_999_999n }),
    fc.integer({ min: 0, max: 99 }),
  );

  it("reads every pl, de and en spelling of an amount as the same exact decimal (no float on the way)", () => {
    fc.assert(
      fc.property(amount, fc.boolean(), ([int, cents], grouped) => {
        const i = int.toString();
        const f = String(cents).padStart(2, "0");
        const expected = cents === 0 ? i : `${i}.${f.replace(/0$/, "")}`;
        const spellings = [
          `${grouped ? groups(i, " ") : i},${f}`, // pl
          `${grouped ? groups(i, "\u00a0") : i},${f}`, // pl from a spreadsheet
          `${grouped ? groups(i, ".") : i},${f}`, // de
          `${grouped ? groups(i, ",") : i}.${f}`, // en
        ];
        for (const s of spellings) expect(parseDecimal(s)).toEqual(ok(expected));
      }),
      { numRuns: 300 },
    );
  });

  it("formats back to two decimals that parse to the same value", () => {
    fc.assert(
      fc.property(amount, fc.constantFrom<"." | ",">(".", ","), ([int, cents], mark) => {
        const parsed = parseDecimal(`${int}.${String(cents).padStart(2, "0")}`);
        expect(parsed.ok).toBe(true);
        if (!parsed.ok) return;
        const text = formatDecimal(parsed.value, mark);
        expect(text).toMatch(mark === "," ? /^\d+,\d{2}$/ : /^\d+\.\d{2}$/);
        expect(parseDecimal(text)).toEqual(parsed);
      }),
      { numRuns: 300 },
    );
  });
});

describe("parseDecimal's fast path for plain numbers", () => {
  it("answers what the general path answers (a leading + takes the general path)", () => {
    const plain = fc
      .tuple(
        fc.bigInt({ min: 0n, max: 999_999_999n }),
        fc.constantFrom("", ".", ","),
        fc.stringMatching(/^\d{1,2}$/),
        fc.stringMatching(/^0{0,3}$/),
      )
      .map(([n, mark, fraction, zeros]) => `${zeros}${n}${mark ? `${mark}${fraction}` : ""}`);
    fc.assert(
      fc.property(plain, fc.constantFrom(0, 1, 2, 3), (text, decimals) => {
        expect(parseDecimal(text, decimals)).toEqual(parseDecimal(`+${text}`, decimals));
      }),
      { seed: 20261123, numRuns: 2000 },
    );
  });
});
