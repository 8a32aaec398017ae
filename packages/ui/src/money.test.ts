import { describe, expect, it } from "vitest";
import { formatDate, formatMoney, formatNumber, perPieceText } from "./money";

// The formatters are kept per locale and precision: each call must still use its own locale's.
describe("money and date formatting", () => {
  it("formats in each locale's notation, whichever was asked first", () => {
    expect(formatMoney(12345.5, "zł", "pl")).toBe(`12${"\u00a0"}345,50 zł`);
    expect(formatMoney(1234.5, "€", "en")).toBe("1,234.50 €");
    expect(formatMoney(1234.5, "€", "de")).toBe("1.234,50 €");
    expect(formatMoney(12345.5, "zł", "pl")).toBe(`12${"\u00a0"}345,50 zł`);
    expect(formatDate("2026-12-01", "pl")).toBe("01.12.2026");
    expect(formatDate("2026-12-01", "en")).toBe("01/12/2026");
    expect(formatDate("2026-12-01", "de")).toBe("01.12.2026");
    expect(formatDate("not a date", "pl")).toBe("not a date");
  });

  it("gives a piece's price as many decimals as make it readable", () => {
    expect(perPieceText(123, 1000, "zł", "pl")).toBe("0,123 zł");
    expect(perPieceText(12.3, 1000, "zł", "pl")).toBe("0,0123 zł");
    expect(perPieceText(2500, 1000, "€", "en")).toBe("2.50 €");
    expect(formatMoney(0.1234, "€", "en")).toBe("0.12 €");
  });

  it("writes numbers exactly as Intl.NumberFormat does in the three languages", () => {
    const intl = { pl: "pl-PL", de: "de-DE", en: "en-GB" } as const;
    // Ties and binary near-ties, group boundaries, negatives, zero and negative zero, then a spread.
    const values = [
      0, -0, 1, 999, 1000, 1234.5, 9999.995, 10000, 12345.675, 1e6, 123456789.125, 1.005, 2.675,
      0.125, 0.0005, 0.00049, -0.001, -1234.565, 1e20, 1e-7, 5e-7, -4.5e-9, 0.99995, 99999.9999,
      0.000049999,
    ];
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 3000; i++)
      values.push(
        Number(
          (random() * 10 ** Math.floor(random() * 9) * (random() < 0.1 ? -1 : 1)).toFixed(
            Math.floor(random() * 6),
          ),
        ),
      );
    for (const [locale, tag] of Object.entries(intl))
      for (const [min, max] of [
        [2, 2],
        [2, 3],
        [2, 4],
        [0, 3],
        [0, 0],
      ] as const) {
        const reference = new Intl.NumberFormat(tag, {
          minimumFractionDigits: min,
          maximumFractionDigits: max,
        });
        for (const x of values)
          expect(`${locale} ${min}-${max} ${x}: ${formatNumber(x, locale, min, max)}`).toBe(
            `${locale} ${min}-${max} ${x}: ${reference.format(x)}`,
          );
      }
  });
});
