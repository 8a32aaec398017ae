import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomUUID } from "node:crypto";
import { Audit, Email, Order } from "@printshop/core";
import * as Outbox from "@printshop/core/email/outbox";
import { makePdf } from "@printshop/core/upload/test-pdf";
import { sentEmails } from "./built";
import { startTestServer, useDiskStore } from "./server";
import { guest, label as labelLine, visitor, type Visitor } from "./shop-client";
import { callerWith, makeUser, sessionCookieFor } from "./accounts";

/**
 * admin.orders.* and the seed's /admin/orders/... shims on DynamoDB Local, over orders placed
 * through the real checkout (with a print file), as the back office sees them.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
let dir: string;
let adminCookie: string;
let staffCookie: string;
let customerCookie: string;

const label = labelLine();

/** A guest's order of labels with one print file, placed in `locale`. */
async function placeOrder(
  locale: "pl" | "en" | "de" = "de",
  email = `buyer-${randomUUID().slice(0, 8)}@example.com`,
) {
  const v: Visitor = visitor(server.url, locale);
  const added = await v.mutate("shop.cart.add", { config: label, mode: "eco" });
  const lineId = added.body.result.data.item.id as string;
  const bytes = await makePdf([54, 34]);
  const p = (
    await v.mutate("shop.upload.presign", {
      lineId,
      fileName: "etykieta.pdf",
      size: bytes.byteLength,
    })
  ).body.result.data;
  expect(
    (await fetch(new URL(p.url, server.url), { method: "PUT", headers: p.headers, body: bytes }))
      .status,
  ).toBe(200);
  expect((await v.mutate("shop.upload.complete", { uploadId: p.uploadId })).status).toBe(200);
  const placed = await v.mutate("shop.checkout.place", {
    idempotencyKey: randomUUID(),
    paymentMethodId: 1,
    shippingMethodId: 1,
    customer: { ...guest, email },
    termsAccepted: true,
    withdrawalWaiver: true,
    locale,
  });
  expect(placed.status).toBe(200);
  return { ...(placed.body.result.data as { orderId: string; number: string }), email, bytes };
}

async function rest(path: string, body: unknown, cookie?: string) {
  const res = await fetch(`${server.url}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: server.url,
      ...(cookie ? { cookie } : {}),
      "x-locale": "en",
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
}

const admin = () => callerWith(adminCookie, { locale: "en" }).caller.admin;
const staff = () => callerWith(staffCookie, { locale: "en" }).caller.admin;
const entriesOf = async (orderId: string) =>
  (await Audit.list({ target: { type: "order", id: orderId } })).items;

describe("admin orders", () => {
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "admin-orders-"));
    useDiskStore(dir);
    server = await startTestServer({ sites: false });
    adminCookie = (await sessionCookieFor((await makeUser("administrator")).userId)).cookie;
    staffCookie = (await sessionCookieFor((await makeUser("orders")).userId)).cookie;
    customerCookie = (await sessionCookieFor((await makeUser("customer")).userId)).cookie;
  });
  afterAll(async () => {
    await server?.close();
    useDiskStore(null);
    await rm(dir, { recursive: true, force: true });
  });

  it("a placed order is stored with exactly one confirmation e-mail, in its language, with lines and totals", async () => {
    const o = await placeOrder("de");
    const mails = sentEmails({ to: o.email });
    expect(mails.map((m) => m.kind)).toEqual(["order.confirm"]);
    expect(mails[0]!.subject).toBe(`Bestellung ${o.number} eingegangen`);
    expect(mails[0]!.text).toContain("× 1000");
    expect(mails[0]!.text).toContain("Größe: 50 × 30 mm");
    expect(mails[0]!.html).toContain("<table");
    const stored = await Outbox.list({ search: o.email });
    expect(stored.items).toEqual([
      expect.objectContaining({
        kind: "order.confirm",
        state: "sent",
        locale: "de",
        ref: o.orderId,
      }),
    ]);
  });

  it("finds the order by its number and opens it: lines, configuration, amounts, dispatch, file with verdict, methods", async () => {
    const o = await placeOrder("en");
    const found = await staff().orders.list({ search: o.number });
    expect(found.total).toBe(1);
    expect(found.items[0]).toMatchObject({
      orderId: o.orderId,
      number: o.number,
      status: "new",
      paymentStatus: "awaiting",
      email: o.email,
      kinds: ["label"],
    });
    const got = await staff().orders.get({ orderId: o.orderId });
    expect(got).toMatchObject({
      orderId: o.orderId,
      locale: "en",
      currency: "EUR",
      status: "new",
      paymentStatus: "awaiting",
      version: 1,
      noVat: false,
      customerId: null,
    });
    expect(got.customer.email).toBe(o.email);
    expect(got.payment.title.length).toBeGreaterThan(0);
    expect(got.shipping.title.length).toBeGreaterThan(0);
    const line = got.lines[0]!;
    expect(line.config).toMatchObject({ kind: "label", input: { width: 50, height: 30 } });
    expect(line.params.length).toBeGreaterThan(0);
    expect(line.dispatchDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number(line.pln.gross)).toBeGreaterThan(Number(line.pln.net));
    // The order's currency at the order's rate (an English order is in EUR), rounded to the cent.
    const rate = Number(got.rate);
    expect(rate).toBeGreaterThan(1);
    expect(
      Math.abs(Number(line.inCurrency.gross) * rate - Number(line.pln.gross)),
    ).toBeLessThanOrEqual(rate * 0.005 + 1e-9);
    expect(line.files).toEqual([
      expect.objectContaining({
        fileName: "etykieta.pdf",
        preflight: expect.objectContaining({ verdict: "ok" }),
      }),
    ]);
    expect(got.timeline).toEqual([]);

    // The print file through a short-lived signed link, byte for byte.
    const link = await staff().orders.fileUrl({
      orderId: o.orderId,
      uploadId: line.files[0]!.uploadId,
    });
    const res = await fetch(new URL(link.url, server.url));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain("etykieta.pdf");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(o.bytes);
    const forged = new URL(link.url, server.url);
    forged.searchParams.set("key", forged.searchParams.get("key")!.replace(/etykieta/, "other"));
    expect((await fetch(forged)).status).toBe(403);
    await expect(
      staff().orders.fileUrl({ orderId: o.orderId, uploadId: "nope" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("a status change writes the audit entry and exactly one e-mail in the order's language; counts and filters follow", async () => {
    const o = await placeOrder("pl");
    const before = await staff().orders.counts();
    const out = await staff().orders.setOrderStatus({
      orderId: o.orderId,
      status: "shipped",
      version: 1,
      notify: true,
    });
    expect(out).toMatchObject({ status: "shipped", version: 2, notified: true });
    const mails = sentEmails({ to: o.email, kind: "order.status" });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(o.number);
    expect(mails[0]!.subject).toContain("wysłane");
    const entries = await entriesOf(o.orderId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: "order.setOrderStatus",
      before: { status: "new" },
      after: { status: "shipped", notified: true },
    });
    const after = await staff().orders.counts();
    expect(after.orderStatus.new).toBe(before.orderStatus.new - 1);
    expect(after.orderStatus.shipped).toBe(before.orderStatus.shipped + 1);
    expect(
      (await staff().orders.list({ filters: { orderStatus: "shipped" }, search: o.number })).total,
    ).toBe(1);
    expect(
      (await staff().orders.list({ filters: { orderStatus: "new" }, search: o.number })).total,
    ).toBe(0);
    expect((await staff().orders.get({ orderId: o.orderId })).timeline).toEqual([
      expect.objectContaining({ action: "order.setOrderStatus" }),
    ]);

    // Without the checkbox: the audit entry, no e-mail.
    await staff().orders.setPaymentStatus({ orderId: o.orderId, status: "paid", version: 2 });
    expect(sentEmails({ to: o.email, kind: "order.payment" })).toHaveLength(0);
    expect((await entriesOf(o.orderId)).map((e) => e.action)).toEqual([
      "order.setPaymentStatus",
      "order.setOrderStatus",
    ]);
  });

  it("a stale version is 409 conflict.stale and changes nothing: no entry, no e-mail", async () => {
    const o = await placeOrder("pl");
    await staff().orders.setPaymentStatus({ orderId: o.orderId, status: "paid", version: 1 });
    await expect(
      staff().orders.setOrderStatus({
        orderId: o.orderId,
        status: "shipped",
        version: 1,
        notify: true,
      }),
    ).rejects.toMatchObject({ code: "CONFLICT", message: "conflict.stale" });
    expect(sentEmails({ to: o.email, kind: "order.status" })).toHaveLength(0);
    expect((await entriesOf(o.orderId)).map((e) => e.action)).toEqual(["order.setPaymentStatus"]);
    expect((await staff().orders.get({ orderId: o.orderId })).status).toBe("new");
  });

  it("only a cancelled order can be deleted; then it is gone from the list and the counts", async () => {
    const o = await placeOrder("pl");
    await expect(staff().orders.remove({ orderId: o.orderId, version: 1 })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "order.remove_not_cancelled",
    });
    await staff().orders.setOrderStatus({ orderId: o.orderId, status: "cancelled", version: 1 });
    const before = await staff().orders.counts();
    await staff().orders.addNote({ orderId: o.orderId, text: "Klient zrezygnował telefonicznie" });
    expect((await staff().orders.get({ orderId: o.orderId })).notes).toEqual([
      expect.objectContaining({ text: "Klient zrezygnował telefonicznie" }),
    ]);
    await staff().orders.remove({ orderId: o.orderId, version: 2 });
    await expect(staff().orders.get({ orderId: o.orderId })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    expect((await staff().orders.list({ search: o.number })).total).toBe(0);
    expect((await staff().orders.counts()).orderStatus.cancelled).toBe(
      before.orderStatus.cancelled - 1,
    );
    expect((await entriesOf(o.orderId))[0]).toMatchObject({
      action: "order.remove",
      after: null,
      before: { number: o.number, status: "cancelled" },
    });
  });

  it("export is the CSV of exactly the filtered list", async () => {
    const filters = { paymentStatus: "awaiting" as const };
    const listed = await staff().orders.list({ filters, pageSize: 100 });
    const out = await staff().orders.export({ filters });
    const rows = out.csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(out.count).toBe(listed.total);
    expect(rows.slice(1).map((r) => r.split(",")[0])).toEqual(listed.items.map((i) => i.number));
    expect(rows[0]).toContain("Payment status");
  });

  describe("the seed's REST shims", () => {
    it("/admin/orders/change-order-status {status, id}: e-mails by the screen's default (shipped: yes)", async () => {
      const o = await placeOrder("en");
      const res = await rest(
        "/admin/orders/change-order-status",
        { status: "awaiting_files", id: o.orderId },
        staffCookie,
      );
      expect(res.status).toBe(200);
      expect(sentEmails({ to: o.email, kind: "order.status" }).map((m) => m.subject)).toEqual([
        `Order ${o.number}: awaiting files`,
      ]);
      const paid = await rest(
        "/admin/orders/change-payment-status",
        { status: "paid", id: o.orderId },
        staffCookie,
      );
      expect(paid.status).toBe(200);
      const got = await staff().orders.get({ orderId: o.orderId });
      expect(got).toMatchObject({ status: "awaiting_files", paymentStatus: "paid", version: 3 });
      expect(sentEmails({ to: o.email, kind: "order.payment" })).toHaveLength(0);
    });

    it("/admin/orders/delete {id}: refuses an open order, deletes a cancelled one", async () => {
      const o = await placeOrder("pl");
      expect((await rest("/admin/orders/delete", { id: o.orderId }, staffCookie)).status).toBe(409);
      expect(
        (
          await rest(
            "/admin/orders/change-order-status",
            { status: "cancelled", id: o.orderId },
            staffCookie,
          )
        ).status,
      ).toBe(200);
      expect((await rest("/admin/orders/delete", { id: o.orderId }, staffCookie)).status).toBe(200);
      expect(await Order.get(o.orderId)).toBeNull();
    });

    it("answers 400 for a status that does not exist, 404 for an unknown order, 401/403 before anything else", async () => {
      const o = await placeOrder("pl");
      const bad = await rest(
        "/admin/orders/change-order-status",
        { status: "lost", id: o.orderId },
        staffCookie,
      );
      expect(bad.status).toBe(400);
      expect(
        (
          await rest(
            "/admin/orders/change-payment-status",
            { status: "paid", id: "unknown" },
            staffCookie,
          )
        ).status,
      ).toBe(404);
      expect((await rest("/admin/orders/delete", { id: o.orderId })).status).toBe(401);
      expect((await rest("/admin/orders/delete", { id: o.orderId }, customerCookie)).status).toBe(
        403,
      );
      expect((await staff().orders.get({ orderId: o.orderId })).status).toBe("new");
    });
  });

  it("the Outbox is for administrators, and shows the registration link without its token", async () => {
    const email = `reg-${randomUUID().slice(0, 8)}@example.com`;
    await Email.send({
      kind: "account.confirm",
      to: email,
      locale: "pl",
      subject: "Potwierdź rejestrację",
      text: `Otwórz link:\n${server.url}/register/confirm#tok`,
    });
    const listed = await admin().outbox.list({ search: email });
    expect(listed.items).toHaveLength(1);
    const message = await admin().outbox.get({ messageId: listed.items[0]!.messageId });
    expect(message.html).toContain(`href="${server.url}/register/confirm#…"`);
    expect(message.html).not.toContain("#tok");
    await expect(staff().outbox.list({})).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});
