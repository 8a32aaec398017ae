import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser } from "../browser";
import { startTestServer } from "../../packages/functions/test/server";
import { makeUser, sessionCookieFor } from "../../packages/functions/test/accounts";

/**
 * A signed-in customer on a server-rendered product page. The server renders every page as for a
 * visitor not known yet (it does not ask for the account); the header's link asks once hydrated.
 * When that answer arrives before a later part of the page hydrates (the product kind's chunk is
 * slow: delayed here), the later part's first render must still match the server's HTML — the
 * "Save configuration" button, shown only to a signed-in customer, appears after hydration, not
 * during it (else React throws the HTML away: error #418, seen in CI on the invoice journey).
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;

describe("a signed-in customer on a server-rendered label page", () => {
  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("hydrates without an error when the account is known before the page's chunk arrives", async () => {
    const user = await makeUser();
    const [name, value] = (await sessionCookieFor(user.userId)).cookie.split("=");
    const context = await browser.newContext();
    try {
      await context.addCookies([{ name: name!, value: value!, url: server.url }]);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
      let delayed = 0;
      await page.route(/\/assets\/LabelCalculatorPage-[\w-]+\.js$/, async (route) => {
        delayed++;
        await new Promise((ok) => setTimeout(ok, 1_500));
        await route.continue();
      });
      const account = page.waitForResponse((r) => r.url().includes("shop.account.me"));
      await page.goto(`${server.url}/etykiety-na-rolce`);
      await account;
      await page.locator('[data-testid="label-prices"][data-confirmed="true"]').waitFor();
      await page.getByRole("button", { name: "Zapisz konfigurację" }).waitFor();
      expect(await page.getByTestId("account-link").innerText()).toBe("Moje konto");
      expect(delayed).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 90_000);
});
