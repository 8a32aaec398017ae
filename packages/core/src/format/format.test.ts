import { describe, expect, it } from "vitest";
import {
  formatCurrency,
  formatDate,
  formatDateTime,
  formatDay,
  formatFromPln,
  formatMoney,
  intlLocale,
  perPieceText,
} from "./index";

const NBSP = "\u00a0";
/** Intl writes narrow and plain no-break spaces where the languages want them; compare with spaces. */
const spaced = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

describe("money", () => {
  it("formats in each locale's notation, whichever was asked first", () => {
    expect(formatMoney(12345.5, "zł", "pl")).toBe(`12${NBSP}345,50 zł`);
    expect(formatMoney(1234.5, "€", "en")).toBe("1,234.50 €");
    expect(formatMoney(1234.5, "€", "de")).toBe("1.234,50 €");
    expect(formatMoney("1234.5", "zł", "pl")).toBe("1234,50 zł");
    expect(formatMoney(0.1234, "€", "en")).toBe("0.12 €");
  });

  it("gives a piece's price as many decimals as make it readable", () => {
    expect(perPieceText(123, 1000, "zł", "pl")).toBe("0,123 zł");
    expect(perPieceText(12.3, 1000, "zł", "pl")).toBe("0,0123 zł");
    expect(perPieceText(2500, 1000, "€", "en")).toBe("2.50 €");
  });

  it("shows a currency by its code: its sign, and no decimals for USD", () => {
    expect(formatCurrency("430", "PLN", "pl")).toBe("430,00 zł");
    expect(formatCurrency(1234.5, "EUR", "de")).toBe("1.234,50 €");
    expect(formatCurrency(1234.5, "USD", "en")).toBe("1,235 $");
    expect(formatCurrency(5, "CHF", "de")).toBe("5,00 CHF");
  });

  it("shows an amount kept in PLN in the order's currency at the order's rate (pricing.md §2)", () => {
    expect(formatFromPln("430.00", { currency: "EUR", rate: "4.30" }, "pl")).toBe("100,00 €");
    // round2(10 / 4.2537) = 2.35: the conversion rounds, not the display.
    expect(formatFromPln("10", { currency: "EUR", rate: "4.2537" }, "en")).toBe("2.35 €");
    expect(formatFromPln("12.5", { currency: "PLN", rate: "1" }, "de")).toBe("12,50 zł");
  });
});

describe("dates", () => {
  it("maps the shop's languages to Intl tags, anything else to Polish's", () => {
    expect(["pl", "en", "de", "fr"].map(intlLocale)).toEqual(["pl-PL", "en-GB", "de-DE", "pl-PL"]);
  });

  it("writes a day short by hand and long by Intl, a non-day as it came", () => {
    expect(formatDay("2026-12-01", "pl")).toBe("01.12.2026");
    expect(formatDay("2026-12-01", "en")).toBe("01/12/2026");
    expect(formatDay("2026-12-01", "de")).toBe("01.12.2026");
    expect(formatDay("not a date", "pl")).toBe("not a date");
    expect(formatDay("2026-12-01", "pl", "long")).toBe("1 grudnia 2026");
    expect(formatDay("2026-12-01", "en", "long")).toBe("1 December 2026");
  });

  it("shows a moment as it is in Warsaw, whatever the machine's zone", () => {
    // 23:30 UTC on 31 December is already 1 January in Warsaw (UTC+1 in winter).
    const newYear = Date.UTC(2026, 11, 31, 23, 30);
    expect(formatDate(newYear, "pl")).toBe("1 stycznia 2027");
    expect(formatDate(newYear, "de", "short")).toBe("01.01.27");
    expect(spaced(formatDateTime(newYear, "en"))).toBe("01/01/2027, 00:30:00");
    // Summer time: UTC+2.
    expect(
      spaced(formatDateTime("2026-07-01T10:00:00Z", "pl", { date: "medium", time: "short" })),
    ).toBe("1 lip 2026, 12:00");
  });
});
