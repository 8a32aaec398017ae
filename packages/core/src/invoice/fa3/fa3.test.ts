import { describe, expect, test } from "vitest";
import { Snapshot } from "../schema";
import { orderLines } from "../compute";
import {
  CONSUMER,
  correctionOf,
  EU_BUYER,
  NAMES,
  NIP_BUYER,
  order,
  snapshotOf,
} from "../testing/fixtures";
import { buildFa3 } from "./build";
import { validate } from "./validate";

const line = (vat: number, net: string, gross: string) => ({
  id: `l${vat}`,
  title: { pl: `Ulotki ${vat}%`, en: "Flyers", de: "Flyer" },
  quantity: 1000,
  vat,
  net,
  gross,
  netAfterDiscount: net,
  grossAfterDiscount: gross,
});

const EUR_RATE = { rate: "4.2537", table: "226/A/NBP/2026", date: "2026-11-20" };

/** The kinds the shop issues (issue 30 §2), each as issuing builds it from an order. */
const KINDS = {
  "domestic B2B at 23 %": () => snapshotOf(order(), NIP_BUYER),
  "domestic B2B at 8 %": () =>
    snapshotOf(order({ lines: [line(8, "100.00", "108.00")], totals: {} }), NIP_BUYER),
  "domestic B2B at 5 %": () =>
    snapshotOf(order({ lines: [line(5, "100.00", "105.00")], totals: {} }), NIP_BUYER),
  "domestic B2B at 23, 8 and 5 % on one invoice": () =>
    snapshotOf(
      order({
        lines: [line(23, "10.00", "12.30"), line(8, "10.00", "10.80"), line(5, "10.00", "10.50")],
      }),
      NIP_BUYER,
    ),
  "intra-EU supply at 0 % to an EU VAT id": () =>
    snapshotOf(
      order({
        noVat: true,
        locale: "de",
        vatNumber: "DE123456789",
        lines: [line(0, "200.00", "200.00")],
        totals: { shippingNet: "20.00", shippingGross: "20.00" },
      }),
      EU_BUYER,
    ),
  "a consumer": () => snapshotOf(order(), CONSUMER),
  "an invoice in EUR": () =>
    snapshotOf(order({ currency: "EUR", rate: "4.2537", locale: "en" }), NIP_BUYER, EUR_RATE),
  "a correction (KOR) referencing a KSeF number": () => {
    const original = snapshotOf(order(), NIP_BUYER);
    return correctionOf(original, original.lines.slice(1), "5260250274-20261123-0123456789AB-CD");
  },
  "a correction of an invoice issued outside KSeF": () => {
    const original = snapshotOf(order(), NIP_BUYER);
    return correctionOf(original, original.lines.slice(1));
  },
};

describe("FA(3) documents validate against the Ministry's schema", () => {
  for (const [kind, make] of Object.entries(KINDS))
    test(kind, async () => {
      const xml = buildFa3(Snapshot.parse(make()));
      expect(await validate(xml)).toEqual({ ok: true });
    });
});

describe("the validation can fail: a required element removed is refused, naming it", () => {
  const xml = buildFa3(Snapshot.parse(KINDS["domestic B2B at 23 %"]()));
  const required = ["P_2", "P_1", "KodWaluty", "P_15", "RodzajFaktury", "Adnotacje", "Podmiot2"];
  for (const name of required)
    test(`without ${name}`, async () => {
      const cut = xml.replace(new RegExp(`\\s*<${name}>[\\s\\S]*?</${name}>`), "");
      expect(cut).not.toBe(xml);
      const result = await validate(cut);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.errors.join("\n")).toMatch(/Missing child|not expected/);
    });

  test("a VAT rate the schema does not know is refused", async () => {
    const result = await validate(xml.replace("<P_12>23</P_12>", "<P_12>21</P_12>"));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.join("\n")).toContain("P_12");
  });
});

describe("what the document says", () => {
  test("an intra-EU supply: buyer by KodUE + NrVatUE, seller prefix PL, net in P_13_6_2, rate 0 WDT", () => {
    const xml = buildFa3(Snapshot.parse(KINDS["intra-EU supply at 0 % to an EU VAT id"]()));
    expect(xml).toContain("<KodUE>DE</KodUE>");
    expect(xml).toContain("<NrVatUE>123456789</NrVatUE>");
    expect(xml).toContain("<PrefiksPodatnika>PL</PrefiksPodatnika>");
    expect(xml).toContain("<P_13_6_2>220.00</P_13_6_2>");
    expect(xml).toContain("<P_12>0 WDT</P_12>");
    expect(xml).not.toContain("<P_13_1>");
  });

  test("a consumer has no tax id (BrakID)", () => {
    const xml = buildFa3(Snapshot.parse(KINDS["a consumer"]()));
    expect(xml).toMatch(/<BrakID>1<\/BrakID>\s*<Nazwa>Jan Kowalski<\/Nazwa>/);
  });

  test("an EUR invoice states each line's rate and the VAT in PLN at the NBP rate (art. 31a)", () => {
    const s = Snapshot.parse(KINDS["an invoice in EUR"]());
    // 200 PLN / 4.2537 = 47.02 net, 246 / 4.2537 = 57.83 gross: VAT 10.81 EUR; shipping 4.70 / 5.78: 1.08
    expect(s.totals).toEqual([{ rate: "23", net: "51.72", vat: "11.89", vatPln: "50.58" }]);
    const xml = buildFa3(s);
    expect(xml).toContain("<KodWaluty>EUR</KodWaluty>");
    expect(xml).toContain("<P_14_1W>50.58</P_14_1W>");
    expect(xml).toContain("<KursWaluty>4.2537</KursWaluty>");
    expect(xml).toContain("tabela 226/A/NBP/2026 z dnia 2026-11-20");
  });

  test("a correction shows the lines before (StanPrzed) and after and the differences", () => {
    const s = Snapshot.parse(KINDS["a correction (KOR) referencing a KSeF number"]());
    expect(s.totals).toEqual([{ rate: "23", net: "-200.00", vat: "-46.00" }]);
    expect(s.gross).toBe("-246.00");
    const xml = buildFa3(s);
    expect(xml).toContain("<RodzajFaktury>KOR</RodzajFaktury>");
    expect(xml).toContain(
      "<NrKSeFFaKorygowanej>5260250274-20261123-0123456789AB-CD</NrKSeFFaKorygowanej>",
    );
    expect(xml.match(/<StanPrzed>1<\/StanPrzed>/g)).toHaveLength(2);
  });
});

describe("bad input never reaches an invoice", () => {
  test("a NIP failing its checksum is refused", () => {
    const s = { ...KINDS["domestic B2B at 23 %"](), buyer: { ...NIP_BUYER, nip: "7740001455" } };
    const result = Snapshot.safeParse(s);
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).toContain("invoice.nip_invalid");
  });

  for (const vatId of ["DE12345678", "PL5260250274", "XX123456789", "DE1234567890"])
    test(`an EU VAT id of the wrong shape (${vatId}) is refused`, () => {
      const s = {
        ...KINDS["intra-EU supply at 0 % to an EU VAT id"](),
        buyer: { ...EU_BUYER, vatId },
      };
      const result = Snapshot.safeParse(s);
      expect(result.success).toBe(false);
      expect(JSON.stringify(result.error?.issues)).toContain("invoice.vat_id_invalid");
    });

  test("a zero-rated line without an EU buyer is refused", () => {
    const s = { ...KINDS["intra-EU supply at 0 % to an EU VAT id"](), buyer: NIP_BUYER };
    expect(Snapshot.safeParse(s).success).toBe(false);
  });

  test("an invoice in EUR without its NBP rate is refused", () => {
    const s = snapshotOf(order({ currency: "EUR", rate: "4.2537" }), NIP_BUYER);
    expect(Snapshot.safeParse(s).success).toBe(false);
  });

  test("charges become lines at the order's VAT: shipping at 23 %", () => {
    const lines = orderLines(order(), NAMES);
    expect(lines[1]).toMatchObject({ name: "Wysyłka", net: "20.00", vat: "4.60", rate: "23" });
  });
});
