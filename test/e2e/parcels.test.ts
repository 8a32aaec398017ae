import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { Audit } from "@printshop/core";
import { placeTestOrder } from "@printshop/core/payment/testing/orders";
import { launchBrowser } from "../browser";
import { startTestServer } from "../../packages/functions/test/server";
import { sentEmails } from "../../packages/functions/test/built";
import { makeUser, sessionCookieFor } from "../../packages/functions/test/accounts";
import { createStaff, signInStaff } from "./staff";

/**
 * Issue 31 item 4 in Chromium, in Polish: the administrator enters two parcels of a customer's
 * order on its page, sets it shipped (the customer e-mailed), and the customer's account shows
 * both parcels with the carriers' tracking links, opening in a new tab.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
const PASSWORD = "parcels desk password 1";
const DESK = "parcels.desk@example.com";
const INPOST = "520000011395200025";
const DPD = "0000123456789U";
const inpostLink = `https://inpost.pl/sledzenie-przesylek?number=${INPOST}`;
const dpdLink = `https://tracktrace.dpd.com.pl/parcelDetails?typ=1&p1=${DPD}`;

describe("parcels of a shipped order in Chromium", () => {
  beforeAll(async () => {
    server = await startTestServer();
    await createStaff({ email: DESK, password: PASSWORD, role: "orders" });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("po polsku: two parcels entered on the order page, shipped, both links in the e-mail and in the customer's account", async () => {
    const user = await makeUser();
    const order = await placeTestOrder({
      customerId: user.userId,
      email: user.email,
      paymentMethodId: 1,
    });

    const office = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await office.newPage();
    page.setDefaultTimeout(15_000);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    try {
      await signInStaff(page, DESK, `${server.url}/admin`);
      await page.goto(`${server.url}/admin/orders/${order.orderId}`);
      await page.getByRole("heading", { name: `Zamówienie ${order.number}` }).waitFor();
      const panel = page.locator("section.order-parcels");
      await panel.getByText("Brak przesyłek.").waitFor();

      // A bad number is refused at its field, in Polish, before anything is sent.
      await panel.getByRole("button", { name: "Dodaj przesyłkę" }).click();
      const first = panel.getByRole("group", { name: "Przesyłka 1" });
      await first.getByLabel("Przewoźnik").selectOption("inpost");
      await first.getByLabel("Numer przesyłki").fill("52 00");
      await panel.getByRole("button", { name: "Zapisz przesyłki" }).click();
      await first
        .getByText("Numer przesyłki może zawierać tylko litery, cyfry i myślniki.")
        .waitFor();
      await first.getByLabel("Numer przesyłki").fill(INPOST);

      await panel.getByRole("button", { name: "Dodaj przesyłkę" }).click();
      const second = panel.getByRole("group", { name: "Przesyłka 2" });
      await second.getByLabel("Przewoźnik").selectOption("dpd");
      await second.getByLabel("Numer przesyłki").fill(DPD);
      // A third row added by mistake and removed again.
      await panel.getByRole("button", { name: "Dodaj przesyłkę" }).click();
      await panel.getByRole("button", { name: "Usuń przesyłkę 3" }).click();
      expect(await panel.getByRole("group", { name: /^Przesyłka \d+$/ }).count()).toBe(2);
      await panel.getByRole("button", { name: "Zapisz przesyłki" }).click();
      await page.getByText("Zapisano przesyłki: 2").waitFor();
      await panel.locator(`a[href="${inpostLink}"]`).waitFor();
      expect(await panel.locator(`a[href="${dpdLink}"]`).getAttribute("target")).toBe("_blank");

      // Shipped; "e-mail the customer" is ticked by default for `shipped`.
      await page.getByLabel("Status zamówienia").selectOption("shipped");
      await page
        .locator("form", { has: page.getByLabel("Status zamówienia") })
        .getByRole("button", { name: "Zapisz", exact: true })
        .click();
      await page.getByText(`Zapisano status zamówienia ${order.number}.`).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await office.close();
    }

    const [mail, ...more] = sentEmails({ to: user.email, kind: "order.status" });
    expect(more).toEqual([]);
    expect(mail!.text).toContain("Zamówienie zostało wysłane.");
    expect(mail!.text).toContain(`InPost ${INPOST}: ${inpostLink}`);
    expect(mail!.text).toContain(`DPD ${DPD}: ${dpdLink}`);
    const actions = (await Audit.list({ target: { type: "order", id: order.orderId } })).items.map(
      (i) => i.action,
    );
    expect(actions).toEqual(["order.setOrderStatus", "order.setParcels"]);

    // The customer's account: both parcels, each a link to the carrier's page in a new tab.
    const customer = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const [name, value] = (await sessionCookieFor(user.userId)).cookie.split("=");
    await customer.addCookies([{ name: name!, value: value!, url: server.url }]);
    const shop = await customer.newPage();
    shop.setDefaultTimeout(15_000);
    try {
      await shop.goto(`${server.url}/account/orders/${order.orderId}`);
      await shop.getByTestId("order-status").getByText("Wysłane", { exact: false }).waitFor();
      const parcels = shop.getByTestId("order-parcels");
      await shop.getByRole("heading", { name: "Przesyłki" }).waitFor();
      const links = parcels.getByRole("link");
      expect(await links.count()).toBe(2);
      const inpost = parcels.getByRole("link", { name: `Śledź przesyłkę ${INPOST} (InPost)` });
      const dpd = parcels.getByRole("link", { name: `Śledź przesyłkę ${DPD} (DPD)` });
      expect(await inpost.getAttribute("href")).toBe(inpostLink);
      expect(await dpd.getAttribute("href")).toBe(dpdLink);
      for (const link of [inpost, dpd]) {
        expect(await link.getAttribute("target")).toBe("_blank");
        expect(await link.getAttribute("rel")).toContain("noopener");
      }
    } finally {
      await customer.close();
    }
  }, 120_000);
});
