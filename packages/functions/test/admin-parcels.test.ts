import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Audit, Order } from "@printshop/core";
import { placeTestOrder } from "@printshop/core/payment/testing/orders";
import { sentEmails } from "./built";
import { startTestServer } from "./server";
import { trpc } from "./admin-api-client";
import { makeUser, sessionCookieFor } from "./accounts";
import { visitor } from "./shop-client";

/**
 * Parcels of a shipped order (issue 31 item 4) through the built API: the administrator enters
 * carriers and tracking numbers (`admin.orders.setParcels`, permission `orders`, version-checked,
 * audited), the "shipped" e-mail lists them with the carriers' links, and the customer's account
 * and the guest's signed order page show them.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
let staff: string;
let content: string;
let customer: { userId: string; cookie: string };

beforeAll(async () => {
  server = await startTestServer({ sites: false });
  staff = (await sessionCookieFor((await makeUser("orders")).userId)).cookie;
  content = (await sessionCookieFor((await makeUser("content")).userId)).cookie;
  const user = await makeUser("customer");
  customer = { userId: user.userId, cookie: (await sessionCookieFor(user.userId)).cookie };
});
afterAll(async () => {
  await server?.close();
});

const INPOST = { carrier: "inpost", number: "520000011395200025" };
const DPD = { carrier: "dpd", number: "0000123456789U" };
const inpostLink = "https://inpost.pl/sledzenie-przesylek?number=520000011395200025";
const dpdLink = "https://tracktrace.dpd.com.pl/parcelDetails?typ=1&p1=0000123456789U";

describe("admin.orders.setParcels", () => {
  it("stores the parcels, refuses a stale version (409), audits before → after, and the shipped e-mail carries the links", async () => {
    const order = await placeTestOrder({ locale: "pl", paymentMethodId: 1 });
    const set = await trpc(
      "admin.orders.setParcels",
      { orderId: order.orderId, parcels: [INPOST, DPD], version: 1 },
      staff,
    );
    expect(set.status).toBe(200);
    expect(set.data).toEqual({
      orderId: order.orderId,
      version: 2,
      parcels: [
        { carrier: "inpost", carrierName: "InPost", number: INPOST.number, url: inpostLink },
        { carrier: "dpd", carrierName: "DPD", number: DPD.number, url: dpdLink },
      ],
    });

    // The same version again: someone changed the order since; nothing is written.
    const stale = await trpc(
      "admin.orders.setParcels",
      { orderId: order.orderId, parcels: [DPD], version: 1 },
      staff,
      "en",
    );
    expect(stale.status).toBe(409);
    expect(stale.code).toBe("conflict.stale");
    expect(stale.message).not.toBe("conflict.stale");
    const got = await trpc("admin.orders.get", { orderId: order.orderId }, staff, "pl", "GET");
    expect(got.data.version).toBe(2);
    expect(got.data.parcels.map((p: { number: string }) => p.number)).toEqual([
      INPOST.number,
      DPD.number,
    ]);

    const entries = (await Audit.list({ target: { type: "order", id: order.orderId } })).items;
    expect(entries).toEqual([
      expect.objectContaining({
        action: "order.setParcels",
        before: { parcels: [] },
        after: { parcels: [INPOST, DPD] },
      }),
    ]);

    // Shipped afterwards without parcels in the call: the e-mail lists the stored ones.
    const shipped = await trpc(
      "admin.orders.setOrderStatus",
      { orderId: order.orderId, status: "shipped", version: 2, notify: true },
      staff,
    );
    expect(shipped.status).toBe(200);
    const [mail, ...more] = sentEmails({ to: order.customer.email, kind: "order.status" });
    expect(more).toEqual([]);
    expect(mail!.text).toContain("Przesyłki (2):");
    expect(mail!.text).toContain(`InPost ${INPOST.number}: ${inpostLink}`);
    expect(mail!.text).toContain(`DPD ${DPD.number}: ${dpdLink}`);
    expect(mail!.html).toContain(`<a href="${inpostLink.replace(/&/g, "&amp;")}">`);
    expect(mail!.html).toContain(`<a href="${dpdLink.replace(/&/g, "&amp;")}">`);
  });

  it("takes the parcels with the status change itself, in one write, and e-mails them in the order's language", async () => {
    const order = await placeTestOrder({ locale: "de", paymentMethodId: 1 });
    const out = await trpc(
      "admin.orders.setOrderStatus",
      {
        orderId: order.orderId,
        status: "shipped",
        version: 1,
        notify: true,
        parcels: [{ carrier: "other", number: "KURIER-7" }, DPD],
      },
      staff,
    );
    expect(out.status).toBe(200);
    expect(out.data).toMatchObject({ status: "shipped", version: 2, notified: true });
    const [mail] = sentEmails({ to: order.customer.email, kind: "order.status" });
    expect(mail!.text).toContain("Pakete (2):");
    expect(mail!.text).toContain("Anderer Paketdienst KURIER-7");
    expect(mail!.text).toContain(dpdLink);
    const [entry] = (await Audit.list({ target: { type: "order", id: order.orderId } })).items;
    expect(entry).toMatchObject({
      action: "order.setOrderStatus",
      before: { status: "new", parcels: [] },
      after: { status: "shipped", parcels: [{ carrier: "other", number: "KURIER-7" }, DPD] },
    });
  });

  it("ships without parcels as before: the e-mail says nothing of parcels", async () => {
    const order = await placeTestOrder({ locale: "en", paymentMethodId: 1 });
    const out = await trpc(
      "admin.orders.setOrderStatus",
      { orderId: order.orderId, status: "shipped", version: 1, notify: true },
      staff,
    );
    expect(out.status).toBe(200);
    const [mail] = sentEmails({ to: order.customer.email, kind: "order.status" });
    expect(mail!.text).toContain("Your order has been shipped.");
    expect(mail!.text).not.toContain("Parcels");
  });

  it("refuses bad parcels with translated field errors, a cancelled order, and a user without `orders`", async () => {
    const order = await placeTestOrder({ paymentMethodId: 1 });
    const bad = await trpc(
      "admin.orders.setParcels",
      {
        orderId: order.orderId,
        parcels: [
          { carrier: "inpost", number: "12 34" },
          { carrier: "pigeon", number: "1" },
          { carrier: "dhl", number: "A".repeat(41) },
        ],
        version: 1,
      },
      staff,
      "de",
    );
    expect(bad.status).toBe(400);
    expect(bad.fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: "parcels.0.number",
          code: "order.parcels.number_invalid",
          message: "Eine Sendungsnummer darf nur Buchstaben, Ziffern und Bindestriche enthalten.",
        }),
        expect.objectContaining({ field: "parcels.1.carrier", code: "invalid" }),
        expect.objectContaining({ field: "parcels.2.number", code: "too_big" }),
      ]),
    );
    const eleven = Array.from({ length: 11 }, (_, i) => ({ carrier: "ups", number: `1Z${i}` }));
    const tooMany = await trpc(
      "admin.orders.setParcels",
      { orderId: order.orderId, parcels: eleven, version: 1 },
      staff,
      "pl",
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.fields).toEqual([
      expect.objectContaining({ field: "parcels", code: "too_big" }),
    ]);
    const twice = await trpc(
      "admin.orders.setParcels",
      { orderId: order.orderId, parcels: [DPD, DPD], version: 1 },
      staff,
      "en",
    );
    expect(twice.fields?.[0]?.message).toBe("This parcel is already on the list.");

    const forbidden = await trpc(
      "admin.orders.setParcels",
      { orderId: order.orderId, parcels: [DPD], version: 1 },
      content,
    );
    expect(forbidden.status).toBe(403);

    const cancel = await trpc(
      "admin.orders.setOrderStatus",
      { orderId: order.orderId, status: "cancelled", version: 1 },
      staff,
    );
    expect(cancel.status).toBe(200);
    const onCancelled = await trpc(
      "admin.orders.setParcels",
      { orderId: order.orderId, parcels: [DPD], version: 2 },
      staff,
      "pl",
    );
    expect(onCancelled.status).toBe(409);
    expect(onCancelled.message).toBe("Anulowane zamówienie nie ma przesyłek.");
    expect((await Order.get(order.orderId))?.parcels).toBeUndefined();
    // Nothing of the refused calls reached the audit log: only the cancellation.
    const actions = (await Audit.list({ target: { type: "order", id: order.orderId } })).items.map(
      (i) => i.action,
    );
    expect(actions).toEqual(["order.setOrderStatus"]);
  });
});

describe("the shop shows the parcels", () => {
  it("in the customer's account and on the guest's signed order page, each with its link", async () => {
    const mine = await placeTestOrder({ customerId: customer.userId, paymentMethodId: 1 });
    const guestOrder = await placeTestOrder({ locale: "en", paymentMethodId: 1 });
    for (const o of [mine, guestOrder])
      expect(
        (
          await trpc(
            "admin.orders.setParcels",
            {
              orderId: o.orderId,
              parcels: [INPOST, { carrier: "other", number: "X-1" }],
              version: 1,
            },
            staff,
          )
        ).status,
      ).toBe(200);
    const expected = [
      { carrier: "inpost", carrierName: "InPost", number: INPOST.number, url: inpostLink },
      { carrier: "other", carrierName: null, number: "X-1", url: null },
    ];

    const account = visitor(server.url, "pl");
    const [name, ...value] = customer.cookie.split("=");
    account.jar.set(name!, value.join("="));
    const view = await account.query("shop.account.order", { orderId: mine.orderId });
    expect(view.status).toBe(200);
    expect(view.body.result.data.parcels).toEqual(expected);
    // Another customer's order stays not found (the parcels with it).
    const other = await account.query("shop.account.order", { orderId: guestOrder.orderId });
    expect(other.status).toBe(404);

    const token = Order.linkToken((await Order.get(guestOrder.orderId))!)!;
    const page = await visitor(server.url, "en").query("shop.orderFiles.list", { token });
    expect(page.status).toBe(200);
    expect(page.body.result.data.parcels).toEqual(expected);
  });
});
