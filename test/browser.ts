import { existsSync } from "node:fs";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

/** Debian's Chromium, driven by playwright-core (no browser download): Lighthouse's browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The browser tests' Chromium: Debian's `chromium-headless-shell` (the same Chromium build without
 * the browser's UI layer, what Playwright itself runs headless) where it is installed, else
 * CHROMIUM_PATH. Measured on this 2-core machine with six page loads in fresh contexts and six in
 * one: 0.56–0.62 s a fresh-context load against 1.04–1.10 s, and half the CPU (4.4–4.6 s user+sys
 * against 9.0–9.9 s) — the browser tests' largest cost. `CHROMIUM_HEADLESS_SHELL` names another.
 */
export const TEST_CHROMIUM_PATH =
  process.env.CHROMIUM_HEADLESS_SHELL ??
  ["/usr/lib/chromium/chromium-headless-shell", "/usr/bin/chromium-headless-shell"].find((path) =>
    existsSync(path),
  ) ??
  CHROMIUM_PATH;

/** The flags every test browser runs with. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

/**
 * A browser for a test file, launched for it and closed by `close()`: the headless shell. The
 * bench scripts ask for the full browser (`CHROMIUM_PATH`), whose figures bench/README.md reports.
 * (One Chromium shared by the run's files was measured and dropped: no faster, and a download's
 * path is not available over a remote connection; a headless shell starts in ~0.13 s.)
 */
export async function launchBrowser(executablePath = TEST_CHROMIUM_PATH): Promise<Browser> {
  return waitsForHydration(
    await chromium.launch({
      executablePath,
      headless: true,
      args: CHROMIUM_ARGS,
    }),
  );
}

/**
 * A page the shop's server rendered (issue 15) shows its buttons before its JavaScript has made
 * them work: its `<html>` carries `data-hydrating` until the page has hydrated. Every page of this
 * browser waits for that after `goto` and `reload`, as a person would see the page come alive,
 * before a test clicks or types (pages without the attribute, e.g. the SPA's shell, do not wait).
 */
const patched = new WeakSet<Page>();
// Runs in the page (a function, not a string: the shop's CSP refuses eval).
const hydrated = () =>
  !(
    globalThis as unknown as {
      document: { documentElement: { hasAttribute(name: string): boolean } };
    }
  ).document.documentElement.hasAttribute("data-hydrating");
/**
 * What the test's pages did that a failed test should show: failed requests, answers of 400 and
 * over, console errors and uncaught page errors (the last 40, oldest first). test/file-setup.ts
 * prints them when a test fails and empties them before each test: a browser test that times out
 * waiting for a change then says what the page saw (an error answer, a dropped request), not only
 * which locator never appeared.
 */
export const pageEvents: string[] = [];
const note = (page: Page, event: string) => {
  pageEvents.push(`${new Date().toISOString().slice(11, 23)} ${event} (page ${page.url()})`);
  if (pageEvents.length > 40) pageEvents.shift();
};
function recordsEvents(page: Page): void {
  page.on("requestfailed", (r) =>
    note(page, `request failed: ${r.method()} ${r.url()} ${r.failure()?.errorText ?? ""}`),
  );
  page.on("response", (r) => {
    if (r.status() >= 400) note(page, `answer ${r.status()}: ${r.request().method()} ${r.url()}`);
  });
  page.on("console", (m) => {
    if (m.type() === "error") note(page, `console error: ${m.text().slice(0, 300)}`);
  });
  page.on("pageerror", (e) => note(page, `page error: ${String(e).slice(0, 300)}`));
}

function waitingPage(page: Page): Page {
  if (patched.has(page)) return page;
  patched.add(page);
  recordsEvents(page);
  const settle = () => page.waitForFunction(hydrated, undefined, { timeout: 30_000 });
  const goto = page.goto.bind(page);
  page.goto = async (...args: Parameters<Page["goto"]>) => {
    const response = await goto(...args);
    await settle();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (...args: Parameters<Page["reload"]>) => {
    const response = await reload(...args);
    await settle();
    return response;
  };
  return page;
}

/**
 * Each browser context is its own shopper with its own address (X-Forwarded-For, believed by the
 * test server from loopback), as the per-address limits (orders, sign-ins) assume; a test that
 * sets its own extra headers keeps them.
 */
let contexts = 0;
const ownAddress = <T extends { extraHTTPHeaders?: Record<string, string> } | undefined>(
  options: T,
): T => {
  if (options?.extraHTTPHeaders) return options;
  contexts++;
  return {
    ...options,
    extraHTTPHeaders: {
      "x-forwarded-for": `198.19.${Math.floor(contexts / 250) % 250}.${(contexts % 250) + 1}`,
    },
  } as T;
};

function waitsForHydration(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (
    ...args: Parameters<Browser["newContext"]>
  ): Promise<BrowserContext> => {
    const context = await newContext(ownAddress(args[0]));
    context.on("page", waitingPage);
    const newPage = context.newPage.bind(context);
    context.newPage = async () => waitingPage(await newPage());
    return context;
  };
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (...args: Parameters<Browser["newPage"]>) =>
    waitingPage(await newPage(ownAddress(args[0])));
  return browser;
}
