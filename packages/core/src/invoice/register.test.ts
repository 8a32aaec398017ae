import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unzipSync, strFromU8 } from "fflate";
import { useTestTable } from "../../../../test/db";
import { db } from "../dynamo/db";
import * as Company from "../company/index";
import * as Ksef from "../ksef/index";
import { retry } from "../ksef/retry";
import { isKsefNumber } from "../ksef/number";
import { qrMatrix } from "../document/pdf";

const pdfText = async (bytes: Uint8Array) => (await pagesOf(bytes)).join("\n");
import { messageIdFor } from "../email/index";
import { placeTestOrder } from "../payment/testing/orders";
import { startPaymentWorld } from "../payment/testing/world";
import { LocalKsef } from "../ksef/testing/ksef.server";
import { validate as fa3Validate } from "./fa3/validate";
import { run } from "./task";
import { ofOrder, warsawDay } from "./issue";
import { ksefIdOf } from "./ksef-link";
import { get, list } from "./register";
import { exportMonth, registerCsv } from "./export";
import { adminFile, customerPdf, guestPdf } from "./files";
import { renderInvoicePdf } from "./pdf";
import { linkToken } from "../upload/order-link";
import { decodePdfQr, pdfText as pagesOf } from "../document/testing/read";
import type { StoredInvoice } from "./number";

/**
 * The accountant's side on DynamoDB Local with the local KSeF: an issued invoice is queued for
 * KSeF where it is issued and e-mailed; the month's register with its filters; the PDF read back
 * (pdfjs) with the KSeF number and the KOD I link, the QR drawn from that link; downloads only
 * through the caller's own order; the month's ZIP; "send again" version-checked and audited.
 */
const NIP = "5260250274";
const admin = { userId: "u-admin", email: "admin@example.com" };
let world: Awaited<ReturnType<typeof startPaymentWorld>>;
let ksef: LocalKsef;
const month = warsawDay(new Date()).slice(0, 7);

async function companyOrder(locale = "pl", country = "PL", customerId?: string) {
  const order = await placeTestOrder({ paymentStatus: "paid" });
  await db()
    .entities.order.patch({ orderId: order.orderId })
    .set({
      locale,
      ...(customerId ? { customerId } : {}),
      customer: {
        ...order.customer,
        billingName: "Ola Nowak",
        billingAddress1: "ul. Krótka 2",
        billingPostcode: "30-001",
        billingCity: "Kraków",
        billingCountry: country,
        type: 1,
        billingCompany: "Kupujący Źdźbło S.A.",
        billingTax: "7740001454",
      } as never,
    })
    .go();
  return order;
}

/** The order paid online: its "to issue" item, as the paid transition writes it, then the task's run. */
async function issued(orderId: string): Promise<StoredInvoice> {
  const now = Date.now();
  await db()
    .entities.invoiceTask.put({ orderId, trigger: "payment", nextAttemptAt: now, createdAt: now })
    .go();
  expect(await run(orderId)).toBe("issued");
  const [invoice] = await ofOrder(orderId);
  return invoice!;
}

beforeAll(async () => {
  await useTestTable("invoice-register");
  world = await startPaymentWorld();
  await db()
    .entities.company.put({
      name: "Drukarnia Testowa sp. z o.o.",
      street: "ul. Prosta 1",
      postcode: "00-001",
      city: "Warszawa",
      country: "PL",
      nip: NIP,
      email: "biuro@example.pl",
      bankName: "Bank",
      bankAccount: "PL61109010140000071219812874",
    })
    .go();
  Company.invalidate();
  ksef = await new LocalKsef({ validate: fa3Validate }).start();
  Ksef.configure({
    config: {
      environment: "test",
      baseUrl: ksef.baseUrl,
      token: ksef.issueToken(NIP),
      nip: NIP,
      pollMs: 10_000,
      timeoutMs: 5_000,
    },
  });
});
afterAll(async () => {
  await ksef?.stop();
  await world?.stop();
});

describe("issue → KSeF → register → PDF", () => {
  let pl: StoredInvoice;
  let en: StoredInvoice;
  let plOrder: Awaited<ReturnType<typeof companyOrder>>;

  it("queues an issued invoice for KSeF and e-mails it, once", async () => {
    plOrder = await companyOrder("pl", "PL", "cust-1");
    pl = await issued(plOrder.orderId);
    expect((await Ksef.status({ invoiceId: ksefIdOf(pl.invoiceId) })).state).toBe("to_send");
    const mail = await db()
      .entities.emailMessage.get({ messageId: messageIdFor("invoice-issued", pl.invoiceId) })
      .go();
    expect(mail.data?.subject).toContain(pl.invoiceId);
    expect(mail.data?.text).toContain(`/account/orders/${plOrder.orderId}`);
    // a second run (a retried task) neither numbers nor queues nor mails again
    expect(await run(plOrder.orderId)).toBe("issued");
    expect(await ofOrder(plOrder.orderId)).toHaveLength(1);
  });

  it("lists the month with KSeF's state, filtered by series, state and buyer", async () => {
    const enOrder = await companyOrder("en", "DE");
    en = await issued(enOrder.orderId);
    const before = await list({ month });
    const row = before.find((r) => r.invoiceId === pl.invoiceId)!;
    expect(row).toMatchObject({ buyerTaxId: "7740001454", currency: "PLN", state: "issued" });
    expect(row.ksef?.state).toBe("to_send");
    expect((await Ksef.sendDue()).accepted).toBeGreaterThanOrEqual(2);
    const after = await list({ month, ksefStatus: "accepted" });
    const accepted = after.find((r) => r.invoiceId === pl.invoiceId)!;
    expect(isKsefNumber(accepted.ksef?.ksefNumber ?? "")).toBe(true);
    expect(await list({ month, ksefStatus: "refused" })).toEqual([]);
    expect(await list({ month, series: "KOR" })).toEqual([]);
    const byBuyer = await list({ month, buyer: "kupujący źdźbło" });
    expect(byBuyer.map((r) => r.invoiceId)).toEqual(
      expect.arrayContaining([pl.invoiceId, en.invoiceId]),
    );
    expect(await list({ month, buyer: "774-000-14-54" })).toHaveLength(byBuyer.length);
    expect(await list({ month, buyer: "nobody here" })).toEqual([]);
    await expect(list({ month: "2026-13" })).rejects.toThrow();
    expect((await get({ invoiceId: pl.invoiceId })).snapshot.number).toBe(pl.invoiceId);
  });

  it("prints the KSeF number and KOD I (its link under it) once accepted, in Polish", async () => {
    const status = await Ksef.status({ invoiceId: ksefIdOf(pl.invoiceId) });
    const { pdf, codes } = await renderInvoicePdf(pl, status);
    const text = await pdfText(pdf);
    expect(text).toContain(`Faktura VAT ${pl.invoiceId}`);
    expect(text).toContain("Sprzedawca");
    expect(text).not.toContain("Seller");
    expect(text).toContain("Kupujący Źdźbło S.A.");
    expect(text).toContain("Zweryfikuj fakturę w KSeF");
    expect(text).toContain(`Numer KSeF: ${status.ksefNumber}`);
    expect(text.replace(/\s/g, "")).toContain(status.qrUrl);
    expect(status.qrUrl).toMatch(/^https:\/\/qr-test\.ksef\.mf\.gov\.pl\/invoice\/5260250274\//);
    expect(codes.kod1?.label).toBe(status.ksefNumber);
    expect(codes.kod1?.matrix).toEqual(qrMatrix(status.qrUrl!));
    // read back from the PDF's own squares by a QR decoder: the link KSeF verifies
    expect(await decodePdfQr(pdf)).toBe(status.qrUrl);
    expect(codes.kod2).toBeNull();
  });

  it("prints English beside Polish for a foreign buyer, and no QR before KSeF decides", async () => {
    const { pdf, codes } = await renderInvoicePdf(en, null);
    const text = await pdfText(pdf);
    expect(text).toContain("Sprzedawca / Seller");
    expect(text).toContain("Nabywca / Buyer");
    expect(codes.kod1).toBeNull();
    expect(await decodePdfQr(pdf)).toBeNull();
    expect(text).not.toContain("Numer KSeF");
  });

  it("gives the PDF only through the caller's own order", async () => {
    const mine = await customerPdf({ orderId: plOrder.orderId, invoiceId: pl.invoiceId }, "cust-1");
    expect(mine.contentType).toBe("application/pdf");
    expect(await pdfText(Buffer.from(mine.base64, "base64"))).toContain(pl.invoiceId);
    await expect(
      customerPdf({ orderId: plOrder.orderId, invoiceId: pl.invoiceId }, "someone-else"),
    ).rejects.toMatchObject({ code: "order.not_found" });
    // an invoice of another order through my order: not found
    await expect(
      customerPdf({ orderId: plOrder.orderId, invoiceId: en.invoiceId }, "cust-1"),
    ).rejects.toMatchObject({ code: "invoice.not_found" });
    const enOrder = (await db().entities.order.get({ orderId: en.orderId }).go()).data!;
    const token = linkToken(enOrder)!;
    const guest = await guestPdf({ token, invoiceId: en.invoiceId });
    expect(guest.fileName).toBe(`${ksefIdOf(en.invoiceId)}.pdf`);
    await expect(guestPdf({ token, invoiceId: pl.invoiceId })).rejects.toMatchObject({
      code: "invoice.not_found",
    });
    const xml = await adminFile({ invoiceId: pl.invoiceId, format: "xml" });
    expect(Buffer.from(xml.base64, "base64").toString("utf8")).toBe(pl.xml);
    const upo = await adminFile({ invoiceId: pl.invoiceId, format: "upo" });
    expect(Buffer.from(upo.base64, "base64").toString("utf8")).toContain("<");
  });

  it("zips the month: every XML, PDF and UPO with the CSV register", async () => {
    const out = await exportMonth({ month });
    const files = unzipSync(out.zip);
    const base = ksefIdOf(pl.invoiceId);
    expect(strFromU8(files[`xml/${base}.xml`]!)).toBe(pl.xml);
    expect(await pdfText(files[`pdf/${base}.pdf`]!)).toContain(pl.invoiceId);
    expect(files[`upo/${base}.xml`]).toBeDefined();
    const csv = strFromU8(files[`rejestr-${month}.csv`]!);
    const status = await Ksef.status({ invoiceId: base });
    const line = csv.split("\r\n").find((l) => l.startsWith(`"${pl.invoiceId}"`))!;
    expect(line).toContain(`"7740001454"`);
    expect(line).toContain(`"${status.ksefNumber}";accepted`);
    expect(csv).toMatch(/"Razem PLN";.*;PLN;\d+\.\d{2};/);
    expect(out.count).toBe((await list({ month })).length);
  });

  it("sends a refused invoice again: version-checked, audited", async () => {
    const id = ksefIdOf(en.invoiceId);
    const item = (await db().entities.ksefInvoice.get({ invoiceId: id }).go()).data!;
    await expect(retry({ invoiceId: id, version: item.version }, admin)).rejects.toMatchObject({
      code: "ksef.not_retryable",
    });
    // KSeF's refusal, as the queue records it
    await db()
      .entities.ksefInvoice.patch({ invoiceId: id })
      .set({
        state: "refused",
        nextAttemptAt: item.nextAttemptAt,
        reason: "Błąd weryfikacji",
        reasonCode: 450,
        version: item.version + 1,
      })
      .go();
    const refused = (await list({ month, ksefStatus: "refused" }))[0]!;
    expect(refused.ksef?.reason?.description).toBe("Błąd weryfikacji");
    await expect(retry({ invoiceId: id, version: item.version }, admin)).rejects.toMatchObject({
      code: "conflict.stale",
    });
    await retry({ invoiceId: id, version: item.version + 1 }, admin);
    expect((await Ksef.status({ invoiceId: id })).state).toBe("to_send");
  });
});

describe("the register's CSV", () => {
  it("quotes text, defuses formulas and totals per currency", () => {
    const row = {
      invoiceId: "FV/2026/1",
      number: "FV/2026/1",
      kind: "vat" as const,
      series: "FV",
      orderId: "o",
      orderNumber: "1",
      issueDate: "2026-11-02",
      saleDate: "2026-11-02",
      buyerName: '=HYPERLINK("x") "Sp"',
      buyerTaxId: null,
      currency: "EUR",
      net: "100.00",
      vat: "0.00",
      gross: "100.00",
      vatPln: "0.00",
      state: "issued" as const,
      xsdErrors: [],
      ksef: null,
    };
    const csv = registerCsv([
      row,
      { ...row, invoiceId: "FV/2026/2", number: "FV/2026/2", net: "0.10" },
    ]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""x"") ""Sp"""`);
    expect(csv).toContain(`"Razem EUR";;;;;;;EUR;100.10;0.00;200.00;0.00;;`);
  });
});
