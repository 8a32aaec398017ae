import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { Account, Session } from "@printshop/core";
import { translate } from "@printshop/core/messages";
import { launchBrowser } from "../browser";
import { startTestServer } from "../../packages/functions/test/server";
import plTexts from "../../packages/shop/src/locales/pl/account.json";
import enTexts from "../../packages/shop/src/locales/en/account.json";
import deTexts from "../../packages/shop/src/locales/de/account.json";

/** The shop's own words, read from its locale files, so the test follows the texts. */
const texts = { pl: plTexts, en: enTexts, de: deTexts };
type Locale = keyof typeof texts;
const prefix = { pl: "", en: "/en", de: "/de" } satisfies Record<Locale, string>;
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

/**
 * Two real browsers' headers (as Firefox on Windows and Safari on an iPhone send them): the list
 * shows each by its browser and system. Each browser also comes from its own address.
 */
const FIRST = {
  userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0",
  browser: "Firefox",
  system: "Windows",
  address: "198.51.100.7",
};
const SECOND = {
  userAgent:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1",
  browser: "Safari",
  system: "iOS",
  address: "203.0.113.9",
};
const device = (locale: Locale, who: typeof FIRST) =>
  fill(texts[locale].sessions.device, { browser: who.browser, system: who.system });

const email = `sessions-${Date.now()}@example.com`;
const password = "Naklejki na słoiki 2026";

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
const errors: string[] = [];

async function openBrowser(who: typeof FIRST): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    userAgent: who.userAgent,
    extraHTTPHeaders: { "x-forwarded-for": who.address },
  });
  const page = await context.newPage();
  // The machine may be busy (tests run in parallel on two cores): be patient, not flaky.
  page.setDefaultTimeout(45_000);
  page.on("pageerror", (e) => errors.push(e.message));
  return { context, page };
}

async function signIn(page: Page, locale: Locale) {
  const t = texts[locale];
  await page.goto(`${server.url}${prefix[locale]}/login`);
  await page.getByLabel(t.fields.email, { exact: true }).fill(email);
  await page.getByLabel(t.fields.password, { exact: true }).fill(password);
  await page.locator("form").getByRole("button", { name: t.login.submit, exact: true }).click();
  await page.waitForURL(`${server.url}${prefix[locale]}/account`);
}

/** The account page's list of sessions, once it shows `count` of them. */
async function sessionsShown(page: Page, locale: Locale, count: number) {
  const section = page.getByTestId("sessions");
  await section.getByRole("heading", { name: texts[locale].sessions.title }).waitFor();
  await expect.poll(() => section.getByTestId("session").count()).toBe(count);
  return section;
}

/** A visit to the account page without a session lands on the sign-in page. */
async function accountVisitAsksToSignIn(page: Page, locale: Locale) {
  await page.goto(`${server.url}${prefix[locale]}/account`);
  await page.waitForURL(`${server.url}${prefix[locale]}/login`);
  await page.getByRole("heading", { name: texts[locale].login.title, exact: true }).waitFor();
}

describe("the customer's sessions on the account page, in Chromium", () => {
  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("pl: lists both browsers, this one marked, and signs the other out; en: the other is asked to sign in, and its out-of-date list is refused; de: all others, then everywhere", async () => {
    const userId = await Account.createForTest({ email, password });
    const first = await openBrowser(FIRST);
    const second = await openBrowser(SECOND);
    await signIn(second.page, "en");
    await signIn(first.page, "pl");

    // Polish (the default): two sessions, this browser's marked, the other's with its address.
    const pl = texts.pl.sessions;
    let list = await sessionsShown(first.page, "pl", 2);
    const mine = list.locator("[data-testid=session][data-current]");
    expect(await mine.innerText()).toContain(device("pl", FIRST));
    expect(await mine.innerText()).toContain(pl.thisDevice);
    expect(await mine.innerText()).toContain(`${pl.address}: ${FIRST.address}`);
    // No button to sign out the browser one is using (that is "sign out everywhere").
    expect(await mine.getByRole("button").count()).toBe(0);
    const other = list.locator("[data-testid=session]:not([data-current])");
    expect(await other.innerText()).toContain(device("pl", SECOND));
    expect(await other.innerText()).not.toContain(pl.thisDevice);
    expect(await other.innerText()).toContain(`${pl.address}: ${SECOND.address}`);
    expect(await other.innerText()).toContain(`${pl.lastSeen}:`);
    // Last seen: a moment of the last few minutes, given to the machine too.
    const seen = Date.parse((await other.locator("time").getAttribute("datetime"))!);
    expect(Date.now() - seen).toBeLessThan(10 * 60_000);
    expect(Date.now() - seen).toBeGreaterThan(-60_000);

    const signOutSecond = `${fill(pl.signOutDevice, { device: device("pl", SECOND) })} (${SECOND.address})`;
    await list.getByRole("button", { name: signOutSecond, exact: true }).click();
    await first.page.getByText(pl.revoked).waitFor();
    await sessionsShown(first.page, "pl", 1);
    await list.getByText(pl.noOthers).waitFor();
    expect(await list.getByRole("button", { name: pl.signOutOthers }).isDisabled()).toBe(true);
    expect((await Session.list(userId)).map((s) => s.device)).toEqual([FIRST.userAgent]);

    // English: the signed-out browser's next visit to its account asks it to sign in.
    await accountVisitAsksToSignIn(second.page, "en");
    await signIn(second.page, "en");
    const en = texts.en.sessions;
    list = await sessionsShown(second.page, "en", 2);
    const secondMine = list.locator("[data-testid=session][data-current]");
    expect(await secondMine.innerText()).toContain(device("en", SECOND));
    expect(await secondMine.innerText()).toContain(en.thisDevice);
    expect(await list.locator("[data-testid=session]:not([data-current])").innerText()).toContain(
      device("en", FIRST),
    );
    const secondList = list;

    // German: the first browser signs out all the others, then everywhere, itself included.
    const de = texts.de.sessions;
    await first.page.goto(`${server.url}/de/account`);
    list = await sessionsShown(first.page, "de", 2);
    expect(await list.locator("[data-testid=session][data-current]").innerText()).toContain(
      de.thisDevice,
    );
    expect(await list.locator("[data-testid=session]:not([data-current])").innerText()).toContain(
      device("de", SECOND),
    );
    await list.getByRole("button", { name: de.signOutOthers, exact: true }).click();
    await first.page.getByText(fill(de.othersEnded, { count: 1 })).waitFor();
    await sessionsShown(first.page, "de", 1);
    // The second browser's list is now out of date and its session has ended: what it asks is
    // refused in its language (a toast, the server's message), and the list read again says so.
    const signOutFirst = `${fill(en.signOutDevice, { device: device("en", FIRST) })} (${FIRST.address})`;
    await secondList.getByRole("button", { name: signOutFirst, exact: true }).click();
    const refused = translate("auth.required", "en");
    await second.page.locator(".toasts").getByText(refused).waitFor();
    await secondList.getByRole("alert").filter({ hasText: refused }).waitFor();
    await accountVisitAsksToSignIn(second.page, "en");

    await list.getByRole("button", { name: de.signOutEverywhere, exact: true }).click();
    await first.page.waitForURL(`${server.url}/de/login`);
    await first.page.getByText(de.signedOutEverywhere).waitFor();
    expect(await Session.list(userId)).toEqual([]);
    await accountVisitAsksToSignIn(first.page, "de");

    expect(errors).toEqual([]);
    await first.context.close();
    await second.context.close();
  }, 240_000);
});
