import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestTable } from "../../../../test/db";
import { db } from "../dynamo/db";
import * as Payment from "../payment/index";
import { setManual } from "../exchange-rate/index";
import { placeTestOrder } from "../payment/testing/orders";
import { startPaymentWorld } from "../payment/testing/world";
import { setOrderStatus } from "../order/writes";
import { issueForOrder, ofOrder } from "./issue";
import { pendingOf, retryDue, run } from "./task";
import { issueCorrection, recordKsef } from "./correct";
import { Snapshot } from "./schema";
import { COMPANY_BUYER, setSeller, withBuyer } from "./testing/orders";

/**
 * Issuing on DynamoDB Local: on an online payment (the "to issue" item written with the paid
 * transition, run right after), on dispatch, in EUR at the stored NBP rate, refusals.
 */
let world: Awaited<ReturnType<typeof startPaymentWorld>>;
const admin = { userId: "u-admin", email: "admin@example.com" };

const companyOrder = async (
  over: Parameters<typeof placeTestOrder>[0] = {},
  customer: Record<string, unknown> = {},
) =>
  withBuyer(
    await placeTestOrder(over),
    { ...COMPANY_BUYER, ...customer },
    { paymentMethodId: over.paymentStatus === "paid" ? 1 : 2 },
  );
const setCompany = setSeller;

const snapshotOf = (xml: { snapshot: string }) => Snapshot.parse(JSON.parse(xml.snapshot));

beforeAll(async () => {
  await useTestTable("invoice-issue");
  world = await startPaymentWorld();
  await setCompany();
});
afterAll(() => world?.stop());

describe("issued on an online payment", () => {
  it("the paid transition writes the 'to issue' item and the invoice is issued right after, valid FA(3)", async () => {
    const order = await companyOrder();
    const { paymentId } = await Payment.create({ orderId: order.orderId });
    world.p24.pay(paymentId);
    expect(await world.p24.notify(paymentId)).toBe(200);
    const invoices = await ofOrder(order.orderId);
    expect(invoices).toHaveLength(1);
    const invoice = invoices[0]!;
    expect(invoice).toMatchObject({ kind: "vat", state: "issued", series: "FV" });
    expect(invoice.xml).toContain("<NIP>7740001454</NIP>");
    const s = snapshotOf(invoice);
    expect(s.totals).toEqual([{ rate: "23", net: "120.00", vat: "27.60" }]);
    expect(s.gross).toBe("147.60");
    expect(s.payment).toMatchObject({ form: "online" });
    expect(s.payment.paidOn).toBe(s.issueDate);
    const task = await db().entities.invoiceTask.get({ orderId: order.orderId }).go();
    expect(task.data).toBeNull();
    // A repeated notification changes nothing: still one invoice.
    expect(await world.p24.notify(paymentId)).toBe(200);
    expect(await ofOrder(order.orderId)).toHaveLength(1);
  });
});

describe("issued on dispatch (transfer, cash on delivery)", () => {
  it("shipping the order writes the item with the status change; running it issues once", async () => {
    const order = await companyOrder({ paymentStatus: "paid" });
    const { data } = await db().entities.order.get({ orderId: order.orderId }).go();
    const out = await setOrderStatus(
      { orderId: order.orderId, status: "shipped", version: data!.version ?? 1, notify: false },
      admin,
    );
    expect(out.status).toBe("shipped");
    const task = await db().entities.invoiceTask.get({ orderId: order.orderId }).go();
    expect(task.data).toMatchObject({ trigger: "dispatch" });
    expect(await run(order.orderId)).toBe("issued");
    expect(await run(order.orderId)).toBe("issued");
    const invoices = await ofOrder(order.orderId);
    expect(invoices).toHaveLength(1);
    expect(snapshotOf(invoices[0]!).payment).toMatchObject({ form: "transfer" });
    expect(invoices[0]!.xml).toContain("<FormaPlatnosci>6</FormaPlatnosci>");
  });
});

describe("an invoice in EUR", () => {
  it("states the VAT in PLN at the stored NBP rate of the working day before the tax point", async () => {
    // Tax point Monday 2026-11-23: the rate is Friday 2026-11-20's, entered by hand (no NBP locally).
    await setManual(
      { currency: "EUR", date: "2026-11-20", rate: "4.2400", table: "226/A/NBP/2026" },
      admin,
    );
    const order = await companyOrder({ currency: "EUR", rate: "4.2537" });
    const invoice = await issueForOrder(order.orderId, {
      now: new Date("2026-11-23T10:00:00Z"),
      rateSource: null,
    });
    const s = snapshotOf(invoice);
    expect(s.exchange).toEqual({ rate: "4.2400", table: "226/A/NBP/2026", date: "2026-11-20" });
    // Lines at the order's rate: 100/4.2537 = 23.51 net, 123/4.2537 = 28.92 gross (VAT 5.41);
    // delivery 20/4.2537 = 4.70, 24.60/4.2537 = 5.78 (VAT 1.08). VAT 6.49 EUR × 4.2400 = 27.52 PLN.
    expect(s.totals).toEqual([{ rate: "23", net: "28.21", vat: "6.49", vatPln: "27.52" }]);
    expect(invoice.state).toBe("issued");
    expect(invoice.xml).toContain("<P_14_1W>27.52</P_14_1W>");
    expect(invoice.xml).toContain("<KursWaluty>4.2400</KursWaluty>");
  });

  it("without the rate it stays to issue with the reason, and the retry issues it once the rate is entered", async () => {
    const order = await companyOrder({ currency: "EUR", rate: "4.2537" });
    // Paid online (method 2): the invoice is due (policy.ts).
    await db().entities.order.patch({ orderId: order.orderId }).set({ paymentStatus: "paid" }).go();
    await db()
      .entities.invoiceTask.put({
        orderId: order.orderId,
        trigger: "payment",
        nextAttemptAt: 0,
        createdAt: 0,
      })
      .go();
    const now = new Date("2026-11-11T10:00:00Z"); // tax point 11 Nov (holiday): rate of Tue 10 Nov
    expect(await run(order.orderId, { now, rateSource: null })).toBe("failed");
    const task = await db().entities.invoiceTask.get({ orderId: order.orderId }).go();
    expect(task.data).toMatchObject({ attempts: 1, lastError: "exchange_rate.missing" });
    expect(await ofOrder(order.orderId)).toHaveLength(0);
    // What the admin's order page shows: why it waits and which day's rate to enter.
    expect(await pendingOf(order.orderId)).toMatchObject({
      trigger: "payment",
      attempts: 1,
      reason: "exchange_rate.missing",
      rateNeeded: { currency: "EUR", date: "2026-11-10" },
    });
    await setManual(
      { currency: "EUR", date: "2026-11-10", rate: "4.2300", table: "219/A/NBP/2026" },
      admin,
    );
    const later = new Date(task.data!.nextAttemptAt + 1);
    const retried = await retryDue({ now: later, rateSource: null });
    expect(retried).toEqual({ tried: 1, issued: 1 });
    expect((await db().entities.invoiceTask.get({ orderId: order.orderId }).go()).data).toBeNull();
    expect(await pendingOf(order.orderId)).toBeNull();
    const [invoice] = await ofOrder(order.orderId);
    expect(snapshotOf(invoice!).exchange).toMatchObject({ date: "2026-11-10", rate: "4.2300" });
  });
});

describe("bad input and schema failures", () => {
  it("a NIP failing its checksum never reaches an invoice and takes no number", async () => {
    const order = await companyOrder({}, { billingTax: "7740001455" });
    const before = await db().entities.invoiceCounter.get({ series: "FV", year: 2026 }).go();
    await expect(issueForOrder(order.orderId)).rejects.toMatchObject({
      code: "invoice.nip_invalid",
    });
    const after = await db().entities.invoiceCounter.get({ series: "FV", year: 2026 }).go();
    expect(after.data?.last).toBe(before.data?.last);
    expect(await ofOrder(order.orderId)).toHaveLength(0);
  });

  it("an invoice failing the XSD is stored as failing with the schema's message, never 'issued'", async () => {
    await setCompany({ email: "no-at-sign" });
    try {
      const order = await companyOrder();
      const invoice = await issueForOrder(order.orderId);
      expect(invoice.state).toBe("xsd_failed");
      expect(invoice.xsdErrors?.join("\n")).toMatch(/Email/);
    } finally {
      await setCompany();
    }
  });

  it("a consumer gets an invoice without a tax id (BrakID)", async () => {
    const order = await companyOrder({}, { type: 2, billingCompany: "", billingTax: "" });
    const invoice = await issueForOrder(order.orderId);
    expect(invoice.state).toBe("issued");
    expect(invoice.xml).toMatch(/<BrakID>1<\/BrakID>\s*<Nazwa>Ola Nowak<\/Nazwa>/);
  });
});

describe("corrections and KSeF's answer", () => {
  it("a correction (KOR) of an issued invoice: its own gapless series, the differences, valid FA(3)", async () => {
    const order = await companyOrder();
    const original = await issueForOrder(order.orderId);
    const s = snapshotOf(original);
    await recordKsef(original.invoiceId, original.version ?? 1, { state: "sent" });
    await recordKsef(original.invoiceId, (original.version ?? 1) + 1, {
      state: "accepted",
      ksefNumber: "5260250274-20261123-0123456789AB-CD",
    });
    // The delivery line refunded: only the goods remain.
    const kor = await issueCorrection(original.invoiceId, {
      reason: "Zwrot kosztów wysyłki",
      lines: s.lines.slice(0, 1),
    });
    expect(kor).toMatchObject({ kind: "correction", series: "KOR", state: "issued" });
    const k = snapshotOf(kor);
    expect(k.totals).toEqual([{ rate: "23", net: "-20.00", vat: "-4.60" }]);
    expect(k.gross).toBe("-24.60");
    expect(kor.xml).toContain(
      "<NrKSeFFaKorygowanej>5260250274-20261123-0123456789AB-CD</NrKSeFFaKorygowanej>",
    );
    expect(kor.xml).toContain(`<NrFaKorygowanej>${original.invoiceId}</NrFaKorygowanej>`);
  });

  it("KSeF's answer is recorded only in order (issued → sent → accepted) and against the version", async () => {
    const order = await companyOrder();
    const invoice = await issueForOrder(order.orderId);
    await expect(
      recordKsef(invoice.invoiceId, invoice.version ?? 1, { state: "accepted", ksefNumber: "x" }),
    ).rejects.toMatchObject({ code: "conflict.stale" });
    await recordKsef(invoice.invoiceId, invoice.version ?? 1, { state: "sent" });
    await expect(
      recordKsef(invoice.invoiceId, invoice.version ?? 1, { state: "sent" }),
    ).rejects.toMatchObject({ code: "conflict.stale" });
  });

  it("an invoice that failed the schema is never sent", async () => {
    await setCompany({ email: "no-at-sign" });
    try {
      const order = await companyOrder();
      const invoice = await issueForOrder(order.orderId);
      await expect(
        recordKsef(invoice.invoiceId, invoice.version ?? 1, { state: "sent" }),
      ).rejects.toMatchObject({ code: "conflict.stale" });
    } finally {
      await setCompany();
    }
  });
});
