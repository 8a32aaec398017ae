import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { Seed } from "@printshop/core";
import { makePdf } from "@printshop/core/upload/test-pdf";
import { launchBrowser } from "../browser";
import { useTestTable } from "../db";
import { startDeployedShape, type DeployedShape } from "../deployed/index";
import { createStaff, signInStaff } from "./staff";

/**
 * The browser journeys against the shop in its deployed shape (test/deployed/: CloudFront's
 * routing and viewer functions, the SPAs as S3 site buckets, the bundled Lambda behind API
 * Gateway v2 events, a local S3 for print files, secrets from a local SSM and Secrets Manager),
 * one runner for the file. The staff's second factors are encrypted with the stage's SSM key, so
 * this file's own core (createStaff) uses the same key.
 */
// DynamoDB Local keeps one database per region: the table is made where the Lambda (AWS_REGION
// eu-central-1) looks for it.
process.env.AWS_REGION = "eu-central-1";
const SECOND_FACTOR_KEY = randomBytes(32).toString("base64url");
process.env.SECOND_FACTOR_KEY = SECOND_FACTOR_KEY;
const STAFF = "deployed-admin@example.com";

let shape: DeployedShape;
let browser: Browser;
let buyers = 0;

beforeAll(async () => {
  const { endpoint, table } = await useTestTable("deployed-e2e");
  await Seed.load();
  shape = await startDeployedShape({
    dynamoEndpoint: endpoint,
    table,
    secondFactorKey: SECOND_FACTOR_KEY,
  });
  browser = await launchBrowser();
  await createStaff({ email: STAFF, password: "deployed password 1", role: "administrator" });
});
afterAll(async () => {
  await browser?.close();
  await shape?.close();
});

/** Business cards, 100 pcs eco, into the cart and on to the checkout's upload step. */
async function cardsToUploadStep(page: Page) {
  await page.goto(`${shape.url}/wizytowki`);
  await page.getByTestId("cell-100-eco").click();
  await page.getByTestId("add-to-cart").click();
  await page.getByTestId("go-to-checkout").click();
  await page.waitForURL(`${shape.url}/cart`);
  await page.getByTestId("cart-continue").click();
  await page.waitForURL(`${shape.url}/order/upload`);
  await page.getByTestId("upload-line").first().waitFor();
}

describe("the shop in its deployed shape, in Chromium", () => {
  it("storefront: the product page is rendered by the Lambda behind CloudFront, with its prices", async () => {
    const page = await browser.newPage();
    page.setDefaultTimeout(30_000);
    const document = await page.goto(`${shape.url}/wizytowki`);
    expect(document!.headers()["apigw-requestid"]).toBeTruthy();
    expect(document!.headers().server).toBeUndefined();
    expect(document!.headers()["x-frame-options"]).toBe("DENY");
    await page.getByTestId("price-table").waitFor();
    expect(await page.getByTestId("cell-100-eco").innerText()).toMatch(/\d,\d{2}\s*zł/);
    await page.close();
  }, 60_000);

  it("the label page arrives rendered (before any script) and hydrates without a React error", async () => {
    // A first navigation loads the Lambda's renderer and the page's chunks: on a busy machine it
    // may pass the render deadline and get the shell (render/lambda-pages.ts); the next is warm.
    const get = () =>
      fetch(`${shape.url}/de/etykiety-na-rolce`, { headers: { accept: "text/html" } }).then((r) =>
        r.text(),
      );
    await get();
    // The document as it arrives, before any script: the page is in it (German, prices in euros).
    const html = await get();
    expect(html).toContain('<html lang="de" data-hydrating>');
    expect(html).toMatch(/<title>Rollenetiketten \| [^<]+<\/title>/);
    expect(html).toContain("<h1>Rollenetiketten</h1>");
    const prices = html.slice(html.indexOf('data-testid="label-prices"')).slice(0, 4000);
    expect(prices).toMatch(/\d,\d{2}\s*€/);
    // With it: the page hydrates (useHydrated drops data-hydrating) with no page or console error
    // (a hydration mismatch is React's error #418 in the console).
    const page = await browser.newPage();
    page.setDefaultTimeout(30_000);
    const errors: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    page.on("pageerror", (e) => errors.push(e.message));
    const document = await page.goto(`${shape.url}/de/etykiety-na-rolce`);
    // The rendered page (the shell would say no-cache).
    expect(document!.headers()["cache-control"]).toBe(
      "public, max-age=10, s-maxage=60, stale-while-revalidate=60",
    );
    await page.locator("html:not([data-hydrating])").waitFor({ state: "attached" });
    await page.getByTestId("account-link").waitFor();
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
    expect(await page.getByTestId("label-prices").innerText()).toMatch(/\d,\d{2}\s*€/);
    await page.close();
  }, 60_000);

  it("checkout: a guest's order to the thank-you page", async () => {
    const page = await browser.newPage();
    page.setDefaultTimeout(30_000);
    await cardsToUploadStep(page);
    await page.getByTestId("step-continue").click();
    await page.waitForURL(`${shape.url}/order/payment`);
    await page.locator('input[name="shipping"]').first().check();
    await page.locator('input[name="payment"]').first().check();
    await page.getByTestId("step-continue").click();
    await page.waitForURL(`${shape.url}/order/shipping`);
    await page.locator("#f-firstName").fill("Anna");
    await page.locator("#f-lastName").fill("Nowak");
    await page.locator("#f-email").fill(`deployed-${++buyers}@example.com`);
    await page.locator("#f-phone").fill("600 700 800");
    await page.locator("#f-billingName").fill("Anna Nowak");
    await page.locator("#f-billingAddress1").fill("ul. Długa 1");
    await page.locator("#f-billingPostcode").fill("00-001");
    await page.locator("#f-billingCity").fill("Warszawa");
    await page.getByTestId("step-continue").click();
    await page.waitForURL(`${shape.url}/order/summary`);
    await page.getByTestId("accept-terms").check();
    // A buyer with consumer rights confirms there is no withdrawal right (issue 31 item 6).
    if (await page.getByTestId("accept-withdrawal").count())
      await page.getByTestId("accept-withdrawal").check();
    await page.getByTestId("place-order").click();
    await page.getByTestId("order-placed").waitFor();
    expect(await page.getByTestId("order-number").innerText()).toMatch(/^\d{8}-[0-9A-Z]{5}$/);
    await page.close();
  }, 90_000);

  it("upload: a print file goes from the browser to the file bucket through the presigned PUT", async () => {
    // As a real browser: no X-Forwarded-For of the test kit's own (test/browser.ts gives each
    // context one for the local server's per-address limits). The bucket's CORS rule allows only
    // content-type, content-md5 and x-amz-* (stacks/files-bucket-cors.ts), so S3 — and the local
    // S3 — refuse the preflight of a PUT carrying it.
    const page = await browser.newPage({ extraHTTPHeaders: {} });
    page.setDefaultTimeout(30_000);
    await cardsToUploadStep(page);
    const bytes = Buffer.from(await makePdf([91, 61]));
    await page
      .getByTestId("upload-input")
      .first()
      .setInputFiles({ name: "wizytowka.pdf", mimeType: "application/pdf", buffer: bytes });
    await page
      .getByTestId("upload-file")
      .waitFor()
      .catch(async (error: unknown) => {
        // Say why: the shop's own message, and what reached the file bucket.
        const shown = await page.getByTestId("upload-error").allInnerTexts();
        throw new Error(
          `no uploaded file shown (${String(error)}); the page says ${JSON.stringify(shown)}; S3 calls ${JSON.stringify(shape.s3.calls)}`,
        );
      });
    const put = shape.s3.calls.find((c) => c.method === "PUT" && c.presigned);
    expect(put?.key).toMatch(/^uploads\/pending\//);
    // The completed upload leaves pending/ (the API copies it to the line's files and deletes the
    // pending key): the bucket holds the browser's bytes once, under the final key.
    expect(shape.s3.get(shape.filesBucket, put!.key)).toBeUndefined();
    const stored = [...shape.s3.objects.entries()].filter(([, o]) => o.body.equals(bytes));
    expect(stored).toHaveLength(1);
    const [key, object] = stored[0] ?? ["", { contentType: "" }];
    expect(key).toMatch(new RegExp(`^${shape.filesBucket}/print-files/.+/wizytowka\\.pdf$`));
    expect(object.contentType).toBe("application/pdf");
    await page.close();
  }, 90_000);

  it("admin: sign-in with the second factor, then the price grid: open, edit a cell, save", async () => {
    const page = await browser.newPage();
    page.setDefaultTimeout(30_000);
    await signInStaff(page, STAFF, `${shape.url}/admin/en`);
    await page
      .getByRole("navigation", { name: "Admin sections" })
      .getByRole("link", { name: "Price tables" })
      .click();
    await page.getByRole("link", { name: "Business cards" }).click();
    const cell = (row: number, col: number) => page.locator(`[data-cell="${row}:${col}"]`);
    await cell(1, 0).click();
    await page.keyboard.press("ArrowUp");
    await page.keyboard.type("40,50");
    await page.keyboard.press("Enter");
    await expect.poll(() => cell(0, 0).locator(".price-net").innerText()).toBe("40,50");
    await page.getByRole("button", { name: "Save (1)" }).click();
    await page.getByText("Changed prices saved: 1.").waitFor();
    await page.close();
  }, 120_000);
});
