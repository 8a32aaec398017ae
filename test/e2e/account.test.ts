import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "../browser";
import { startTestServer } from "../../packages/functions/test/server";
import { sentEmails } from "../../packages/functions/test/built";

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
});
