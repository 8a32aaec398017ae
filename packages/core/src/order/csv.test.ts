import { describe, expect, it } from "vitest";
import { readCsv } from "../csv/index";
import { toCsv } from "./csv";
import type { OrderRow } from "./listing";

const row = (over: Partial<OrderRow>): OrderRow =>
  ({
    number: "2026/11/0001",
    createdAt: Date.UTC(2026, 10, 23, 10),
    status: "new",
    paymentStatus: "paid",
    email: "a@example.com",
    name: "Anna",
    kinds: ["labels"],
    lineCount: 1,
    currency: "PLN",
    net: "100.00",
    gross: "123.00",
    ...over,
  }) as OrderRow;

describe("the orders' CSV export", () => {
  it("starts with a byte-order mark and a translated header, rows end with CR LF", () => {
    const csv = toCsv([row({})], "en");
    expect(csv.startsWith("\uFEFFNumber,Date,Order status,Payment status,")).toBe(true);
    expect(csv.endsWith("\r\n")).toBe(true);
  });

  it("defuses what a customer typed that a spreadsheet would run, and quotes separators", () => {
    const csv = toCsv(
      [row({ name: '=HYPERLINK("http://evil")', company: "Druk; Sp. z o.o." })],
      "pl",
    );
    const [, cells] = readCsv(csv).rows as [string[], string[]];
    expect(cells[5]).toBe(`'=HYPERLINK("http://evil")`);
    expect(cells[6]).toBe("Druk; Sp. z o.o.");
    expect(cells[11]).toBe("100.00");
  });
});
