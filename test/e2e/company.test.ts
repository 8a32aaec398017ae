import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "../browser";
import { startTestServer } from "../../packages/functions/test/server";
import { sentEmails } from "../../packages/functions/test/built";
import { makeUser, sessionCookieFor } from "../../packages/functions/test/accounts";
import { businessCards, guest, visitor } from "../../packages/functions/test/shop-client";

/**
 * Issue 31's "Must show" for item 5, in Chromium, in Polish: a company with two buyers — each
 * sees the other's order in the account; a buyer's order above the owner's threshold waits for
 * the owner's approval, the owner approves it on the company page, and the order is placed and
 * listed for both.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
const data = (r: { body: any }) => r.body.result.data;
const NIP = "5260250274";

async function person(profile?: Record<string, unknown>) {
  const user = await makeUser(
    "customer",
    "correct horse 1",
    profile ? { profile: profile as Record<string, string> } : {},
  );
  const api = visitor(server.url, "pl");
  api.jar.set("session", (await sessionCookieFor(user.userId)).sessionId);
  return { ...user, api };
}
type Person = Awaited<ReturnType<typeof person>>;

async function order(who: Person, quantity: number) {
  await who.api.mutate("shop.cart.add", { config: businessCards(quantity), mode: "eco" });
  const placed = await who.api.mutate("shop.checkout.place", {
    idempotencyKey: `k${crypto.randomUUID().replace(/-/g, "")}`,
    paymentMethodId: 1,
    shippingMethodId: 1,
    customer: guest,
    termsAccepted: true,
    // A private buyer confirms made-to-order goods have no withdrawal right (issue 31 item 6).
    withdrawalWaiver: true,
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return data(placed) as {
    orderId: string;
    number: string;
    awaitingApproval: { approvalId: string } | null;
  };
}

async function pageOf(who: Person): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const [name, value] = (await sessionCookieFor(who.userId)).cookie.split("=");
  await context.addCookies([{ name: name!, value: value!, url: server.url }]);
  const page = await context.newPage();
  page.setDefaultTimeout(45_000);
  return page;
}
const ordersRow = (page: Page, number: string) =>
  page.getByTestId("orders").getByRole("row").filter({ hasText: number });

describe("company accounts in Chromium", { timeout: 300_000 }, () => {
  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("po polsku: two buyers see each other's orders; an order above the threshold waits, the owner approves it, both see it", async () => {
    const owner = await person({
      type: 2,
      billingCompany: "Etykiety Nowak sp. z o.o.",
      billingTax: NIP,
      billingCountry: "PL",
    });
    const [anna, jan] = [await person(), await person()];
    expect((await owner.api.mutate("shop.account.companyCreate")).status).toBe(200);
    for (const b of [anna, jan])
      expect(
        (await owner.api.mutate("shop.account.companyInvite", { email: b.email })).status,
      ).toBe(200);
    const tokenOf = (email: string) =>
      /\/account\/company\/join#([\w-]+)/.exec(
        sentEmails({ to: email, kind: "company.invite" }).at(-1)!.text,
      )![1]!;
    expect(
      (await jan.api.mutate("shop.account.companyAccept", { token: tokenOf(jan.email) })).status,
    ).toBe(200);

    // Anna accepts from the e-mail's link, in the browser.
    const annaPage = await pageOf(anna);
    await annaPage.goto(`${server.url}/account/company/join#${tokenOf(anna.email)}`);
    await annaPage
      .getByText(`Przyjmujesz zaproszenie jako ${anna.email}.`)
      .waitFor()
      .catch(async (e: Error) => {
        throw new Error(`${e.message}\n${await annaPage.locator("body").innerText()}`);
      });
    await annaPage.getByRole("button", { name: "Przyjmij zaproszenie" }).click();
    await annaPage.getByText("Twoja rola: kupujący").waitFor();

    const annas = await order(anna, 100);
    const jans = await order(jan, 250);
    await annaPage.goto(`${server.url}/account`);
    await ordersRow(annaPage, jans.number).getByText(`złożył(a): ${jan.email}`).waitFor();
    const janPage = await pageOf(jan);
    await janPage.goto(`${server.url}/account`);
    await ordersRow(janPage, annas.number).getByText(`złożył(a): ${anna.email}`).waitFor();

    // The owner sets a threshold of 10 PLN net on the company page.
    const ownerPage = await pageOf(owner);
    await ownerPage.goto(`${server.url}/account/company`);
    await ownerPage.getByRole("textbox", { name: "Próg akceptacji (PLN netto)" }).fill("10");
    await ownerPage.getByRole("button", { name: "Zapisz próg" }).click();
    await ownerPage.getByText(/Obecny próg: 10,00/).waitFor();

    // Jan's order above it waits: nothing placed, the owner is e-mailed.
    const held = await order(jan, 500);
    expect(held.orderId).toBe("");
    expect(sentEmails({ to: owner.email, kind: "company.approval" })).toHaveLength(1);
    expect((data(await jan.api.query("shop.account.orders")) as unknown[]).length).toBe(2);

    await ownerPage.reload();
    const pending = ownerPage.getByTestId("approval-pending");
    await pending.getByText(jan.email).waitFor();
    await pending.getByRole("button", { name: "Akceptuj i złóż zamówienie" }).click();
    const placedNumber = (
      await ownerPage.getByText(/^Zamówienie \S+ złożone\.$/).innerText()
    ).split(" ")[1]!;
    await ownerPage.getByTestId("approval-approved").waitFor();

    // Placed and listed for both buyers (and the owner), marked with who placed it.
    await janPage.goto(`${server.url}/account`);
    await ordersRow(janPage, placedNumber).waitFor();
    await annaPage.goto(`${server.url}/account`);
    await ordersRow(annaPage, placedNumber).getByText(`złożył(a): ${jan.email}`).waitFor();
    await ownerPage.goto(`${server.url}/account`);
    await ordersRow(ownerPage, placedNumber).waitFor();
    expect(sentEmails({ to: jan.email, kind: "company.approved" })).toHaveLength(1);
    for (const p of [annaPage, janPage, ownerPage]) await p.context().close();
  });
});
