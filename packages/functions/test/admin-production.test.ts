import { beforeAll, describe, expect, it, vi } from "vitest";
import { Audit } from "@printshop/core";
import { db } from "@printshop/core/dynamo/db";
import { translate } from "@printshop/core/messages";
import { generateOrders, loadOrders } from "../../../test/orders-fixture";
import { sentEmails, useTestTable } from "./built";
import { callerWith, makeUser, sessionCookieFor } from "./accounts";

/**
 * admin.production.* (the print floor's queue, marking lines printed), the orders list's bulk
 * status change and export of chosen orders, and admin.search — on DynamoDB Local through the
 * routers the app uses, over generated orders with known dates, modes and customers.
 */
// DynamoDB Local on a machine shared with other test runs: a first request can take seconds.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });
let adminCookie: string;
let ordersCookie: string;
let contentCookie: string;
let catalogueCookie: string;
const admin = (locale = "en") => callerWith(adminCookie, { locale }).caller.admin;

type Gen = ReturnType<typeof generateOrders>[number];
let seed = 1000;
/** Orders with the given statuses, lines (kind, mode, lead days) and placing time. */
async function orders(
  specs: {
    status?: string;
    paymentStatus?: string;
    createdAt?: number;
    lines?: { kind: "label" | "table" | "calculator"; mode: string; days: number }[];
    customer?: Partial<Gen["customer"]>;
  }[],
) {
  const made = generateOrders(specs.length, { seed: seed++ }).map((o, i) => {
    const s = specs[i]!;
    return {
      ...o,
      status: s.status ?? "in_production",
      paymentStatus: s.paymentStatus ?? "paid",
      createdAt: s.createdAt ?? o.createdAt,
      customer: { ...o.customer, ...s.customer },
      lines: (s.lines ?? [{ kind: "table", mode: "standard", days: 5 }]).map((l, n) => ({
        ...o.lines[0]!,
        id: `l${n}`,
        kind: l.kind,
        config: { kind: l.kind },
        mode: l.mode,
        days: l.days,
        title: { pl: `Pozycja ${n + 1}`, en: `Line ${n + 1}`, de: `Position ${n + 1}` },
      })),
    };
  });
  await loadOrders(made as never);
  return made;
}

const stored = async (orderId: string) => (await db().entities.order.get({ orderId }).go()).data!;

// Monday 2026-11-23, 09:00 Warsaw (before the cut-off): lead days count from that day.
const MONDAY_9 = Date.parse("2026-11-23T08:00:00Z");

describe("the production queue", () => {
  beforeAll(async () => {
    await useTestTable("admin-production");
    adminCookie = (await sessionCookieFor((await makeUser("administrator")).userId)).cookie;
    ordersCookie = (await sessionCookieFor((await makeUser("orders")).userId)).cookie;
    contentCookie = (await sessionCookieFor((await makeUser("content")).userId)).cookie;
    catalogueCookie = (await sessionCookieFor((await makeUser("catalogue")).userId)).cookie;
  });

  it("lists the lines of orders in production by dispatch date, express first on the same day, filtered by kind and date", async () => {
    const [a, b, c] = await orders([
      { createdAt: MONDAY_9, lines: [{ kind: "label", mode: "standard", days: 3 }] },
      {
        createdAt: MONDAY_9 + 60_000,
        lines: [
          { kind: "table", mode: "express", days: 3 },
          { kind: "label", mode: "eco", days: 1 },
        ],
      },
      { createdAt: MONDAY_9, lines: [{ kind: "label", mode: "express", days: 5 }] },
    ]);
    // Not in production: never in the queue.
    await orders([{ status: "new", createdAt: MONDAY_9 }, { status: "shipped" }]);
    const { items, total } = await admin().production.list({});
    expect(total).toBe(4);
    expect(items.map((r) => [r.number, r.lineId, r.dispatchDate, r.mode])).toEqual([
      [b!.number, "l1", "2026-11-23", "eco"],
      [b!.number, "l0", "2026-11-25", "express"],
      [a!.number, "l0", "2026-11-25", "standard"],
      [c!.number, "l0", "2026-11-27", "express"],
    ]);
    expect(items[0]).toMatchObject({
      orderId: b!.orderId,
      version: 1,
      title: "Line 2",
      kind: "label",
      printed: false,
      fileStatus: "missing",
      proofStatus: null,
    });
    const labels = await admin().production.list({ filters: { kind: "label" } });
    expect(labels.items.map((r) => r.kind)).toEqual(["label", "label", "label"]);
    const day = await admin().production.list({
      filters: { from: "2026-11-24", to: "2026-11-25" },
    });
    expect(day.items.map((r) => r.number)).toEqual([b!.number, a!.number]);
    // In Polish, the line's title in Polish.
    expect((await admin("pl").production.list({})).items[0]!.title).toBe("Pozycja 2");
  });

  it("marks lines printed one by one (version-checked, audited); the last one ships the order and tells the customer once", async () => {
    const [o] = await orders([
      {
        lines: [
          { kind: "label", mode: "standard", days: 3 },
          { kind: "table", mode: "standard", days: 3 },
        ],
        customer: { email: "floor-buyer@example.com" },
      },
    ]);
    const orders_ = () => callerWith(ordersCookie, { locale: "en" }).caller.admin;
    const first = await orders_().production.markPrinted({
      orderId: o!.orderId,
      lineId: "l1",
      version: 1,
    });
    expect(first).toMatchObject({ status: "in_production", printed: 1, lines: 2, version: 2 });
    expect((await stored(o!.orderId)).printed).toEqual(["l1"]);
    // The queue shows only what is still to print (printed lines on request).
    const left = (await admin().production.list({})).items.filter((r) => r.orderId === o!.orderId);
    expect(left.map((r) => r.lineId)).toEqual(["l0"]);
    const all = await admin().production.list({ filters: { printed: "all" } });
    expect(all.items.find((r) => r.orderId === o!.orderId && r.lineId === "l1")?.printed).toBe(
      true,
    );
    // The version read before the first mark is stale now.
    await expect(
      orders_().production.markPrinted({ orderId: o!.orderId, lineId: "l0", version: 1 }),
    ).rejects.toThrow("conflict.stale");
    await expect(
      orders_().production.markPrinted({ orderId: o!.orderId, lineId: "l1", version: 2 }),
    ).rejects.toThrow("production.already_printed");
    await expect(
      orders_().production.markPrinted({ orderId: o!.orderId, lineId: "l9", version: 2 }),
    ).rejects.toThrow("production.line_not_found");
    expect(sentEmails({ to: "floor-buyer@example.com" })).toEqual([]);

    const last = await orders_().production.markPrinted({
      orderId: o!.orderId,
      lineId: "l0",
      version: 2,
    });
    expect(last).toMatchObject({ status: "shipped", printed: 2, version: 3, notified: true });
    const after = await stored(o!.orderId);
    expect(after).toMatchObject({ status: "shipped", version: 3 });
    expect(after.printed?.sort()).toEqual(["l0", "l1"]);
    // The list's row and counters moved with it (the orders list filters by the new status).
    const shipped = await admin().orders.list({ filters: { orderStatus: "shipped" } });
    expect(shipped.items.map((r) => r.orderId)).toContain(o!.orderId);
    const mails = sentEmails({ to: "floor-buyer@example.com" });
    expect(mails.map((m) => m.kind)).toEqual(["order.status"]);
    expect(mails[0]!.subject).toContain(o!.number);
    // Gone from the queue; a shipped order's lines cannot be marked.
    expect(
      (await admin().production.list({ filters: { printed: "all" } })).items.map((r) => r.orderId),
    ).not.toContain(o!.orderId);
    await expect(
      admin("pl").production.markPrinted({ orderId: o!.orderId, lineId: "l0", version: 3 }),
    ).rejects.toThrow("production.not_in_production");
    expect(translate("production.not_in_production", "pl")).toBe(
      "Zamówienie nie jest w produkcji — nie można oznaczyć pozycji.",
    );
    const log = (await Audit.list({ target: { type: "order", id: o!.orderId } })).items;
    expect(log.map((e) => [e.action, e.after])).toEqual([
      ["order.markPrinted", { line: "l0", printed: 2, of: 2, status: "shipped", notified: true }],
      ["order.markPrinted", { line: "l1", printed: 1, of: 2, status: "in_production" }],
    ]);
  });

  it("is the orders area's: a content or catalogue user is refused", async () => {
    for (const cookie of [contentCookie, catalogueCookie]) {
      const c = callerWith(cookie, { locale: "en" }).caller.admin;
      await expect(c.production.list({})).rejects.toMatchObject({ code: "FORBIDDEN" });
      await expect(
        c.production.markPrinted({ orderId: "x", lineId: "l0", version: 1 }),
      ).rejects.toMatchObject({ code: "FORBIDDEN" });
    }
  });
});

describe("bulk work on the orders list", () => {
  it("changes the status of several orders, each version-checked and audited; refusals say why", async () => {
    const [a, b, c] = await orders([{ status: "new" }, { status: "new" }, { status: "new" }]);
    const out = await admin().orders.setOrderStatusMany({
      status: "in_production",
      orders: [
        { orderId: a!.orderId, version: 1 },
        { orderId: b!.orderId, version: 7 },
        { orderId: c!.orderId, version: 1 },
        { orderId: "no-such-order", version: 1 },
      ],
    });
    expect(out.changed.map((x) => x.orderId)).toEqual([a!.orderId, c!.orderId]);
    expect(out.refused).toEqual([
      {
        orderId: b!.orderId,
        code: "conflict.stale",
        message: "Someone else saved this record in the meantime. Reload it and try again.",
      },
      { orderId: "no-such-order", code: "order.not_found", message: expect.any(String) },
    ]);
    expect(out.refused[1]!.message).not.toBe("order.not_found");
    expect((await stored(a!.orderId)).status).toBe("in_production");
    expect((await stored(b!.orderId)).status).toBe("new");
    for (const o of [a!, c!])
      expect(
        (await Audit.list({ target: { type: "order", id: o.orderId } })).items.map((e) => e.action),
      ).toEqual(["order.setOrderStatus"]);
    // Again: already in that status, nothing written.
    const again = await admin().orders.setOrderStatusMany({
      status: "in_production",
      orders: [{ orderId: a!.orderId, version: 2 }],
    });
    expect(again).toMatchObject({ changed: [], unchanged: [a!.orderId], refused: [] });
  });

  it("without versions (the list's rows have none), refuses an order whose status moved since the list showed it", async () => {
    const [a, b] = await orders([{ status: "new" }, { status: "awaiting_files" }]);
    const out = await admin("pl").orders.setOrderStatusMany({
      status: "in_production",
      orders: [
        { orderId: a!.orderId, from: "new" },
        { orderId: b!.orderId, from: "new" },
      ],
    });
    expect(out.changed.map((x) => x.orderId)).toEqual([a!.orderId]);
    expect(out.refused).toEqual([
      {
        orderId: b!.orderId,
        code: "order.status_moved",
        message: "Status zamówienia zmienił się w międzyczasie — odśwież listę i spróbuj ponownie.",
      },
    ]);
    expect((await stored(b!.orderId)).status).toBe("awaiting_files");
  });

  it("exports exactly the chosen orders as CSV", async () => {
    const [a, b, c] = await orders([{}, {}, {}]);
    const out = await admin().orders.export({ ids: [a!.orderId, c!.orderId] });
    expect(out.count).toBe(2);
    expect(out.csv).toContain(a!.number);
    expect(out.csv).toContain(c!.number);
    expect(out.csv).not.toContain(b!.number);
  });
});

describe("the header search", () => {
  it("finds an order by number, e-mail, name, company and NIP; a content user finds no orders", async () => {
    const [o] = await orders([
      {
        status: "new",
        customer: {
          email: "szukana@example.org",
          firstName: "Zofia",
          lastName: "Wyszukiwalska",
          billingCompany: "Etykieciarnia Szukaj Sp. z o.o.",
          billingTax: "PL 526-000-12-46",
        },
      },
    ]);
    for (const q of [
      o!.number,
      o!.number.toLowerCase(),
      "szukana@example",
      "Wyszukiwalska",
      "etykieciarnia szukaj",
      "5260001246",
    ]) {
      const { hits } = await admin().search({ q });
      expect(
        hits.filter((h) => h.kind === "order").map((h) => h.id),
        q,
      ).toEqual([o!.orderId]);
    }
    const byOrdersRole = await callerWith(ordersCookie).caller.admin.search({ q: o!.number });
    expect(byOrdersRole.hits.map((h) => h.title)).toEqual([o!.number]);
    const content = callerWith(contentCookie).caller.admin;
    expect((await content.search({ q: o!.number })).hits).toEqual([]);
    expect((await content.search({ q: "szukana@example" })).hits).toEqual([]);
  });

  it("bounds the query before matching: too long or too short is refused", async () => {
    await expect(admin().search({ q: "x".repeat(101) })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await expect(admin().search({ q: " a " })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});
