import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { PriceTable } from "@printshop/core";
import { launchBrowser } from "../browser";
import { startTestServer } from "../../packages/functions/test/server";
import { changed } from "../../packages/functions/test/built";

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
const admin = { userId: "e2e-admin", email: "admin@example.com" };
const combination = "1011,1021,1031";

/** The `shop.catalogue.product` answers in a server-rendered page's state (none in the SPA's shell). */
function productAnswersIn(html: string): string[] {
  const json = /<script type="application\/json" id="ssr-state">([^<]*)<\/script>/.exec(html)?.[1];
  if (!json) return [];
  const state = JSON.parse(json) as {
    queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
  };
  return state.queries.queries
    .filter((q) => JSON.stringify(q.queryKey[0]) === '["shop","catalogue","product"]')
    .map((q) => JSON.stringify(q.state.data));
}

/** What a price write does to the server's own caches (core/price-table/signal.ts), done to the built server's. */
function serverHearsOfTheChange() {
  changed("priceTables");
}

/** The business-card page prices from the price store: no cells in the page's data, an admin's save and a restore show at once. */
describe("the product page and the price store", () => {
  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("shows a saved price at once, then the restored one; the page never downloads the table", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.setDefaultTimeout(15_000);
    const bodies: string[] = [];
    page.on("response", async (res) => {
      if (res.url().includes("shop.catalogue.product")) bodies.push(await res.text());
      // A server-rendered page (issue 15) brings the product's answer in its HTML (the state it hydrates from).
      if (res.request().isNavigationRequest()) bodies.push(...productAnswersIn(await res.text()));
    });
    const cell = () => page.getByTestId("cell-100-eco").innerText();

    await page.goto(`${server.url}/wizytowki`);
    await page.getByTestId("price-table").waitFor();
    await expect.poll(cell).toMatch(/39,00/);
    expect(bodies.length).toBeGreaterThan(0);
    for (const body of bodies) {
      expect(body).toContain('"runs"');
      expect(body).not.toContain('"prices"');
    }

    const current = await PriceTable.get({ productId: 10, combination });
    const before = current.changeSetId!;
    await PriceTable.save(
      { productId: 10, combination, cells: [{ copy: 100, net: "45" }], version: current.version },
      admin,
    );
    // The save ran in this test's copy of core; the server (the built bundle, its own copy) hears
    // of it as another instance would, through the change signal its caches listen to.
    serverHearsOfTheChange();
    await page.reload();
    await expect.poll(cell).toMatch(/45,00/);

    await PriceTable.rollback({ changeSetId: before }, admin);
    serverHearsOfTheChange();
    await page.reload();
    await expect.poll(cell).toMatch(/39,00/);
    await page.close();
  });
});
