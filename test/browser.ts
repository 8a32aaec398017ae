import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

/** Debian's Chromium, driven by playwright-core (no browser download). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** The flags every test browser runs with (also the shared one of test/browser-broker.ts). */
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
 * A browser for a test file (or a bench script). Under `PRINTSHOP_SHARED_BROWSER=1 vitest run`
 * it is a connection to the run's one Chromium (test/browser-broker.ts, named by
 * `PRINTSHOP_BROWSER_BROKER`): `close()`
 * closes this connection's contexts and pages and disconnects, leaving the browser to the next
 * file; every context is still its own (cookies, storage). Elsewhere it launches a Chromium of its
 * own, closed by `close()`.
 */
export async function launchBrowser(): Promise<Browser> {
  return waitsForHydration(await launchChromium());
}

async function launchChromium(): Promise<Browser> {
  const broker = process.env.PRINTSHOP_BROWSER_BROKER;
  if (broker) {
    const answer = await fetch(broker);
    const endpoint = await answer.text();
    if (!answer.ok) throw new Error(`The run's shared Chromium did not start: ${endpoint}`);
    return chromium.connect(endpoint);
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
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
function waitingPage(page: Page): Page {
  if (patched.has(page)) return page;
  patched.add(page);
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
