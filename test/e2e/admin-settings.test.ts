import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { Payments, Shipping } from "@printshop/core";
import { launchBrowser } from "../browser";
import { startTestServer } from "../../packages/functions/test/server";
import { createStaff, signInStaff } from "./staff";

/** The menu, payment and shipping screens in Chromium, and the shop following them. */
let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
const EMAIL = "settings@example.com";
const PASSWORD = "admin password 1";

/** Signs in on the English sign-in page (password, then the code); the session then serves every language of the panel. */
async function signIn(page: Page) {
  page.setDefaultTimeout(15_000);
  await signInStaff(page, EMAIL, `${server.url}/admin/en`);
  // The home: the dashboard for who may see orders, a welcome for the catalogue and content roles.
  await page
    .getByRole("heading", { name: /^(?:Dashboard|Welcome to the administration panel)$/, level: 1 })
    .waitFor();
}

/** Types into one language of a kit TranslatedField (tabs layout, English panel). */
async function fillTabs(page: Page, label: string, values: Record<string, string>) {
  for (const [locale, text] of Object.entries(values)) {
    await page
      .getByRole("tablist", { name: label, exact: true })
      .getByRole("tab")
      .filter({ hasText: new RegExp(`^${locale.toUpperCase()}`) })
      .click();
    const name = { pl: "Polish", en: "English", de: "German" }[locale]!;
    await page.getByRole("textbox", { name: `${label} (${name})`, exact: true }).fill(text);
  }
}

/** Adds a menu item on the English panel and waits for its edit page, headed in English. */
async function addMenuItem(
  page: Page,
  item: { pl: string; en: string; link: string; parent?: string },
) {
  await page.goto(`${server.url}/admin/en/menu/new`);
  await fillTabs(page, "Label", { pl: item.pl, en: item.en });
  await page.getByLabel("Link", { exact: true }).fill(item.link);
  if (item.parent) {
    const parent = page.getByLabel("Parent item");
    await parent.locator("option", { hasText: item.parent }).waitFor({ state: "attached" });
    await parent.selectOption({ label: item.parent });
  }
  await page.getByRole("button", { name: "Add", exact: true }).click();
  // The edit page's header shows the label in the admin's language (issue 27 fault 6).
  await page.getByRole("heading", { name: item.en, level: 1 }).waitFor();
}

/** A guest in the English shop with business cards in the cart, at the checkout's payment step. */
async function toPaymentStep(currency?: "PLN") {
  const shop = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  shop.setDefaultTimeout(15_000);
  await shop.goto(`${server.url}/en/wizytowki`);
  await shop.getByTestId("price-table").waitFor();
  if (currency) await shop.getByTestId("currency-select").selectOption(currency);
  await shop.getByTestId("cell-100-eco").click();
  await shop.getByTestId("add-to-cart").click();
  await shop.locator('[data-testid="cart-count"]', { hasText: "1" }).waitFor();
  await shop.goto(`${server.url}/en/cart`);
  await shop.getByTestId("cart-continue").click();
  await shop.waitForURL(`${server.url}/en/order/upload`);
  await shop.getByTestId("upload-line").first().waitFor();
  await shop.getByTestId("step-continue").click();
  await shop.waitForURL(`${server.url}/en/order/payment`);
  return shop;
}

// A long timeout: each test walks several screens, slow on a loaded machine (signInStaff itself
// no longer waits for an authenticator's code: staff.ts).
describe("menu, payment and shipping settings in Chromium", { timeout: 90_000 }, () => {
  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    await createStaff({ email: EMAIL, password: PASSWORD, role: "administrator" });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("a menu item with a nested child shows in the shop's navigation, the child under its item", async () => {
    const page = await browser.newPage();
    await signIn(page);
    await addMenuItem(page, { pl: "Poradnik", en: "Guide", link: "/blog" });
    await addMenuItem(page, {
      pl: "Regulamin sklepu",
      en: "Shop terms",
      link: "/page/regulamin",
      parent: "Guide",
    });
    await page.goto(`${server.url}/admin/en/menu`);
    await page
      .getByRole("table", { name: "Menu items" })
      .getByRole("link", { name: "↳ Shop terms" })
      .waitFor();

    const shop = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await shop.goto(`${server.url}/en`);
    const nav = shop.getByTestId("site-nav");
    const parent = nav.getByRole("link", { name: "Guide", exact: true });
    await parent.waitFor();
    expect(await parent.getAttribute("href")).toBe("/en/blog");
    // The child is in its item's own list, not a sibling of it; the list opens on pointer and on keyboard focus.
    const hiddenChild = nav.locator("li > ul > li > a", { hasText: "Shop terms" });
    expect(await hiddenChild.count()).toBe(1);
    expect(await hiddenChild.getAttribute("href")).toBe("/en/page/regulamin");
    expect(await hiddenChild.isVisible()).toBe(false);
    await parent.hover();
    const child = nav
      .getByRole("list", { name: "Guide" })
      .getByRole("link", { name: "Shop terms", exact: true });
    await child.waitFor({ state: "visible" });
    await shop.mouse.move(0, 600);
    await hiddenChild.waitFor({ state: "hidden" });
    await parent.focus();
    await shop.keyboard.press("Tab");
    await child.waitFor({ state: "visible" });
    expect(await child.evaluate((a) => a === document.activeElement)).toBe(true);
    await shop.keyboard.press("Enter");
    await shop.waitForURL(`${server.url}/en/page/regulamin`);
    await shop.close();
    await page.close();
  }, 90_000);

  it("a payment method without a name is refused with the seed's message inline (no browser alert), then added with a name", async () => {
    const page = await browser.newPage();
    const alerts: string[] = [];
    page.on("dialog", (d) => {
      alerts.push(d.message());
      void d.dismiss();
    });
    await signIn(page);
    const before = (await Payments.list({ pageSize: 100 })).total;
    await page.goto(`${server.url}/admin/settings/payments`);
    await page
      .getByRole("table", { name: "Metody płatności" })
      .getByRole("row")
      .filter({ hasText: "Przelew tradycyjny" })
      .waitFor();
    await page.getByRole("button", { name: "Nowa płatność" }).click();
    const form = page.getByRole("region", { name: "Nowa płatność" });
    await form.getByRole("button", { name: "Dodaj" }).click();
    const message = form.getByText("Nazwa nowej płatności nie może być pusta!");
    await message.waitFor();
    expect(alerts).toEqual([]);
    expect((await Payments.list({ pageSize: 100 })).total).toBe(before);

    await form
      .getByRole("textbox", { name: "Nazwa (polski)" })
      .fill("Faktura z odroczonym terminem");
    await form.getByRole("textbox", { name: "Nazwa (angielski)" }).fill("Deferred invoice");
    // Who takes it online: offline unless chosen; here Stripe (this server has no Stripe keys).
    const provider = form.getByRole("combobox", { name: "Płatność online" });
    expect(await provider.inputValue()).toBe("none");
    await provider.selectOption({ label: "Stripe" });
    await form.getByRole("button", { name: "Dodaj" }).click();
    await page.getByText("Dodano płatność.").waitFor();
    const row = page
      .getByRole("table", { name: "Metody płatności" })
      .getByRole("row")
      .filter({ hasText: "Faktura z odroczonym terminem" });
    await row.waitFor();
    expect(await row.innerText()).toContain("Stripe (brak kluczy: zamówienia czekają na płatność)");
    const added = (await Payments.list({ pageSize: 100, search: "odroczonym" })).items;
    expect(added.map((p) => [p.name, p.provider])).toEqual([
      [{ pl: "Faktura z odroczonym terminem", en: "Deferred invoice", de: "" }, "stripe"],
    ]);
    expect(alerts).toEqual([]);
    await page.close();
  });

  it("a shipping method's new price and allowed payments are what the next checkout offers and charges", async () => {
    const page = await browser.newPage();
    await signIn(page);
    await page.goto(`${server.url}/admin/en/settings/shipping`);
    const row = page
      .getByRole("table", { name: "Shipping methods" })
      .getByRole("row")
      .filter({ hasText: "Pick-up in person" });
    await row.getByRole("button", { name: "Edit" }).click();
    const panel = page.getByRole("region", { name: "Edit shipping method" });
    await panel.getByLabel("Net price to Poland (PLN)").fill("23.45");
    // The demo's pick-up offers no protective packing; the administrator adds it at 4,00 net.
    await panel.getByLabel("Protective packing, net (PLN)").fill("4,00");
    await panel.getByRole("checkbox", { name: "Online payment" }).uncheck();
    await panel.getByRole("button", { name: "Save" }).click();
    await page.getByText("Saved.").first().waitFor();
    await row.filter({ hasText: "23.45" }).waitFor();
    const pickUp = (await Shipping.list({ pageSize: 100, search: "Pick-up" })).items[0]!;
    expect(pickUp).toMatchObject({ price: "23.45", packingPrice: "4.00", payments: [1] });

    // The shop's checkout, as a guest in English: business cards, the edited method, its price.
    // Prices in złoty (English defaults to euro), so the shipping price reads as entered.
    const shop = await toPaymentStep("PLN");
    const option = shop
      .locator("label")
      .filter({ has: shop.locator('input[name="shipping"]') })
      .filter({ hasText: "Pick-up in person" });
    expect(await option.innerText()).toContain("23.45 zł");
    await option.locator("input").check();
    // Online payment is no longer allowed with it; bank transfer is.
    const online = shop
      .locator("label")
      .filter({ has: shop.locator('input[name="payment"]') })
      .filter({ hasText: "Online payment" });
    expect(await online.locator("input").isDisabled()).toBe(true);
    await shop.getByLabel("Bank transfer").check();
    await shop.getByTestId("step-continue").click();
    await shop.waitForURL(`${server.url}/en/order/shipping`);
    // Packing is offered with it now, at the net price saved.
    const packing = shop.locator("label").filter({ has: shop.getByTestId("packing-toggle") });
    expect(await packing.innerText()).toContain("+4.00 zł net");
    await shop.getByTestId("packing-toggle").check();
    await shop.locator("#f-firstName").fill("Ewa");
    await shop.locator("#f-lastName").fill("Lis");
    await shop.locator("#f-email").fill("ewa.lis@example.com");
    await shop.locator("#f-phone").fill("600 700 800");
    await shop.locator("#f-billingName").fill("Ewa Lis");
    await shop.locator("#f-billingAddress1").fill("ul. Krótka 2");
    await shop.locator("#f-billingPostcode").fill("00-002");
    await shop.locator("#f-billingCity").fill("Warszawa");
    await shop.getByTestId("step-continue").click();
    await shop.waitForURL(`${server.url}/en/order/summary`);
    const delivery = shop.locator("tr.extra-line").filter({ hasText: "Pick-up in person" });
    await delivery.waitFor();
    expect(await delivery.innerText()).toContain("Pick-up in person");
    expect(await delivery.innerText()).toContain("23.45 zł");
    // 4.00 net + 23 % VAT.
    expect(
      await shop.locator("tr.extra-line").filter({ hasText: "Protective packing" }).innerText(),
    ).toContain("4.92 zł");
    await shop.getByTestId("accept-terms").check();
    // A buyer with consumer rights confirms there is no withdrawal right (issue 31 item 6).
    if (await shop.getByTestId("accept-withdrawal").count())
      await shop.getByTestId("accept-withdrawal").check();
    await shop.getByTestId("place-order").click();
    await shop.getByTestId("order-placed").waitFor();
    // The placed order's own totals (the thank-you page reads the stored order) charge the new price.
    const charged = shop
      .getByTestId("order-lines")
      .locator("tr.extra-line")
      .filter({ hasText: "Pick-up in person" });
    await charged.waitFor();
    expect(await charged.innerText()).toContain("23.45 zł");
    await shop.close();
    await page.close();
  }, 90_000);

  it("de: a new shipping method with two allowed payments is made in one form, and checkout offers it with both; one without payments is not offered", async () => {
    const page = await browser.newPage();
    await signIn(page);
    await page.goto(`${server.url}/admin/de/settings/shipping`);
    await page.getByRole("button", { name: "Neue Versandart" }).click();
    const form = page.getByRole("region", { name: "Neue Versandart" });
    await form.getByRole("textbox", { name: "Name (Polnisch)" }).fill("Skrytka");
    await form.getByRole("textbox", { name: "Name (Englisch)" }).fill("Post box");
    await form.getByRole("checkbox", { name: "Banküberweisung" }).check();
    await form.getByRole("checkbox", { name: "Online-Zahlung" }).check();
    await form.getByLabel("Nettopreis nach Polen (PLN)").fill("11,00");
    await form.getByRole("button", { name: "Hinzufügen" }).click();
    await page.getByText("Versandart hinzugefügt.").waitFor();
    const locker = (await Shipping.list({ pageSize: 100, search: "Skrytka" })).items[0]!;
    expect(locker.payments).toHaveLength(2);
    // One made without payments waits until it allows one (the seed's add form names none).
    await page.getByRole("button", { name: "Neue Versandart" }).click();
    await form.getByRole("textbox", { name: "Name (Polnisch)" }).fill("Bez płatności");
    await form.getByRole("textbox", { name: "Name (Englisch)" }).fill("No payments yet");
    await form.getByRole("button", { name: "Hinzufügen" }).click();
    await page
      .getByRole("table", { name: "Versandarten" })
      .getByRole("row")
      .filter({ hasText: "Bez płatności" })
      .waitFor();
    await page.close();

    const shop = await toPaymentStep();
    const shippingOption = (name: string) =>
      shop
        .locator("label")
        .filter({ has: shop.locator('input[name="shipping"]') })
        .filter({ hasText: name });
    await shippingOption("Post box").locator("input").check();
    expect(await shippingOption("No payments yet").count()).toBe(0);
    for (const payment of ["Bank transfer", "Online payment"]) {
      const option = shop
        .locator("label")
        .filter({ has: shop.locator('input[name="payment"]') })
        .filter({ hasText: payment });
      expect(await option.locator("input").isEnabled(), payment).toBe(true);
    }
    await shop.close();
  }, 90_000);

  it("a shipping method is deleted through the kit's dialog, which asks the seed's question", async () => {
    const made = await Shipping.create(
      {
        name: { pl: "Paczkomat", en: "Parcel locker", de: "" },
        icon: "",
        price: "9.99",
        payments: [1],
      },
      { userId: "e2e", email: "e2e@example.com" },
    );
    const page = await browser.newPage();
    await signIn(page);
    await page.goto(`${server.url}/admin/settings/shipping`);
    const row = page
      .getByRole("table", { name: "Metody dostawy" })
      .getByRole("row")
      .filter({ hasText: "Paczkomat" });
    await row.getByRole("button", { name: "Usuń" }).click();
    const dialog = page.getByRole("dialog", { name: "Usunąć dostawę?" });
    await dialog.getByText("Czy na pewno chcesz usunąć tą płatność?").waitFor();
    // Cancelled: nothing happens.
    await dialog.getByRole("button", { name: "Nie" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect((await Shipping.get({ id: made.shippingMethodId })).price).toBe("9.99");
    await row.getByRole("button", { name: "Usuń" }).click();
    await dialog.getByRole("button", { name: "Usuń" }).click();
    await page.getByText("Usunięto.").waitFor();
    await row.waitFor({ state: "detached" });
    await expect(Shipping.get({ id: made.shippingMethodId })).rejects.toMatchObject({
      code: "shipping.not_found",
    });
    await page.close();
  });

  it("the company's data: a wrong NIP is refused on its field with everything kept; saved, the shop's footer shows them without the example note", async () => {
    const page = await browser.newPage();
    await signIn(page);
    await page.goto(`${server.url}/admin/en/settings/company`);
    await page.getByRole("heading", { name: "Company data", level: 1 }).waitFor();
    await page.getByTestId("company-placeholder").waitFor();
    await page.getByLabel("Full company name").fill("Etykieciarnia Kowalski sp. z o.o.");
    await page.getByLabel("Street and number").fill("ul. Drukarzy 3");
    await page.getByLabel("Postcode").fill("31-150");
    await page.getByLabel("City").fill("Kraków");
    await page.getByLabel("NIP (tax number)").fill("5260250275");
    await page.getByLabel("Account number (IBAN)").fill("PL61109010140000071219812874");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("The NIP is not valid (10 digits with a correct check digit).").waitFor();
    expect(await page.getByLabel("Full company name").inputValue()).toBe(
      "Etykieciarnia Kowalski sp. z o.o.",
    );
    await page.getByLabel("NIP (tax number)").fill("526-025-02-74");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Saved.").waitFor();
    await page.getByTestId("company-placeholder").waitFor({ state: "detached" });
    expect(await page.getByLabel("Account number (IBAN)").inputValue()).toBe(
      "PL61 1090 1014 0000 0712 1981 2874",
    );

    const shop = await browser.newPage();
    await shop.goto(`${server.url}/en/`);
    const footer = shop.getByTestId("footer-company");
    await footer.getByText("Etykieciarnia Kowalski sp. z o.o.").waitFor();
    await footer.getByText("PL5260250274").waitFor();
    expect(await footer.getByTestId("company-placeholder").count()).toBe(0);
    await Promise.all([page.close(), shop.close()]);
  });
});
