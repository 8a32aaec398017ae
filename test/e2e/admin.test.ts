import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { Account } from "@printshop/core";
import { launchBrowser } from "../browser";
import { startTestServer } from "../../packages/functions/test/server";
import { createStaff, giveCode, givePassword, signInStaff } from "./staff";

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;

// A loaded machine takes over 20 s for a sign-in test with its code step: room to spare.
describe("the admin's door in Chromium", { timeout: 90_000 }, () => {
  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    await createStaff({
      email: "admin@example.com",
      password: "admin password 1",
      role: "administrator",
    });
    await Account.createForTest({ email: "customer@example.com", password: "customer password 1" });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("shows only the sign-in screen, then the code step, then the panel to an administrator, and signs out", async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/admin`);
    await page.getByRole("heading", { name: "Logowanie do panelu" }).waitFor();
    expect(await page.getByRole("navigation").count()).toBe(0);
    // It has an icon the server serves (else the browser asks /favicon.ico and logs a 404).
    const icon = await page.locator('link[rel="icon"]').getAttribute("href");
    const served = await page.evaluate(async (href) => {
      const r = await fetch(href!);
      return [r.status, r.headers.get("content-type")];
    }, icon);
    expect(served).toEqual([200, expect.stringContaining("image/svg+xml")]);
    await givePassword(page, "admin@example.com");
    // The password alone opens nothing of the panel: the code from the app comes first.
    await page.getByRole("heading", { name: "Podaj kod" }).waitFor();
    expect(await page.getByRole("navigation").count()).toBe(0);
    await giveCode(page, "admin@example.com");
    await page.getByRole("heading", { name: "Pulpit", level: 1 }).waitFor();
    expect(await page.getByTestId("admin-user").innerText()).toContain("admin@example.com");
    await page.reload();
    await page.getByRole("heading", { name: "Pulpit", level: 1 }).waitFor();
    await page.getByRole("button", { name: "Wyloguj się" }).click();
    await page.getByRole("heading", { name: "Logowanie do panelu" }).waitFor();
    await page.close();
  });

  it("refuses a wrong password with the generic message, and a customer with no access", async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/admin`);
    await page.getByLabel("E-mail").fill("admin@example.com");
    await page.getByLabel("Hasło").fill("wrong password");
    await page.getByRole("button", { name: "Zaloguj się" }).click();
    expect(await page.getByRole("alert").first().innerText()).toContain(
      "Nieprawidłowy e-mail lub hasło",
    );

    await page.getByLabel("E-mail").fill("customer@example.com");
    await page.getByLabel("Hasło").fill("customer password 1");
    await page.getByRole("button", { name: "Zaloguj się" }).click();
    await page.getByText("To konto nie ma dostępu do panelu administracyjnego.").waitFor();
    expect(await page.getByRole("heading", { name: "Pulpit", level: 1 }).count()).toBe(0);
    await page.getByRole("button", { name: "Zaloguj się na inne konto" }).click();
    await page.getByRole("heading", { name: "Logowanie do panelu" }).waitFor();
    await page.close();
  });

  it("takes its language from the URL like the shop (/admin/en, /admin/de) and switches it there", async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/admin/en`);
    await page.getByRole("heading", { name: "Sign in to the administration" }).waitFor();
    expect(await page.getAttribute("html", "lang")).toBe("en");
    await signInStaff(page, "admin@example.com");
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    await page.getByLabel("Language").selectOption("de");
    await page.getByRole("heading", { name: "Übersicht", level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin/de");
    await page.goBack();
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    await page.close();
  });
});
