import type { Page } from "playwright-core";
import { Account, Session } from "@printshop/core";
import { codeAt, enrolForTest } from "@printshop/core/second-factor/index";

/**
 * Staff in the browser tests: every staff member signs in with the password and then a code from
 * their authenticator app (core/account/sign-in.ts: there is no way round it). `createStaff`
 * makes an account with the factor already enrolled and remembers its secret; `signInStaff`
 * gives the page a session past both factors (a test not about signing in), or, with
 * `{ viaUi: true }`, signs in through the admin's screens as a person does, the code step
 * included (the tests of the sign-in and the second factor).
 *
 * The server takes a code once per 30-second time step per person (the replay guard), and a code
 * of the step before or after the server's own. So each person's last step is kept here: a
 * sign-in uses the next step after it, and when that would be two steps ahead of the clock, waits
 * for the step to roll over, as a person waits for the app's next code.
 */
const STEP_MS = 30_000;

interface Staff {
  userId: string;
  password: string;
  secret: string;
  /** The last time step whose code this file gave for the person. */
  lastStep: number;
}
const staff = new Map<string, Staff>();

/** A staff account (createForTest's input, with a staff role) with an enrolled second factor. */
export async function createStaff(
  account: Parameters<typeof Account.createForTest>[0],
): Promise<string> {
  const userId = await Account.createForTest(account);
  const { secret } = await enrolForTest(userId);
  staff.set(account.email, {
    userId,
    password: account.password,
    secret,
    lastStep: -Infinity,
  });
  return userId;
}

function known(email: string): Staff {
  const person = staff.get(email);
  if (!person) throw new Error(`${email} was not made by createStaff`);
  return person;
}

/** The authenticator's code for the person's next unused time step (waits when it is not yet near). */
async function nextCode(email: string): Promise<string> {
  const person = known(email);
  const stepNow = () => Math.floor(Date.now() / STEP_MS);
  while (person.lastStep > stepNow()) {
    // Until a little past the step's end (a timer is not exact to the millisecond).
    await new Promise((ok) => setTimeout(ok, (stepNow() + 1) * STEP_MS - Date.now() + 200));
  }
  person.lastStep = Math.max(stepNow(), person.lastStep + 1);
  return codeAt(person.secret, person.lastStep * STEP_MS);
}

/** The words of the admin's sign-in and code step, per language (packages/admin/src/locales). */
const TEXTS = {
  pl: { password: "Hasło", signIn: "Zaloguj się", codeStep: "Podaj kod", code: "Kod", go: "Dalej" },
  en: {
    password: "Password",
    signIn: "Sign in",
    codeStep: "Enter your code",
    code: "Code",
    go: "Continue",
  },
  de: {
    password: "Passwort",
    signIn: "Anmelden",
    codeStep: "Code eingeben",
    code: "Code",
    go: "Weiter",
  },
} as const;

/** The admin's language is the path's (/admin/en, /admin/de; Polish at /admin). */
const textsOf = (page: Page) => {
  const match = /^\/admin\/(en|de)(?:\/|$)/.exec(new URL(page.url()).pathname);
  return TEXTS[(match?.[1] as "en" | "de" | undefined) ?? "pl"];
};

/**
 * Fills the admin's sign-in form shown on the page with the person's e-mail and password, and
 * sends it. `password` for someone `createStaff` did not make (invited, or still to enrol).
 */
export async function givePassword(page: Page, email: string, password?: string): Promise<void> {
  const texts = textsOf(page);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel(texts.password, { exact: true }).fill(password ?? known(email).password);
  await page.getByRole("button", { name: texts.signIn, exact: true }).click();
}

/**
 * The sign-in's second step: waits for it (every staff sign-in has it), types the person's next
 * code and continues; done when the step has given way to the back office.
 */
export async function giveCode(page: Page, email: string): Promise<void> {
  const texts = textsOf(page);
  const step = page.getByRole("heading", { name: texts.codeStep, exact: true });
  await step.waitFor();
  await page.getByLabel(texts.code, { exact: true }).fill(await nextCode(email));
  await page.getByRole("button", { name: texts.go, exact: true }).click();
  await step.waitFor({ state: "detached" });
}

/**
 * Signs the person in on the admin: at `url` when given (an address in the admin, whose path gives
 * the language), else where the page is (its sign-in shown). By default the page's browser context
 * gets the session cookie of a session past both factors, made in the table as the server's code
 * step makes it (Session.create with the `staff` stage, the page's user agent as its device), and
 * the page is opened (or reloaded): no 30-second authenticator step to wait for, no sign-in form to
 * fill. `{ viaUi: true }` signs in through the screens instead: the password, then the code.
 */
export async function signInStaff(
  page: Page,
  email: string,
  url?: string,
  options: { viaUi?: boolean } = {},
): Promise<void> {
  // PRINTSHOP_STAFF_SIGN_IN=ui: every sign-in through the screens (to compare, or to rule it out).
  if (options.viaUi || process.env.PRINTSHOP_STAFF_SIGN_IN === "ui") {
    if (url) await page.goto(url);
    await givePassword(page, email);
    await giveCode(page, email);
    return;
  }
  const person = known(email);
  const device = await page.evaluate<string>("navigator.userAgent");
  const { sessionId, expiresAt } = await Session.create(person.userId, { stage: "staff", device });
  const target = url ?? page.url();
  await page.context().addCookies([
    {
      // localhost over http: the plain name (Session.cookieNames), as the server sets it there.
      name: Session.cookieNames({ secure: false }).session,
      value: sessionId,
      url: new URL(target).origin,
      httpOnly: true,
      sameSite: "Lax",
      expires: Math.floor(expiresAt.getTime() / 1000),
    },
  ]);
  // Not until "load": signed in, the admin's first paint fetches its screen's lazy chunks, which
  // hold the load event back (15 s and more on a loaded machine); the caller waits for what it
  // needs on the page, as after the form's sign-in.
  if (url) await page.goto(url, { waitUntil: "domcontentloaded" });
  else await page.reload({ waitUntil: "domcontentloaded" });
}
