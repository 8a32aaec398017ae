import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { useTestTable } from "../../../../test/db";
import { db } from "../dynamo/db";
import * as InvoiceSettings from "../invoice-settings/index";
import * as Ksef from "../ksef/index";
import { placeTestOrder } from "../payment/testing/orders";
import { startPaymentWorld } from "../payment/testing/world";
import { setOrderStatus, setPaymentStatus } from "../order/writes";
import * as Actions from "./actions";
import { recordKsef } from "./correct";
import { ofOrder } from "./issue";
import { ksefIdOf } from "./queue";
import { Snapshot } from "./schema";
import { COMPANY_BUYER, CONSUMER, setSeller, withBuyer } from "./testing/orders";
import { run } from "./task";

/**
 * When the invoice is due (Settings → KSeF's "invoice on", the consumer's request at checkout),
 * the administrator's actions (issue by hand, corrections, pro forma), each audited and
 * version-checked, and what is queued for KSeF — on DynamoDB Local.
 */
let world: Awaited<ReturnType<typeof startPaymentWorld>>;
const admin = { userId: "u-admin", email: "admin@example.com" };
const orderOf = async (
  o: { paymentMethodId: 1 | 2; paymentStatus?: "paid" | "awaiting" },
  customer: Record<string, unknown>,
  invoiceRequested?: boolean,
) => withBuyer(await placeTestOrder(o), customer, { invoiceRequested });
const versionOf = async (orderId: string) =>
  (await db().entities.order.get({ orderId }).go({ consistent: true })).data!.version ?? 1;
const snapshotOf = (i: { snapshot: string }) => Snapshot.parse(JSON.parse(i.snapshot));
const auditOf = async (action: string, targetId: string) => {
  const month = new Date().toISOString().slice(0, 7);
  const { data } = await db()
    .entities.auditEntry.query.byMonth({ month })
    .go({ pages: "all" })
    .catch(() => ({ data: [] as { action: string; targetId: string; after: string }[] }));
  return data.filter((e) => e.action === action && e.targetId === targetId);
};
async function setInvoiceOn(invoiceOn: "dispatch" | "payment") {
  const current = await InvoiceSettings.forEdit();
  await InvoiceSettings.update(
    { ksefEnvironment: current.ksefEnvironment, invoiceOn, version: current.version },
    admin,
  );
}

beforeAll(async () => {
  await useTestTable("invoice-actions");
  world = await startPaymentWorld();
  await setSeller();
  // No KSeF configured here: what is queued waits "to send".
  Ksef.configure({ config: null });
});
afterAll(() => world?.stop());
beforeEach(() => setInvoiceOn("dispatch"));

describe("when the invoice is due", () => {
  it("a transfer, invoices on dispatch (the default): marked paid issues nothing, dispatched issues it", async () => {
    const order = await orderOf({ paymentMethodId: 1 }, COMPANY_BUYER);
    await setPaymentStatus(
      {
        orderId: order.orderId,
        status: "paid",
        version: await versionOf(order.orderId),
        notify: false,
      },
      admin,
    );
    expect(await run(order.orderId)).toBe("skipped");
    expect(await ofOrder(order.orderId)).toHaveLength(0);
    await setOrderStatus(
      {
        orderId: order.orderId,
        status: "shipped",
        version: await versionOf(order.orderId),
        notify: false,
      },
      admin,
    );
    expect(await run(order.orderId)).toBe("issued");
    expect((await ofOrder(order.orderId)).map((i) => i.kind)).toEqual(["vat"]);
  });

  it("a transfer, invoices on payment (Settings → KSeF): marked paid issues it, dispatch adds nothing", async () => {
    await setInvoiceOn("payment");
    const order = await orderOf({ paymentMethodId: 1 }, COMPANY_BUYER);
    await setPaymentStatus(
      {
        orderId: order.orderId,
        status: "paid",
        version: await versionOf(order.orderId),
        notify: false,
      },
      admin,
    );
    expect(await run(order.orderId)).toBe("issued");
    await setOrderStatus(
      {
        orderId: order.orderId,
        status: "shipped",
        version: await versionOf(order.orderId),
        notify: false,
      },
      admin,
    );
    expect(await run(order.orderId)).toBe("issued");
    expect(await ofOrder(order.orderId)).toHaveLength(1);
  });

  it("a private person who did not ask for an invoice gets none; one who ticked it gets one; a company always", async () => {
    const silent = await orderOf({ paymentMethodId: 2, paymentStatus: "paid" }, CONSUMER, false);
    const asked = await orderOf({ paymentMethodId: 2, paymentStatus: "paid" }, CONSUMER, true);
    const firm = await orderOf({ paymentMethodId: 2, paymentStatus: "paid" }, COMPANY_BUYER, false);
    for (const o of [silent, asked, firm])
      await db()
        .entities.invoiceTask.put({
          orderId: o.orderId,
          trigger: "payment",
          nextAttemptAt: 0,
          createdAt: 0,
        })
        .go();
    expect(await run(silent.orderId)).toBe("skipped");
    expect(await run(asked.orderId)).toBe("issued");
    expect(await run(firm.orderId)).toBe("issued");
    expect(await ofOrder(silent.orderId)).toHaveLength(0);
    expect((await db().entities.invoiceTask.get({ orderId: silent.orderId }).go()).data).toBeNull();
    expect((await ofOrder(asked.orderId))[0]!.xml).toContain("<BrakID>1</BrakID>");
  });
});

describe("the settings", () => {
  it("are version-checked and audited", async () => {
    const current = await InvoiceSettings.forEdit();
    await expect(
      InvoiceSettings.update(
        { ksefEnvironment: "demo", invoiceOn: "dispatch", version: current.version + 5 },
        admin,
      ),
    ).rejects.toMatchObject({ kind: "conflict", code: "conflict.stale" });
    const saved = await InvoiceSettings.update(
      { ksefEnvironment: "demo", invoiceOn: "dispatch", version: current.version },
      admin,
    );
    expect(saved).toMatchObject({ ksefEnvironment: "demo", version: current.version + 1 });
    const entries = await auditOf("invoiceSettings.update", "current");
    expect(entries.some((e) => JSON.parse(e.after).ksefEnvironment === "demo")).toBe(true);
  });
});

describe("the administrator's actions", () => {
  it("issue by hand: numbered, audited, queued for KSeF; a second time is refused", async () => {
    const order = await orderOf({ paymentMethodId: 1 }, COMPANY_BUYER);
    const out = await Actions.issue({ orderId: order.orderId }, admin);
    expect(out).toMatchObject({ kind: "vat", state: "issued", xsdErrors: [], queued: true });
    expect(out.invoiceId).toMatch(/^FV\/\d{4}\/\d+$/);
    expect((await Ksef.status({ invoiceId: ksefIdOf(out.invoiceId) })).state).toBe("to_send");
    expect(await auditOf("invoice.issue", order.orderId)).toHaveLength(1);
    await expect(Actions.issue({ orderId: order.orderId }, admin)).rejects.toMatchObject({
      kind: "conflict",
      code: "invoice.already_issued",
    });
  });

  it("a correction: amounts computed by the server, the KSeF number of the corrected invoice, KOR series, queued; stale version refused", async () => {
    const order = await orderOf({ paymentMethodId: 1 }, COMPANY_BUYER);
    const issued = await Actions.issue({ orderId: order.orderId }, admin);
    await recordKsef(issued.invoiceId, 1, { state: "sent" });
    await recordKsef(issued.invoiceId, 2, {
      state: "accepted",
      ksefNumber: "5260250274-20261123-0123456789AB-CD",
    });
    await expect(
      Actions.correct(
        {
          invoiceId: issued.invoiceId,
          lines: [{ index: 0, quantity: "50", unitNet: "1" }],
          reason: "Zwrot części",
          version: 1,
        },
        admin,
      ),
    ).rejects.toMatchObject({ code: "conflict.stale" });
    const kor = await Actions.correct(
      {
        invoiceId: issued.invoiceId,
        lines: [{ index: 0, quantity: "50", unitNet: "1" }],
        reason: "Zwrot części",
        version: 3,
      },
      admin,
    );
    expect(kor).toMatchObject({ kind: "correction", state: "issued", queued: true });
    expect(kor.invoiceId).toMatch(/^KOR\/\d{4}\/\d+$/);
    const [stored] = (await ofOrder(order.orderId)).filter((i) => i.invoiceId === kor.invoiceId);
    const s = snapshotOf(stored!);
    // 100 × 1.00 net became 50 × 1.00: −50.00 net, −11.50 VAT at 23 %.
    expect(s.lines[0]).toMatchObject({
      quantity: "50",
      unitNet: "1",
      net: "50.00",
      vat: "11.50",
      gross: "61.50",
    });
    expect(s.totals).toEqual([{ rate: "23", net: "-50.00", vat: "-11.50" }]);
    expect(stored!.xml).toContain(
      "<NrKSeFFaKorygowanej>5260250274-20261123-0123456789AB-CD</NrKSeFFaKorygowanej>",
    );
    expect(await auditOf("invoice.correct", issued.invoiceId)).toHaveLength(1);
  });

  it("a correction of a correction refers to that correction (its number, its lines before), not the first invoice", async () => {
    const order = await orderOf({ paymentMethodId: 1 }, COMPANY_BUYER);
    const issued = await Actions.issue({ orderId: order.orderId }, admin);
    const first = await Actions.correct(
      {
        invoiceId: issued.invoiceId,
        lines: [{ index: 0, quantity: "80", unitNet: "1" }],
        reason: "Zwrot 20 szt.",
        version: 1,
      },
      admin,
    );
    const second = await Actions.correct(
      {
        invoiceId: first.invoiceId,
        lines: [{ index: 0, quantity: "60", unitNet: "1" }],
        reason: "Zwrot kolejnych 20 szt.",
        version: 1,
      },
      admin,
    );
    const stored = (await ofOrder(order.orderId)).find((i) => i.invoiceId === second.invoiceId)!;
    const s = snapshotOf(stored);
    expect(s.corrected?.number).toBe(first.invoiceId);
    // Its "before" is the first correction's "after" (80 pieces), not the invoice's 100.
    expect(s.corrected?.linesBefore[0]?.quantity).toBe("80");
    expect(s.totals).toEqual([{ rate: "23", net: "-20.00", vat: "-4.60" }]);
    expect(stored.xml).toContain(`<NrFaKorygowanej>${first.invoiceId}</NrFaKorygowanej>`);
    expect(stored.state).toBe("issued");
  });

  it("a correction that changes nothing, or names a line the invoice has not, is refused", async () => {
    const order = await orderOf({ paymentMethodId: 1 }, COMPANY_BUYER);
    const issued = await Actions.issue({ orderId: order.orderId }, admin);
    const line = snapshotOf((await ofOrder(order.orderId))[0]!).lines[0]!;
    await expect(
      Actions.correct(
        {
          invoiceId: issued.invoiceId,
          lines: [{ index: 0, quantity: line.quantity, unitNet: line.unitNet }],
          reason: "Bez zmian",
          version: 1,
        },
        admin,
      ),
    ).rejects.toMatchObject({ code: "invoice.correction_empty" });
    await expect(
      Actions.correct(
        {
          invoiceId: issued.invoiceId,
          lines: [{ index: 9, quantity: "1", unitNet: "1" }],
          reason: "Zła pozycja",
          version: 1,
        },
        admin,
      ),
    ).rejects.toMatchObject({ code: "invoice.line_unknown" });
  });

  it("a pro forma: transfer only, its own PF series, 'Faktura proforma' on it, never queued for KSeF, one per order", async () => {
    const order = await orderOf({ paymentMethodId: 1 }, COMPANY_BUYER);
    const pf = await Actions.proforma({ orderId: order.orderId }, admin);
    expect(pf).toMatchObject({ kind: "proforma", queued: false });
    expect(pf.invoiceId).toMatch(/^PF\/\d{4}\/\d+$/);
    const stored = (await ofOrder(order.orderId)).find((i) => i.invoiceId === pf.invoiceId)!;
    expect(stored.xml).toBeUndefined();
    expect(snapshotOf(stored).notes[0]).toMatch(/^Faktura proforma/);
    await expect(Ksef.status({ invoiceId: ksefIdOf(pf.invoiceId) })).rejects.toMatchObject({
      code: "ksef.not_found",
    });
    expect((await Actions.proforma({ orderId: order.orderId }, admin)).invoiceId).toBe(
      pf.invoiceId,
    );
    expect(await auditOf("invoice.proforma", order.orderId)).toHaveLength(1);
    const online = await orderOf({ paymentMethodId: 2 }, COMPANY_BUYER);
    await expect(Actions.proforma({ orderId: online.orderId }, admin)).rejects.toMatchObject({
      code: "invoice.proforma_transfer_only",
    });
  });
});
