import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePdf } from "@printshop/core/upload/test-pdf";
import { Email, Order } from "@printshop/core";
import { db } from "@printshop/core/dynamo/db";
import { startServerWithDiskStore } from "./server";
import { businessCards, guest, visitor, type Visitor } from "./shop-client";
import { browserClient, makeUser } from "./accounts";
import { sentEmails } from "./built";

/**
 * Issue 16, fault 8 and the guest's way back: cash on delivery's fee and protective packing are
 * priced by the server from the settings (the seed: 5.00 zł net for cash on delivery, 12.00 zł
 * net packing with the courier), stored on the order and shown back; a guest's order has a
 * signed link to its upload page that reaches that order only, and not after it expires.
 */
let server: Awaited<ReturnType<typeof startServerWithDiskStore>>;
const key = () => `k${crypto.randomUUID().replace(/-/g, "")}`;
const place = (overrides: Record<string, unknown> = {}) => ({
  idempotencyKey: key(),
  paymentMethodId: 1,
  shippingMethodId: 1,
  customer: guest,
  termsAccepted: true,
  withdrawalWaiver: true,
  ...overrides,
});

async function placed(v: Visitor, overrides: Record<string, unknown> = {}) {
  expect((await v.mutate("shop.cart.add", { config: businessCards(), mode: "eco" })).status).toBe(
    200,
  );
  const res = await v.mutate("shop.checkout.place", place(overrides));
  expect(res.status).toBe(200);
  return res.body.result.data.orderId as string;
}

describe("checkout: cash on delivery and packing priced by the server; a guest's signed order link", () => {
  beforeAll(async () => {
    server = await startServerWithDiskStore("order-files-");
  });
  afterAll(async () => {
    await server?.close();
  });

  it("options carry the fee and the packing price from the settings", async () => {
    const data = (await visitor(server.url, "en").query("shop.checkout.options")).body.result.data;
    expect(data.payments.map((p: { fee: number }) => p.fee)).toEqual([0, 0, 5]);
    expect(data.shipping.map((s: { packing: number | null }) => s.packing)).toEqual([12, null]);
  });

  it("the summary adds the cash fee and packing only when chosen, and the order stores what the server computed", async () => {
    const v = visitor(server.url, "pl");
    await v.mutate("shop.cart.add", { config: businessCards(), mode: "eco" });
    const plain = (
      await v.query("shop.checkout.summary", { shippingMethodId: 1, paymentMethodId: 1 })
    ).body.result.data;
    expect([plain.paymentFee, plain.packing]).toEqual([null, null]);
    const both = (
      await v.query("shop.checkout.summary", {
        shippingMethodId: 1,
        paymentMethodId: 3,
        packing: true,
      })
    ).body.result.data;
    expect(both.paymentFee).toEqual({ net: 5, gross: 6.15 });
    expect(both.packing).toEqual({ net: 12, gross: 14.76 });
    expect(Math.round((both.totalGross - plain.totalGross) * 100)).toBe(615 + 1476);

    // A price sent by the client is not an input: the order is charged what the settings say.
    const res = await v.mutate(
      "shop.checkout.place",
      place({ paymentMethodId: 3, packing: true, paymentFee: 0, totals: { toPayGross: "1.00" } }),
    );
    expect(res.status).toBe(200);
    const order = (await Order.get(res.body.result.data.orderId))!;
    expect(order.packing).toBe(true);
    expect(order.totals).toMatchObject({
      paymentFeeNet: "5.00",
      paymentFeeGross: "6.15",
      packingNet: "12.00",
      packingGross: "14.76",
    });
    const t = order.totals as Record<string, string>;
    expect(Number(t.toPayGross)).toBeCloseTo(
      Number(t.grossAfterDiscount) + Number(t.shippingGross) + 6.15 + 14.76,
      2,
    );

    const view = (await v.query("shop.checkout.order", { orderId: order.orderId })).body.result
      .data;
    expect(view.packing).toBe(true);
    expect(view.totals.paymentFee).toEqual({ net: 5, gross: 6.15 });
    expect(view.totals.packing).toEqual({ net: 12, gross: 14.76 });
    expect(view.totals.toPayGross).toBe(Number(t.toPayGross));
    const admin = await Order.getForAdmin({ orderId: order.orderId }, "en");
    expect(admin.packing).toBe(true);

    const mail = (
      await db()
        .entities.emailMessage.get({
          messageId: Email.messageIdFor("order.confirm", order.orderId),
        })
        .go()
    ).data!;
    const text = mail.text.replace(/\u00a0/g, " ");
    expect(text).toContain("Opłata za pobranie: 6,15 zł");
    expect(text).toContain("Pakowanie ochronne: 14,76 zł");
    expect(text).toContain("Kurier (z pakowaniem ochronnym)");
    expect(text).toContain("Zapłacisz kurierowi przy odbiorze przesyłki");
  });

  it("a transfer has no fee; packing where the delivery offers none is refused with a translated 400", async () => {
    const v = visitor(server.url, "de");
    const orderId = await placed(v, { paymentMethodId: 1, packing: false, locale: "de" });
    const order = (await Order.get(orderId))!;
    expect(order.totals.paymentFeeNet).toBeUndefined();
    expect(order.totals.packingNet).toBeUndefined();
    expect(order.packing).toBe(false);

    await v.mutate("shop.cart.add", { config: businessCards(), mode: "eco" });
    const refused = await v.mutate(
      "shop.checkout.place",
      place({ shippingMethodId: 2, paymentMethodId: 1, packing: true, locale: "de" }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error.data.fields).toEqual([
      expect.objectContaining({
        field: "packing",
        message: "Schutzverpackung ist mit der gewählten Versandart nicht möglich",
      }),
    ]);
  });

  it("a guest's signed link opens that order's lines, takes a file onto the order, and is in the confirmation e-mail", async () => {
    const v = visitor(server.url, "en");
    const orderId = await placed(v, { locale: "en" });
    const view = (await v.query("shop.checkout.order", { orderId })).body.result.data;
    const token = view.uploadToken as string;
    expect(token.startsWith(`${orderId}.`)).toBe(true);
    // The e-mail has the link; the outbox's copy keeps it without its signature (email/redact.ts).
    const mail = sentEmails({ kind: "order.confirm" }).find((m) =>
      m.subject.includes(view.number),
    )!;
    expect(mail.text).toContain(`/en/order/files/${token}`);
    const stored = (
      await db()
        .entities.emailMessage.get({ messageId: Email.messageIdFor("order.confirm", orderId) })
        .go()
    ).data!;
    expect(stored.text).toContain("/en/order/files/…");
    expect(stored.text).not.toContain(token);

    // Another browser (no cart cookie) with the link.
    const other = visitor(server.url, "en");
    const list = (await other.query("shop.orderFiles.list", { token })).body.result.data;
    expect(list.orderId).toBe(orderId);
    const lineId = list.lines[0].lineId as string;
    const bytes = await makePdf([54, 34]);
    const presigned = await other.mutate("shop.orderFiles.presign", {
      token,
      lineId,
      fileName: "card.pdf",
      size: bytes.byteLength,
    });
    expect(presigned.status).toBe(200);
    const p = presigned.body.result.data;
    expect(
      (await fetch(new URL(p.url, server.url), { method: "PUT", headers: p.headers, body: bytes }))
        .status,
    ).toBe(200);
    const done = await other.mutate("shop.orderFiles.complete", { token, uploadId: p.uploadId });
    expect(done.status).toBe(200);
    const order = (await Order.get(orderId))!;
    expect(order.files!.map((f) => [f.lineId, f.fileName])).toEqual([[lineId, "card.pdf"]]);
    expect(order.files![0]!.key).toMatch(new RegExp(`^print-files/order_${orderId}/`));
    const again = (await other.query("shop.orderFiles.list", { token })).body.result.data;
    expect(again.lines[0].files.map((f: { fileName: string }) => f.fileName)).toEqual(["card.pdf"]);
    const admin = await Order.getForAdmin({ orderId }, "en");
    expect(admin.lines.flatMap((l) => l.files.map((f) => f.fileName))).toEqual(["card.pdf"]);
  });

  it("refuses a tampered, a foreign and an expired token with a translated 403, and changes nothing", async () => {
    const v = visitor(server.url, "pl");
    const mine = await placed(v);
    const theirs = await placed(visitor(server.url, "pl"));
    const token = (await v.query("shop.checkout.order", { orderId: mine })).body.result.data
      .uploadToken as string;
    const [, exp, sig] = token.split(".") as [string, string, string];
    const flip = (s: string) => (s[0] === "A" ? "B" : "A") + s.slice(1);
    const lineId = (await Order.get(theirs))!.lines[0]!.id!;
    const mineOrder = (await Order.get(mine))!;
    const cases = {
      tampered: `${mine}.${exp}.${flip(sig)}`,
      // My signature with the other order's id: names an order the signature was not made for.
      foreign: `${theirs}.${exp}.${sig}`,
      // A later expiry with my signature.
      extended: `${mine}.${Number(exp) + 86_400}.${sig}`,
      garbage: "not-a-token",
    };
    for (const [name, bad] of Object.entries(cases)) {
      const list = await v.query("shop.orderFiles.list", { token: bad });
      expect(list.status, name).toBe(403);
      expect(list.body.error.message, name).toBe(
        "Ten link do zamówienia jest nieprawidłowy. Skorzystaj z linku z e-maila z potwierdzeniem zamówienia.",
      );
      const presign = await v.mutate("shop.orderFiles.presign", {
        token: bad,
        lineId,
        fileName: "x.pdf",
        size: 10,
      });
      expect(presign.status, name).toBe(403);
    }
    const expired = Order.linkToken({ ...mineOrder, createdAt: Date.now() - 31 * 86_400_000 })!;
    const old = await visitor(server.url, "de").query("shop.orderFiles.list", { token: expired });
    expect(old.status).toBe(403);
    expect(old.body.error.message).toBe(
      "Dieser Bestelllink ist abgelaufen. Antworten Sie auf die Bestellbestätigung, dann senden wir einen neuen.",
    );
    const { data } = await db()
      .entities.upload.query.byCart({ cartId: `order_${theirs}` })
      .go();
    expect(data).toEqual([]);
    expect((await Order.get(theirs))!.files).toBeUndefined();
  });

  it("a signed-in customer's order has no link (they have My orders)", async () => {
    const user = await makeUser();
    const b = browserClient(server.url, { ip: "192.0.2.61", locale: "pl" });
    expect(
      (await b.mutate("shop.account.signIn", { email: user.email, password: user.password }))
        .status,
    ).toBe(200);
    const orderId = await placed(b as unknown as Visitor);
    expect((await Order.get(orderId))!.customerId).toBe(user.userId);
    expect(
      (await b.query("shop.checkout.order", { orderId })).body.result.data.uploadToken,
    ).toBeNull();
  });
});
