import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { Account } from "@printshop/core";
import { sentEmails } from "../../packages/functions/test/built";
import { translate } from "@printshop/core/messages";
import { invite } from "@printshop/core/user/invite";
import { launchBrowser } from "../browser";
import { startTestServer } from "../../packages/functions/test/server";
import { givePassword } from "./staff";

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
const tokenIn = (text: string) => /#([\w-]{20,})/.exec(text)?.[1];
const OLD = "an old passphrase 1";
const NEW = "a new passphrase for 2027";

/** The shop's forgotten-password pages (issue 25 part 2) and an invitation's set-password link (issue 27). */
// As long as a few of the pages' own waits (45 s each): a loaded machine takes well over 30 s.
describe("forgotten password and invitations in Chromium", { timeout: 90_000 }, () => {
  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    await Account.createForTest({ email: "forgetful@example.com", password: OLD });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("en: from the sign-in page a link by e-mail sets a new password once; the new one signs in; the used link then says so", async () => {
    const page = await browser.newPage();
    page.setDefaultTimeout(45_000);
    await page.goto(`${server.url}/en/login`);
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await page.getByRole("heading", { name: "Forgot your password?" }).waitFor();
    await page.getByLabel("E-mail").fill("forgetful@example.com");
    await page.getByRole("button", { name: "Send the link" }).click();
    await page.getByTestId("reset-requested").waitFor();
    expect(await page.getByTestId("reset-requested").innerText()).toContain(
      "forgetful@example.com",
    );
    const mail = sentEmails({ to: "forgetful@example.com", kind: "account.reset" }).at(-1)!;
    const link = /https?:\/\/\S+#[\w-]+/.exec(mail.text)![0];
    expect(link).toContain("/en/password/reset#");

    await page.goto(link);
    await page.getByRole("heading", { name: "Set a new password" }).waitFor();
    await page.getByLabel("New password", { exact: true }).fill(NEW);
    await page.getByLabel("Repeat the new password").fill("something else");
    await page.getByRole("button", { name: "Set the password" }).click();
    await page.getByText(translate("account.password_mismatch", "en")).first().waitFor();
    await page.getByLabel("Repeat the new password").fill(NEW);
    await page.getByRole("button", { name: "Set the password" }).click();
    await page.getByTestId("password-set").waitFor();
    await page.getByRole("link", { name: "Sign in" }).last().click();
    await page.getByLabel("E-mail").fill("forgetful@example.com");
    await page.getByLabel("Password").fill(NEW);
    await page.getByRole("button", { name: "Sign in" }).last().click();
    await page.waitForURL(`${server.url}/en/account`);

    const again = await browser.newPage();
    await again.goto(`${server.url}/en/password/reset#${tokenIn(mail.text)}`);
    await again.getByLabel("New password", { exact: true }).fill(NEW);
    await again.getByLabel("Repeat the new password").fill(NEW);
    await again.getByRole("button", { name: "Set the password" }).click();
    await again.getByText("This link has expired or was already used.").waitFor();
    await again.getByRole("link", { name: "Ask for a new link" }).waitFor();
    await again.close();
    await page.close();
  }, 120_000);

  it("pl: an unknown e-mail gets the same answer and no e-mail; de: an invited staff member sets a password and is sent to the admin's sign-in, where the second factor is set up first", async () => {
    const page = await browser.newPage();
    page.setDefaultTimeout(45_000);
    await page.goto(`${server.url}/password/forgot`);
    await page.getByLabel("E-mail").fill("nobody.at.all@example.com");
    await page.getByRole("button", { name: "Wyślij link" }).click();
    await page.getByText("Jeśli istnieje konto dla nobody.at.all@example.com").waitFor();
    expect(sentEmails({ to: "nobody.at.all@example.com" })).toEqual([]);

    const invited = await invite(
      { email: "packer@example.com", role: "orders" },
      { userId: "u-admin", email: "boss@example.com" },
      { locale: "de", origin: server.url },
    );
    expect(invited.role).toBe("orders");
    const mail = sentEmails({ to: "packer@example.com", kind: "account.invite" }).at(-1)!;
    await page.goto(/https?:\/\/\S+#[\w-]+/.exec(mail.text)![0]);
    await page.getByRole("heading", { name: "Neues Passwort festlegen" }).waitFor();
    await page.getByLabel("Neues Passwort", { exact: true }).fill(NEW);
    await page.getByLabel("Neues Passwort wiederholen").fill(NEW);
    await page.getByRole("button", { name: "Passwort festlegen" }).click();
    const toAdmin = page.getByRole("link", { name: "In der Administration anmelden" });
    await toAdmin.waitFor();
    expect(await toAdmin.getAttribute("href")).toBe("/admin/de");
    // There the new password opens only the set-up of the second factor (none is enrolled yet).
    await toAdmin.click();
    await givePassword(page, "packer@example.com", NEW);
    await page.getByRole("heading", { name: "Zweiten Anmeldefaktor einrichten" }).waitFor();
    expect(await page.getByRole("navigation", { name: "Bereiche" }).count()).toBe(0);
    await page.close();
  }, 120_000);
});
