import { create } from "xmlbuilder2";
import { Dec } from "../../pricing/money";
import { type Line, type RateTotal, type Snapshot } from "../schema";

/** FA(3)'s namespace (schemat_FA(3)_v1-0E.xsd). */
export const FA3_NAMESPACE = "http://crd.gov.pl/wzor/2025/06/25/13775/";

type Node = Record<string, unknown>;

/** FA(3) P_13_x / P_14_x by rate (P_13_6_2: zero-rated intra-EU supply of goods). */
const FIELDS: Record<RateTotal["rate"], { net: string; vat?: string; vatPln?: string }> = {
  "23": { net: "P_13_1", vat: "P_14_1", vatPln: "P_14_1W" },
  "8": { net: "P_13_2", vat: "P_14_2", vatPln: "P_14_2W" },
  "5": { net: "P_13_3", vat: "P_14_3", vatPln: "P_14_3W" },
  "0 WDT": { net: "P_13_6_2" },
};
const ORDER: RateTotal["rate"][] = ["23", "8", "5", "0 WDT"];

/** FA(3) TFormaPlatnosci: 6 transfer, 2 card, 7 mobile/online, 1 cash (on delivery). */
const FORM: Record<Snapshot["payment"]["form"], number> = {
  transfer: 6,
  card: 2,
  online: 7,
  cash_on_delivery: 1,
};

function address(a: Snapshot["seller"]["address"]): Node {
  return {
    KodKraju: a.country,
    AdresL1: a.line1,
    ...(a.line2 ? { AdresL2: a.line2 } : {}),
  };
}

function buyer(b: Snapshot["buyer"]): Node {
  const id: Node =
    b.type === "nip"
      ? { NIP: b.nip }
      : b.type === "eu"
        ? { KodUE: b.vatId.slice(0, 2), NrVatUE: b.vatId.slice(2) }
        : { BrakID: 1 };
  return {
    DaneIdentyfikacyjne: { ...id, Nazwa: b.name },
    Adres: address(b.address),
    JST: 2,
    GV: 2,
  };
}

function totals(s: Snapshot): Node {
  const out: Node = {};
  for (const rate of ORDER) {
    const total = s.totals.find((t) => t.rate === rate);
    if (!total) continue;
    const f = FIELDS[rate];
    out[f.net] = total.net;
    if (f.vat) out[f.vat] = total.vat;
    if (f.vatPln && s.currency !== "PLN" && total.vatPln) out[f.vatPln] = total.vatPln;
  }
  out.P_15 = s.gross;
  return out;
}

/** Adnotacje: the shop issues none of the special procedures, each said explicitly. */
const ADNOTACJE: Node = {
  P_16: 2,
  P_17: 2,
  P_18: 2,
  P_18A: 2,
  Zwolnienie: { P_19N: 1 },
  NoweSrodkiTransportu: { P_22N: 1 },
  P_23: 2,
  PMarzy: { P_PMarzyN: 1 },
};

function row(l: Line, n: number, s: Snapshot, before: boolean): Node {
  return {
    NrWierszaFa: n,
    P_7: l.name,
    P_8A: l.unit,
    P_8B: l.quantity,
    P_9A: l.unitNet,
    P_11: l.net,
    P_12: l.rate,
    ...(s.exchange ? { KursWaluty: s.exchange.rate } : {}),
    ...(before ? { StanPrzed: 1 } : {}),
  };
}

function correction(s: Snapshot): Node {
  const c = s.corrected;
  if (!c) return {};
  return {
    PrzyczynaKorekty: c.reason,
    // 2: the correction counts in the period of its own issue (a later event, e.g. a return).
    TypKorekty: 2,
    DaneFaKorygowanej: {
      DataWystFaKorygowanej: c.issueDate,
      NrFaKorygowanej: c.number,
      ...(c.ksefNumber ? { NrKSeF: 1, NrKSeFFaKorygowanej: c.ksefNumber } : { NrKSeFN: 1 }),
    },
  };
}

function payment(s: Snapshot): Node {
  const p = s.payment;
  return {
    ...(p.paidOn ? { Zaplacono: 1, DataZaplaty: p.paidOn } : {}),
    ...(p.dueOn && !p.paidOn ? { TerminPlatnosci: { Termin: p.dueOn } } : {}),
    FormaPlatnosci: FORM[p.form],
    ...(s.seller.bankAccount && p.form === "transfer"
      ? {
          RachunekBankowy: {
            NrRB: s.seller.bankAccount.replace(/\s/g, ""),
            ...(s.seller.bankName ? { NazwaBanku: s.seller.bankName } : {}),
          },
        }
      : {}),
  };
}

function descriptions(s: Snapshot): Node[] {
  const out: Node[] = [];
  if (s.exchange)
    out.push({
      Klucz: "Kurs NBP",
      Wartosc: `${s.exchange.rate} PLN/${s.currency}, tabela ${s.exchange.table} z dnia ${s.exchange.date}`,
    });
  for (const note of s.notes) out.push({ Klucz: "Uwagi", Wartosc: note });
  return out;
}

/**
 * The FA(3) document of an invoice snapshot (never of a proforma, which is not a tax document
 * and never goes to KSeF). Element order is the schema's sequence; values are the snapshot's.
 */
export function buildFa3(s: Snapshot): string {
  if (s.kind === "proforma") throw new Error("a proforma has no FA(3) document");
  const before = s.corrected?.linesBefore ?? [];
  const rows = [
    ...before.map((l, i) => row(l, i + 1, s, true)),
    ...s.lines.map((l, i) => row(l, before.length + i + 1, s, false)),
  ];
  const notes = descriptions(s);
  const fa: Node = {
    KodWaluty: s.currency,
    P_1: s.issueDate,
    P_2: s.number,
    P_6: s.saleDate,
    ...totals(s),
    Adnotacje: ADNOTACJE,
    RodzajFaktury: s.kind === "correction" ? "KOR" : "VAT",
    ...correction(s),
    ...(notes.length ? { DodatkowyOpis: notes } : {}),
    FaWiersz: rows,
    Platnosc: payment(s),
    WarunkiTransakcji: {
      Zamowienia: { NrZamowienia: s.orderNumber },
    },
  };
  const doc = {
    Faktura: {
      "@xmlns": FA3_NAMESPACE,
      Naglowek: {
        KodFormularza: { "@kodSystemowy": "FA (3)", "@wersjaSchemy": "1-0E", "#": "FA" },
        WariantFormularza: 3,
        DataWytworzeniaFa: new Date(s.createdAt).toISOString().replace(/\.\d{3}Z$/, "Z"),
        SystemInfo: "printshop",
      },
      Podmiot1: {
        ...(s.buyer.type === "eu" ? { PrefiksPodatnika: "PL" } : {}),
        DaneIdentyfikacyjne: { NIP: s.seller.nip, Nazwa: s.seller.name },
        Adres: address(s.seller.address),
        ...(s.seller.email || s.seller.phone
          ? {
              DaneKontaktowe: {
                ...(s.seller.email ? { Email: s.seller.email } : {}),
                ...(s.seller.phone ? { Telefon: s.seller.phone } : {}),
              },
            }
          : {}),
      },
      Podmiot2: buyer(s.buyer),
      Fa: fa,
    },
  };
  return create({ version: "1.0", encoding: "UTF-8" }, doc).end({ prettyPrint: true });
}

/** A sum of decimal strings, two decimals. */
export const sum = (values: string[]): string =>
  values.reduce((acc, v) => acc.plus(v), new Dec(0)).toFixed(2);
