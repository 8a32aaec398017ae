import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "../browser";
import { startTestServer } from "../../packages/functions/test/server";
import { makeUser, sessionCookieFor } from "../../packages/functions/test/accounts";
import { businessCards, visitor } from "../../packages/functions/test/shop-client";

/**
 * The address book (issue 31 item 5) in Chromium, in Polish: a customer adds two delivery
 * addresses in the account, picks the second at checkout's delivery step, and the placed order
 * shows that address.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;

async function addAddress(
  page: Page,
  a: { label: string; name: string; street: string; city: string },
) {
  const book = page.getByTestId("address-book");
  await book.getByRole("button", { name: "Dodaj adres" }).click();
  await book.locator("#address-label").fill(a.label);
  await book.locator("#address-deliveryName").fill(a.name);
  await book.locator("#address-deliveryAddress1").fill(a.street);
  await book.locator("#address-deliveryPostcode").fill("30-001");
  await book.locator("#address-deliveryCity").fill(a.city);
  await book.locator("#address-deliveryContactPerson").fill("Jan Kowalski");
  await book.locator("#address-deliveryPhone").fill("600 100 200");
  await book.locator("#address-deliveryEmail").fill("dostawy@example.com");
  await book.getByRole("button", { name: "Zapisz adres" }).click();
  await page.getByTestId("addresses-own").getByText(a.label).waitFor();
}

describe("the address book in Chromium", { timeout: 300_000 }, () => {
  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("po polsku: two addresses in the account, the second picked at checkout, shown on the placed order", async () => {
    const user = await makeUser("customer", "correct horse 1");
    // The cart, filled over the API in the customer's session, goes to the browser with it.
    const api = visitor(server.url, "pl");
    api.jar.set("session", (await sessionCookieFor(user.userId)).sessionId);
    expect(
      (await api.mutate("shop.cart.add", { config: businessCards(100), mode: "eco" })).status,
    ).toBe(200);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies(
      [...api.jar].map(([name, value]) => ({ name, value, url: server.url })),
    );
    const page = await context.newPage();
    page.setDefaultTimeout(45_000);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    try {
      await page.goto(`${server.url}/account`);
      await page.getByRole("heading", { name: "Adresy dostawy" }).waitFor();
      await addAddress(page, {
        label: "Biuro",
        name: "Biuro Kowalski",
        street: "ul. Długa 5",
        city: "Kraków",
      });
      await addAddress(page, {
        label: "Magazyn",
        name: "Magazyn Kowalski",
        street: "ul. Portowa 12",
        city: "Gdynia",
      });
      expect(await page.getByTestId("addresses-own").getByRole("listitem").count()).toBe(2);

      await page.goto(`${server.url}/order/payment`);
      await page.locator('input[name="shipping"]').first().check();
      await page.locator('input[name="payment"]').first().check();
      await page.getByTestId("step-continue").click();
      await page.waitForURL(`${server.url}/order/shipping`);
      await page.locator("#f-firstName").waitFor();
      await page.locator("#f-firstName").fill("Jan");
      await page.locator("#f-lastName").fill("Kowalski");
      await page.locator("#f-email").fill(user.email);
      await page.locator("#f-phone").fill("600 700 800");
      // A private person (the radio row's first choice: a profile without data starts as a company).
      await page.locator('input[name="type"]').first().check();
      await page.locator("#f-billingName").fill("Jan Kowalski");
      await page.locator("#f-billingAddress1").fill("ul. Krótka 1");
      await page.locator("#f-billingPostcode").fill("00-001");
      await page.locator("#f-billingCity").fill("Warszawa");
      const picker = page.getByRole("combobox", { name: "Zapisany adres dostawy" });
      await picker.selectOption({ label: "Magazyn, Magazyn Kowalski, ul. Portowa 12, Gdynia" });
      // Filled, and still editable.
      await expect.poll(() => page.locator("#f-deliveryCity").inputValue()).toBe("Gdynia");
      await page.locator("#f-deliveryAddress2").fill("brama 2");
      await page.getByTestId("step-continue").click();
      await page.waitForURL(`${server.url}/order/summary`);
      await expect
        .poll(() => page.getByTestId("delivery-address").innerText())
        .toMatch(/Magazyn Kowalski\s+ul\. Portowa 12\s+brama 2\s+30-001 Gdynia/);
      await page.getByTestId("accept-terms").check();
      await page.getByTestId("accept-withdrawal").check(); // a consumer (issue 31 item 6)
      await page.getByTestId("place-order").click();
      await page.getByTestId("order-placed").waitFor();
      expect(await page.getByTestId("delivery-address").innerText()).toMatch(
        /Magazyn Kowalski\s+ul\. Portowa 12\s+brama 2\s+30-001 Gdynia/,
      );
      expect(await page.getByTestId("delivery-address").innerText()).not.toContain("Kraków");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
