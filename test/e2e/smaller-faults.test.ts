import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { Banner, Samples } from "@printshop/core";
import { launchBrowser } from "../browser";
import { startTestServer } from "../../packages/functions/test/server";
import { changed } from "../../packages/functions/test/built";

/** Issue 28, fault 10 (the smaller ones), each in the language where it was seen. */
let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;

const desktop = { viewport: { width: 1280, height: 900 } };

async function watched(context: BrowserContext) {
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  const problems: string[] = [];
  page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));
  return { page, problems };
}

async function addBusinessCards(page: Page, prefix = "") {
  await page.goto(`${server.url}${prefix}/wizytowki`);
  await page.getByTestId("price-table").waitFor();
  await page.getByTestId("cell-100-eco").click();
  await page.getByTestId("add-to-cart").click();
  await page.locator('[data-testid="cart-count"]', { hasText: "1" }).waitFor();
}

/** WCAG relative luminance contrast of two CSS rgb()/rgba() colours (alpha ignored: opaque here). */
function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r, g, bl] = (c.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const lin = (v: number) => {
      const x = v / 255;
      return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(bl!);
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe("issue 28, fault 10: the smaller faults", () => {
  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("pl: a size that is not a number is not echoed in the order box ('abc × 40 mm'); a number is", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      await page.goto(`${server.url}/etykiety-na-rolce`);
      await page.getByTestId("label-calculator").waitFor();
      const box = page.getByTestId("order-summary");
      await page.locator("#label-width").fill("abc");
      await page.locator("#label-height").fill("40");
      await page.locator("#label-width-error").waitFor();
      await expect.poll(() => box.innerText()).toContain("— × 40 mm");
      expect(await box.innerText()).not.toContain("abc");
      await page.locator("#label-width").fill("60");
      await expect.poll(() => box.innerText()).toContain("60 × 40 mm");
    } finally {
      await context.close();
    }
  }, 60_000);

  it("pl: a NIP typed as 'company' neither stays nor blocks after switching to 'private person'; the order has no tax number", async () => {
    const context = await browser.newContext(desktop);
    try {
      const { page, problems } = await watched(context);
      await addBusinessCards(page);
      await page.goto(`${server.url}/order/payment`);
      await page.locator('input[name="shipping"]').first().check();
      await page.locator('input[name="payment"]').first().check();
      await page.getByTestId("step-continue").click();
      await page.waitForURL(`${server.url}/order/shipping`);
      const types = page.getByRole("radiogroup").getByRole("radio");
      await types.nth(1).check();
      await page.locator("#f-billingCompany").fill("Nowak sp. z o.o.");
      await page.locator("#f-billingTax").fill("5260250275");
      await types.nth(0).check();
      await page.locator("#f-billingName").waitFor();
      expect(await page.locator("#f-billingTax").count()).toBe(0);
      await page.locator("#f-firstName").fill("Anna");
      await page.locator("#f-lastName").fill("Nowak");
      await page.locator("#f-email").fill("anna.nip@example.com");
      await page.locator("#f-phone").fill("600700800");
      await page.locator("#f-billingName").fill("Anna Nowak");
      await page.locator("#f-billingAddress1").fill("ul. Długa 1");
      await page.locator("#f-billingPostcode").fill("00-001");
      await page.locator("#f-billingCity").fill("Warszawa");
      await page.getByTestId("step-continue").click();
      await page.waitForURL(`${server.url}/order/summary`);
      await page.locator("h1").waitFor();
      expect(await page.locator("main").innerText()).not.toContain("5260250275");
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 90_000);

  it("en: the samples form asks for the country (a list in English) and the request carries it", async () => {
    const context = await browser.newContext(desktop);
    try {
      const { page, problems } = await watched(context);
      await page.goto(`${server.url}/en/etykiety-na-rolce`);
      await page.getByTestId("samples-open").click();
      await page.getByTestId("samples-form").waitFor();
      const country = page.getByTestId("samples-form").getByLabel("Country");
      expect(await country.inputValue()).toBe("PL");
      await country.selectOption("DE");
      await page.locator("#sample-company").fill("Print GmbH");
      await page.locator("#sample-street").fill("Hauptstraße 1");
      await page.locator("#sample-postcode").fill("10115");
      await page.locator("#sample-city").fill("Berlin");
      await page.locator("#sample-person").fill("Jana Schmidt");
      await page.locator("#sample-phone").fill("+49 30 1234567");
      await page.locator("#sample-email").fill("jana.country@example.com");
      await page.getByTestId("samples-submit").click();
      await page.getByTestId("samples-thanks").waitFor();
      const stored = (await Samples.list()).filter((r) => r.email === "jana.country@example.com");
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ city: "Berlin", country: "DE", locale: "en" });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);

  it("pl → en → de: the label configuration stays when the language is switched on the product page", async () => {
    const context = await browser.newContext(desktop);
    try {
      const { page, problems } = await watched(context);
      await page.goto(`${server.url}/etykiety-na-rolce`);
      await page.getByTestId("label-calculator").waitFor();
      await page.locator("#label-width").fill("60");
      await page.locator("#label-height").fill("40");
      await expect
        .poll(() => page.getByTestId("order-summary").innerText())
        .toContain("60 × 40 mm");
      for (const [code, address] of [
        ["EN", "/en/labels-on-rolls"],
        ["DE", "/de/etiketten-auf-rolle"],
        ["PL", "/etykiety-na-rolce"],
      ] as const) {
        await page.locator(".language-switch").getByRole("link", { name: code }).click();
        await page.waitForURL(`${server.url}${address}`);
        await page.getByTestId("label-calculator").waitFor();
        expect(await page.locator("#label-width").inputValue()).toBe("60");
        expect(await page.locator("#label-height").inputValue()).toBe("40");
        await expect
          .poll(() => page.getByTestId("order-summary").innerText())
          .toContain("60 × 40 mm");
      }
      // Arriving afresh (not by the switch) starts from the defaults.
      await page.goto(`${server.url}/en/etykiety-na-rolce`);
      await page.getByTestId("label-calculator").waitFor();
      expect(await page.locator("#label-width").inputValue()).not.toBe("60");
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);

  it("pl: 'Etykiety' is in the menu once, and opens the labels category", async () => {
    const context = await browser.newContext(desktop);
    try {
      const { page } = await watched(context);
      await page.goto(`${server.url}/`);
      const nav = page.getByTestId("site-nav");
      await nav.getByRole("link", { name: "Program partnerski", exact: true }).waitFor();
      expect(await nav.getByRole("link", { name: "Etykiety", exact: true }).count()).toBe(1);
      await nav.getByRole("link", { name: "Etykiety", exact: true }).click();
      await page.waitForURL(`${server.url}/etykiety`);
      await expect.poll(() => page.getByTestId("product-grid").locator("li").count()).toBe(3);
    } finally {
      await context.close();
    }
  }, 60_000);

  it.each([
    ["", "Klejona PUR", "niedostępne z: Okładka: Jak środek"],
    ["/en", "PUR perfect binding", "not available with Cover: Self cover"],
  ])(
    "%s: a struck-through binding says why it cannot be chosen (%s)",
    async (prefix, option, reason) => {
      const context = await browser.newContext(desktop);
      try {
        const { page, problems } = await watched(context);
        await page.goto(`${server.url}${prefix}/czasopisma`);
        await page.locator("#opt-505").click();
        const item = page.getByRole("option", { name: new RegExp(option) });
        await item.waitFor();
        expect(await item.getAttribute("aria-disabled")).toBe("true");
        expect(await item.innerText()).toContain(reason);
        // The reason itself is not struck through.
        const decoration = await item
          .locator(".searchable-select-reason")
          .evaluate((e) => getComputedStyle(e).textDecorationLine);
        expect(decoration).toBe("none");
        // A binding nothing excludes has no reason beside it.
        expect(await page.locator("#opt-505-opt-0 .searchable-select-reason").count()).toBe(0);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    },
    60_000,
  );

  it("pl: the carousel's pause/previous/next buttons stand out from their background (≥ 3:1)", async () => {
    const admin = { userId: "test-admin", email: "admin@example.com" };
    await Banner.create(
      { caption: { pl: "Drugi baner", en: "Second banner", de: "Zweites Banner" }, sort: 50 },
      admin,
    );
    changed("products");
    const context = await browser.newContext({ ...desktop, reducedMotion: "reduce" });
    try {
      const { page } = await watched(context);
      await page.goto(`${server.url}/`);
      const controls = page.locator(".carousel-controls");
      await controls.waitFor();
      const buttons = controls.locator("button:not(.carousel-dot)");
      expect(await buttons.count()).toBe(3);
      for (let i = 0; i < 3; i++) {
        const {
          color,
          background,
          border,
          page: pageBg,
        } = await buttons.nth(i).evaluate((b) => {
          const s = getComputedStyle(b);
          return {
            color: s.color,
            background: s.backgroundColor,
            border: s.borderTopColor,
            page: getComputedStyle(document.body).backgroundColor,
          };
        });
        expect(contrast(color, background)).toBeGreaterThanOrEqual(3);
        expect(
          contrast(border, pageBg === "rgba(0, 0, 0, 0)" ? "rgb(255, 255, 255)" : pageBg),
        ).toBeGreaterThanOrEqual(3);
      }
    } finally {
      await context.close();
    }
  }, 60_000);

  it.each([
    ["", "wizytowki", "Wizytówki", "/wizytowki"],
    ["/en", "business", "Business cards", "/en/business-cards"],
  ])(
    "%s: the header search finds '%s' by its title and Enter opens the first hit",
    async (prefix, query, title, address) => {
      const context = await browser.newContext(desktop);
      try {
        const { page, problems } = await watched(context);
        await page.goto(`${server.url}${prefix}/`);
        await page.getByTestId("product-grid").waitFor();
        const search = page.getByTestId("search");
        await search.fill(query);
        await page.getByTestId("search-results").getByRole("link", { name: title }).waitFor();
        await search.press("Enter");
        await page.waitForURL(`${server.url}${address}`);
        await page.getByTestId("price-table").waitFor();
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    },
    60_000,
  );

  it("pl: a cart line's quantity changes in the cart, priced by the server; a run not offered is refused in Polish", async () => {
    const context = await browser.newContext(desktop);
    try {
      const { page, problems } = await watched(context);
      await addBusinessCards(page);
      await page.goto(`${server.url}/cart`);
      const table = page.getByTestId("cart-table");
      await table.waitFor();
      const total = page.getByTestId("cart-total-gross");
      const before = await total.innerText();
      const control = page.getByTestId("line-quantity");
      await control.getByRole("spinbutton").fill("250");
      await control.getByRole("button", { name: "Zmień" }).click();
      await expect.poll(() => total.innerText()).not.toBe(before);
      expect(await control.getByRole("spinbutton").inputValue()).toBe("250");
      const after = await total.innerText();
      await control.getByRole("spinbutton").fill("7");
      await control.getByRole("button", { name: "Zmień" }).click();
      await page.getByText("Nakład 7 szt. nie jest dostępny dla tej konfiguracji.").waitFor();
      await expect.poll(() => control.getByRole("spinbutton").inputValue()).toBe("250");
      expect(await total.innerText()).toBe(after);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);
});
