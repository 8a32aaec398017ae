import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { Seed } from "@printshop/core";
import { makePdf } from "@printshop/core/upload/test-pdf";
import { launchBrowser } from "../browser";
import { useTestTable } from "../db";
import { startDeployedShape, type DeployedShape } from "../deployed/index";
import { createStaff, signInStaff } from "./staff";

/**
 * Issue 27's must-show, in the deployed shape (test/deployed/: CloudFront, the admin from its
 * site bucket, the bundled Lambda, the file bucket a local S3 that checks signatures): a guest's
 * print file goes up through the presigned PUT, and prepress (an `orders` staff member) opens it
 * from the order page through the presigned GET and receives the very bytes uploaded. The local
 * shape's journey is test/e2e/admin-orders.test.ts.
 */
// DynamoDB Local keeps one database per region: the table is made where the Lambda looks for it.
process.env.AWS_REGION = "eu-central-1";
const SECOND_FACTOR_KEY = randomBytes(32).toString("base64url");
process.env.SECOND_FACTOR_KEY = SECOND_FACTOR_KEY;
const PREPRESS = "deployed-prepress@example.com";

let shape: DeployedShape;
let browser: Browser;

beforeAll(async () => {
  const { endpoint, table } = await useTestTable("deployed-print-file");
  await Seed.load();
  shape = await startDeployedShape({
    dynamoEndpoint: endpoint,
    table,
    secondFactorKey: SECOND_FACTOR_KEY,
  });
  browser = await launchBrowser();
  await createStaff({ email: PREPRESS, password: "prepress password 1", role: "orders" });
});
afterAll(async () => {
  await browser?.close();
  await shape?.close();
});

/** A guest orders 100 business cards with `bytes` as the print file; the order's number. */
async function guestOrder(page: Page, bytes: Buffer): Promise<string> {
  await page.goto(`${shape.url}/wizytowki`);
  await page.getByTestId("cell-100-eco").click();
  await page.getByTestId("add-to-cart").click();
  await page.getByTestId("go-to-checkout").click();
  await page.waitForURL(`${shape.url}/cart`);
  await page.getByTestId("cart-continue").click();
  await page.waitForURL(`${shape.url}/order/upload`);
  await page
    .getByTestId("upload-input")
    .first()
    .setInputFiles({ name: "wizytowka.pdf", mimeType: "application/pdf", buffer: bytes });
  await page.locator('[data-testid="upload-file"] [data-testid="preflight"]').first().waitFor();
  await page.getByTestId("step-continue").click();
  await page.waitForURL(`${shape.url}/order/payment`);
  await page.locator('input[name="shipping"]').first().check();
  await page.locator('input[name="payment"]').first().check();
  await page.getByTestId("step-continue").click();
  await page.waitForURL(`${shape.url}/order/shipping`);
  await page.locator("#f-firstName").fill("Anna");
  await page.locator("#f-lastName").fill("Nowak");
  await page.locator("#f-email").fill("deployed-print-file@example.com");
  await page.locator("#f-phone").fill("600 700 800");
  await page.locator("#f-billingName").fill("Anna Nowak");
  await page.locator("#f-billingAddress1").fill("ul. Długa 1");
  await page.locator("#f-billingPostcode").fill("00-001");
  await page.locator("#f-billingCity").fill("Warszawa");
  await page.getByTestId("step-continue").click();
  await page.waitForURL(`${shape.url}/order/summary`);
  await page.getByTestId("accept-terms").check();
  if (await page.getByTestId("accept-withdrawal").count())
    await page.getByTestId("accept-withdrawal").check();
  await page.getByTestId("place-order").click();
  await page.getByTestId("order-placed").waitFor();
  return page.getByTestId("order-number").innerText();
}

describe("prepress and a customer's print file, in the deployed shape, in Chromium", () => {
  it("the file uploaded through the presigned PUT is opened from the order page through the presigned GET: the same bytes", async () => {
    // A real browser sends no X-Forwarded-For (see deployed-shape.test.ts: the bucket's CORS
    // rule would refuse the PUT's preflight for the test kit's own header).
    const shop = await browser.newContext({ extraHTTPHeaders: {} });
    const office = await browser.newContext({ extraHTTPHeaders: {}, acceptDownloads: true });
    try {
      const customer = await shop.newPage();
      customer.setDefaultTimeout(30_000);
      const bytes = Buffer.from(await makePdf([91, 61]));
      const number = await guestOrder(customer, bytes);
      expect(number).toMatch(/^\d{8}-[0-9A-Z]{5}$/);

      const page = await office.newPage();
      page.setDefaultTimeout(30_000);
      await signInStaff(page, PREPRESS, `${shape.url}/admin/en`);
      await page
        .getByRole("navigation", { name: "Admin sections" })
        .getByRole("link", { name: "Orders" })
        .click();
      await page.getByLabel("Search: number, e-mail, company, tax ID").fill(number);
      await page.getByLabel("Search: number, e-mail, company, tax ID").press("Enter");
      await page
        .getByRole("table", { name: "Orders, newest first" })
        .getByRole("link", { name: number })
        .click();
      await page.getByRole("heading", { name: `Order ${number}` }).waitFor();

      const getsBefore = shape.s3.calls.filter((c) => c.method === "GET" && c.presigned).length;
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: "wizytowka.pdf" }).click(),
      ]);
      expect(download.suggestedFilename()).toBe("wizytowka.pdf");
      expect(await readFile((await download.path())!)).toEqual(bytes);
      // It came from the file bucket through a presigned GET of the print file's final key.
      const gets = shape.s3.calls.filter((c) => c.method === "GET" && c.presigned);
      expect(gets.length).toBe(getsBefore + 1);
      expect(gets.at(-1)!.key).toMatch(/^print-files\/.+\/wizytowka\.pdf$/);
      // The admin's tab stays on the order (the download did not replace it).
      expect(page.url()).toContain("/admin/en/orders/");
      await page.getByRole("heading", { name: `Order ${number}` }).waitFor();
    } finally {
      await shop.close();
      await office.close();
    }
  }, 120_000);
});
