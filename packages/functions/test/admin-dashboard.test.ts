import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomUUID } from "node:crypto";
import { Audit } from "@printshop/core";
import { startTestServer, useDiskStore } from "./server";
import { guest, label, visitor } from "./shop-client";
import { callerWith, makeUser, sessionCookieFor } from "./accounts";

/**
 * admin.dashboard.get and admin.customers.* over orders placed through the real checkout on
 * DynamoDB Local: the figures and the customers follow every order write (placing, cancelling,
 * bringing back) from the aggregates, not from the orders.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
let dir: string;
let staffCookie: string;
let catalogueCookie: string;

const staff = () => callerWith(staffCookie, { locale: "en" }).caller.admin;

/** A valid NIP (check digit 4) and a company buyer. */
const NIP = "5260250274";
async function place(
  locale: "pl" | "en",
  customer: Record<string, unknown>,
): Promise<{ orderId: string; number: string }> {
  const v = visitor(server.url, locale);
  expect((await v.mutate("shop.cart.add", { config: label(), mode: "eco" })).status).toBe(200);
  const placed = await v.mutate("shop.checkout.place", {
    idempotencyKey: randomUUID(),
    paymentMethodId: 1,
    shippingMethodId: 1,
    customer,
    termsAccepted: true,
    withdrawalWaiver: true,
    locale,
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return placed.body.result.data;
}

const cents = (s: string) => Math.round(Number(s) * 100);

describe("admin dashboard and customers", () => {
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "admin-dashboard-"));
    useDiskStore(dir);
    server = await startTestServer({ sites: false });
    staffCookie = (await sessionCookieFor((await makeUser("orders")).userId)).cookie;
    catalogueCookie = (await sessionCookieFor((await makeUser("catalogue")).userId)).cookie;
  });
  afterAll(async () => {
    await server?.close();
    useDiskStore(null);
    await rm(dir, { recursive: true, force: true });
  });

  it("an order placed counts in today's figures (orders, net PLN, kind, carts) and waits for payment", async () => {
    const before = await staff().dashboard.get({});
    const email = `dash-${randomUUID().slice(0, 8)}@example.com`;
    const o = await place("pl", { ...guest, email });
    const order = await staff().orders.get({ orderId: o.orderId });
    const after = await staff().dashboard.get({});
    const net = cents(order.totals.pln.toPayNet ?? order.totals.pln.net!);
    expect(after.figures.totals.orders).toBe(before.figures.totals.orders + 1);
    expect(cents(after.figures.totals.net) - cents(before.figures.totals.net)).toBe(net);
    expect(after.figures.totals.carts).toBe(before.figures.totals.carts + 1);
    const label = (d: typeof after) => d.figures.byKind.find((k) => k.kind === "label")!;
    expect(label(after).orders).toBe(label(before).orders + 1);
    // The day, its week and its month in the charts' series.
    expect(after.figures.days.at(-1)!.day).toBe(after.today);
    expect(after.figures.days.at(-1)!.orders).toBe(before.figures.days.at(-1)!.orders + 1);
    expect(after.figures.weeks.at(-1)!.orders).toBe(before.figures.weeks.at(-1)!.orders + 1);
    expect(after.figures.months.at(-1)!.orders).toBe(before.figures.months.at(-1)!.orders + 1);
    expect(after.attention.awaitingPayment.count).toBe(before.attention.awaitingPayment.count + 1);
    expect(after.attention.awaitingPayment.items.map((i) => i.number)).toContain(o.number);
  });

  it("an order in EUR counts in PLN at its own rate; cancelling takes it out, bringing it back adds it again", async () => {
    const before = await staff().dashboard.get({});
    const o = await place("en", { ...guest, email: `eur-${randomUUID().slice(0, 8)}@example.com` });
    const order = await staff().orders.get({ orderId: o.orderId });
    expect(order.currency).toBe("EUR");
    const net = cents(order.totals.pln.toPayNet ?? order.totals.pln.net!);
    const placed = await staff().dashboard.get({});
    expect(placed.figures.totals.eurOrders).toBe(before.figures.totals.eurOrders + 1);
    expect(cents(placed.figures.totals.eurNet) - cents(before.figures.totals.eurNet)).toBe(net);
    expect(cents(placed.figures.totals.net) - cents(before.figures.totals.net)).toBe(net);

    await staff().orders.setOrderStatus({
      orderId: o.orderId,
      status: "cancelled",
      version: 1,
      notify: false,
    });
    const cancelled = await staff().dashboard.get({});
    expect(cancelled.figures.totals.orders).toBe(before.figures.totals.orders);
    expect(cancelled.figures.totals.net).toBe(before.figures.totals.net);
    expect(cancelled.figures.totals.eurOrders).toBe(before.figures.totals.eurOrders);

    await staff().orders.setOrderStatus({
      orderId: o.orderId,
      status: "new",
      version: 2,
      notify: false,
    });
    const back = await staff().dashboard.get({});
    expect(back.figures.totals.orders).toBe(before.figures.totals.orders + 1);
    expect(back.figures.totals.net).toBe(placed.figures.totals.net);
    // Average order: net / orders, rounded down to the grosz.
    expect(cents(back.figures.totals.average)).toBe(
      Math.floor(cents(back.figures.totals.net) / back.figures.totals.orders),
    );
  });

  it("needs attention: waiting for files and due or late for dispatch, from the rows' indexes", async () => {
    const o = await place("pl", {
      ...guest,
      email: `files-${randomUUID().slice(0, 8)}@example.com`,
    });
    await staff().orders.setOrderStatus({
      orderId: o.orderId,
      status: "awaiting_files",
      version: 1,
      notify: false,
    });
    const d = await staff().dashboard.get({});
    expect(d.attention.awaitingFiles.items.map((i) => i.number)).toContain(o.number);
    expect(d.attention.awaitingFiles.count).toBeGreaterThanOrEqual(1);
    // Nothing in this file awaits a proof approval (proof/ puts an order there).
    expect(d.attention.proofs).toEqual({ count: 0, items: [] });
    // Its dispatch date is ahead (eco: days of production), so it is neither due nor late.
    const item = d.attention.awaitingFiles.items.find((i) => i.number === o.number)!;
    expect(item.dispatch! > d.today).toBe(true);
    expect(d.attention.late.items.map((i) => i.number)).not.toContain(o.number);
    // A range in the past shows nothing of today.
    const past = await staff().dashboard.get({ from: "2020-01-01", to: "2020-01-31" });
    expect(past.figures.totals.orders).toBe(0);
    expect(past.figures.days).toHaveLength(31);
    await expect(
      staff().dashboard.get({ from: "2020-02-01", to: "2020-01-01" }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });

  it("the customers: a guest by e-mail, a company by NIP, their orders, spent and a note (version-checked, audited)", async () => {
    const email = `Firma-${randomUUID().slice(0, 8)}@Example.com`;
    const company = `Drukarnia Testowa ${randomUUID().slice(0, 6)}`;
    const buyer = { ...guest, email, type: 1 as const, billingCompany: company, billingTax: NIP };
    const a = await place("pl", buyer);
    const b = await place("pl", buyer);
    const byEmail = await staff().customers.list({ search: email.toLowerCase() });
    expect(byEmail.total).toBe(1);
    const c = byEmail.items[0]!;
    expect(c).toMatchObject({
      guest: true,
      email: email.toLowerCase(),
      company,
      nip: NIP,
      orders: 2,
    });
    expect(c.addresses[0]).toContain("Warszawa");
    const byNip = await staff().customers.list({ search: "526-025-02-74" });
    expect(byNip.items.map((i) => i.customerKey)).toContain(c.customerKey);
    const byCompany = await staff().customers.list({ search: company.toUpperCase() });
    expect(byCompany.items.map((i) => i.customerKey)).toEqual([c.customerKey]);

    const page = await staff().customers.get({ customerKey: c.customerKey });
    expect(page.orderList.map((o) => o.number).sort()).toEqual([a.number, b.number].sort());
    const spent = page.orderList.reduce((n, o) => n + cents(o.net), 0);
    expect(cents(page.spent)).toBe(spent);
    expect(page.note).toMatchObject({ text: "", version: 0 });

    const saved = await staff().customers.setNote({
      customerKey: c.customerKey,
      text: "Płaci przelewem",
      version: 0,
    });
    expect(saved.version).toBe(1);
    await expect(
      staff().customers.setNote({ customerKey: c.customerKey, text: "Stale", version: 0 }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    expect((await staff().customers.get({ customerKey: c.customerKey })).note.text).toBe(
      "Płaci przelewem",
    );
    const log = await Audit.list({ target: { type: "customer", id: c.customerKey } });
    expect(log.items.map((e) => e.action)).toEqual(["customer.setNote"]);

    // Cancelled, an order leaves the customer's figures but stays on their page.
    await staff().orders.setOrderStatus({
      orderId: a.orderId,
      status: "cancelled",
      version: 1,
      notify: false,
    });
    const after = await staff().customers.get({ customerKey: c.customerKey });
    expect(after.orderList).toHaveLength(2);
    expect(after.orderList.find((o) => o.orderId === a.orderId)!.status).toBe("cancelled");
    expect(after.orders).toBe(1);
    expect((await staff().customers.list({ search: email.toLowerCase() })).items[0]!.orders).toBe(
      1,
    );

    await expect(
      staff().customers.get({ customerKey: "gnobody@example.com" }),
    ).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("only the orders' staff (and administrators) open the dashboard and the customers", async () => {
    const other = callerWith(catalogueCookie, { locale: "en" }).caller.admin;
    await expect(other.dashboard.get({})).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(other.customers.list({})).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});
