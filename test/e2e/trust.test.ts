import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { Account } from "@printshop/core";
import { launchBrowser } from "../browser";
import { startTestServer } from "../../packages/functions/test/server";
import { makeUser, sessionCookieFor } from "../../packages/functions/test/accounts";

/**
 * Issue 16 in Chromium: the legal layer in the footer, every storefront route free of console
 * errors and failed requests with its own title per language, a signed-in checkout prefilled.
 * One server and one browser for the file.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;

/** A page that records console errors, page errors, failed requests and 4xx/5xx answers. */
async function watchedPage(context: BrowserContext) {
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(`console: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));
  let inflight = 0;
  page.on("request", () => inflight++);
  page.on("requestfinished", () => inflight--);
  page.on("requestfailed", (r) => {
    inflight--;
    problems.push(`failed: ${r.url()} ${r.failure()?.errorText ?? ""}`);
  });
  page.on("response", (r) => {
    if (r.status() >= 400) problems.push(`${r.status()}: ${r.url()}`);
  });
  /**
   * Navigates inside the SPA (as a link does: no reload) and waits until the page has no request
   * in flight; `landsOn` is where a page that sends the visitor on ends.
   */
  const visit = async (path: string, landsOn = path) => {
    await page.evaluate((to) => {
      history.pushState(null, "", to);
      dispatchEvent(new PopStateEvent("popstate"));
    }, path);
    await page.waitForURL((u) => u.pathname === landsOn);
    // Two frames: React has committed and its effects have started their requests.
    await page.evaluate(
      () => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))),
    );
    await expect.poll(() => inflight).toBe(0);
    await page.locator("main h1").first().waitFor();
  };
  return { page, problems, visit };
}

async function addBusinessCards(page: Page, prefix: string) {
  await page.goto(`${server.url}${prefix}/wizytowki`);
  await page.getByTestId("price-table").waitFor();
  await page.getByTestId("cell-100-eco").click();
  await page.getByTestId("add-to-cart").click();
  await page.locator('[data-testid="cart-count"]', { hasText: "1" }).waitFor();
}

describe("the storefront's trust layer and routes in Chromium (issue 16)", () => {
  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it.each([
    ["", 1280, "Regulamin", "NIP"],
    ["/en", 375, "Terms and conditions", "Tax no. (NIP)"],
    ["/de", 1280, "Allgemeine Geschäftsbedingungen", "USt-IdNr."],
  ])(
    "footer pages reachable (%s at %i px): company data marked as an example, the four legal pages",
    async (prefix, width, termsTitle, taxLabel) => {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      try {
        const { page, problems } = await watchedPage(context);
        await page.goto(`${server.url}${prefix}/`);
        const footer = page.getByTestId("site-footer");
        await footer.getByTestId("footer-company").waitFor();
        expect(await footer.innerText()).toContain(taxLabel);
        await footer.getByTestId("company-placeholder").waitFor();
        for (const key of ["terms", "privacy", "returns", "contact"]) {
          await page.getByTestId(`footer-${key}`).click();
          await page.getByTestId("cms-page").waitFor();
          expect((await page.getByTestId("cms-page").innerText()).length).toBeGreaterThan(50);
        }
        await page.getByTestId("footer-terms").click();
        await page.getByRole("heading", { name: termsTitle, level: 1 }).waitFor();
        expect(await page.title()).toContain(termsTitle);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it("every storefront route, in pl/en/de: no console error, no failed request, its own tab title", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const { page, problems, visit } = await watchedPage(context);
      // A line in the cart, so that the checkout steps show themselves rather than "empty".
      await addBusinessCards(page, "");
      const routes = [
        "/",
        "/etykiety",
        "/etykiety-na-rolce",
        "/wizytowki",
        "/czasopisma",
        "/ulotki",
        "/plomby-void",
        "/etykiety-holograficzne",
        "/cart",
        "/koszyk",
        "/wgraj-plik",
        "/order/upload",
        "/order/payment",
        "/order/shipping",
        "/order/summary",
        "/page/regulamin",
        "/page/polityka-prywatnosci",
        "/page/reklamacje-i-zwroty",
        "/page/kontakt",
        "/page/program-partnerski",
        "/login",
        "/register",
        "/account",
        "/no-such-page",
      ];
      const titles = new Map<string, string>();
      for (const prefix of ["", "/en", "/de"]) {
        for (const route of routes) {
          const url = `${prefix}${route === "/" && prefix ? "" : route}`;
          // Signed out, the account page sends the visitor to the sign-in page.
          await visit(url, route === "/account" ? `${prefix}/login` : url);
          const title = await page.title();
          expect(title, url).not.toBe("Drukarnia etykiet");
          titles.set(`${prefix}${route}`, title);
        }
      }
      expect(problems).toEqual([]);
      // A title per language: the same route differs between pl, en and de.
      for (const route of ["/cart", "/order/summary", "/page/regulamin"]) {
        expect(
          new Set([titles.get(route), titles.get(`/en${route}`), titles.get(`/de${route}`)]).size,
          route,
        ).toBe(3);
      }
      const favicon = await page.evaluate(async () => (await fetch("/favicon.svg")).status);
      expect(favicon).toBe(200);
    } finally {
      await context.close();
    }
  }, 120_000);

  it("a signed-in company customer's checkout is prefilled from the account, and changes can be saved back", async () => {
    const { userId } = await makeUser();
    await Account.update(
      {
        profile: {
          firstName: "Marta",
          lastName: "Wiśniewska",
          phone: "600 100 200",
          type: 1,
          billingCompany: "Etykiety Wiśniewska sp. z o.o.",
          billingTax: "5260001246",
          billingAddress1: "ul. Polna 5",
          billingPostcode: "31-100",
          billingCity: "Kraków",
          billingCountry: "PL",
        },
      },
      userId,
    );
    const { cookie } = await sessionCookieFor(userId);
    const [name, value] = cookie.split("=");
    const context = await browser.newContext({
      viewport: { width: 375, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    try {
      await context.addCookies([{ name: name!, value: value!, url: server.url }]);
      const { page, problems } = await watchedPage(context);
      await addBusinessCards(page, "/en");
      await page.goto(`${server.url}/en/order/payment`);
      await page.locator('input[name="shipping"]').first().check();
      // Fault 8: the chosen payment explains itself; cash on delivery has its own block.
      await page.locator('input[name="payment"]').nth(2).check();
      expect(await page.getByTestId("payment-block").getAttribute("data-kind")).toBe("cash");
      expect(await page.getByTestId("payment-block").innerText()).toContain("courier");
      await page.locator('input[name="payment"]').first().check();
      expect(await page.getByTestId("payment-block").getAttribute("data-kind")).toBe("transfer");
      await page.getByTestId("step-continue").click();
      await page.waitForURL(`${server.url}/en/order/shipping`);
      await expect.poll(() => page.locator("#f-firstName").inputValue()).toBe("Marta");
      expect(await page.locator("#f-billingCompany").inputValue()).toBe(
        "Etykiety Wiśniewska sp. z o.o.",
      );
      expect(await page.locator("#f-billingTax").inputValue()).toBe("5260001246");
      expect(await page.locator("#f-billingCountry").inputValue()).toBe("PL");
      expect(await page.locator("#f-email").inputValue()).toMatch(/@example\.com$/);
      // A change offers to save it to the account; saved, the account has it.
      await page.locator("#f-phone").fill("600 100 300");
      await page.getByTestId("save-to-account").locator("input").check();
      await page.getByTestId("step-continue").click();
      await page.waitForURL(`${server.url}/en/order/summary`);
      expect((await Account.get(userId)).profile.phone).toBe("600 100 300");
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("fault 5: the flyer discount shows where the price is shown, and the cart's totals are the sums of its lines", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const { page, problems } = await watchedPage(context);
      await page.goto(`${server.url}/ulotki`);
      await page.getByTestId("price-table").waitFor();
      const cell = page.locator('[data-testid^="cell-"][data-testid$="-standard"]').first();
      await cell.click();
      await page.getByTestId("summary-discount").waitFor();
      const net = await page.getByTestId("summary-net").innerText();
      expect(await cell.innerText()).toContain(net);
      expect(await page.getByTestId("summary-before-discount").innerText()).not.toBe(net);
      await page.getByTestId("add-to-cart").click();
      await page.getByTestId("go-to-checkout").click();
      await page.getByTestId("cart-table").waitFor();
      const line = page.getByTestId("cart-table").locator("tbody tr").first();
      expect(await line.innerText()).toContain(net);
      expect(await page.getByTestId("cart-total-gross-net").innerText()).toBe(net);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.each([
    ["", 1280, "Program partnerski", "Etykiety", "/etykiety", "/plomby-void"],
    ["/en", 375, "Loyalty program", "Labels", "/en/labels", "/en/void-security-seals"],
    ["/de", 375, "Partnerprogramm", "Etiketten", "/de/etiketten", "/de/void-sicherheitssiegel"],
  ])(
    "navigation (%s at %i px): menu items, a category page, search over titles, breadcrumbs, each at its address in the language",
    async (prefix, width, menuItem, labels, category, seals) => {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      try {
        const { page, problems } = await watchedPage(context);
        await page.goto(`${server.url}${prefix}/`);
        await page.getByTestId("product-grid").waitFor();
        const toggle = page.locator(".menu-toggle");
        const openMenu = async () => {
          if (await toggle.isVisible()) await toggle.click();
        };
        await openMenu();
        await page
          .getByTestId("site-nav")
          .getByRole("link", { name: menuItem, exact: true })
          .waitFor();
        await page.getByTestId("nav-category-etykiety").click();
        await page.waitForURL(`${server.url}${category}`);
        await page.getByRole("heading", { name: labels, level: 1 }).waitFor();
        expect(await page.getByTestId("product-grid").locator("li").count()).toBe(3);
        expect(await page.locator('.product-grid svg[data-picture="roll"]').count()).toBe(3);
        // Search over product titles, then the product page with its breadcrumbs.
        await openMenu();
        await page.getByTestId("search").fill("void");
        await page.getByTestId("search-results").getByRole("link").first().click();
        await page.waitForURL(`${server.url}${seals}`);
        const crumbs = page.getByTestId("breadcrumbs");
        await crumbs.waitFor();
        await crumbs.getByRole("link", { name: labels, exact: true }).click();
        await page.waitForURL(`${server.url}${category}`);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
