import { describe, expect, it } from "vitest";
import { formatDate, formatMoney, perPieceText } from "./money";

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
});
