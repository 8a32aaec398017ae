import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { Catalogue, Category, Seed } from "@printshop/core";
import { launchBrowser } from "../browser";
import { moveByKeyboard } from "./sortable";
import { startTestServer } from "../../packages/functions/test/server";
import { createStaff, signInStaff } from "./staff";

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
let uploads: string;
const PASSWORD = "admin password 1";
/** A 1×1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/** Signs in on the English sign-in page (password, then the code). */
async function signIn(page: Page, email: string) {
  await signInStaff(page, email, `${server.url}/admin/en`);
  // The home: the dashboard for who may see orders, a welcome for the catalogue and content roles.
  await page
    .getByRole("heading", { name: /^(?:Dashboard|Welcome to the administration panel)$/, level: 1 })
    .waitFor();
}

/** Types into one language of a kit TranslatedField (tabs layout). */
async function fillTranslated(page: Page, label: string, values: Record<string, string>) {
  for (const [locale, text] of Object.entries(values)) {
    const tabs = page.getByRole("tablist", { name: label, exact: true }).getByRole("tab");
    // A tab's text is its language code, with a dot while the language is empty.
    await tabs.filter({ hasText: new RegExp(`^${locale.toUpperCase()}`) }).click();
    const name = { pl: "Polish", en: "English", de: "German" }[locale]!;
    await page.getByRole("textbox", { name: `${label} (${name})`, exact: true }).fill(text);
  }
}

// A long timeout: each test walks several screens, slow on a loaded machine (signInStaff itself
// no longer waits for an authenticator's code: staff.ts).
describe("the back office's content screens and the shop in Chromium", { timeout: 90_000 }, () => {
  beforeAll(async () => {
    uploads = await mkdtemp(join(tmpdir(), "content-e2e-"));
    process.env.UPLOAD_DIR = uploads;
    server = await startTestServer();
    browser = await launchBrowser();
    await createStaff({
      email: "editor@example.com",
      password: PASSWORD,
      role: "administrator",
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await rm(uploads, { recursive: true, force: true });
  });

  it("a banner created in German shows on /de in the carousel, reachable by its dot and the arrow keys; reduced motion does not rotate", async () => {
    const page = await browser.newPage();
    await signIn(page, "editor@example.com");
    await page
      .getByRole("navigation", { name: "Admin sections" })
      .getByRole("link", { name: "Banners" })
      .click();
    await page.getByRole("link", { name: "Add" }).click();
    await fillTranslated(page, "Caption", { pl: "Nowy baner testowy", de: "Neues Testbanner" });
    await fillTranslated(page, "Button text", { de: "Jetzt ansehen" });
    await page.getByLabel("Link", { exact: true }).fill("/etykiety-na-rolce");
    await page.getByRole("button", { name: "Add" }).click();
    await page.getByRole("heading", { name: "Nowy baner testowy" }).waitFor();

    const shop = await browser.newPage({ reducedMotion: "reduce" });
    await shop.goto(`${server.url}/de`);
    const carousel = shop.getByRole("region", { name: "Angebote" });
    await carousel.waitFor();
    const slides = carousel.getByTestId("banner");
    const texts = await slides.allTextContents();
    const index = texts.findIndex((s) => s.includes("Neues Testbanner"));
    expect(index).toBeGreaterThanOrEqual(0);
    // Reduced motion: the carousel offers to start rotating, it does not rotate by itself.
    await carousel.getByRole("button", { name: "Wechsel fortsetzen" }).waitFor();
    await carousel.getByRole("button", { name: `Folie ${index + 1} zeigen` }).click();
    const shown = slides.filter({ hasText: "Neues Testbanner" });
    expect(await shown.isVisible()).toBe(true);
    expect(await shown.getByRole("link", { name: "Jetzt ansehen" }).getAttribute("href")).toBe(
      "/de/etiketten-auf-rolle",
    );
    // The arrow keys move between slides while focus is inside.
    await carousel.getByRole("button", { name: "Nächste Folie" }).focus();
    await shop.keyboard.press("ArrowRight");
    expect(await shown.isVisible()).toBe(texts.length === 1);
    await shop.keyboard.press("ArrowLeft");
    expect(await shown.isVisible()).toBe(true);
    await shop.close();
    await page.close();
  });

  it("two categories reordered by keyboard keep the new order on the home page", async () => {
    const page = await browser.newPage();
    await signIn(page, "editor@example.com");
    await page.goto(`${server.url}/admin/en/categories/sort`);
    const list = page.getByRole("list", { name: "Order of categories" });
    await list.getByRole("listitem").first().waitFor();
    const before = await list.getByRole("listitem").allInnerTexts();
    await moveByKeyboard(page, list, 0, 1);
    await page.waitForFunction(
      ([first]) =>
        document
          .querySelector('ol[aria-label="Order of categories"] li')
          ?.textContent?.includes(first!) === false,
      [before[0]!.replace("⠿", "").trim()],
    );
    await page.getByRole("button", { name: "Save order" }).click();
    await page.getByText("The order of categories is saved.").waitFor();

    const seeded = [...Seed.demoCatalogue().categories]
      .sort((a, b) => a.sort - b.sort)
      .map((c) => c.title.en);
    const saved = (await Category.list({ pageSize: 100, sort: { by: "sort", dir: "asc" } })).items;
    expect(saved.slice(0, 2).map((c) => c.title.en)).toEqual([seeded[1], seeded[0]]);
    const shop = await browser.newPage();
    await shop.goto(`${server.url}/en`);
    const filter = shop.getByRole("group", { name: "Filter by category" });
    await filter.getByRole("button").nth(1).waitFor();
    const shown = (await filter.getByRole("button").allInnerTexts()).slice(1, 3);
    expect(shown).toEqual([seeded[1], seeded[0]]);
    await shop.close();
    await page.close();
  });

  it("a blog post published with an image opens on /en/blog", async () => {
    const page = await browser.newPage();
    await signIn(page, "editor@example.com");
    await page.goto(`${server.url}/admin/en/posts/new`);
    await fillTranslated(page, "Title", { pl: "Wpis z obrazem", en: "A post with a picture" });
    await page.getByLabel("Address (slug)").fill("post-with-picture");
    const editor = page.getByRole("textbox", { name: "Content (en)" });
    await editor.click();
    await page.keyboard.type("Our new roll labels.");
    const chooser = page.waitForEvent("filechooser");
    await page
      .locator(".field")
      .filter({ has: editor })
      .getByRole("button", { name: "Image" })
      .click();
    await (await chooser).setFiles({ name: "roll.png", mimeType: "image/png", buffer: PNG });
    await editor.locator("img").waitFor();
    await page.getByLabel("Published").check();
    await page.getByRole("button", { name: "Add" }).click();
    // The edit page's header shows the title in the admin's language (issue 27 fault 6).
    await page.getByRole("heading", { name: "A post with a picture" }).waitFor();

    const shop = await browser.newPage();
    await shop.goto(`${server.url}/en/blog`);
    await shop.getByRole("link", { name: "A post with a picture" }).first().click();
    await shop.waitForURL(`${server.url}/en/blog/post-with-picture`);
    const article = shop.getByTestId("blog-post");
    await article.getByRole("heading", { name: "A post with a picture" }).waitFor();
    await article.getByText("Our new roll labels.").waitFor();
    const src = await article.locator("img").getAttribute("src");
    expect(src).toMatch(/^\/images\/[0-9a-f-]{36}\.png$/);
    const image = await shop.request.get(`${server.url}${src}`);
    expect(image.status()).toBe(200);
    await shop.close();
    await page.close();
  });

  it("deleting a category that has products says at once that it cannot, with their count (no 'really delete?' first), and removes nothing", async () => {
    const page = await browser.newPage();
    await signIn(page, "editor@example.com");
    await page.goto(`${server.url}/admin/en/categories`);
    const table = page.getByRole("table", { name: "Product categories" });
    const row = table.getByRole("row").filter({ hasText: "etykiety" }).first();
    await row.waitFor();
    await row.getByRole("button", { name: "Delete" }).click();
    const dialog = page.getByTestId("cannot-delete-category");
    await dialog.waitFor();
    expect(await page.getByRole("dialog", { name: "Delete the category?" }).count()).toBe(0);
    // The list's own "Products" column (sort, title, slug, products): the count the message names.
    const expected = Number(await row.getByRole("cell").nth(3).innerText());
    expect(expected).toBeGreaterThan(1);
    expect(await dialog.innerText()).toContain(
      `The category “Labels” cannot be deleted: it still has ${expected} products.`,
    );
    expect((await Catalogue.home({ locale: "pl" })).categories.map((c) => c.slug)).toContain(
      "etykiety",
    );
    await page.close();
  });
});
