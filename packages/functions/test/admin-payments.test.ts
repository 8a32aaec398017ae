import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Audit } from "@printshop/core";
import * as Payment from "@printshop/core/payment/index";
import { getOrder, getPayment } from "@printshop/core/payment/store";
import { placeTestOrder } from "@printshop/core/payment/testing/orders";
import { LocalPrzelewy24 } from "@printshop/core/payment/testing/przelewy24.server";
import { przelewy24 } from "@printshop/core/payment/przelewy24";
import { db } from "@printshop/core/dynamo/db";
import { built } from "./built";
import { startTestServer } from "./server";
import { trpc } from "./admin-api-client";
import { makeUser, sessionCookieFor } from "./accounts";
import { NOTIFY_ROUTE } from "../src/rest/payment-table";

/**
 * Issue 29, items 6 and 7, through the built API: refunds from the back office against the local
 * Przelewy24 server (its refund and its signed refund notification to the shop's notify route),
 * the order list's online-payment filter, and the bank statement (propose, then confirm).
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
let p24: LocalPrzelewy24;
let staff: string;
let content: string;
let customer: string;
beforeAll(async () => {
  server = await startTestServer({ sites: false });
  p24 = await new LocalPrzelewy24().start();
  const gateway = { ...p24.config, timeoutMs: 5_000 };
  built.configurePayments({ gateway: built.przelewy24(gateway), origin: server.url });
  Payment.configurePayments({ gateway: przelewy24(gateway), origin: server.url });
  for (const m of [
    {
      paymentMethodId: 1,
      icon: "icon-transfer",
      translations: { pl: "Przelew", en: "Transfer", de: "Überweisung" },
    },
    {
      paymentMethodId: 2,
      icon: "icon-card",
      translations: { pl: "Online", en: "Online", de: "Online" },
    },
  ])
    await db().entities.paymentMethod.put(m).go();
  staff = (await sessionCookieFor((await makeUser("orders")).userId)).cookie;
  content = (await sessionCookieFor((await makeUser("content")).userId)).cookie;
  customer = (await sessionCookieFor((await makeUser("customer")).userId)).cookie;
});
afterAll(async () => {
  await Promise.all([p24?.stop(), server?.close()]);
});

const notify = (body: string) =>
  fetch(`${server.url}${NOTIFY_ROUTE}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
  });

/** An order paid online: registered, paid at the provider, notified to the built API, verified. */
async function paidOrder() {
  const order = await placeTestOrder();
  const { paymentId } = await Payment.create({ orderId: order.orderId });
  expect((await notify(p24.pay(paymentId))).status).toBe(200);
  const stored = (await getOrder(order.orderId))!;
  expect(stored.paymentStatus).toBe("paid");
  return { order, paymentId, version: stored.version! };
}

describe("admin.orders.refund", () => {
  it("a partial refund: pending until the provider's notification, then partially_refunded; audited with the reason", async () => {
    const { order, paymentId, version } = await paidOrder();
    const asked = await trpc(
      "admin.orders.refund",
      {
        orderId: order.orderId,
        paymentId,
        amount: "50,00",
        reason: "Reklamacja: 10 szt.",
        version,
      },
      staff,
    );
    expect(asked).toMatchObject({ status: 200, data: { state: "accepted", version: version + 1 } });
    // The provider's server holds the refund; the shop waits for its word.
    expect(p24.transactions.get(paymentId)!.refunds.map((r) => r.amount)).toEqual([5_000]);
    expect(await getPayment(paymentId)).toMatchObject({
      state: "paid",
      refundPending: 5_000,
      refunded: 0,
    });
    expect(await getOrder(order.orderId)).toMatchObject({
      paymentStatus: "paid",
      version: version + 1,
    });
    const pending = await trpc(
      "admin.orders.payments",
      { orderId: order.orderId },
      staff,
      "pl",
      "GET",
    );
    expect(pending.data[0]).toMatchObject({
      refundPending: 5_000,
      refunds: [{ amount: 5_000, state: "accepted" }],
    });

    expect(await p24.sendRefundNotices()).toEqual([200]);
    expect(p24.deliveries.at(-1)!.url).toBe(`${server.url}${NOTIFY_ROUTE}`);
    expect(await getPayment(paymentId)).toMatchObject({
      state: "partially_refunded",
      refundPending: 0,
      refunded: 5_000,
    });
    expect(await getOrder(order.orderId)).toMatchObject({
      paymentStatus: "partially_refunded",
      version: version + 2,
    });
    const after = await trpc(
      "admin.orders.payments",
      { orderId: order.orderId },
      staff,
      "pl",
      "GET",
    );
    expect(
      after.data[0].events.map((e: { kind: string; to: string | null }) =>
        e.to ? `${e.kind}:${e.to}` : e.kind,
      ),
    ).toEqual([
      "created:new",
      "registered:pending",
      "notification",
      "verified",
      "state:paid",
      "refund_requested",
      "notification",
      "refund_completed:partially_refunded",
    ]);
    expect(
      after.data[0].events.find((e: { kind: string }) => e.kind === "refund_requested").decision,
    ).toContain("Reklamacja: 10 szt.");
    const audit = (await Audit.list({ target: { type: "order", id: order.orderId } })).items;
    expect(audit.find((a) => a.action === "order.refund")).toMatchObject({
      after: { paymentId, amount: "50.00 PLN", reason: "Reklamacja: 10 szt." },
    });
    expect(
      audit.filter((a) => a.action === "order.setPaymentStatus").map((a) => a.after?.paymentStatus),
    ).toEqual(expect.arrayContaining(["paid", "partially_refunded"]));
  });

  it("more than is left: a translated error with the maximum, nothing changed anywhere", async () => {
    const { order, paymentId, version } = await paidOrder();
    for (const [locale, text] of [
      ["pl", "Kwota zwrotu przekracza kwotę możliwą do zwrotu (147.60 PLN)."],
      ["de", "Die Erstattung ist höher als der erstattbare Betrag (147.60 PLN)."],
    ] as const) {
      const refused = await trpc(
        "admin.orders.refund",
        { orderId: order.orderId, paymentId, amount: "147.61", reason: "Zwrot", version },
        staff,
        locale,
      );
      expect(refused).toMatchObject({ status: 400, code: "pay.refund_too_large", message: text });
      // The field's message is the same filled text (the dialog shows it under the amount).
      expect(refused.fields).toEqual([
        expect.objectContaining({ field: "amount", code: "pay.refund_too_large", message: text }),
      ]);
    }
    expect(await getPayment(paymentId)).toMatchObject({
      state: "paid",
      refundPending: 0,
      refunded: 0,
    });
    expect(await getOrder(order.orderId)).toMatchObject({ paymentStatus: "paid", version });
    expect(p24.transactions.get(paymentId)!.refunds).toEqual([]);
    expect((await Payment.ofOrder({ orderId: order.orderId }))[0]!.refunds).toEqual([]);
  });

  it("a stale version: 409 conflict.stale, nothing asked of the provider", async () => {
    const { order, paymentId, version } = await paidOrder();
    const stale = await trpc(
      "admin.orders.refund",
      { orderId: order.orderId, paymentId, amount: "1.00", reason: "Zwrot", version: version - 1 },
      staff,
      "en",
    );
    expect(stale).toMatchObject({ status: 409, code: "conflict.stale" });
    expect(p24.transactions.get(paymentId)!.refunds).toEqual([]);
  });

  it("the provider down: a translated 503, the refund failed and its amount free again", async () => {
    const { order, paymentId, version } = await paidOrder();
    p24.failNext("refund", { status: 503, body: { error: "Service unavailable", code: 503 } });
    const down = await trpc(
      "admin.orders.refund",
      { orderId: order.orderId, paymentId, amount: "10.00", reason: "Zwrot", version },
      staff,
      "en",
    );
    expect(down).toMatchObject({
      status: 503,
      code: "pay.refund_unavailable",
      message:
        "The payment service is not answering. Nothing was refunded and nothing changed: try again in a moment.",
    });
    expect(await getPayment(paymentId)).toMatchObject({ state: "paid", refundPending: 0 });
  });

  it("a customer and a content editor are refused before anything is read", async () => {
    const { order, paymentId, version } = await paidOrder();
    const input = { orderId: order.orderId, paymentId, amount: "1.00", reason: "x", version };
    expect((await trpc("admin.orders.refund", input, customer)).status).toBe(403);
    expect((await trpc("admin.orders.refund", input, content)).status).toBe(403);
    expect((await trpc("admin.orders.refund", input, "")).status).toBe(401);
    expect(p24.transactions.get(paymentId)!.refunds).toEqual([]);
    expect(await getOrder(order.orderId)).toMatchObject({ version });
  });
});

describe("the orders list's online-payment filter", () => {
  it("paid online, awaiting payment and flagged, each from its index; a flagged payment shows on its row", async () => {
    const paid = await paidOrder();
    const flagged = await placeTestOrder();
    const f = await Payment.create({ orderId: flagged.orderId });
    expect((await notify(p24.pay(f.paymentId, { amount: 14_759 }))).status).toBe(200);
    expect(await getPayment(f.paymentId)).toMatchObject({
      state: "flagged",
      flag: "amount_mismatch",
    });
    const waiting = await placeTestOrder({ paymentMethodId: 1 });

    const list = async (online?: string, extra: Record<string, unknown> = {}) => {
      const r = await trpc(
        "admin.orders.list",
        { pageSize: 100, filters: { ...(online ? { online } : {}), ...extra } },
        staff,
        "pl",
        "GET",
      );
      expect(r.status).toBe(200);
      return r.data as {
        total: number;
        items: { orderId: string; flag: string | null; paymentStatus: string }[];
      };
    };
    const ids = (l: { items: { orderId: string }[] }) => l.items.map((i) => i.orderId);

    const onlinePaid = await list("paid_online");
    expect(ids(onlinePaid)).toContain(paid.order.orderId);
    expect(ids(onlinePaid)).not.toContain(flagged.orderId);
    expect(ids(onlinePaid)).not.toContain(waiting.orderId);
    expect(onlinePaid.total).toBe(onlinePaid.items.length);

    const flaggedOnly = await list("flagged");
    expect(flaggedOnly.items.map((i) => [i.orderId, i.flag])).toEqual([
      [flagged.orderId, "amount_mismatch"],
    ]);
    expect(flaggedOnly.total).toBe(1);

    const awaiting = await list("awaiting");
    expect(ids(awaiting)).toEqual(expect.arrayContaining([flagged.orderId, waiting.orderId]));
    expect(ids(awaiting)).not.toContain(paid.order.orderId);
    expect(awaiting.items.every((i) => i.paymentStatus === "awaiting")).toBe(true);

    // With another filter too: flagged and "new" keeps it, flagged and "shipped" has none.
    expect(ids(await list("flagged", { orderStatus: "new" }))).toEqual([flagged.orderId]);
    expect((await list("flagged", { orderStatus: "shipped" })).total).toBe(0);

    // The plain list marks the flagged order's row, and only it.
    const all = await list();
    expect(all.items.find((i) => i.orderId === flagged.orderId)?.flag).toBe("amount_mismatch");
    expect(all.items.find((i) => i.orderId === paid.order.orderId)?.flag).toBeNull();
  });
});

/** A CSV statement as a Polish bank exports it: `;`, decimal comma, windows-1250 when asked. */
function statement(rows: [string, string, string][]): string {
  const text = [
    "Data operacji;Kwota;Waluta;Tytuł;Nadawca",
    ...rows.map(([amount, title, who]) => `27.11.2026;${amount};PLN;${title};${who}`),
  ].join("\r\n");
  return Buffer.from(text, "utf8").toString("base64");
}
const typo = (number: string) => number.slice(0, -1) + (number.endsWith("Z") ? "Y" : "Z");

describe("admin.bank.import", () => {
  it("three transfers: one exact proposed, a typo and a wrong amount left for a person, nothing paid until confirmed; confirmed once, audited", async () => {
    const [a, b, c] = [
      await placeTestOrder({ paymentMethodId: 1 }),
      await placeTestOrder({ paymentMethodId: 1 }),
      await placeTestOrder({ paymentMethodId: 1 }),
    ];
    const content64 = statement([
      ["147,60", `Zamówienie ${a.number}`, "Jan Kowalski"],
      ["147,60", `Zamowienie ${typo(b.number)}`, "Anna Nowak"],
      ["147,00", `Zamówienie ${c.number}`, "Firma Sp. z o.o."],
    ]);
    const proposed = await trpc(
      "admin.bank.import",
      { format: "csv", content: content64 },
      staff,
      "en",
    );
    expect(proposed.status).toBe(200);
    expect(proposed.data).toMatchObject({
      encoding: "utf-8",
      proposed: 1,
      review: 2,
      ignored: 0,
      confirmed: [],
    });
    expect(
      proposed.data.transfers.map(
        (t: { outcome: string; reason: string | null; order: { orderId: string } | null }) => [
          t.outcome,
          t.reason,
          t.order?.orderId ?? null,
        ],
      ),
    ).toEqual([
      ["proposed", null, a.orderId],
      ["review", "number_typo", b.orderId],
      ["review", "amount_mismatch", c.orderId],
    ]);
    expect(proposed.data.transfers[2].order).toMatchObject({ due: "147.60", currency: "PLN" });
    for (const o of [a, b, c])
      expect(await getOrder(o.orderId)).toMatchObject({ paymentStatus: "awaiting", version: 1 });

    // The browser sends the file again with the rows to confirm; a row not proposed is refused.
    const confirm = [
      { row: 1, orderId: a.orderId, version: 1 },
      { row: 2, orderId: b.orderId, version: 1 },
    ];
    const done = await trpc(
      "admin.bank.import",
      { format: "csv", content: content64, dryRun: false, confirm },
      staff,
      "en",
    );
    expect(done.status).toBe(200);
    expect(done.data.confirmed).toEqual([
      { row: 1, orderId: a.orderId, ok: true, code: null, message: null, version: 2 },
      {
        row: 2,
        orderId: b.orderId,
        ok: false,
        code: "bank.not_proposed",
        message:
          "Transfer 2 is no longer proposed for this order (the statement was read again). Nothing was marked.",
        version: null,
      },
    ]);
    expect(await getOrder(a.orderId)).toMatchObject({ paymentStatus: "paid", version: 2 });
    expect(await getOrder(b.orderId)).toMatchObject({ paymentStatus: "awaiting", version: 1 });
    expect(await getOrder(c.orderId)).toMatchObject({ paymentStatus: "awaiting", version: 1 });

    // Confirmed again (a second click, another tab): the order is paid once.
    const again = await trpc(
      "admin.bank.import",
      { format: "csv", content: content64, dryRun: false, confirm: [confirm[0]] },
      staff,
      "pl",
    );
    expect(again.data.confirmed).toEqual([
      expect.objectContaining({ ok: false, code: "bank.not_proposed" }),
    ]);
    expect(again.data.transfers[0]).toMatchObject({ outcome: "review", reason: "not_awaiting" });
    expect(await getOrder(a.orderId)).toMatchObject({ paymentStatus: "paid", version: 2 });
    const entries = (await Audit.list({ target: { type: "order", id: a.orderId } })).items;
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      [
        "order.setPaymentStatus",
        { paymentStatus: "awaiting" },
        {
          paymentStatus: "paid",
          via: "bank_statement",
          transfer: "2026-11-27 147.60 PLN",
          title: `Zamówienie ${a.number}`,
        },
      ],
    ]);
  });

  it("a confirmation against an order changed since the proposal is refused as stale", async () => {
    const o = await placeTestOrder({ paymentMethodId: 1 });
    const content64 = statement([["147,60", o.number, "X"]]);
    await db().entities.order.patch({ orderId: o.orderId }).add({ version: 1 }).go();
    const r = await trpc(
      "admin.bank.import",
      {
        format: "csv",
        content: content64,
        dryRun: false,
        confirm: [{ row: 1, orderId: o.orderId, version: 1 }],
      },
      staff,
      "en",
    );
    expect(r.data.confirmed).toEqual([
      expect.objectContaining({ ok: false, code: "conflict.stale" }),
    ]);
    expect(await getOrder(o.orderId)).toMatchObject({ paymentStatus: "awaiting" });
  });

  it("MT940 and windows-1250 read; an unreadable file, a file too large: translated errors", async () => {
    const o = await placeTestOrder({ paymentMethodId: 1 });
    const mt = [
      ":20:1",
      ":25:/PL61109010140000071219812874",
      ":60F:C261126PLN0,00",
      ":61:2611271127C147,60NTRFNONREF",
      `:86:152~00VE02~20Zapłata ${o.number.slice(0, 9)}~21${o.number.slice(9)}~32Ola Nowak`,
      ":62F:C261127PLN147,60",
    ].join("\r\n");
    const r = await trpc(
      "admin.bank.import",
      { format: "mt940", content: Buffer.from(mt).toString("base64") },
      staff,
      "en",
    );
    expect(r.data.transfers).toEqual([
      expect.objectContaining({
        outcome: "proposed",
        amount: "147.60",
        currency: "PLN",
        counterparty: "Ola Nowak",
        order: expect.objectContaining({ orderId: o.orderId }),
      }),
    ]);
    const cp1250 = Buffer.from([
      ...Buffer.from("Data operacji;Kwota;Tytu"),
      0xb3,
      ...Buffer.from(`\r\n27.11.2026;147,60;${o.number} Zap`),
      0xb3,
      ...Buffer.from("ata"),
    ]).toString("base64");
    const w = await trpc("admin.bank.import", { format: "csv", content: cp1250 }, staff, "en");
    expect(w.data).toMatchObject({ encoding: "windows-1250", proposed: 1 });
    expect(w.data.transfers[0].title).toBe(`${o.number} Zapłata`);

    const bad = await trpc(
      "admin.bank.import",
      { format: "csv", content: Buffer.from("a;b\n1;2").toString("base64") },
      staff,
      "pl",
    );
    expect(bad).toMatchObject({ status: 400, code: "bank.unreadable" });
    expect(bad.message).toMatch(/^Nie udało się odczytać wyciągu/);
    const big = await trpc(
      "admin.bank.import",
      { format: "csv", content: Buffer.alloc(600 * 1024, 65).toString("base64") },
      staff,
      "en",
    );
    expect(big.status).toBe(400);
    expect(await getOrder(o.orderId)).toMatchObject({ paymentStatus: "awaiting", version: 1 });
  });

  it("is the orders staff's: a customer and a content editor are refused", async () => {
    const input = { format: "csv", content: statement([["1,00", "x", "y"]]) };
    expect((await trpc("admin.bank.import", input, customer)).status).toBe(403);
    expect((await trpc("admin.bank.import", input, content)).status).toBe(403);
  });
});
