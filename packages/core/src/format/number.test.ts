import { describe, expect, it } from "vitest";
import { formatNumber } from "./number";

describe("formatNumber", () => {
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
