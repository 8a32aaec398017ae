import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Audit, Calculator, Email, Labels, Seed } from "@printshop/core";
import { generateOrders, loadOrders } from "../../../test/orders-fixture";
import { DiskStorage, configureStorage } from "@printshop/core/storage/index";
import { db } from "@printshop/core/dynamo/db";
import { useTestTable } from "../../../test/db";
import { appRouter, loadRouters } from "../src/root";
import { callerWith, makeUser, sessionCookieFor, uniqueEmail } from "./accounts";
import { contentCases } from "./admin-audit-content.cases";
import { settingsCases } from "./admin-audit-settings.cases";
import { productCases } from "./admin-audit-products.cases";
import { invoiceCases } from "./admin-audit-invoices.cases";
import { productionCases } from "./admin-audit-production.cases";
import { proofCases } from "./admin-audit-proofs.cases";
import { makeTableProduct } from "./price-fixture";
import { publish } from "@printshop/core/price-table/store";
import * as Payment from "@printshop/core/payment/index";
import { placeTestOrder } from "@printshop/core/payment/testing/orders";
import { startPaymentWorld } from "@printshop/core/payment/testing/world";

/**
 * THE AUDIT TEST: one test per admin WRITE (every `admin.*` mutation, enumerated from the router),
 * each asserting the entry its write left: who, what (action, target type and id), and the
 * before → after of the fields it changed. A mutation without a case here fails the first test.
 */
// The admin router is lazy (loaded on the first admin call): load it so that it can be enumerated.
await loadRouters();
/**
 * A staff member's writes on their OWN second factor and sessions (`admin.secondFactor.*`,
 * `admin.profile.*`) change no record of the shop: they are the security log's
 * (access-log.test.ts, second-factor.test.ts), not the audit log's. An administrator's reset of
 * someone else's factor is an admin write and has its case below.
 */
const OWN_SECURITY = /^admin\.(?:secondFactor|profile)\./;
const mutations = Object.entries(
  (appRouter as unknown as { _def: { procedures: Record<string, { _def: { type: string } }> } })
    ._def.procedures,
)
  .filter(([path, p]) => path.startsWith("admin.") && p._def.type === "mutation")
  .map(([path]) => path)
  .filter((path) => !OWN_SECURITY.test(path));

interface Expectation {
  input: unknown;
  action: string;
  target: { type: string; id?: string };
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
const anyTime = expect.any(Number);

/** The catalogue (calculators, label pricing) for the catalogue writes' cases, loaded once. */
let seeded: Promise<unknown> | null = null;
const seedOnce = () => (seeded ??= Seed.load());
const script = { userId: "audit-test-script", email: "script@example.com" };
/** A price table's entry: its change set and shape before → after (price-table/store.ts `switchHead`). */
const table = (
  productId: number,
  seq: number,
  cells: number,
  runs: number[],
  extra: Record<string, unknown> = {},
) => ({ changeSetId: `${productId}.${seq}`, cells, runs, ...extra });
const priceTarget = (productId: number) => ({ type: "priceTable", id: String(productId) });

/** For each write: make its target, and say which entry it must leave. */
/** One generated order (row and counters too) with the given statuses. */
async function anOrder(status: string, paymentStatus = "awaiting") {
  const [o] = generateOrders(1, { seed: Math.floor(Math.random() * 1e9) }).map((x) => ({
    ...x,
    status,
    paymentStatus,
  }));
  await loadOrders([o as never]);
  return o!;
}

/** The local Przelewy24 server and core configured with it, for the refund's case (started once). */
let paymentWorld: ReturnType<typeof startPaymentWorld> | null = null;

const cases: Record<string, () => Promise<Expectation>> = {
  ...contentCases,
  ...settingsCases,
  ...productCases,
  ...invoiceCases,
  ...productionCases,
  ...proofCases,
  "admin.invoices.setRate": async () => ({
    input: { currency: "EUR", date: "2026-10-13", rate: "4.2700", table: "199/A/NBP/2026" },
    action: "exchangeRate.set",
    target: { type: "exchangeRate", id: "EUR 2026-10-13" },
    before: null,
    after: { rate: "4.2700", table: "199/A/NBP/2026" },
  }),
  "admin.orders.setOrderStatus": async () => {
    const o = await anOrder("new");
    return {
      input: { orderId: o.orderId, status: "in_production", version: 1 },
      action: "order.setOrderStatus",
      target: { type: "order", id: o.orderId },
      before: { status: "new" },
      after: { status: "in_production" },
    };
  },
  "admin.orders.setPaymentStatus": async () => {
    const o = await anOrder("new", "awaiting");
    return {
      input: { orderId: o.orderId, status: "paid", version: 1 },
      action: "order.setPaymentStatus",
      target: { type: "order", id: o.orderId },
      before: { paymentStatus: "awaiting" },
      after: { paymentStatus: "paid" },
    };
  },
  "admin.orders.remove": async () => {
    const o = await anOrder("cancelled", "cancelled");
    return {
      input: { orderId: o.orderId, version: 1 },
      action: "order.remove",
      target: { type: "order", id: o.orderId },
      before: {
        number: o.number,
        status: "cancelled",
        paymentStatus: "cancelled",
        email: o.customer.email,
      },
      after: null,
    };
  },
  "admin.customers.setNote": async () => {
    const o = await anOrder("new");
    const customerKey = `g${o.customer.email.toLowerCase()}`;
    const current = (await db().entities.customerNote.get({ customerKey }).go()).data;
    return {
      input: {
        customerKey,
        text: "Stały klient: faktura zbiorcza",
        version: current?.version ?? 0,
      },
      action: "customer.setNote",
      target: { type: "customer", id: customerKey },
      before: current ? { note: current.text } : null,
      after: { note: "Stały klient: faktura zbiorcza" },
    };
  },
  "admin.orders.addNote": async () => {
    const o = await anOrder("new");
    return {
      input: { orderId: o.orderId, text: "Zadzwonić do klienta" },
      action: "order.addNote",
      target: { type: "order", id: o.orderId },
      before: null,
      after: { note: "Zadzwonić do klienta" },
    };
  },
  "admin.orders.refund": async () => {
    const world = await (paymentWorld ??= startPaymentWorld());
    const order = await placeTestOrder();
    const { paymentId } = await Payment.create({ orderId: order.orderId });
    world.p24.pay(paymentId);
    expect(await world.p24.notify(paymentId)).toBe(200);
    return {
      input: {
        orderId: order.orderId,
        paymentId,
        amount: "12,30",
        reason: "Reklamacja",
        version: 2,
      },
      action: "order.refund",
      target: { type: "order", id: order.orderId },
      before: null,
      after: { paymentId, refundId: expect.any(String), amount: "12.30 PLN", reason: "Reklamacja" },
    };
  },
  "admin.bank.import": async () => {
    const order = await placeTestOrder({ paymentMethodId: 1 });
    await db()
      .entities.paymentMethod.put({
        paymentMethodId: 1,
        icon: "icon-transfer",
        translations: { pl: "Przelew", en: "Transfer", de: "Überweisung" },
      })
      .go();
    const csv = `date;amount;currency;title;counterparty\n2026-11-27;147,60;PLN;${order.number};Ola`;
    return {
      input: {
        format: "csv",
        content: Buffer.from(csv).toString("base64"),
        dryRun: false,
        confirm: [{ row: 1, orderId: order.orderId, version: 1 }],
      },
      action: "order.setPaymentStatus",
      target: { type: "order", id: order.orderId },
      before: { paymentStatus: "awaiting" },
      after: {
        paymentStatus: "paid",
        via: "bank_statement",
        transfer: "2026-11-27 147.60 PLN",
        title: order.number,
      },
    };
  },
  "admin.samples.markSent": async () => {
    const requestId = `audit-${Math.random().toString(36).slice(2)}`;
    await db()
      .entities.sampleRequest.create({
        requestId,
        company: "Firma",
        street: "Długa 1",
        postcode: "00-001",
        city: "Gdańsk",
        person: "Ala",
        phone: "600700800",
        email: "ala@example.com",
        locale: "pl",
        createdAt: Date.now(),
      })
      .go();
    return {
      input: { requestId, sentOn: "2026-11-20", version: 1 },
      action: "sample.markSent",
      target: { type: "sample", id: requestId },
      before: { status: "new", sentOn: null },
      after: { status: "sent", sentOn: "2026-11-20" },
    };
  },
  "admin.outbox.resend": async () => {
    const messageId = `audit-${Math.random().toString(36).slice(2)}`;
    const message = await Email.prepare(
      { kind: "order.status", to: "c@example.com", subject: "S", text: "T" },
      messageId,
    );
    await db()
      .transaction.write((e) => [Email.enqueueIn(e, message)])
      .go();
    return {
      input: { messageId },
      action: "email.resend",
      target: { type: "email", id: messageId },
      before: { state: "pending" },
      after: { state: "sent" },
    };
  },
  "admin.outbox.resendLink": async () => {
    // A reset e-mail as the Outbox keeps it (its link redacted once sent), for an account that exists.
    const u = await makeUser("customer");
    const { messageId } = await Email.send({
      kind: "account.reset",
      to: u.email,
      subject: "S",
      text: `https://shop.example/password/reset#${"t".repeat(43)}`,
    });
    return {
      input: { messageId },
      action: "email.resendLink",
      target: { type: "email", id: messageId },
      before: null,
      after: { kind: "account.reset", resentAs: expect.any(String) },
    };
  },
  "admin.prices.save": async () => {
    const p = await makeTableProduct();
    return {
      input: {
        productId: p.productId,
        combination: p.first,
        cells: [{ copy: 100, net: "12,50" }],
        version: 1,
      },
      action: "prices.save",
      target: priceTarget(p.productId),
      before: table(p.productId, 1, 10, [100, 200]),
      after: table(p.productId, 2, 10, [100, 200], { changed: 1, combination: p.first }),
    };
  },
  "admin.prices.saveCells": async () => {
    const p = await makeTableProduct();
    const other = p.combination(p.ids.a2, p.ids.b2);
    return {
      input: {
        productId: p.productId,
        cells: [
          { combination: p.first, copy: 100, net: "12,50" },
          { combination: other, copy: 200, net: "7" },
        ],
        version: 1,
      },
      action: "prices.save",
      target: priceTarget(p.productId),
      before: table(p.productId, 1, 10, [100, 200]),
      after: table(p.productId, 2, 10, [100, 200], { changed: 2, combinations: 2 }),
    };
  },
  "admin.prices.addRun": async () => {
    const p = await makeTableProduct();
    return {
      input: { productId: p.productId, copy: 500, version: 1 },
      action: "prices.addRun",
      target: priceTarget(p.productId),
      before: table(p.productId, 1, 10, [100, 200]),
      after: table(p.productId, 2, 10, [100, 200, 500], { changed: 0, copy: 500 }),
    };
  },
  "admin.prices.removeRun": async () => {
    const p = await makeTableProduct();
    return {
      input: { productId: p.productId, copy: 200 },
      action: "prices.removeRun",
      target: priceTarget(p.productId),
      before: table(p.productId, 1, 10, [100, 200]),
      after: table(p.productId, 2, 5, [100], { changed: 5, copy: 200 }),
    };
  },
  "admin.prices.changeAll": async () => {
    const p = await makeTableProduct();
    return {
      input: {
        productId: p.productId,
        range: "all",
        changeType: "increase",
        value: "10",
        version: 1,
      },
      action: "prices.changeAll",
      target: priceTarget(p.productId),
      before: table(p.productId, 1, 10, [100, 200]),
      after: table(p.productId, 2, 10, [100, 200], {
        changed: 10,
        range: "all",
        copy: null,
        combination: null,
        changeType: "increase",
        value: "10",
        rounding: "0.01",
      }),
    };
  },
  "admin.prices.rollback": async () => {
    const p = await makeTableProduct();
    await publish({
      productId: p.productId,
      kind: "save",
      actor: { userId: "fixture", email: "fixture@example.com" },
      touches: [p.first],
      apply: (d) => (d.rows.get(p.first)!.set(100, "99"), 1),
    });
    return {
      input: { changeSetId: `${p.productId}.1` },
      action: "prices.rollback",
      target: priceTarget(p.productId),
      before: table(p.productId, 2, 10, [100, 200]),
      after: table(p.productId, 3, 10, [100, 200], { restoredFrom: `${p.productId}.1` }),
    };
  },
  "admin.prices.import": async () => {
    const p = await makeTableProduct();
    return {
      input: {
        productId: p.productId,
        format: "csv",
        content: `combination;copy;net\n${p.first};100;1 234,56\n`,
        dryRun: false,
      },
      action: "prices.import",
      target: priceTarget(p.productId),
      before: table(p.productId, 1, 10, [100, 200]),
      after: table(p.productId, 2, 10, [100, 200], {
        changed: 1,
        added: 0,
        removed: 0,
        format: "csv",
      }),
    };
  },
  "admin.users.approve": async () => {
    const u = await makeUser("customer");
    return {
      input: { id: u.userId, version: 1 },
      action: "user.approve",
      target: { type: "user", id: u.userId },
      before: { approvedAt: null },
      after: { approvedAt: anyTime },
    };
  },
  "admin.users.confirm": async () => {
    const u = await makeUser("customer", undefined, { confirmed: false });
    return {
      input: { id: u.userId, version: 1 },
      action: "user.confirm",
      target: { type: "user", id: u.userId },
      before: { confirmedAt: null },
      after: { confirmedAt: anyTime },
    };
  },
  "admin.users.setRole": async () => {
    const u = await makeUser("customer");
    return {
      input: { id: u.userId, version: 1, role: "orders" },
      action: "user.setRole",
      target: { type: "user", id: u.userId },
      before: { role: "customer" },
      after: { role: "orders" },
    };
  },
  "admin.users.resetSecondFactor": async () => {
    const u = await makeUser("catalogue");
    await db().entities.user.patch({ userId: u.userId }).set({ secondFactorAt: 1234 }).go();
    return {
      input: { id: u.userId, version: 1 },
      action: "user.resetSecondFactor",
      target: { type: "user", id: u.userId },
      before: { secondFactorAt: 1234 },
      after: { secondFactorAt: null },
    };
  },
  "admin.users.invite": async () => {
    const email = uniqueEmail("invited");
    return {
      input: { email, role: "content" },
      action: "user.invite",
      // The new account's id is made by the invitation.
      target: { type: "user" },
      before: null,
      after: { email, role: "content" },
    };
  },
  "admin.users.remove": async () => {
    const u = await makeUser("content", undefined, {
      profile: { firstName: "Ewa", lastName: "Lis" },
    });
    return {
      input: { id: u.userId, version: 1 },
      action: "user.remove",
      target: { type: "user", id: u.userId },
      before: { email: u.email, name: "Ewa Lis", role: "content", status: "confirmed" },
      after: null,
    };
  },
  "admin.calculators.update": async () => {
    await seedOnce();
    const c = await Calculator.getDraft({ calculatorId: 5 });
    const equation = `${c.draft.equation} + 0.5`;
    return {
      input: { calculatorId: 5, version: c.version, draft: { ...c.draft, equation } },
      action: "calculator.update",
      target: { type: "calculator", id: "5" },
      before: { equation: c.draft.equation },
      after: { equation },
    };
  },
  "admin.labels.update": async () => {
    await seedOnce();
    const s = await Labels.settingsWithReferences({});
    const next = structuredClone(s.settings);
    const m = next.materials.find((x) => x.id === 3)!;
    const was = m.factor;
    m.factor = was + 0.25;
    return {
      input: { version: s.version, settings: next },
      action: "labels.publish",
      target: { type: "labelPricing", id: "current" },
      before: { "materials[3].factor": was },
      after: { "materials[3].factor": was + 0.25 },
    };
  },
  "admin.labels.rollback": async () => {
    await seedOnce();
    const s = await Labels.settingsWithReferences({});
    const next = structuredClone(s.settings);
    next.leadTimes.pl.express = s.settings.leadTimes.pl.express + 1;
    const published = await Labels.update({ version: s.version, settings: next }, script);
    return {
      input: { version: published.version, toVersion: s.version },
      action: "labels.rollback",
      target: { type: "labelPricing", id: "current" },
      before: { "leadTimes.pl.express": next.leadTimes.pl.express },
      after: { "leadTimes.pl.express": s.settings.leadTimes.pl.express, restoredFrom: s.version },
    };
  },
  "admin.labels.saveReferences": async () => {
    await seedOnce();
    const s = await Labels.settingsWithReferences({});
    const references = s.references.slice(0, 3);
    return {
      input: { version: s.referencesVersion, references },
      action: "labels.references",
      target: { type: "labelReferences", id: "current" },
      before: { references: s.references },
      after: { references },
    };
  },
  "admin.images.upload": async () => ({
    input: { contentType: "image/png", size: 1234, name: "logo.png" },
    action: "image.upload",
    target: { type: "image" },
    before: null,
    after: {
      url: expect.stringMatching(/^\/images\/[0-9a-f-]{36}\.png$/),
      contentType: "image/png",
      size: 1234,
      name: "logo.png",
    },
  }),
};

describe("the audit record of every admin write", () => {
  let admin: Awaited<ReturnType<typeof makeUser>>;
  let cookie: string;
  let dir: string;

  beforeAll(async () => {
    await useTestTable("admin-audit");
    dir = await mkdtemp(join(tmpdir(), "admin-audit-"));
    configureStorage(new DiskStorage(dir));
    admin = await makeUser("administrator");
    cookie = (await sessionCookieFor(admin.userId)).cookie;
  });
  afterAll(async () => {
    configureStorage(null);
    await rm(dir, { recursive: true, force: true });
    await (await paymentWorld)?.stop();
  });

  it("has a case for every admin mutation the router has", () => {
    expect(mutations.length).toBeGreaterThan(0);
    expect(mutations.filter((m) => !cases[m])).toEqual([]);
  });

  it.each(mutations)("%s records who, what and before → after", async (path) => {
    const make = cases[path];
    expect(make, `no audit case for ${path}`).toBeDefined();
    const want = await make!();
    const startedAt = new Date().toISOString();
    const { caller } = callerWith(cookie);
    const call = path
      .split(".")
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller) as (
      input: unknown,
    ) => Promise<unknown>;
    await call(want.input);
    const log = await Audit.list({ actor: admin.userId, from: startedAt });
    expect(log.total).toBe(1);
    const entry = log.items[0]!;
    expect(entry).toMatchObject({
      actor: { id: admin.userId, email: admin.email },
      action: want.action,
      target: { type: want.target.type, ...(want.target.id ? { id: want.target.id } : {}) },
    });
    expect(entry.before).toEqual(want.before);
    expect(entry.after).toEqual(want.after);
    expect(entry.at >= startedAt).toBe(true);
    // The same entry is the target's history.
    expect((await Audit.list({ target: entry.target })).items.map((e) => e.id)).toContain(entry.id);
  });

  it("a write refused by its version check leaves no entry (write and entry are one transaction)", async () => {
    const u = await makeUser("customer");
    await expect(
      callerWith(cookie).caller.admin.users.setRole({ id: u.userId, version: 5, role: "orders" }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    // Someone saves between our read and our write: the transaction's condition refuses both items.
    const { data: read } = await db().entities.user.get({ userId: u.userId }).go();
    await db()
      .entities.user.patch({ userId: u.userId })
      .set({ marketingConsent: true })
      .add({ version: 1 })
      .go();
    const actor = { userId: admin.userId, email: admin.email };
    const target = { type: "user", id: u.userId };
    await expect(
      Audit.update(actor, {
        action: "user.setRole",
        target,
        entity: "user",
        key: { userId: u.userId },
        version: 1,
        current: read!,
        set: { role: "orders" },
      }),
    ).rejects.toMatchObject({
      code: "conflict.stale",
    });
    expect((await db().entities.user.get({ userId: u.userId }).go()).data).toMatchObject({
      role: "customer",
      version: 2,
    });
    expect((await Audit.list({ target })).total).toBe(0);
  });

  it("admin.audit.list filters by actor, target type and time range, newest first, paged", async () => {
    const other = await makeUser("administrator");
    const otherCookie = (await sessionCookieFor(other.userId)).cookie;
    const before = new Date().toISOString();
    const targets = [];
    for (let i = 0; i < 3; i++) {
      const u = await makeUser("customer");
      targets.push(u.userId);
      await callerWith(otherCookie).caller.admin.users.setRole({
        id: u.userId,
        version: 1,
        role: "content",
      });
    }
    const mine = await callerWith(cookie).caller.admin.audit.list({ actor: other.userId });
    expect(mine.total).toBe(3);
    expect(mine.items.map((e) => e.target.id)).toEqual([...targets].reverse());
    const paged = await callerWith(cookie).caller.admin.audit.list({
      actor: other.userId,
      pageSize: 10,
      page: 2,
    });
    expect(paged).toEqual({ items: [], total: 3 });
    const recent = await callerWith(cookie).caller.admin.audit.list({ from: before });
    expect(recent.items.map((e) => e.actor.id)).toEqual([other.userId, other.userId, other.userId]);
    const everything = await callerWith(cookie).caller.admin.audit.list();
    expect(everything.total).toBeGreaterThanOrEqual(3 + mutations.length);
    const images = await callerWith(cookie).caller.admin.audit.list({ target: { type: "image" } });
    expect(images.items.every((e) => e.target.type === "image")).toBe(true);
    expect(images.total).toBe(1);
    await expect(
      callerWith(cookie).caller.admin.audit.list({
        from: "2026-02-01T00:00:00Z",
        to: "2026-01-01T00:00:00Z",
      }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});
