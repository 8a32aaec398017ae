import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Browser } from "playwright-core";
import { makePdf } from "@printshop/core/upload/test-pdf";
import { launchBrowser } from "../browser";
import { startServerWithDiskStore } from "../../packages/functions/test/server";
import { built } from "../../packages/functions/test/built";
import { makeUser, sessionCookieFor } from "../../packages/functions/test/accounts";
import { guest, visitor, type Visitor } from "../../packages/functions/test/shop-client";
import { makeTableProduct } from "../../packages/functions/test/price-fixture";

/**
 * Issue 31's "Must show" for item 2, in Chromium, in German: an order placed a month ago (the
 * clock of this process, which runs the built API too, moved back while it is placed), the price
 * table changed since; "Erneut bestellen" in the account shows paid vs today's net, and after the
 * confirmation the cart holds today's price and the order's print file.
 */
let server: Awaited<ReturnType<typeof startServerWithDiskStore>>;
let browser: Browser;
const MONTH = 30 * 24 * 3600 * 1000;
const data = (r: { body: any }) => r.body.result.data;

async function placeMonthAgo(v: Visitor, config: unknown) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Date.now() - MONTH);
  try {
    const lineId = data(await v.mutate("shop.cart.add", { config, mode: "eco" })).item.id;
    const bytes = await makePdf([54, 34]);
    const p = data(
      await v.mutate("shop.upload.presign", {
        lineId,
        fileName: "etikett.pdf",
        size: bytes.byteLength,
      }),
    );
    await fetch(new URL(p.url, server.url), {
      method: "PUT",
      headers: p.headers,
      body: Buffer.from(bytes),
    });
    await v.mutate("shop.upload.complete", { uploadId: p.uploadId });
    await v.mutate("shop.upload.prepress", { lineId, prepressFix: true });
    const placed = await v.mutate("shop.checkout.place", {
      idempotencyKey: `k${crypto.randomUUID().replace(/-/g, "")}`,
      paymentMethodId: 1,
      shippingMethodId: 1,
      customer: guest,
      termsAccepted: true,
      withdrawalWaiver: true,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    return data(placed) as { orderId: string; number: string };
  } finally {
    vi.useRealTimers();
  }
}

describe("order again in Chromium", { timeout: 300_000 }, () => {
  beforeAll(async () => {
    server = await startServerWithDiskStore("reorder-e2e-", {});
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("auf Deutsch: a month-old order after a price change goes into the cart at today's price with its file", async () => {
    const p = await makeTableProduct();
    const user = await makeUser();
    const shopper = visitor(server.url, "de");
    shopper.jar.set("session", (await sessionCookieFor(user.userId)).sessionId);
    const order = await placeMonthAgo(shopper, {
      kind: "table",
      productId: p.productId,
      valueIds: [p.ids.a1, p.ids.b1],
      quantity: 100,
    });
    const stored = data(await shopper.query("shop.account.order", { orderId: order.orderId }));
    expect(Date.now() - stored.createdAt).toBeGreaterThan(MONTH - 60_000);

    // Today's table: 10.00 → 15.00 net for this run.
    const staff = visitor(server.url, "de");
    staff.jar.set(
      "session",
      (await sessionCookieFor((await makeUser("catalogue")).userId)).sessionId,
    );
    const head = data(
      await staff.query("admin.prices.get", { productId: p.productId, combination: p.first }),
    );
    const saved = await staff.mutate("admin.prices.save", {
      productId: p.productId,
      combination: p.first,
      cells: [{ copy: 100, net: "15" }],
      version: head.version,
    });
    expect(saved.status).toBe(200);
    built.changed();

    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: "de-DE",
    });
    const [name, value] = (await sessionCookieFor(user.userId)).cookie.split("=");
    await context.addCookies([{ name: name!, value: value!, url: server.url }]);
    const page = await context.newPage();
    page.setDefaultTimeout(45_000);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    try {
      await page.goto(`${server.url}/de/account`);
      const row = page.getByTestId("orders").getByRole("row").filter({ hasText: order.number });
      await row.getByRole("button", { name: `Erneut bestellen: ${order.number}` }).click();
      const confirm = page.getByRole("group", {
        name: "Die Preise haben sich seit dieser Bestellung geändert",
      });
      await confirm.waitFor();
      const prices = confirm.getByTestId("reorder-prices");
      await expect.poll(() => prices.innerText()).toContain("10,00");
      expect(await prices.innerText()).toContain("15,00");
      await confirm.getByRole("button", { name: "Zum heutigen Preis in den Warenkorb" }).click();
      await page.getByText("1 Artikel in den Warenkorb gelegt.").waitFor();

      // The cart, as the browser's own session reads it: today's price and the earlier file.
      const cart = await (
        await page.request.get(
          `${server.url}/trpc/shop.cart.get?input=${encodeURIComponent(JSON.stringify({ locale: "de" }))}`,
        )
      ).json();
      const items = cart.result.data.items as { pln: { net: number }; productName: string }[];
      expect(items.map((i) => i.pln.net)).toEqual([15]);
      const files = await (await page.request.get(`${server.url}/trpc/shop.upload.list`)).json();
      expect(files.result.data.lines[0].files.map((f: { fileName: string }) => f.fileName)).toEqual(
        ["etikett.pdf"],
      );
      await page.getByRole("link", { name: "Zum Warenkorb" }).click();
      await page.getByText(`Table ${p.productId}`).first().waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
