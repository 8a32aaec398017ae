import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Email, Order } from "@printshop/core";
import { db } from "@printshop/core/dynamo/db";
import { dispatchDate } from "@printshop/core/pricing/dates";
import { startTestServer } from "./server";
import { guest, label, visitor } from "./shop-client";

/**
 * Issue 28 over the API: a roll label's whole configuration (winding, core, gap, shape, the
 * application method) reaches every place that shows the line after the calculator (fault 2: the
 * cart, the checkout's summary, the order's page, the confirmation e-mail, the admin's order),
 * in the visitor's language; each line carries its dispatch date (fault 6) and the order's page
 * its files per line (fault 7).
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
const key = () => `k${crypto.randomUUID().replace(/-/g, "")}`;
const text = (params: { title: string; value: string }[]) =>
  params.map((p) => `${p.title}: ${p.value}`);

const machine = { application: 1, winding: 4, diameter: 40, gap: 6, notes: "Herma 500" };
const expected = {
  pl: [
    "Kształt: Prostokąt z zaokrąglonymi rogami",
    "Sposób nawinięcia: 4 – na zewnątrz, lewą krawędzią do przodu",
    "Średnica gilzy: 40 mm",
    "Odstęp między etykietami: 6 mm",
    "Uwagi do naklejania automatem: Herma 500",
  ],
  en: [
    "Shape: Rectangle with rounded corners",
    "Winding: 4 – outside, left edge first",
    "Core diameter: 40 mm",
    "Gap between labels: 6 mm",
    "Notes for machine application: Herma 500",
  ],
  de: [
    "Form: Rechteck mit abgerundeten Ecken",
    "Wickelrichtung: 4 – außen, linke Kante voran",
    "Kerndurchmesser: 40 mm",
    "Abstand zwischen Etiketten: 6 mm",
    "Hinweise zum maschinellen Etikettieren: Herma 500",
  ],
} as const;

describe("issue 28 over the API: a label's whole configuration everywhere after the calculator", () => {
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(["pl", "en", "de"] as const)(
    "%s: cart, summary, order page, e-mail and admin all list winding, core, gap, shape and application",
    async (locale) => {
      const v = visitor(server.url, locale);
      const added = await v.mutate("shop.cart.add", { config: label(machine), mode: "standard" });
      expect(added.status).toBe(200);

      const cart = (await v.query("shop.cart.get", { locale })).body.result.data;
      const line = cart.items[0];
      expect(text(line.params)).toEqual(expect.arrayContaining([...expected[locale]]));
      // Fault 6: the dispatch date if files and payment are in today, as the calculator counts it.
      expect(line.dispatch).toBe(dispatchDate(new Date(), line.days));

      const summary = (
        await v.query("shop.checkout.summary", { shippingMethodId: 1, paymentMethodId: 1, locale })
      ).body.result.data;
      expect(text(summary.items[0].params)).toEqual(expect.arrayContaining([...expected[locale]]));
      expect(summary.items[0].dispatch).toBe(line.dispatch);

      const placed = await v.mutate("shop.checkout.place", {
        idempotencyKey: key(),
        paymentMethodId: 1,
        shippingMethodId: 1,
        customer: { ...guest, email: `buyer-${locale}-${key()}@example.com` },
        termsAccepted: true,
        withdrawalWaiver: true,
        locale,
      });
      expect(placed.status).toBe(200);
      const orderId = placed.body.result.data.orderId as string;

      const view = (await v.query("shop.checkout.order", { orderId })).body.result.data;
      expect(text(view.lines[0].params)).toEqual(expect.arrayContaining([...expected[locale]]));
      expect(view.lines[0].dispatch).toBe(dispatchDate(new Date(), view.lines[0].days));
      // Fault 7: no file was uploaded with this order, and the page knows it per line.
      expect(view.lines[0].files).toEqual([]);

      const admin = await Order.getForAdmin({ orderId }, locale);
      expect(text(admin.lines[0]!.params)).toEqual(expect.arrayContaining([...expected[locale]]));

      const order = (await Order.get(orderId))!;
      const mail = (
        await db()
          .entities.emailMessage.get({ messageId: Email.messageIdFor("order.confirm", orderId) })
          .go()
      ).data!;
      for (const row of expected[locale]) {
        expect(mail.text, row).toContain(row);
        expect(mail.html, row).toContain(row);
      }
      expect(order.lines[0]!.params!.length).toBeGreaterThanOrEqual(9);
    },
    30_000,
  );
});
