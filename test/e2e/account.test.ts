import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "../browser";
import { startTestServer } from "../../packages/functions/test/server";
import { sentEmails } from "../../packages/functions/test/built";
import { makeUser, sessionCookieFor } from "../../packages/functions/test/accounts";

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
let page: Page;

const email = `firma-${Date.now()}@example.com`;
const password = "Etykiety na rolce 2026";

async function fill(label: string, value: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.fill(value);
  await input.blur();
}

describe("registration and the customer account in Chromium (Polish)", () => {
  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    page = await browser.newPage();
    // The machine may be busy (tests run in parallel on two cores): be patient, not flaky.
    page.setDefaultTimeout(45_000);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("checks as the person types, keeps a draft without passwords, registers a company, confirms by e-mail, signs out and in", async () => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    // The strict Content-Security-Policy must not block anything the pages (and the captcha's
    // workers and styles) need: a violation shows as a console error.
    page.on("console", (m) => {
      if (m.type() === "error" && /Content Security Policy/i.test(m.text())) errors.push(m.text());
    });
    await page.goto(`${server.url}/register`);
    await page.getByRole("heading", { name: "Rejestracja" }).waitFor();
    const submit = page.getByRole("button", { name: "Załóż konto" });
    expect(await submit.isDisabled()).toBe(true);

    // Messages appear as the fields are touched, in Polish, each its own.
    await fill("Imię *", "Xxxa");
    await page.getByText("To nie wygląda na prawdziwe imię lub nazwisko").waitFor();
    await fill("Imię *", "Jan");
    await fill("Nazwisko *", "Jan");
    await page.getByText("Imię i nazwisko muszą się różnić").waitFor();
    await fill("Nazwisko *", "Kowalski");
    await fill("E-mail *", email);
    await fill("Telefon *", "6007");
    await page.getByText("Numer telefonu jest za krótki (min. 9 cyfr)").waitFor();
    await fill("Telefon *", "600 700 800");
    await fill("Nazwa firmy *", "Etykieciarnia sp. z o.o.");
    await fill("NIP *", "1234563217");
    await page.getByText("Nieprawidłowy numer NIP").waitFor();
    await fill("NIP *", "PL1234563218");
    await fill("Ulica i numer *", "ul. Polna 5");
    await fill("Kod pocztowy *", "00-950");
    await fill("Miejscowość *", "Warszawa");
    await fill("Hasło *", password);
    await fill("Powtórz hasło *", "something else");
    await page.getByText("Hasła nie są takie same").waitFor();
    await fill("Powtórz hasło *", password);
    expect(await page.getByText("Nieprawidłowy numer NIP").count()).toBe(0);
    expect(await submit.isDisabled()).toBe(true); // terms and captcha still missing

    // The draft: restored after a reload, without the passwords.
    await page.waitForFunction(() =>
      (localStorage.getItem("account.register.draft") ?? "").includes("Warszawa"),
    );
    expect(await page.evaluate(() => localStorage.getItem("account.register.draft"))).not.toContain(
      password,
    );
    await page.reload();
    await page.getByText("Przywrócono zapisany szkic formularza").waitFor();
    expect(await page.getByLabel("NIP *", { exact: true }).inputValue()).toBe("PL1234563218");
    expect(await page.getByLabel("E-mail *", { exact: true }).inputValue()).toBe(email);
    expect(await page.getByLabel("Hasło *", { exact: true }).inputValue()).toBe("");
    await fill("Hasło *", password);
    await fill("Powtórz hasło *", password);

    await page.getByLabel("Akceptuję regulamin sklepu").check();
    await page.getByText("Nie jestem robotem").click();
    await page.getByText("Zweryfikowano").waitFor({ timeout: 90_000 });
    await submit.waitFor({ state: "visible" });
    expect(await submit.isEnabled()).toBe(true);
    await submit.click();
    await page.getByRole("heading", { name: "Sprawdź skrzynkę e-mail" }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem("account.register.draft"))).toBeNull();

    // The e-mailed link creates the account and signs in.
    const mail = sentEmails({ to: email, kind: "account.confirm" })[0]!;
    const link = /(http\S+\/register\/confirm#\S+)/.exec(mail.text)![1]!;
    await page.goto(link);
    await page.getByText(`Zalogowano jako ${email}`).waitFor();
    await page.getByRole("link", { name: "Przejdź do konta" }).click();
    await page.getByRole("heading", { name: "Moje konto" }).waitFor();
    expect(await page.getByTestId("my-data").innerText()).toContain("Etykieciarnia sp. z o.o.");
    expect(await page.getByTestId("account-link").innerText()).toBe("Moje konto");

    // Sign out, sign in again, see the account.
    await page.getByRole("button", { name: "Wyloguj się" }).click();
    await page.getByTestId("account-link").filter({ hasText: "Zaloguj się" }).waitFor();
    await page.getByText("Wylogowano.").waitFor();
    // Leaving the account page does not end in "please sign in" errors from its queries.
    expect(await page.getByText("Zaloguj się, aby kontynuować.").count()).toBe(0);
    await page.getByTestId("account-link").click();
    await page.getByRole("heading", { name: "Logowanie" }).waitFor();
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Hasło").fill("wrong password");
    await page.getByRole("button", { name: "Zaloguj się" }).click();
    await page.getByText("Nieprawidłowy e-mail lub hasło").waitFor();
    await page.getByLabel("Hasło").fill(password);
    await page.getByRole("button", { name: "Zaloguj się" }).click();
    await page.getByRole("heading", { name: "Moje konto" }).waitFor();
    expect(await page.getByTestId("signed-in-as").innerText()).toContain(email);
    expect(await page.getByTestId("my-data").innerText()).toContain("PL1234563218");
    await page.getByText("Nie masz jeszcze zamówień.").waitFor();
    expect(errors).toEqual([]);
  }, 240_000);

  // The clean-clone run of 6497385 failed once here: after "Wyloguj się" the header never said
  // "Zaloguj się". The account page asks who is signed in again each time it opens; when that
  // answer (given while still signed in) arrived after the sign-out, it put the account back
  // into the cache and the header said "Moje konto" until the page was reloaded. Here the answer
  // is held until the sign-out is done, so the order is the failing one every time.
  it("a who-am-I answer still on its way when the customer signs out does not sign them back in", async () => {
    const user = await makeUser();
    const [name, value] = (await sessionCookieFor(user.userId)).cookie.split("=");
    const context = await browser.newContext();
    try {
      await context.addCookies([{ name: name!, value: value!, url: server.url }]);
      const p = await context.newPage();
      p.setDefaultTimeout(45_000);
      await p.goto(`${server.url}/account`);
      await p.getByRole("heading", { name: "Moje konto" }).waitFor();
      let release!: () => void;
      const released = new Promise<void>((ok) => (release = ok));
      const held: Promise<void>[] = [];
      await p.route(/\/trpc\/[^?]*shop\.account\.me\b/, (route) => {
        const done = (async () => {
          const answer = await route.fetch(); // answered now, while still signed in
          await released;
          await route.fulfill({ response: answer }).catch(() => undefined); // aborted: fine
        })();
        held.push(done);
        return done;
      });
      // Away and back: the account page asks again as it opens (that answer is held).
      await p.locator(".brand").click();
      await p.getByTestId("account-link").filter({ hasText: "Moje konto" }).click();
      await p.getByRole("heading", { name: "Moje konto" }).waitFor();
      await expect.poll(() => held.length).toBe(1);
      await p.getByRole("button", { name: "Wyloguj się" }).click();
      await p.getByText("Wylogowano.").waitFor();
      await p.getByTestId("account-link").filter({ hasText: "Zaloguj się" }).waitFor();
      release();
      await Promise.all(held);
      // Whatever the late answer does happens in the page's next tasks: let them run.
      await p.evaluate(() => new Promise((ok) => requestAnimationFrame(() => setTimeout(ok, 50))));
      expect(await p.getByTestId("account-link").innerText()).toBe("Zaloguj się");
      await p.unrouteAll({ behavior: "ignoreErrors" });
      await p.reload();
      expect(await p.getByTestId("account-link").innerText()).toBe("Zaloguj się");
    } finally {
      await context.close();
    }
  }, 90_000);
});
