import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeUser, sessionCookieFor } from "./accounts";
import { rest, trpc } from "./admin-api-client";
import { startTestServer } from "./server";
import { businessCards, visitor } from "./shop-client";
import * as Audit from "@printshop/core/audit/index";

/** admin.payments|shipping.* and the seed's /admin/settings/... on DynamoDB Local; checkout follows the edits. */
const text = (pl: string, en = "", de = "") => ({ pl, en, de });

describe("admin payment and shipping settings", () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let cookie: string;

  beforeAll(async () => {
    server = await startTestServer({ sites: false });
    cookie = (await sessionCookieFor((await makeUser("administrator")).userId)).cookie;
  });
  afterAll(async () => server?.close());

  it("GET /admin/settings/payment/get and /shipping/get-payments list the methods in the seed's shape", async () => {
    const list = await rest("GET", "/admin/settings/payment/get", cookie);
    expect(list.status).toBe(200);
    expect(list.body[0]).toMatchObject({
      id: 1,
      translations: { pl: "Przelew tradycyjny", en: "Bank transfer", de: "Banküberweisung" },
      image: "icon-transfer",
    });
    expect((await rest("GET", "/admin/settings/shipping/get-payments", cookie)).body).toEqual(
      list.body,
    );
    expect(
      (await rest("POST", "/admin/settings/payment/get", cookie, { id: 2 })).body,
    ).toMatchObject({ id: 2, translations: { en: "Online payment" } });
    const shipping = await rest("GET", "/admin/settings/shipping/get", cookie);
    expect(shipping.body.find((m: { id: number }) => m.id === 2)).toMatchObject({
      translations: { en: "Pick-up in person" },
      payment: { "1": true, "2": true, "3": false },
    });
  });

  it("adding a payment without any name is refused with the seed's message in each language; with one name it is added", async () => {
    const before = (await rest("GET", "/admin/settings/payment/get", cookie)).body.length;
    const pl = await rest(
      "POST",
      "/admin/settings/payment/add",
      cookie,
      { payment: { pl: "", en: " ", de: "" }, icon: "icon-x" },
      "pl",
    );
    expect(pl.status).toBe(400);
    expect(pl.body.error.fields).toEqual([
      {
        field: "name",
        code: "payment.name_required",
        message: "Nazwa nowej płatności nie może być pusta!",
      },
    ]);
    const en = await trpc("admin.payments.create", { icon: "icon-x" }, cookie, "en");
    expect(en.fields?.[0]?.message).toBe("The new payment method's name cannot be empty!");
    const de = await trpc("admin.shipping.create", { name: text(""), price: "5" }, cookie, "de");
    expect(de.fields?.[0]).toMatchObject({
      field: "name",
      message: "Der Name der neuen Versandart darf nicht leer sein!",
    });
    expect((await rest("GET", "/admin/settings/payment/get", cookie)).body.length).toBe(before);
    const added = await rest("POST", "/admin/settings/payment/add", cookie, {
      payment: { de: "Rechnung" },
      icon: "icon-invoice",
    });
    expect(added.body).toMatchObject({
      translations: { pl: "", en: "", de: "Rechnung" },
      image: "icon-invoice",
    });
    const edited = await rest("POST", "/admin/settings/payment/edit", cookie, {
      id: added.body.id,
      payment: { pl: "Faktura", en: "Invoice", de: "Rechnung" },
      icon: "icon-invoice",
    });
    expect(edited.body).toMatchObject({ translations: { pl: "Faktura" }, version: 2 });
    // Stale edit through tRPC.
    expect(
      (
        await trpc(
          "admin.payments.update",
          { id: added.body.id, version: 1, name: text("X"), icon: "" },
          cookie,
        )
      ).status,
    ).toBe(409);
  });

  it("a payment a shipping method allows is kept; an unused one is retired (gone from lists and checkout, kept for orders)", async () => {
    const used = await trpc("admin.payments.remove", { id: 1, version: 1 }, cookie, "en");
    expect(used).toMatchObject({ status: 409, code: "payment.in_use" });
    const made = await trpc(
      "admin.payments.create",
      { name: text("Gotówka"), icon: "icon-cash" },
      cookie,
    );
    expect(
      (
        await rest("POST", "/admin/settings/payment/delete", cookie, {
          id: made.data.paymentMethodId,
        })
      ).status,
    ).toBe(200);
    expect(
      (await rest("GET", "/admin/settings/payment/get", cookie)).body.map(
        (p: { id: number }) => p.id,
      ),
    ).not.toContain(made.data.paymentMethodId);
    const options = await visitor(server.url, "pl").query("shop.checkout.options");
    expect(options.body.result.data.payments.map((p: { id: number }) => p.id)).not.toContain(
      made.data.paymentMethodId,
    );
  });

  it("shipping: add (seed's body), edit with {data} (price, allowed payments), delete; checkout charges the edited price next time", async () => {
    const added = await rest("POST", "/admin/settings/shipping/add", cookie, {
      shipping: { pl: "Paczkomat", en: "Parcel locker" },
      icon: "icon-box",
      price: "9,90",
    });
    expect(added.body).toMatchObject({
      translations: { pl: "Paczkomat" },
      price: "9.90",
      payment: { "1": false, "2": false, "3": false },
    });
    const bad = await rest("POST", "/admin/settings/shipping/add", cookie, {
      shipping: { pl: "Zła" },
      price: "9.999",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields[0].field).toBe("price");

    const v = visitor(server.url, "pl");
    await v.mutate("shop.cart.add", { config: businessCards(), mode: "eco" });
    const data = { ...added.body, price: "12.50", payment: { ...added.body.payment, "2": true } };
    const edited = await rest("POST", "/admin/settings/shipping/edit", cookie, { data });
    expect(edited.body).toMatchObject({ price: "12.50", payment: { "1": false, "2": true } });
    const options = (await v.query("shop.checkout.options")).body.result.data;
    expect(options.shipping.find((s: { id: number }) => s.id === added.body.id)).toMatchObject({
      title: "Paczkomat",
      price: 12.5,
      payments: [2],
    });
    const summary = (await v.query("shop.checkout.summary", { shippingMethodId: added.body.id }))
      .body.result.data;
    expect(summary.shipping).toEqual({ net: 12.5, gross: 15.38 });

    const again = await trpc(
      "admin.shipping.update",
      {
        id: added.body.id,
        version: 2,
        name: text("Paczkomat"),
        icon: "icon-box",
        price: "20",
        payments: [2],
      },
      cookie,
    );
    expect(again.data).toMatchObject({ price: "20.00", version: 3 });
    expect(
      (await v.query("shop.checkout.summary", { shippingMethodId: added.body.id })).body.result.data
        .shipping,
    ).toEqual({ net: 20, gross: 24.6 });
    const unknown = await trpc(
      "admin.shipping.update",
      { id: added.body.id, version: 3, name: text("Paczkomat"), price: "20", payments: [999] },
      cookie,
      "en",
    );
    expect(unknown.fields?.[0]).toMatchObject({
      field: "payments",
      code: "shipping.unknown_payment",
    });

    expect(
      (await rest("POST", "/admin/settings/shipping/delete", cookie, { id: added.body.id })).status,
    ).toBe(200);
    expect(
      (await rest("POST", "/admin/settings/shipping/get", cookie, { id: added.body.id })).status,
    ).toBe(404);
    expect(
      (await v.query("shop.checkout.options")).body.result.data.shipping.map(
        (s: { id: number }) => s.id,
      ),
    ).not.toContain(added.body.id);
  });

  it("the cash fee and protective packing are set in the settings and checkout charges them; left out of an update they stay; a bad one changes nothing", async () => {
    const v = visitor(server.url, "pl");
    await v.mutate("shop.cart.add", { config: businessCards(), mode: "eco" });
    const cash = (await trpc("admin.payments.get", { id: 3 }, cookie, "pl", "GET")).data;
    const fee = async () =>
      (await v.query("shop.checkout.summary", { shippingMethodId: 1, paymentMethodId: 3 })).body
        .result.data.paymentFee;
    const before = await fee();
    expect(Number(cash.fee)).toBe(before.net);

    const edited = await trpc(
      "admin.payments.update",
      { id: 3, version: cash.version, name: cash.name, icon: cash.icon, fee: "7,5" },
      cookie,
    );
    expect(edited.data).toMatchObject({ fee: "7.50", version: cash.version + 1 });
    expect((await fee()).net).toBe(7.5);
    expect(
      (await v.query("shop.checkout.options")).body.result.data.payments.find(
        (p: { id: number }) => p.id === 3,
      ).fee,
    ).toBe(7.5);
    // An update without the field (an older client, the seed's REST body) keeps the fee.
    const renamed = await trpc(
      "admin.payments.update",
      {
        id: 3,
        version: edited.data.version,
        name: { ...cash.name, en: "Cash on delivery (courier)" },
        icon: cash.icon,
      },
      cookie,
    );
    expect(renamed.data.fee).toBe("7.50");
    const bad = await trpc(
      "admin.payments.update",
      { id: 3, version: renamed.data.version, name: cash.name, icon: cash.icon, fee: "-2" },
      cookie,
      "en",
    );
    expect(bad.status).toBe(400);
    expect(bad.fields?.[0]?.field).toBe("fee");
    expect((await trpc("admin.payments.get", { id: 3 }, cookie, "pl", "GET")).data).toMatchObject({
      fee: "7.50",
      version: renamed.data.version,
    });

    // Shipping method 2 offers no packing in the demo; set a price, then take it away again.
    const packing = async () =>
      (await v.query("shop.checkout.options")).body.result.data.shipping.find(
        (m: { id: number }) => m.id === 2,
      ).packing;
    expect(await packing()).toBeNull();
    const pickUp = (await trpc("admin.shipping.get", { id: 2 }, cookie, "pl", "GET")).data;
    expect(pickUp.packingPrice).toBe("");
    const offered = await trpc(
      "admin.shipping.update",
      {
        id: 2,
        version: pickUp.version,
        name: pickUp.name,
        icon: pickUp.icon,
        price: pickUp.price,
        packingPrice: "3",
        payments: pickUp.payments,
      },
      cookie,
    );
    expect(offered.data).toMatchObject({ packingPrice: "3.00" });
    expect(await packing()).toBe(3);
    const summary = (await v.query("shop.checkout.summary", { shippingMethodId: 2, packing: true }))
      .body.result.data;
    expect(summary.packing.net).toBe(3);
    expect(
      (await rest("POST", "/admin/settings/shipping/get", cookie, { id: 2 })).body,
    ).toMatchObject({ packingPrice: "3.00" });
    const kept = await trpc(
      "admin.shipping.update",
      {
        id: 2,
        version: offered.data.version,
        name: pickUp.name,
        icon: pickUp.icon,
        price: "11",
        payments: pickUp.payments,
      },
      cookie,
    );
    expect(kept.data).toMatchObject({ price: "11.00", packingPrice: "3.00" });
    const none = await trpc(
      "admin.shipping.update",
      {
        id: 2,
        version: kept.data.version,
        name: pickUp.name,
        icon: pickUp.icon,
        price: pickUp.price,
        packingPrice: "",
        payments: pickUp.payments,
      },
      cookie,
    );
    expect(none.data.packingPrice).toBe("");
    expect(await packing()).toBeNull();

    await trpc(
      "admin.payments.update",
      { id: 3, version: renamed.data.version, name: cash.name, icon: cash.icon, fee: cash.fee },
      cookie,
    );
  });

  it("a method's provider: the seed's online method is Przelewy24; Stripe set and taken away, audited and version-checked; an unknown provider refused", async () => {
    const get = async (id: number) =>
      (await trpc("admin.payments.get", { id }, cookie, "pl", "GET")).data;
    expect(await get(2)).toMatchObject({ provider: "przelewy24", icon: "icon-card" });
    expect(await get(1)).toMatchObject({ provider: "none" });
    const created = await trpc(
      "admin.payments.create",
      { name: text("Karta", "Card", "Karte"), icon: "icon-card", provider: "stripe" },
      cookie,
    );
    expect(created.data).toMatchObject({ provider: "stripe", version: 1 });
    const id = created.data.paymentMethodId as number;
    // Without Stripe's keys on this server the list says its orders would wait for payment.
    expect((await get(id)).providerReady).toBe(false);
    const bad = await trpc(
      "admin.payments.update",
      { id, version: 1, name: created.data.name, icon: "icon-card", provider: "paypal" },
      cookie,
      "en",
    );
    expect([bad.status, bad.fields?.[0]?.field]).toEqual([400, "provider"]);
    const offline = await trpc(
      "admin.payments.update",
      { id, version: 1, name: created.data.name, icon: "icon-card", provider: "none" },
      cookie,
    );
    expect(offline.data).toMatchObject({ provider: "none", providerReady: true, version: 2 });
    const stale = await trpc(
      "admin.payments.update",
      { id, version: 1, name: created.data.name, icon: "icon-card", provider: "stripe" },
      cookie,
    );
    expect(stale.status).toBe(409);
    expect(await get(id)).toMatchObject({ provider: "none", version: 2 });
    const audit = await Audit.list({ target: { type: "payment", id: String(id) } });
    expect(audit.items.map((i) => [i.action, i.before, i.after])).toEqual([
      ["payment.update", { provider: "stripe" }, { provider: "none" }],
      [
        "payment.create",
        null,
        {
          name: text("Karta", "Card", "Karte"),
          icon: "icon-card",
          fee: "0.00",
          provider: "stripe",
        },
      ],
    ]);
    await trpc("admin.payments.remove", { id, version: 2 }, cookie);
  });

  it("a catalogue or content editor may not open the settings (administrator only)", async () => {
    const editor = (await sessionCookieFor((await makeUser("content")).userId)).cookie;
    expect((await rest("GET", "/admin/settings/payment/get", editor)).status).toBe(403);
    expect((await trpc("admin.shipping.list", {}, editor, "pl", "GET")).status).toBe(403);
  });
});
