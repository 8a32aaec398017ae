import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFile } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import { db } from "@printshop/core/dynamo/db";
import { ofOrder, warsawDay } from "@printshop/core/invoice/issue";
import { previousWorkingDay, setManual } from "@printshop/core/exchange-rate/index";
import { ksefIdOf } from "@printshop/core/invoice/ksef-link";
import { isKsefNumber } from "@printshop/core/ksef/number";
import { LocalKsef } from "@printshop/core/ksef/testing/ksef.server";
import { validate as fa3Validate } from "@printshop/core/invoice/fa3/validate";
import { decodePdfQr, pdfText } from "@printshop/core/document/testing/read";
import { launchBrowser } from "../browser";
import { startTestServer } from "../../packages/functions/test/server";
import { built, sentEmails } from "../../packages/functions/test/built";
import { makeUser, sessionCookieFor } from "../../packages/functions/test/accounts";

/**
 * Issue 30's must-show: a company (NIP) buys labels signed in to its account and pays online
 * through the local Przelewy24 gateway; the invoice is issued on that payment, sent to the local
 * KSeF server by a round of the queue (as the schedule runs it), accepted; the customer downloads
 * the PDF from the account's order page and it carries the KSeF number and the KOD I QR code
 * (decoded from the PDF's own squares) — an order placed in Polish and one placed in English.
 */
const SELLER_NIP = "5260250274";
const BUYER_NIP = "7740001454";
let server: Awaited<ReturnType<typeof startTestServer>>;
let gateway: Awaited<ReturnType<typeof built.startTestGatewayUnlessKeys>>;
let ksef: LocalKsef;
let browser: Browser;

/** A VOID-seal label through the checkout, the company's invoice data, paid by BLIK. */
async function buyAndPay(
  page: Page,
  prefix: "" | "/en",
  online: string,
  email: string,
): Promise<string> {
  await page.goto(`${server.url}${prefix}/plomby-void`);
  await page.locator('[data-testid="label-prices"][data-confirmed="true"]').waitFor();
  await page.getByTestId("add-to-cart").click();
  await page.getByTestId("go-to-cart").click();
  await page.getByTestId("cart-continue").click();
  await page.waitForURL(`${server.url}${prefix}/order/upload`);
  await page.getByTestId("steps-bar").waitFor();
  await page.getByTestId("step-continue").click();
  await page.waitForURL(`${server.url}${prefix}/order/payment`);
  await page.locator('input[name="shipping"]').first().check();
  await page.getByLabel(online).check();
  await page.getByTestId("step-continue").click();
  await page.waitForURL(`${server.url}${prefix}/order/shipping`);
  await page.locator('input[name="type"]').nth(1).check();
  await page.locator("#f-firstName").fill("Marta");
  await page.locator("#f-lastName").fill("Wiśniewska");
  const emailField = page.locator("#f-email");
  if (await emailField.isEditable()) await emailField.fill(email);
  await page.locator("#f-phone").fill("600 100 200");
  await page.locator("#f-billingCompany").fill("Etykiety Wiśniewska sp. z o.o.");
  await page.locator("#f-billingTax").fill(BUYER_NIP);
  await page.locator("#f-billingAddress1").fill("ul. Polna 5");
  await page.locator("#f-billingPostcode").fill("31-100");
  await page.locator("#f-billingCity").fill("Kraków");
  await page.getByTestId("step-continue").click();
  await page.waitForURL(`${server.url}${prefix}/order/summary`);
  await page.getByTestId("summary-table").waitFor();
  await page.getByTestId("accept-terms").check();
  // A buyer with consumer rights confirms there is no withdrawal right (issue 31 item 6).
  if (await page.getByTestId("accept-withdrawal").count())
    await page.getByTestId("accept-withdrawal").check();
  await page.getByTestId("place-order").click();
  await page.waitForURL(/\/trnRequest\//);
  await page.getByLabel("BLIK", { exact: true }).check();
  await page.getByLabel("BLIK code").fill("777123");
  await page.getByRole("button", { name: "Pay (test)" }).click();
  await page.waitForURL(/\/order\/placed\/[\w-]{22}\?payment=/);
  await page.getByTestId("payment-confirmed").waitFor();
  return /\/order\/placed\/([\w-]{22})/.exec(page.url())![1]!;
}

/** The order's invoice, issued right after the payment's notification (polled: it is async). */
async function invoiceOf(orderId: string) {
  for (let i = 0; i < 100; i++) {
    const [invoice] = await ofOrder(orderId);
    if (invoice) return invoice;
    await new Promise((ok) => setTimeout(ok, 200));
  }
  const task = await db().entities.invoiceTask.get({ orderId }).go();
  throw new Error(`no invoice for ${orderId}: ${task.data?.lastError ?? "no task"}`);
}

/** Clicks the account's "download PDF" and answers the downloaded bytes. */
async function downloadPdf(page: Page): Promise<Uint8Array> {
  const button = page.getByTestId("invoice-pdf");
  await button.waitFor();
  const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
  expect(download.suggestedFilename()).toMatch(/^FV-\d{4}-\d+\.pdf$/);
  return new Uint8Array(await readFile((await download.path())!));
}

describe("a company's invoice: paid online, accepted by KSeF, downloaded from the account", () => {
  let cookie: { name: string; value: string };
  let email: string;

  beforeAll(async () => {
    server = await startTestServer();
    // The seller's data (the NIP KSeF knows the shop by), before the bundle reads and caches it.
    await db()
      .entities.company.put({
        name: "Drukarnia Testowa sp. z o.o.",
        street: "ul. Prosta 1",
        postcode: "00-001",
        city: "Warszawa",
        country: "PL",
        nip: SELLER_NIP,
        email: "biuro@example.pl",
        bankName: "Bank",
        bankAccount: "PL61109010140000071219812874",
      })
      .go();
    gateway = await built.startTestGatewayUnlessKeys(0);
    ksef = await new LocalKsef({ validate: fa3Validate }).start();
    built.Ksef.configure({
      config: {
        environment: "test",
        baseUrl: ksef.baseUrl,
        token: ksef.issueToken(SELLER_NIP),
        nip: SELLER_NIP,
        pollMs: 10_000,
        timeoutMs: 5_000,
      },
    });
    browser = await launchBrowser();
    const user = await makeUser();
    email = user.email;
    const [name, value] = (await sessionCookieFor(user.userId)).cookie.split("=");
    cookie = { name: name!, value: value! };
  });
  afterAll(async () => {
    await browser?.close();
    await ksef?.stop();
    await gateway?.stop();
    await server?.close();
  });

  for (const [prefix, online, language] of [
    ["", "Płatność online", "pl"],
    ["/en", "Online payment", "en"],
  ] as const)
    it(`placed in ${language}: the PDF carries the KSeF number and KOD I`, async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.addCookies([{ ...cookie, url: server.url }]);
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      try {
        if (language === "en") {
          // The English shop sells in EUR: the invoice states its VAT in PLN at the NBP rate of
          // the last working day before the tax point, entered by hand where NBP is out of reach.
          const day = previousWorkingDay(warsawDay(new Date()));
          await setManual(
            { currency: "EUR", date: day, rate: "4.2512", table: `231/A/NBP/${day.slice(0, 4)}` },
            { userId: "e2e-admin", email: "admin@example.com" },
          ).catch(() => undefined); // a rerun on the same day finds it entered
        }
        const orderId = await buyAndPay(page, prefix, online, email);

        // Issued on the payment, for the company's NIP, and queued for KSeF.
        const invoice = await invoiceOf(orderId);
        expect(invoice).toMatchObject({ kind: "vat", state: "issued" });
        expect(invoice.xml).toContain(`<NIP>${BUYER_NIP}</NIP>`);
        const ksefId = ksefIdOf(invoice.invoiceId);
        expect((await built.Ksef.status({ invoiceId: ksefId })).state).toBe("to_send");

        // The scheduled round sends it; the local KSeF accepts it and gives its number.
        const round = await built.Ksef.sendDue();
        expect(round.accepted).toBeGreaterThanOrEqual(1);
        const status = await built.Ksef.status({ invoiceId: ksefId });
        expect(status.state).toBe("accepted");
        expect(isKsefNumber(status.ksefNumber ?? "")).toBe(true);
        expect(status.qrUrl).toMatch(
          new RegExp(`^https://qr-test\\.ksef\\.mf\\.gov\\.pl/invoice/${SELLER_NIP}/`),
        );

        // The "invoice issued" e-mail, in the order's language, links to the order's page.
        const mail = sentEmails({ to: email, kind: "invoiceIssued" }).find((m) =>
          m.text.includes(invoice.invoiceId),
        );
        expect(mail?.text).toContain(`${server.url}${prefix}/account/orders/${orderId}`);
        expect(mail?.subject).toContain(language === "pl" ? "Faktura" : "Invoice");

        // The customer downloads it from the account's order page.
        await page.goto(`${server.url}${prefix}/account/orders/${orderId}`);
        const bytes = await downloadPdf(page);
        const text = (await pdfText(bytes)).join("\n");
        const title = language === "en" ? "Faktura VAT / VAT invoice" : "Faktura VAT";
        expect(text).toContain(`${title} ${invoice.invoiceId}`);
        expect(text).toContain("Zweryfikuj fakturę w KSeF");
        const label = language === "en" ? "Numer KSeF / KSeF number" : "Numer KSeF";
        expect(text).toContain(`${label}: ${status.ksefNumber}`);
        expect(text).toContain(BUYER_NIP);
        expect(text.replace(/\s/g, "")).toContain(status.qrUrl);
        expect(await decodePdfQr(bytes)).toBe(status.qrUrl);
        if (language === "en") {
          expect(text).toContain("Sprzedawca / Seller");
          expect(text).toContain("Nabywca / Buyer");
          expect(text).toMatch(
            /1 EUR = 4\.2512 PLN \(tabela \/ table 231\/A\/NBP\/\d{4}, \d{4}-\d{2}-\d{2}\)/,
          );
          expect(text).toContain("VAT w PLN / VAT in PLN");
        } else {
          expect(text).toContain("Sprzedawca");
          expect(text).not.toContain("Seller");
        }
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }, 180_000);
});
