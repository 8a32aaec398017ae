import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { makeArtworkPdf } from "@printshop/core/upload/test-pdf";
import { launchBrowser } from "../browser";
import { startTestServer, useDiskStore } from "../../packages/functions/test/server";

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
let dir: string;

type Prefix = "" | "/en" | "/de";

/** A print file of `w × h` mm generated with pdf-lib: blue to the edges, a dark box in the middle. */
const artwork = async (w: number, h: number) => Buffer.from(await makeArtworkPdf(w, h));

async function newPage(width: number): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  return { page, errors };
}

/** The cut line's box in the drawing (SVG units), from its path. */
const cutBox = (page: Page) =>
  page
    .locator('[data-testid="drawing-svg"] [data-testid="drawing-cut"]')
    .evaluate((p: SVGPathElement) => ({
      w: p.getBBox().width,
      h: p.getBBox().height,
      d: p.getAttribute("d") ?? "",
    }));

/** A 50 × 50 mm label (the default) into the cart, then the checkout's upload step. */
async function labelToUpload(page: Page, prefix: Prefix) {
  await page.goto(`${server.url}${prefix}/etykiety-na-rolce`);
  await page.locator('[data-testid="label-prices"][data-confirmed="true"]').waitFor();
  await page.getByTestId("add-to-cart").click();
  await page.getByTestId("go-to-cart").waitFor();
  await page.goto(`${server.url}${prefix}/order/upload`);
  await page.getByTestId("upload-line").first().waitFor();
}

const TEXTS = {
  "": {
    bleed: "Spad 2 mm",
    safe: "Strefa bezpieczna",
    cut: "Linia cięcia",
    next: "+500 szt. za",
    holo: "Folia holograficzna",
    outside: "na zewnątrz, głową do przodu",
  },
  "/en": {
    bleed: "Bleed 2 mm",
    safe: "Safe zone",
    cut: "Cut line",
    next: "+500 pcs for",
    holo: "Holographic film",
    outside: "outside, head first",
  },
  "/de": {
    bleed: "Beschnitt 2 mm",
    safe: "Sicherheitsabstand",
    cut: "Schnittlinie",
    next: "+500 Stk. für",
    holo: "Holografische Folie",
    outside: "außen, Kopf voran",
  },
} as const;

describe("instant visual proof in Chromium", () => {
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "e2e-proof-"));
    useDiskStore(dir);
    server = await startTestServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    useDiskStore(null);
    await rm(dir, { recursive: true, force: true });
  });

  // Polish at both widths, English on the phone, German on the desktop: each language's words and
  // each width's fit twice (all six pairings ran the same journey twice per language).
  it.each([
    ["", [1280, 375]],
    ["/en", [375]],
    ["/de", [1280]],
  ] as const)(
    "the label drawing follows size, corners, material and winding (%s at %o px)",
    async (prefix, widths) => {
      const texts = TEXTS[prefix];
      for (const width of widths) {
        const { page, errors } = await newPage(width);
        await page.goto(`${server.url}${prefix}/etykiety-na-rolce`);
        await page.getByTestId("drawing-svg").waitFor();
        const legend = await page.getByTestId("drawing-legend").innerText();
        for (const text of [texts.bleed, texts.safe, texts.cut]) expect(legend).toContain(text);

        // 50 × 50 mm: a square with rounded corners (arcs in its path), the dimensions written.
        const square = await cutBox(page);
        expect(square.w / square.h).toBeCloseTo(1, 2);
        expect(square.d).toContain("A");
        expect(await page.getByTestId("drawing-width").textContent()).toBe("50 mm");
        expect(await page.getByTestId("drawing-safe").count()).toBe(1);

        // 100 × 40 mm: the drawing follows, in proportion; it stays inside the screen.
        await page.locator("#label-width").fill("100");
        await page.locator("#label-height").fill("40");
        await expect.poll(() => page.getByTestId("drawing-width").textContent()).toBe("100 mm");
        expect(await page.getByTestId("drawing-height").textContent()).toBe("40 mm");
        const wide = await cutBox(page);
        expect(wide.w / wide.h).toBeCloseTo(2.5, 2);
        const right = await page
          .getByTestId("drawing-svg")
          .evaluate((s) => s.getBoundingClientRect().right);
        expect(right).toBeLessThanOrEqual(width);
        // A size that cannot be drawn says so instead.
        await page.locator("#label-width").fill("");
        await page.getByTestId("drawing-empty").waitFor();
        await page.locator("#label-width").fill("100");
        await page.getByTestId("drawing-svg").waitFor();

        // The material's swatch beside its select and on the label's face.
        await page.locator("#label-material").selectOption("9");
        await expect
          .poll(() => page.getByTestId("material-swatch").getAttribute("data-finish"))
          .toBe("holo");
        expect(await page.getByTestId("material-swatch").getAttribute("aria-label")).toBe(
          texts.holo,
        );

        // The roll: machine application, winding 1 (face out) then 5 (face in, drawn dashed).
        await page.locator("#label-application").selectOption("1");
        await page.getByTestId("winding-1").click();
        await expect
          .poll(() => page.getByTestId("roll-drawing").getAttribute("data-winding"))
          .toBe("1");
        expect(await page.getByTestId("roll-caption").innerText()).toContain(texts.outside);
        expect(await page.locator('[data-testid="roll-label"] .roll-label-inside').count()).toBe(0);
        await page.getByTestId("winding-5").click();
        await expect
          .poll(() => page.getByTestId("roll-drawing").getAttribute("data-winding"))
          .toBe("5");
        expect(
          await page.locator('[data-testid="roll-label"] .roll-label-inside').count(),
        ).toBeGreaterThan(0);
        // The winding tiles are large enough to read: at least 80 px tall, their text visible.
        const tile = await page.getByTestId("winding-5").boundingBox();
        expect(tile!.height).toBeGreaterThanOrEqual(80);
        expect(await page.getByTestId("winding-5").innerText()).toContain("5");

        // Back to 500 pieces: the next run up (1000) and the price per piece in the order box.
        await page.locator('[data-testid="label-prices"][data-confirmed="true"]').waitFor();
        expect(await page.getByTestId("summary-per-piece").innerText()).toMatch(/\d/);
        expect(await page.getByTestId("summary-next-run").innerText()).toContain(texts.next);
        await page.context().close();
        expect(errors).toEqual([]);
      }
    },
    120_000,
  );

  it("a label with an uploaded PDF shows its proof: the first page rendered with the cut line, bleed and safe zone over it, the verdict beside (en, 1280 px)", async () => {
    const { page, errors } = await newPage(1280);
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script" || r.url().includes("worker")) scripts.push(r.url());
    });
    const workers: string[] = [];
    page.on("worker", (w) => workers.push(w.url()));
    await labelToUpload(page, "/en");
    // pdf.js is not fetched before a proof is drawn.
    expect(scripts.filter((u) => /renderPdf|pdf\.worker/.test(u))).toEqual([]);
    await page
      .getByTestId("upload-input")
      .first()
      .setInputFiles({
        name: "label.pdf",
        mimeType: "application/pdf",
        buffer: await artwork(54, 54),
      });
    const proof = page.getByTestId("proof");
    await page.locator('[data-testid="proof"][data-state="drawn"]').waitFor();
    expect(scripts.some((u) => u.includes("pdf.worker"))).toBe(true);
    // pdf.js parses in a real Web Worker from the site's own asset (not its main-thread fallback).
    expect(workers.some((u) => u.startsWith(server.url) && u.includes("pdf.worker"))).toBe(true);

    // The canvas holds the rendered page: mostly the blue background, some of the dark box.
    const ink = await page.getByTestId("proof-canvas").evaluate((c: HTMLCanvasElement) => {
      const d = c.getContext("2d")!.getImageData(0, 0, c.width, c.height).data;
      let blue = 0;
      let dark = 0;
      for (let i = 0; i < d.length; i += 4) {
        if (d[i + 2]! > 150 && d[i]! < 80) blue++;
        else if (d[i]! < 60 && d[i + 1]! < 60 && d[i + 2]! < 60) dark++;
      }
      return { blue: blue / (d.length / 4), dark: dark / (d.length / 4), width: c.width };
    });
    expect(ink.width).toBeGreaterThan(50);
    expect(ink.blue).toBeGreaterThan(0.5);
    expect(ink.dark).toBeGreaterThan(0.1);
    // The overlay: cut line, bleed and safe zone; the page matches the bleed box.
    for (const id of ["drawing-cut", "drawing-bleed", "drawing-safe", "drawing-page"])
      expect(await proof.getByTestId(id).count()).toBe(1);
    const boxes = await proof.evaluate((f) => {
      const r = (id: string) =>
        (f.querySelector(`[data-testid="${id}"]`) as SVGGraphicsElement).getBBox().width;
      return { page: r("drawing-page"), bleed: r("drawing-bleed") };
    });
    expect(boxes.page).toBeGreaterThan(50);
    expect(boxes.page).toBeCloseTo(boxes.bleed, 0);
    expect(await proof.getByTestId("proof-page-size").innerText()).toContain("54 × 54 mm");
    // The verdict beside the proof.
    const row = page.locator(".upload-proof-row");
    expect(await row.getByTestId("preflight").getAttribute("data-verdict")).toBe("ok");
    expect(await row.getByTestId("preflight").innerText()).toContain("Ready to print");
    expect(await page.getByTestId("prepress").count()).toBe(0);
    expect(await page.getByTestId("step-continue").evaluate((e) => e.tagName)).toBe("A");
    expect(errors).toEqual([]);
  }, 60_000);

  it("a too-small PDF blocks Continue until 'let prepress fix it' is chosen; the choice is stored on the line (de, 375 px)", async () => {
    const { page, errors } = await newPage(375);
    await labelToUpload(page, "/de");
    await page
      .getByTestId("upload-input")
      .first()
      .setInputFiles({
        name: "klein.pdf",
        mimeType: "application/pdf",
        buffer: await artwork(30, 30),
      });
    await page.locator('[data-testid="proof"][data-state="drawn"]').waitFor();
    expect(await page.getByTestId("preflight").getAttribute("data-verdict")).toBe("error");
    // The file's page is drawn at its own (smaller) size inside the bleed box.
    const proof = page.getByTestId("proof");
    const boxes = await proof.evaluate((f) => {
      const r = (id: string) =>
        (f.querySelector(`[data-testid="${id}"]`) as SVGGraphicsElement).getBBox().width;
      return { page: r("drawing-page"), cut: r("drawing-cut") };
    });
    expect(boxes.page / boxes.cut).toBeCloseTo(30 / 50, 2);
    expect(await proof.getByTestId("proof-page-size").innerText()).toContain("30 × 30 mm");

    const cont = page.getByTestId("step-continue");
    expect(await cont.isDisabled()).toBe(true);
    expect(await page.getByTestId("upload-blocked").innerText()).toContain("Druckvorstufe");
    expect(await page.getByTestId("prepress").getAttribute("data-chosen")).toBe("false");

    // The box follows the server's answer (a stored choice), hence click and wait, not check().
    await page.getByTestId("prepress-fix").click();
    await page.locator('[data-testid="prepress"][data-chosen="true"]').waitFor();
    await page.locator('a[data-testid="step-continue"]').waitFor();
    expect(await page.getByTestId("upload-blocked").count()).toBe(0);

    // The choice is the server's: after a reload it is still there, and the upload list says so.
    await page.reload();
    await page.locator('[data-testid="prepress"][data-chosen="true"]').waitFor();
    expect(await page.getByTestId("prepress-fix").isChecked()).toBe(true);
    const listed = await page.evaluate(
      async () =>
        (await (await fetch("/trpc/shop.upload.list", { headers: { "x-locale": "de" } })).json())
          .result.data.lines,
    );
    expect(listed.map((l: { prepressFix: boolean }) => l.prepressFix)).toEqual([true]);
    // The proof of a file uploaded before the reload is drawn from this browser's copy only.
    expect(await page.getByTestId("proof").getAttribute("data-state")).toBe("none");

    // Taking it back blocks again.
    await page.getByTestId("prepress-fix").click();
    await page.locator('[data-testid="prepress"][data-chosen="false"]').waitFor();
    await page.locator('button[data-testid="step-continue"][disabled]').waitFor();
    await page.getByTestId("prepress-fix").click();
    await page.locator('a[data-testid="step-continue"]').click();
    await page.waitForURL(`${server.url}/de/order/payment`);
    expect(errors).toEqual([]);
  }, 60_000);
});
