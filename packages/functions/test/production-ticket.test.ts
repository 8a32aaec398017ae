import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomUUID } from "node:crypto";
import { makePdf } from "@printshop/core/upload/test-pdf";
import { decodePdfQr, pdfText } from "@printshop/core/document/testing/read";
import { startTestServer, useDiskStore } from "./server";
import { guest, label as labelLine, visitor } from "./shop-client";
import { callerWith, makeUser, sessionCookieFor } from "./accounts";

/**
 * The job ticket (admin.production.ticket / tickets) of an order placed through the real
 * checkout: the PDF's text read back with pdf.js holds the label's parameters in Polish, and
 * its QR code, decoded from the page by jsQR, is the order number.
 */
// DynamoDB Local on a machine shared with other test runs: a first request can take seconds.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });
let server: Awaited<ReturnType<typeof startTestServer>>;
let dir: string;
let adminCookie: string;

const label = labelLine();

async function placeOrder(withFile: boolean) {
  const v = visitor(server.url, "pl");
  const added = await v.mutate("shop.cart.add", { config: label, mode: "express" });
  const lineId = added.body.result.data.item.id as string;
  if (withFile) {
    const bytes = await makePdf([54, 34]);
    const p = (
      await v.mutate("shop.upload.presign", {
        lineId,
        fileName: "etykieta-ślimak.pdf",
        size: bytes.byteLength,
      })
    ).body.result.data;
    const put = await fetch(new URL(p.url, server.url), {
      method: "PUT",
      headers: p.headers,
      body: bytes,
    });
    expect(put.status).toBe(200);
    const done = await v.mutate("shop.upload.complete", { uploadId: p.uploadId });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
  }
  const placed = await v.mutate("shop.checkout.place", {
    idempotencyKey: randomUUID(),
    paymentMethodId: 1,
    shippingMethodId: 1,
    customer: { ...guest, email: `ticket-${randomUUID().slice(0, 8)}@example.com` },
    termsAccepted: true,
    withdrawalWaiver: true,
    locale: "pl",
  });
  expect(placed.status).toBe(200);
  return placed.body.result.data as { orderId: string; number: string };
}

const admin = () => callerWith(adminCookie, { locale: "en" }).caller.admin;
const bytesOf = (out: { base64: string }) => new Uint8Array(Buffer.from(out.base64, "base64"));

describe("job tickets", () => {
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "production-ticket-"));
    useDiskStore(dir);
    server = await startTestServer({ sites: false });
    adminCookie = (await sessionCookieFor((await makeUser("administrator")).userId)).cookie;
  });
  afterAll(async () => {
    await server?.close();
    useDiskStore(null);
    await rm(dir, { recursive: true, force: true });
  });

  it("reads back as the label's parameters in Polish, and its QR code decodes to the order number", async () => {
    const o = await placeOrder(true);
    const order = await admin().orders.get({ orderId: o.orderId });
    const line = order.lines[0]!;
    const out = await admin().production.ticket({ orderId: o.orderId, lineId: line.id });
    expect(out.contentType).toBe("application/pdf");
    expect(out.fileName).toBe(`karta-${o.number}-${line.id}.pdf`);
    const pdf = bytesOf(out);
    const [page, ...more] = await pdfText(pdf);
    expect(more).toEqual([]);
    // pdf.js joins a row's two cells with the gap between them as spaces.
    const text = page!.replace(/\s+/g, " ");
    for (const part of [
      "Karta zlecenia",
      `Zamówienie ${o.number}`,
      "Pozycja 1 z 1",
      "tryb ekspresowy",
      "Wymiary 50 × 30 mm",
      "Sposób nawinięcia 3 – na zewnątrz, prawą krawędzią do przodu",
      "Średnica gilzy 76 mm",
      "Odstęp między etykietami 4 mm",
      "Ilość 1000 szt.",
      "Sztuk na rolce",
      "Liczba rolek",
      "etykieta-ślimak.pdf",
    ])
      expect(text, part).toContain(part);
    // The material by its title, as the order shows it.
    const material = line.params.find((p) => p.title === "Material")!;
    expect(material).toBeDefined();
    const plMaterial = (
      await callerWith(adminCookie, { locale: "pl" }).caller.admin.orders.get({
        orderId: o.orderId,
      })
    ).lines[0]!.params.find((p) => p.title === "Materiał")!.value;
    expect(text).toContain(`Materiał ${plMaterial}`);
    // Pieces per roll × rolls cover the quantity (the calculator's roll plan).
    const perRoll = Number(/Sztuk na rolce (\d+) szt\./.exec(text)![1]);
    const rolls = Number(/Liczba rolek (\d+)/.exec(text)![1]);
    expect(perRoll * rolls).toBeGreaterThanOrEqual(1000);
    expect(perRoll * (rolls - 1)).toBeLessThan(1000);
    expect(text).toMatch(/Wysyłka: \d{2}\.\d{2}\.\d{4}/);
    expect(await decodePdfQr(pdf)).toBe(o.number);
  });

  it("prints the tickets of several orders in one PDF, a page per line, each with its own QR code", async () => {
    const a = await placeOrder(false);
    const b = await placeOrder(false);
    const out = await admin().production.tickets({ orderIds: [a.orderId, b.orderId] });
    const pdf = bytesOf(out);
    const pages = await pdfText(pdf);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain(`Zamówienie ${a.number}`);
    expect(pages[0]).toContain("brak pliku");
    expect(pages[1]).toContain(`Zamówienie ${b.number}`);
    expect(await decodePdfQr(pdf, 1)).toBe(a.number);
    expect(await decodePdfQr(pdf, 2)).toBe(b.number);
  });

  it("answers not found for a line the order does not have", async () => {
    const a = await placeOrder(false);
    await expect(admin().production.ticket({ orderId: a.orderId, lineId: "nope" })).rejects.toThrow(
      "production.line_not_found",
    );
  });
});
