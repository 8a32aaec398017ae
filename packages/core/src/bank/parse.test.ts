import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { parseCsvStatement } from "./csv";
import { decodeStatement } from "./decode";
import { distance, matchTransfers, tokensOf, type Candidate } from "./match";
import { parseMt940 } from "./mt940";
import { decimal, parseAmount, parseDate } from "./transfer";

/** Bank statements read exactly (amounts, dates, encodings, layouts) and matched strictly. */
describe("amounts and dates as banks write them", () => {
  it.each([
    ["147,60", 14_760],
    ["147.60", 14_760],
    ["1 234,56", 123_456],
    ["1\u00a0234,56", 123_456],
    ["1.234,56", 123_456],
    ["1,234.56", 123_456],
    ["-12,30", -1_230],
    ["+147,6", 14_760],
    ["1234", 123_400],
    ["1.234", 123_400],
    ["12,345,678", 1_234_567_800],
    ["abc", null],
    ["", null],
    ["1,2,3", null],
  ])("%s → %s", (raw, minor) => expect(parseAmount(raw)).toBe(minor));

  it("reads back every amount it writes (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -99_999_999_99, max: 99_999_999_99 }), (minor) => {
        expect(parseAmount(decimal(minor))).toBe(minor);
        expect(parseAmount(decimal(minor).replace(".", ","))).toBe(minor);
      }),
    );
  });

  it.each([
    ["2026-11-27", "2026-11-27"],
    ["27.11.2026", "2026-11-27"],
    ["27-11-2026", "2026-11-27"],
    ["20261127", "2026-11-27"],
    ["2026-11-27 10:15", "2026-11-27"],
    ["31.02.2026", null],
    ["tomorrow", null],
  ])("%s → %s", (raw, iso) => expect(parseDate(raw)).toBe(iso));
});

const bytes = (s: string) => Buffer.from(s, "utf8").toString("base64");

describe("CSV statements", () => {
  it("the documented layout, in UTF-8", () => {
    const text = [
      "date;amount;currency;title;counterparty",
      "2026-11-27;147,60;PLN;Zamówienie 20261127-AB3C5;Jan Kowalski",
      '2026-11-27;"-20,00";PLN;"Opłata; miesięczna";Bank',
    ].join("\r\n");
    const { text: read, encoding } = decodeStatement(bytes(text));
    expect(encoding).toBe("utf-8");
    expect(parseCsvStatement(read)).toEqual([
      {
        row: 1,
        date: "2026-11-27",
        minor: 14_760,
        currency: "PLN",
        title: "Zamówienie 20261127-AB3C5",
        counterparty: "Jan Kowalski",
      },
      {
        row: 2,
        date: "2026-11-27",
        minor: -2_000,
        currency: "PLN",
        title: "Opłata; miesięczna",
        counterparty: "Bank",
      },
    ]);
  });

  it("a Polish bank's export: windows-1250, lines before the header, Polish column names, no currency column", () => {
    const text = [
      "Wyciąg z rachunku;PL61 1090 1014 0000 0712 1981 2874",
      "",
      "Data operacji;Opis operacji;Nadawca / Odbiorca;Kwota",
      "27.11.2026;Przelew przychodzący - zapłata za 20261127-AB3C5;Żółć Sp. z o.o.;1 147,60",
    ].join("\r\n");
    const cp1250 = Buffer.from(new TextEncoderCp1250().encode(text)).toString("base64");
    const { text: read, encoding } = decodeStatement(cp1250);
    expect(encoding).toBe("windows-1250");
    expect(parseCsvStatement(read)).toEqual([
      {
        row: 1,
        date: "2026-11-27",
        minor: 114_760,
        currency: "PLN",
        title: "Przelew przychodzący - zapłata za 20261127-AB3C5",
        counterparty: "Żółć Sp. z o.o.",
      },
    ]);
  });

  it("refuses what it cannot read, a line too long and too many rows, with the limits", () => {
    expect(() => parseCsvStatement("a;b\n1;2")).toThrow(
      expect.objectContaining({ code: "bank.unreadable" }),
    );
    expect(() => parseCsvStatement(`date;amount\n${"1".repeat(2_001)};1`)).toThrow(
      expect.objectContaining({ code: "bank.line_too_long", params: { line: 2, max: 2_000 } }),
    );
    const many = ["date;amount", ...Array.from({ length: 2_001 }, () => "2026-11-27;1,00")].join(
      "\n",
    );
    expect(() => parseCsvStatement(many)).toThrow(
      expect.objectContaining({ code: "bank.too_many_rows", params: { max: 2_000 } }),
    );
    expect(() => decodeStatement(Buffer.alloc(512 * 1024 + 1, 65).toString("base64"))).toThrow(
      expect.objectContaining({ code: "bank.too_large" }),
    );
  });
});

describe("MT940 statements", () => {
  it("reads :61: entries with their :86: details (Polish subfields and free text), the currency from :60F:", () => {
    const text = [
      ":20:MT940",
      ":25:/PL61109010140000071219812874",
      ":28C:00001",
      ":60F:C261126EUR1000,00",
      ":61:2611271127C34,70N152NONREF//CENT2611270001",
      ":86:152~00VE02~20Zamowienie 20261127-~21AB3C5~30109010140~3112345~32JAN KOWALSKI~33 UL. DLUGA 1",
      ":61:261127D20,N073NONREF",
      ":86:Oplata za prowadzenie",
      "rachunku",
      ":62F:C261127EUR1014,70",
      "-",
    ].join("\r\n");
    expect(parseMt940(text)).toEqual([
      {
        row: 1,
        date: "2026-11-27",
        minor: 3_470,
        currency: "EUR",
        title: "Zamowienie 20261127-AB3C5",
        counterparty: "JAN KOWALSKI UL. DLUGA 1",
      },
      {
        row: 2,
        date: "2026-11-27",
        minor: -2_000,
        currency: "EUR",
        title: "Oplata za prowadzenie rachunku",
        counterparty: "",
      },
    ]);
  });

  it("refuses a file that is not MT940", () => {
    expect(() => parseMt940("hello\nworld")).toThrow(
      expect.objectContaining({ code: "bank.unreadable" }),
    );
  });
});

describe("matching", () => {
  const order = (over: Partial<Candidate> = {}): Candidate => ({
    orderId: "o1",
    number: "20261127-AB3C5",
    version: 3,
    awaiting: true,
    transfer: true,
    due: 14_760,
    currency: "PLN",
    ...over,
  });
  const transfer = (title: string, minor = 14_760, currency = "PLN") => ({
    row: 1,
    date: "2026-11-27",
    minor,
    currency,
    title,
    counterparty: "",
  });
  const outcome = (title: string, minor?: number, currency?: string, c = [order()]) => {
    const [m] = matchTransfers([transfer(title, minor, currency)], c);
    return [m!.outcome, m!.reason, m!.order?.orderId ?? null];
  };

  it.each([
    ["Zamówienie 20261127-AB3C5", undefined, undefined, ["proposed", null, "o1"]],
    ["zam. 20261127ab3c5 dziękuję", undefined, undefined, ["proposed", null, "o1"]],
    ["Zamówienie 20261127-AB3C6", undefined, undefined, ["review", "number_typo", "o1"]],
    ["Zamówienie 2026112-AB3C5", undefined, undefined, ["review", "number_typo", "o1"]],
    ["Zamówienie 20261127-AB3C5", 14_700, undefined, ["review", "amount_mismatch", "o1"]],
    ["Zamówienie 20261127-AB3C5", 14_761, undefined, ["review", "amount_mismatch", "o1"]],
    ["Zamówienie 20261127-AB3C5", undefined, "EUR", ["review", "currency_mismatch", "o1"]],
    ["Zwrot za fakturę", undefined, undefined, ["review", "no_order", null]],
    ["Zamówienie 20261127-XYZ99", undefined, undefined, ["review", "no_order", null]],
    ["Zamówienie 20261127-AB3C5", -14_760, undefined, ["ignored", "outgoing", null]],
  ] as const)("%s, %s %s → %j", (title, minor, currency, want) =>
    expect(outcome(title, minor, currency)).toEqual(want),
  );

  it("an order not awaiting, or not paid by transfer, is never proposed", () => {
    expect(outcome("20261127-AB3C5", undefined, undefined, [order({ awaiting: false })])).toEqual([
      "review",
      "not_awaiting",
      "o1",
    ]);
    expect(outcome("20261127-AB3C5", undefined, undefined, [order({ transfer: false })])).toEqual([
      "review",
      "not_transfer",
      "o1",
    ]);
  });

  it("two transfers for one order: the first is proposed, the second left for a person", () => {
    const both = matchTransfers(
      [transfer("20261127-AB3C5"), { ...transfer("20261127-AB3C5"), row: 2 }],
      [order()],
    );
    expect(both.map((m) => [m.outcome, m.reason])).toEqual([
      ["proposed", null],
      ["review", "duplicate"],
    ]);
  });

  it("distance and tokens", () => {
    expect(distance("20261127AB3C5", "20261127AB3C6")).toBe(1);
    expect(distance("20261127AB3C5", "20261127AB3")).toBe(2);
    expect(tokensOf("Zapłata 20261127-ab3c5, dziękuję")).toContain("20261127AB3C5");
  });
});

/** windows-1250 for the test's Polish letters (Node has a decoder for it, no encoder). */
class TextEncoderCp1250 {
  private static readonly map: Record<string, number> = {
    ą: 0xb9,
    ć: 0xe6,
    ę: 0xea,
    ł: 0xb3,
    ń: 0xf1,
    ó: 0xf3,
    ś: 0x9c,
    ź: 0x9f,
    ż: 0xbf,
    Ą: 0xa5,
    Ć: 0xc6,
    Ę: 0xca,
    Ł: 0xa3,
    Ń: 0xd1,
    Ó: 0xd3,
    Ś: 0x8c,
    Ź: 0x8f,
    Ż: 0xaf,
  };
  encode(s: string): Uint8Array {
    return Uint8Array.from([...s].map((ch) => TextEncoderCp1250.map[ch] ?? ch.charCodeAt(0)));
  }
}
