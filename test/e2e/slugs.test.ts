import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "../browser";
import { startTestServer } from "../../packages/functions/test/server";
import { createStaff, signInStaff } from "./staff";

/**
 * Issue 28 (fault 10): EN/DE addresses kept the Polish slugs (`/en/wizytowki`). Each language has
 * its own slug now; an old address lands on the new one, the language switcher goes to the other
 * language's slug, and a slug the admin changes is where the shop answers.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;

async function open(path: string) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.setDefaultTimeout(20_000);
  const problems: string[] = [];
  page.on("pageerror", (e) => problems.push(e.message));
  await page.goto(`${server.url}${path}`);
  return { page, problems };
}

const switchTo = async (page: Page, code: string, address: string) => {
  await page.locator(".language-switch").getByRole("link", { name: code, exact: true }).click();
  await page.waitForURL(`${server.url}${address}`);
  await page.getByTestId("price-table").waitFor();
};

describe("issue 28: a slug per language", { timeout: 90_000 }, () => {
  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    await createStaff({
      email: "slugs@example.com",
      password: "admin password 1",
      role: "administrator",
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("en: /en/wizytowki lands on /en/business-cards in English; the switcher goes to /de/visitenkarten and /wizytowki", async () => {
    const { page, problems } = await open("/en/wizytowki?from=mail");
    await page.waitForURL(`${server.url}/en/business-cards?from=mail`);
    await page.getByRole("heading", { name: "Business cards", level: 1 }).waitFor();
    await page.getByTestId("price-table").waitFor();
    // The old address left no history entry of its own (the new tab's about:blank, then this page).
    expect(await page.evaluate(() => history.length)).toBe(2);
    const switcher = page.locator(".language-switch");
    expect(await switcher.getByRole("link", { name: "DE", exact: true }).getAttribute("href")).toBe(
      "/de/visitenkarten",
    );
    await switchTo(page, "DE", "/de/visitenkarten");
    await page.getByRole("heading", { name: "Visitenkarten", level: 1 }).waitFor();
    await switchTo(page, "PL", "/wizytowki");
    await page.getByRole("heading", { name: "Wizytówki", level: 1 }).waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });

  it("de: a client-side navigation to an old address is replaced by the page's own; a slug that names nothing is the not-found page", async () => {
    const { page, problems } = await open("/de/");
    await page.getByTestId("product-grid").waitFor();
    // The home's links are the German addresses.
    expect(
      await page
        .getByTestId("product-grid")
        .getByRole("link", { name: "Rollenetiketten" })
        .getAttribute("href"),
    ).toBe("/de/etiketten-auf-rolle");
    // A link the SPA follows without the server (as the deployed shape serves every navigation the shell).
    await page.evaluate(() => {
      history.pushState(null, "", "/de/etykiety-na-rolce?x=1");
      dispatchEvent(new PopStateEvent("popstate"));
    });
    await page.waitForURL(`${server.url}/de/etiketten-auf-rolle?x=1`);
    await page.getByTestId("label-calculator").waitFor();
    await page.goBack();
    await page.waitForURL(`${server.url}/de/`);
    const missing = await page.goto(`${server.url}/de/gibt-es-nicht`);
    expect(missing?.status()).toBe(200);
    await page.getByRole("heading", { level: 1, name: /nicht gefunden/i }).waitFor();
    expect(page.url()).toBe(`${server.url}/de/gibt-es-nicht`);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("de: the admin changes the German slug; the shop answers at the new one and the old one is the not-found page", async () => {
    const admin = await browser.newPage();
    admin.setDefaultTimeout(20_000);
    await signInStaff(admin, "slugs@example.com", `${server.url}/admin/de/products/10`);
    const german = admin.getByRole("textbox", { name: "Deutsche Adresse (Slug)", exact: true });
    await german.waitFor();
    await german.fill("Visitenkarten drucken");
    await admin.getByRole("button", { name: "Speichern", exact: true }).click();
    await admin.getByText(/Kleinbuchstaben \(a–z\), Ziffern und einzelnen Bindestrichen/).waitFor();
    await german.fill("visitenkarten-drucken");
    await admin.getByRole("button", { name: "Speichern", exact: true }).click();
    await admin.getByText("Gespeichert.").waitFor();
    await admin.close();

    const { page, problems } = await open("/de/visitenkarten-drucken");
    await page.getByRole("heading", { name: "Visitenkarten", level: 1 }).waitFor();
    await page.getByTestId("price-table").waitFor();
    // The English address under German goes to the new German one.
    await page.goto(`${server.url}/de/business-cards`);
    await page.waitForURL(`${server.url}/de/visitenkarten-drucken`);
    // The old German slug was given up: no product answers there (it may be given to another).
    await page.goto(`${server.url}/de/visitenkarten`);
    await page.getByRole("heading", { level: 1, name: /nicht gefunden/i }).waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });
});
