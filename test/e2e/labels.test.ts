import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { Samples } from "@printshop/core";
import { makePdf } from "@printshop/core/upload/test-pdf";
import { launchBrowser } from "../browser";
import { startTestServer, useDiskStore } from "../../packages/functions/test/server";

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
let dir: string;

async function newPage(): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  return { page, errors };
}

describe("the roll-label calculator in Chromium", () => {
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "e2e-uploads-"));
    useDiskStore(dir);
    server = await startTestServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    useDiskStore(null);
    await rm(dir, { recursive: true, force: true });
  });

  it("German: a machine-applied VOID seal with a winding tile, its price and roll plan, into the cart, then a PDF upload with a verdict", async () => {
    const { page, errors } = await newPage();
    await page.goto(`${server.url}/de/plomby-void`);
    await page.getByTestId("label-calculator").waitFor();
    expect(await page.locator("#label-material").inputValue()).toBe("8");
    expect(await page.getByTestId("price-eco-days").innerText()).toBe("6 Werktage");

    await page.locator("#label-application").selectOption("1");
    // Machine application needs a winding direction: no prices until one is chosen.
    await page.getByTestId("error-winding").waitFor();
    expect(await page.getByTestId("label-prices").count()).toBe(0);
    await page.locator("#label-diameter").selectOption("40");
    await page.getByTestId("winding-1").click();
    await page.getByTestId("winding-1").press("ArrowRight");
    expect(await page.getByTestId("winding-2").getAttribute("aria-checked")).toBe("true");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe(
      "winding-2",
    );

    await page.locator('[data-testid="label-prices"][data-confirmed="true"]').waitFor();
    expect(await page.getByTestId("price-express-days").innerText()).toBe("2 Werktage");
    expect(await page.getByTestId("price-eco-net").innerText()).toMatch(/^[\d.]+,\d{2} € netto$/);
    expect(await page.getByTestId("roll-lanes").innerText()).toBe("5");
    expect(await page.getByTestId("roll-rolls").innerText()).toBe("5");
    expect(await page.getByTestId("roll-per-roll").innerText()).toBe("100");

    // Manual application resets and locks the machine-only fields.
    await page.locator("#label-application").selectOption("0");
    expect(await page.locator("#label-diameter").inputValue()).toBe("76");
    expect(await page.locator("#label-diameter").isDisabled()).toBe(true);
    expect(await page.getByTestId("winding-0").getAttribute("aria-checked")).toBe("true");
    expect(await page.getByTestId("winding-3").isDisabled()).toBe(true);
    await page.locator("#label-application").selectOption("1");
    await page.getByTestId("winding-4").click();
    await page.locator('[data-testid="label-prices"][data-confirmed="true"]').waitFor();

    await page.locator('input[name="label-mode"][value="standard"]').check();
    expect(await page.getByTestId("summary-mode").innerText()).toBe("Standard");
    await page.getByTestId("add-to-cart").click();
    await page.getByTestId("go-to-cart").waitFor();
    await page.getByText("Zum Warenkorb hinzugefügt.").waitFor();
    // The header's count follows at once (the answer goes into the shared cart query).
    await page.locator('[data-testid="cart-count"]', { hasText: "1" }).waitFor();

    // The label cart's Continue leads to the checkout's one upload step (issue 16 fault 3), with
    // the steps bar and the order total.
    await page.getByTestId("go-to-cart").click();
    await page.waitForURL(`${server.url}/de/koszyk`);
    await page.getByTestId("cart-continue").click();
    await page.waitForURL(`${server.url}/de/order/upload`);
    await page.getByTestId("steps-bar").waitFor();
    expect(await page.getByTestId("steps-total").innerText()).toMatch(/€/);
    await page.getByTestId("upload-line").first().waitFor();
    const bytes = await makePdf([54, 54]);
    await page
      .getByTestId("upload-input")
      .first()
      .setInputFiles({
        name: "plombe.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from(bytes),
      });
    const verdict = page.locator('[data-testid="upload-file"] [data-testid="preflight"]');
    await verdict.waitFor();
    expect(await verdict.getAttribute("data-verdict")).toBe("ok");
    expect(await verdict.innerText()).toContain("Druckfertig");
    // A wrong type is refused with a message and the uploaded file stays.
    await page
      .getByTestId("upload-input")
      .first()
      .setInputFiles({
        name: "virus.exe",
        mimeType: "application/octet-stream",
        buffer: Buffer.from("MZ"),
      });
    await page.getByTestId("upload-error").waitFor();
    expect(await page.getByTestId("upload-error").innerText()).toContain("nicht unterstützt");
    expect(await page.getByTestId("upload-file").count()).toBe(1);
    // A PUT that fails on the way says so; the file already uploaded stays.
    await page.route("**/api/upload/local**", (route) => route.abort("connectionreset"));
    await page
      .getByTestId("upload-input")
      .first()
      .setInputFiles({
        name: "zweite.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from(bytes),
      });
    await page.getByText("Der Upload wurde unterbrochen").waitFor();
    await page.unroute("**/api/upload/local**");
    expect(await page.getByTestId("upload-file").count()).toBe(1);
    await page.reload();
    await page.getByTestId("upload-file").first().waitFor();
    expect(await page.getByTestId("upload-file").allInnerTexts()).toEqual([
      expect.stringContaining("plombe.pdf"),
    ]);
    // On to payment; the seed's /wgraj-plik is the same step with the same file.
    await page.getByTestId("step-continue").click();
    await page.waitForURL(`${server.url}/de/order/payment`);
    await page.getByTestId("steps-total").waitFor();
    await page.goto(`${server.url}/de/wgraj-plik`);
    await page.getByTestId("upload-file").first().waitFor();
    expect(await page.getByTestId("upload-file").first().innerText()).toContain("plombe.pdf");
    expect(
      await page.locator('[data-testid="steps-bar"] [aria-current="step"]').innerText(),
    ).toContain("Dateien");
    expect(errors).toEqual([]);
  });

  it("Polish: free samples: empty fields are refused inline, then the thank-you state that cannot be sent again", async () => {
    const { page, errors } = await newPage();
    await page.goto(`${server.url}/etykiety-na-rolce`);
    await page.getByTestId("samples-open").click();
    const form = page.getByTestId("samples-form");
    await form.waitFor();
    expect(
      await page
        .locator("dialog.modal[open]")
        .evaluate((d) => Math.round(d.getBoundingClientRect().width)),
    ).toBe(650);
    await page.getByTestId("samples-submit").click();
    // The checks run as the form is sent (the kit's resolver): wait for their messages.
    await expect
      .poll(() => form.getByText("Pole nie może być puste").count())
      .toBe(Samples.REQUIRED_FIELDS.length);

    await page.locator("#sample-company").fill("Drukarnia Test");
    await page.locator("#sample-street").fill("ul. Krótka 2");
    await page.locator("#sample-postcode").fill("30-001");
    await page.locator("#sample-city").fill("Kraków");
    await page.locator("#sample-person").fill("Jan Kowalski");
    await page.locator("#sample-phone").fill("600 100 200");
    await page.locator("#sample-email").fill("jan.e2e@example.com");
    await page.getByTestId("samples-submit").click();
    await page.getByTestId("samples-thanks").waitFor();
    expect(await page.getByTestId("samples-thanks").innerText()).toContain("Dziękujemy");
    expect(await page.getByTestId("samples-form").count()).toBe(0);
    expect(await page.getByTestId("samples-submit").count()).toBe(0);
    // Closed and opened again: still the thank-you state, nothing to send twice.
    await page.getByRole("button", { name: "Zamknij" }).click();
    await page.getByTestId("samples-open").click();
    await page.getByTestId("samples-thanks").waitFor();
    expect(await page.getByTestId("samples-form").count()).toBe(0);
    const stored = (await Samples.list()).filter((r) => r.email === "jan.e2e@example.com");
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ company: "Drukarnia Test", locale: "pl" });
    expect(errors).toEqual([]);
  });

  it("an out-of-range width shows the message under the field and hides the prices; a valid one brings them back", async () => {
    const { page, errors } = await newPage();
    await page.goto(`${server.url}/etykiety-na-rolce`);
    await page.getByTestId("label-prices").waitFor();
    expect(await page.getByTestId("no-vat").count()).toBe(0);
    await page.locator("#label-width").fill("400");
    expect(await page.getByTestId("error-width").innerText()).toBe(
      "nieprawidłowy rozmiar 16 - 307 mm",
    );
    await page.getByTestId("price-error").waitFor();
    expect(await page.getByTestId("label-prices").count()).toBe(0);
    expect(await page.getByTestId("add-to-cart").isDisabled()).toBe(true);
    await page.locator("#label-width").fill("12,5");
    expect(await page.getByTestId("error-width").innerText()).toBe(
      "Wartość musi być liczbą całkowitą",
    );
    await page.locator("#label-width").fill("100");
    await page.getByTestId("label-prices").waitFor();
    expect(await page.getByTestId("error-width").count()).toBe(0);
    // A roll above 250 mm: the plan warns and proposes more rolls.
    await page.locator("#label-height").fill("200");
    await page.locator("#label-quantity").fill("20000");
    await page.getByTestId("roll-warning").waitFor();
    expect(await page.getByTestId("roll-warning").innerText()).toMatch(/Proponujemy \d+ rolek/);
    expect(errors).toEqual([]);
  });

  it("help texts open on click, and the material and loyalty links lead to CMS pages from the database", async () => {
    const { page, errors } = await newPage();
    await page.goto(`${server.url}/en/etykiety-holograficzne`);
    await page.getByTestId("label-calculator").waitFor();
    expect(await page.locator("#label-material").inputValue()).toBe("9");
    await page.goto(`${server.url}/en/etykiety-na-rolce`);
    // Zero-rated intra-EU supply (en and de only): gross equals net.
    await page.getByTestId("label-prices").waitFor();
    expect(await page.getByTestId("price-eco-gross").innerText()).not.toBe(
      (await page.getByTestId("price-eco-net").innerText()).replace("net", "gross"),
    );
    await page.getByTestId("no-vat").check();
    expect(await page.getByTestId("price-eco-gross").innerText()).toBe(
      (await page.getByTestId("price-eco-net").innerText()).replace("net", "gross"),
    );
    await page.getByTestId("help-personalization").click();
    await page.getByText("Every label can be different").waitFor();
    await page.getByTestId("loyalty-link").click();
    await page.getByRole("heading", { name: "Loyalty program" }).waitFor();
    expect(await page.getByTestId("cms-page").innerText()).toContain(
      "Collect points with every order.",
    );
    await page.goBack();
    await page.getByTestId("materials-link").click();
    await page.getByRole("heading", { name: "Label printing substrates" }).waitFor();
    expect(errors).toEqual([]);
  });

  it("a CMS page that does not exist shows the not-found page and no error toast", async () => {
    const { page, errors } = await newPage();
    await page.goto(`${server.url}/de/page/gibt-es-nicht`);
    await page.getByRole("heading", { name: "Seite nicht gefunden" }).waitFor();
    await page.waitForLoadState("networkidle");
    expect(await page.locator(".toast").count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
