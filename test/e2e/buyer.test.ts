import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { accountMessages } from "@printshop/core/account/messages";
import { makePdf } from "@printshop/core/upload/test-pdf";
import { solve } from "@printshop/core/account/captcha-solver";
import { Email } from "../../packages/functions/test/built";
import {
  browserClient,
  companyRegistration,
  uniqueEmail,
} from "../../packages/functions/test/accounts";
import { launchBrowser } from "../browser";
import { startTestServer, useDiskStore } from "../../packages/functions/test/server";

/**
 * Issue 28, a first-time buyer in Chromium: the faults found on the way from a product to the
 * thank-you page, each pinned in the language where it was seen, on a desktop and on a phone.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
let dir: string;
let buyers = 0;

type Prefix = "" | "/en" | "/de";
const localeOf = (prefix: Prefix) => (prefix ? prefix.slice(1) : "pl") as "pl" | "en" | "de";

const desktop = { viewport: { width: 1280, height: 900 } };
const phone = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };

async function watched(context: BrowserContext) {
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const problems: string[] = [];
  page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));
  return { page, problems };
}

async function addBusinessCards(page: Page, prefix: Prefix) {
  await page.goto(`${server.url}${prefix}/wizytowki`);
  await page.getByTestId("price-table").waitFor();
  await page.getByTestId("cell-100-eco").click();
  await page.getByTestId("add-to-cart").click();
  await page.locator('[data-testid="cart-count"]', { hasText: "1" }).waitFor();
}

/** The payment step: the courier and a bank transfer, on to the details step. */
async function toDetailsStep(page: Page, prefix: Prefix) {
  await page.goto(`${server.url}${prefix}/order/payment`);
  await page.locator('input[name="shipping"]').first().check();
  await page.locator('input[name="payment"]').first().check();
  await page.getByTestId("step-continue").click();
  await page.waitForURL(`${server.url}${prefix}/order/shipping`);
  await page.locator("#f-firstName").waitFor();
}

/** The text of a field's message, once shown. */
async function messageOf(page: Page, field: string) {
  const error = page.locator(`#f-${field}-error`);
  await error.waitFor();
  return (await error.innerText()).trim();
}

/** An amount as shown ("1 234,56 zł", "1,234.56 €") in whole hundredths. */
function hundredths(text: string, locale: string): number {
  const digits = text.replace(/[^\d.,-]/g, "");
  const plain =
    locale === "en" ? digits.replace(/,/g, "") : digits.replace(/\./g, "").replace(",", ".");
  return Math.round(Number(plain) * 100);
}

/** The VAT row of a table of lines: its own line, gross − net of the total. */
async function vatRowAddsUp(page: Page, totalTestId: string, locale: string) {
  const net = hundredths(await page.getByTestId(`${totalTestId}-net`).innerText(), locale);
  const gross = hundredths(await page.getByTestId(totalTestId).innerText(), locale);
  const vat = hundredths(await page.getByTestId(`${totalTestId}-vat`).innerText(), locale);
  expect(vat).toBeGreaterThan(0);
  expect(vat).toBe(gross - net);
}

const labelWords = {
  pl: [
    "Kształt: Prostokąt z zaokrąglonymi rogami",
    "Sposób nawinięcia: 4 – na zewnątrz, lewą krawędzią do przodu",
    "Średnica gilzy: 40 mm",
    "Odstęp między etykietami: 6 mm",
  ],
  en: [
    "Shape: Rectangle with rounded corners",
    "Winding: 4 – outside, left edge first",
    "Core diameter: 40 mm",
    "Gap between labels: 6 mm",
  ],
  de: [
    "Form: Rechteck mit abgerundeten Ecken",
    "Wickelrichtung: 4 – außen, linke Kante voran",
    "Kerndurchmesser: 40 mm",
    "Abstand zwischen Etiketten: 6 mm",
  ],
};
const applicationWords = {
  pl: "Sposób aplikacji: ",
  en: "Application method: ",
  de: "Etikettierung: ",
};

describe("issue 28: a first-time buyer in Chromium", () => {
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "e2e-buyer-"));
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

  // Fault 1: the details step showed `errors.required`, `errors.tax_invalid`, ... instead of words.
  // Each language once and each device in turn, as the other faults below (the six pairings of
  // language and device ran the same form twice per language: 21 s of the run for no new path).
  it.each([
    ["", desktop],
    ["/en", phone],
    ["/de", desktop],
  ] as const)(
    "fault 1 (%s, %o): the details step's messages are sentences in the page's language, never keys",
    async (prefix, device) => {
      const context = await browser.newContext(device);
      try {
        const { page, problems } = await watched(context);
        const words = accountMessages[localeOf(prefix)];
        await addBusinessCards(page, prefix);
        await toDetailsStep(page, prefix);
        // The company invoice: a tax number field.
        await page.getByRole("radiogroup").getByRole("radio").nth(1).check();
        await page.locator("#f-billingTax").waitFor();
        await page.locator("#f-firstName").fill("Anna");
        await page.locator("#f-lastName").fill("Nowak");
        await page.locator("#f-email").fill("kein-email");
        await page.locator("#f-phone").fill("12");
        await page.locator("#f-billingCompany").fill("Nowak sp. z o.o.");
        await page.locator("#f-billingTax").fill("5260250275");
        await page.locator("#f-billingPostcode").fill("30001");
        await page.getByTestId("step-continue").click();
        expect(await messageOf(page, "billingAddress1")).toBe(words["account.required"]);
        expect(await messageOf(page, "email")).toBe(words["account.email_invalid"]);
        expect(await messageOf(page, "phone")).toBe(words["account.phone_too_short"]);
        expect(await messageOf(page, "billingTax")).toBe(words["account.tax_invalid"]);
        expect(await messageOf(page, "billingPostcode")).toBe(words["account.postcode_invalid"]);
        const shown = await page.locator(".field-error").allInnerTexts();
        expect(shown.length).toBeGreaterThanOrEqual(5);
        for (const text of shown) expect(text).not.toMatch(/^[\w-]+(?:\.[\w-]+)+$/);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    },
    60_000,
  );

  // Fault 5: "Courier 0,00 zł", "+5,00 zł netto", "+12.00 zł net" on a euro order.
  it.each([
    // The delivery's price is the zone's net one (fault 4), labelled so.
    [
      "",
      desktop,
      { fee: "+1,18 € netto", packing: "(+2,82 € netto)", courier: /^\d+,\d{2} € netto$/ },
    ],
    ["/en", phone, { fee: "+1.18 € net", packing: "(+2.82 € net)", courier: /^\d+\.\d{2} € net$/ }],
    [
      "/de",
      phone,
      { fee: "+1,18 € netto", packing: "(+2,82 € netto)", courier: /^\d+,\d{2} € netto$/ },
    ],
  ] as const)(
    "fault 5 (%s, %o): the delivery prices and fees of a euro order in euro, in the page's notation",
    async (prefix, device, words) => {
      const context = await browser.newContext(device);
      try {
        const { page, problems } = await watched(context);
        await addBusinessCards(page, prefix);
        if (!prefix) {
          // The Polish shop starts in złoty: the buyer chooses euro in the cart.
          await page.goto(`${server.url}/cart`);
          await page.getByTestId("cart-currency").selectOption("EUR");
          await expect.poll(() => page.getByTestId("cart-total-gross").innerText()).toMatch(/€$/);
        }
        await page.goto(`${server.url}${prefix}/order/payment`);
        await page.locator('input[name="shipping"]').first().waitFor();
        const prices = page.locator(".radio-card .money");
        await expect.poll(() => prices.first().innerText()).toMatch(/€/);
        const shown = await prices.allInnerTexts();
        expect(shown.join(" ")).not.toContain("zł");
        expect(shown[0]!.trim()).toMatch(words.courier);
        // Cash on delivery's fee: 5 zł at 4.2537 is 1.18 €.
        expect(shown.map((x) => x.trim())).toContain(words.fee);
        await page.locator('input[name="shipping"]').first().check();
        await page.locator('input[name="payment"]').nth(2).check();
        expect(await page.getByTestId("cash-fee").innerText()).toContain(words.fee.slice(1));
        await page.getByTestId("step-continue").click();
        await page.waitForURL(`${server.url}${prefix}/order/shipping`);
        const packing = page.getByTestId("packing-option");
        await expect.poll(() => packing.innerText()).toContain(words.packing);
        expect(await packing.innerText()).not.toContain("zł");
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    },
    60_000,
  );

  // Faults 2, 6 and 7: a machine-applied label's configuration, its dispatch date and the VAT line
  // from the cart to the thank-you page, and the file uploaded with the order listed there.
  it.each([
    ["", desktop],
    ["/en", phone],
    ["/de", desktop],
  ] as const)(
    "faults 2, 6, 7 (%s, %o): winding, core, gap and shape, the dispatch date and VAT on every step; the uploaded file on the thank-you page",
    async (prefix, device) => {
      const context = await browser.newContext(device);
      const locale = localeOf(prefix);
      try {
        const { page, problems } = await watched(context);
        await page.goto(`${server.url}${prefix}/plomby-void`);
        await page.getByTestId("label-calculator").waitFor();
        await page.locator("#label-application").selectOption("1");
        await page.locator("#label-diameter").selectOption("40");
        await page.locator("#label-gap").selectOption("6");
        await page.getByTestId("winding-4").click();
        await page.locator('[data-testid="label-prices"][data-confirmed="true"]').waitFor();
        await page.locator('input[name="label-mode"][value="standard"]').check();
        const promised = await page
          .getByTestId("price-standard")
          .locator(".label-price-date")
          .innerText();
        const date = /\d\d[./]\d\d[./]\d{4}/.exec(promised)![0];
        await page.getByTestId("add-to-cart").click();
        await page.locator('[data-testid="cart-count"]', { hasText: "1" }).waitFor();
        await page.getByTestId("go-to-cart").click();

        // The cart: the whole configuration, the calculator's date, VAT on a line of its own.
        const cart = page.getByTestId("cart-table");
        await cart.waitFor();
        for (const words of labelWords[locale]) expect(await cart.innerText()).toContain(words);
        expect(await cart.innerText()).toContain(applicationWords[locale]);
        expect(await cart.innerText()).toContain(date);
        await page.getByTestId("dispatch-note").waitFor();
        await vatRowAddsUp(page, "cart-total-gross", locale);

        // The upload step: a PDF for the line.
        await page.getByTestId("cart-continue").click();
        await page.waitForURL(`${server.url}${prefix}/order/upload`);
        await page.getByTestId("upload-line").first().waitFor();
        await page
          .getByTestId("upload-input")
          .first()
          .setInputFiles({
            name: "etykieta-void.pdf",
            mimeType: "application/pdf",
            buffer: Buffer.from(await makePdf([54, 54])),
          });
        await page.getByTestId("upload-file").first().waitFor();
        // The 50 × 50 mm label with its bleed: print-ready, so the step lets the buyer on.
        const verdict = page.locator('[data-testid="upload-file"] [data-testid="preflight"]');
        await verdict.waitFor();
        expect(await verdict.getAttribute("data-verdict")).toBe("ok");
        await page.getByTestId("step-continue").click();
        await page.waitForURL(`${server.url}${prefix}/order/payment`);
        await page.locator('input[name="shipping"]').first().check();
        await page.locator('input[name="payment"]').first().check();
        await page.getByTestId("step-continue").click();
        await page.waitForURL(`${server.url}${prefix}/order/shipping`);
        await page.locator("#f-firstName").waitFor();
        await page.locator("#f-firstName").fill("Anna");
        await page.locator("#f-lastName").fill("Nowak");
        await page.locator("#f-email").fill(`buyer-${++buyers}-${locale}@example.com`);
        await page.locator("#f-phone").fill("600 700 800");
        await page.locator("#f-billingName").fill("Anna Nowak");
        await page.locator("#f-billingAddress1").fill("ul. Długa 1");
        await page.locator("#f-billingPostcode").fill("00-001");
        await page.locator("#f-billingCity").fill("Warszawa");
        await page.getByTestId("step-continue").click();
        await page.waitForURL(`${server.url}${prefix}/order/summary`);

        // The summary: the same.
        const summary = page.getByTestId("summary-table");
        await summary.waitFor();
        for (const words of labelWords[locale]) expect(await summary.innerText()).toContain(words);
        expect(await summary.innerText()).toContain(date);
        await vatRowAddsUp(page, "summary-total-gross", locale);
        await page.getByTestId("accept-terms").check();
        // A buyer with consumer rights confirms there is no withdrawal right (issue 31 item 6).
        if (await page.getByTestId("accept-withdrawal").count())
          await page.getByTestId("accept-withdrawal").check();
        await page.getByTestId("place-order").click();

        // The thank-you page: the same, and the file; no request for files the buyer has sent.
        await page.getByTestId("order-placed").waitFor();
        const lines = page.getByTestId("order-lines");
        await lines.waitFor();
        for (const words of labelWords[locale]) expect(await lines.innerText()).toContain(words);
        expect(await lines.innerText()).toContain(date);
        await vatRowAddsUp(page, "order-total-gross", locale);
        expect(await page.getByTestId("line-files").innerText()).toContain("etykieta-void.pdf");
        await page.getByTestId("order-files-complete").waitFor();
        expect(await page.getByTestId("order-files-link").count()).toBe(0);
        expect(await page.getByTestId("line-no-files").count()).toBe(0);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    },
    90_000,
  );

  it("fault 7 (pl): an order placed without its file asks for that file, and only that", async () => {
    const context = await browser.newContext(desktop);
    try {
      const { page, problems } = await watched(context);
      await addBusinessCards(page, "");
      await toDetailsStep(page, "");
      await page.locator("#f-firstName").fill("Anna");
      await page.locator("#f-lastName").fill("Nowak");
      await page.locator("#f-email").fill(`buyer-${++buyers}-nofile@example.com`);
      await page.locator("#f-phone").fill("600 700 800");
      await page.locator("#f-billingName").fill("Anna Nowak");
      await page.locator("#f-billingAddress1").fill("ul. Długa 1");
      await page.locator("#f-billingPostcode").fill("00-001");
      await page.locator("#f-billingCity").fill("Warszawa");
      await page.getByTestId("step-continue").click();
      await page.waitForURL(`${server.url}/order/summary`);
      await page.getByTestId("accept-terms").check();
      // A buyer with consumer rights confirms there is no withdrawal right (issue 31 item 6).
      if (await page.getByTestId("accept-withdrawal").count())
        await page.getByTestId("accept-withdrawal").check();
      await page.getByTestId("place-order").click();
      await page.getByTestId("order-placed").waitFor();
      const ask = page.getByTestId("order-files-link");
      await ask.waitFor();
      expect(await ask.innerText()).toContain("Nie mamy jeszcze pliku do: Wizytówki");
      await page.getByTestId("line-no-files").waitFor();
      expect(await page.getByTestId("order-files-complete").count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);

  // Fault 8: signing in before confirming said "wrong e-mail or password", and nothing resent the link.
  it.each([
    ["", desktop, "Logowanie", "Hasło", "Zaloguj się", "wysłaliśmy na niego nowy link"],
    ["/de", phone, "Anmelden", "Passwort", "Anmelden", "einen neuen Bestätigungslink geschickt"],
  ] as const)(
    "fault 8 (%s, %o): signing in before confirming says a new link was sent, and sends one",
    async (prefix, device, _heading, passwordLabel, submit, words) => {
      const locale = localeOf(prefix);
      const email = uniqueEmail(`e2e-unconfirmed-${locale}`);
      const api = browserClient(server.url, { ip: `192.0.2.${200 + buyers++}`, locale });
      const captcha = await solve((await api.get("/api/captcha/challenge")).body);
      const form = companyRegistration(email, captcha);
      expect((await api.mutate("shop.account.register", form)).status).toBe(200);
      expect(Email.sent({ to: email, kind: "account.confirm" })).toHaveLength(1);

      const context = await browser.newContext(device);
      try {
        const { page, problems } = await watched(context);
        await page.goto(`${server.url}${prefix}/login`);
        await page.getByLabel("E-mail", { exact: false }).first().fill(email);
        await page.getByLabel(passwordLabel, { exact: false }).first().fill(form.password);
        await page.getByRole("button", { name: submit, exact: true }).click();
        await page.getByText(words).first().waitFor();
        await expect.poll(() => Email.sent({ to: email, kind: "account.confirm" }).length).toBe(2);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    },
    60_000,
  );
});
