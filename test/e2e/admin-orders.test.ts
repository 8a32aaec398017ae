import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { Account, Samples } from "@printshop/core";
import { makePdf } from "@printshop/core/upload/test-pdf";
import { launchBrowser } from "../browser";
import { startTestServer, useDiskStore } from "../../packages/functions/test/server";
import { sentEmails } from "../../packages/functions/test/built";
import { createStaff, signInStaff } from "./staff";

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
let dir: string;
const PASSWORD = "orders password 1";

async function signInShop(page: Page, email: string) {
  await page.goto(`${server.url}/en/login`);
  await page.locator("#login-email").fill(email);
  await page.locator("#login-password").fill(PASSWORD);
  await page.locator("form").getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(`${server.url}/en/account`);
}

async function fill(page: Page, selector: string, value: string) {
  const field = page.locator(selector);
  // A signed-in customer's form is prefilled from the account and shows only the fields its type needs.
  if ((await field.count()) === 0) return;
  if ((await field.inputValue()) === "") await field.fill(value);
}

/** A signed-in customer orders VOID seals in English with a PDF, as a person does. */
async function placeOrder(page: Page, pdf: Uint8Array): Promise<string> {
  await page.goto(`${server.url}/en/plomby-void`);
  await page.getByTestId("label-calculator").waitFor();
  await page.getByTestId("add-to-cart").click();
  await page.getByTestId("go-to-cart").click();
  await page.getByTestId("cart-continue").click();
  await page.getByTestId("upload-line").first().waitFor();
  await page
    .getByTestId("upload-input")
    .first()
    .setInputFiles({ name: "seal.pdf", mimeType: "application/pdf", buffer: Buffer.from(pdf) });
  await page.locator('[data-testid="upload-file"] [data-testid="preflight"]').first().waitFor();
  await page.getByTestId("step-continue").click();
  await page.waitForURL(`${server.url}/en/order/payment`);
  await page.getByLabel("Courier").check();
  await page.getByLabel("Bank transfer").check();
  await page.getByTestId("step-continue").click();
  await page.waitForURL(`${server.url}/en/order/shipping`);
  await page.locator("#f-firstName").waitFor();
  await fill(page, "#f-firstName", "Ola");
  await fill(page, "#f-lastName", "Nowak");
  await fill(page, "#f-email", "ola.orders@example.com");
  await fill(page, "#f-phone", "600 700 800");
  await fill(page, "#f-billingName", "Ola Nowak");
  await fill(page, "#f-billingAddress1", "ul. Długa 1");
  await fill(page, "#f-billingPostcode", "00-001");
  await fill(page, "#f-billingCity", "Warszawa");
  await fill(page, "#f-billingCompany", "Nowak Druk");
  await fill(page, "#f-billingTax", "5260250274");
  await page.getByTestId("step-continue").click();
  await page.waitForURL(`${server.url}/en/order/summary`);
  await page.getByTestId("accept-terms").check();
  // A buyer with consumer rights confirms there is no withdrawal right (issue 31 item 6).
  if (await page.getByTestId("accept-withdrawal").count())
    await page.getByTestId("accept-withdrawal").check();
  await page.getByTestId("place-order").click();
  await page.getByTestId("order-placed").waitFor();
  return page.getByTestId("order-number").innerText();
}

describe("an order from the shop through the back office in Chromium", () => {
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "e2e-orders-"));
    // Under a dot-folder, as `pnpm start`'s `.data/uploads` (print-file links once answered 404 there).
    useDiskStore(join(dir, ".data", "uploads"));
    server = await startTestServer();
    browser = await launchBrowser();
    await Account.createForTest({
      email: "ola.orders@example.com",
      password: PASSWORD,
      profile: { firstName: "Ola", lastName: "Nowak" },
    });
    await createStaff({ email: "desk@example.com", password: PASSWORD, role: "orders" });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    useDiskStore(null);
    await rm(dir, { recursive: true, force: true });
  });

  it("placed in the shop, found by number, opened, file downloaded, marked paid and in production; My orders shows it", async () => {
    // The seal's default 50 × 50 mm with 2 mm bleed: a file of another size would hold the order
    // back until prepress is asked to fix it (the upload step's rule).
    const pdf = await makePdf([54, 54]);
    const shop = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const office = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    try {
      const customer = await shop.newPage();
      customer.setDefaultTimeout(15_000);
      await signInShop(customer, "ola.orders@example.com");
      const number = await placeOrder(customer, pdf);
      expect(number).toMatch(/^\d{8}-[0-9A-Z]{5}$/);
      expect(sentEmails({ to: "ola.orders@example.com", kind: "order.confirm" })).toHaveLength(1);

      const page = await office.newPage();
      page.setDefaultTimeout(15_000);
      await signInStaff(page, "desk@example.com", `${server.url}/admin/en`);
      await page
        .getByRole("navigation", { name: "Admin sections" })
        .getByRole("link", { name: "Orders" })
        .click();
      await page.getByRole("heading", { name: "Orders", level: 1 }).waitFor();
      await page.getByLabel("Search: number, e-mail, company, tax ID").fill(number);
      await page.getByLabel("Search: number, e-mail, company, tax ID").press("Enter");
      const table = page.getByRole("table", { name: "Orders, newest first" });
      await table.getByRole("link", { name: number }).click();
      await page.getByRole("heading", { name: `Order ${number}` }).waitFor();
      expect(await page.getByRole("table").first().innerText()).toContain("seal.pdf");

      // The print file through its short-lived link.
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: "seal.pdf" }).click(),
      ]);
      expect(download.suggestedFilename()).toBe("seal.pdf");
      expect(new Uint8Array(await readFile((await download.path())!))).toEqual(pdf);

      // Paid (no e-mail by default), then in production.
      await page.getByLabel("Payment status").selectOption("paid");
      await page
        .locator("form", { has: page.getByLabel("Payment status") })
        .getByRole("button", { name: "Save" })
        .click();
      await page.getByText(`Order ${number}: payment status saved.`).waitFor();
      await page.getByLabel("Order status").selectOption("in_production");
      await page
        .locator("form", { has: page.getByLabel("Order status") })
        .getByRole("button", { name: "Save" })
        .click();
      await page.getByText(`Order ${number}: status saved.`).waitFor();
      await page.getByText("order status: New → In production").waitFor();
      await page.getByText("payment status: Awaiting payment → Paid").waitFor();

      // An internal note: an empty one is refused at its field, a typed one is added and the
      // field is empty again.
      const note = page.getByRole("textbox", { name: "Add a note" });
      const addNote = page.getByRole("button", { name: "Add a note" });
      await note.fill("   ");
      await addNote.click();
      await page.getByText("Write the note first.").waitFor();
      expect(await note.getAttribute("aria-invalid")).toBe("true");
      expect(await note.getAttribute("maxlength")).toBe("4000");
      await note.fill("Customer asked for a glossy finish.");
      await addNote.click();
      await page.getByText("Note added.").waitFor();
      await page.locator(".notes").getByText("Customer asked for a glossy finish.").waitFor();
      await expect.poll(() => note.inputValue()).toBe("");
      expect(await page.getByText("Write the note first.").count()).toBe(0);
      await page.locator(".timeline").getByText("added a note").waitFor();

      // A free-sample request marked as sent on a day of its row.
      await Samples.order(
        {
          company: "Próbki Sp. z o.o.",
          street: "ul. Krótka 2",
          postcode: "00-002",
          city: "Warszawa",
          person: "Jan Kowalski",
          phone: "600 100 200",
          email: "jan.samples@example.com",
          locale: "en",
        },
        { locale: "en", ip: "203.0.113.7" },
      );
      await page
        .getByRole("navigation", { name: "Admin sections" })
        .getByRole("link", { name: "Sample requests" })
        .click();
      const sample = page
        .getByRole("table", { name: "Sample requests, newest first" })
        .getByRole("row", { name: /Próbki Sp\. z o\.o\./ });
      await sample.getByLabel("Sent on").fill("2026-01-15");
      await sample.getByRole("button", { name: "Mark as sent" }).click();
      await page.getByText("Marked as sent on 2026-01-15: Próbki Sp. z o.o.").waitFor();
      await expect.poll(() => sample.innerText()).toContain("sent on 2026-01-15");
      expect(await sample.getByRole("button", { name: "Mark as sent" }).count()).toBe(0);

      await customer.goto(`${server.url}/en/account`);
      const row = customer.getByTestId("orders").getByRole("row", { name: new RegExp(number) });
      await expect.poll(() => row.innerText()).toContain("In production");
    } finally {
      await shop.close();
      await office.close();
    }
  }, 120_000);
});
