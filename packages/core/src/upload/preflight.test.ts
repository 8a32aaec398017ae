import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { PDFDocument, degrees } from "pdf-lib";
import { preflightPdf } from "./preflight";
import { checkFile, contentTypeFor, MAX_FILE_BYTES } from "./schema";
import { makePdf } from "./test-pdf";

describe("which files the upload step takes", () => {
  it.each([
    ["label.pdf", "application/pdf"],
    ["LABEL.PDF", "application/pdf"],
    ["logo.ai", "application/postscript"],
    ["logo.eps", "application/postscript"],
    ["scan.tif", "image/tiff"],
    ["scan.tiff", "image/tiff"],
    ["photo.png", "image/png"],
    ["photo.jpg", "image/jpeg"],
    ["photo.jpeg", "image/jpeg"],
    ["notes.docx", null],
    ["archive.pdf.zip", null],
    ["noextension", null],
  ])("%s → %s", (name, type) => expect(contentTypeFor(name)).toBe(type));

  it("refuses empty files, files above 200 MB and unknown types", () => {
    expect(checkFile({ name: "a.pdf", size: 0 })).toBe("upload.empty");
    expect(checkFile({ name: "a.pdf", size: MAX_FILE_BYTES })).toBeNull();
    expect(checkFile({ name: "a.pdf", size: MAX_FILE_BYTES + 1 })).toBe("upload.too_large");
    expect(checkFile({ name: "a.exe", size: 10 })).toBe("upload.wrong_type");
  });
});

describe("PDF preflight against the label size plus 2 mm bleed", () => {
  const label = { size: { width: 80, height: 40 } };

  it.each([
    ["exact page with bleed", [[84, 44]], "ok"],
    ["within 0.5 mm", [[84.4, 43.6]], "ok"],
    ["turned page", [[44, 84]], "ok"],
    ["no bleed", [[80, 40]], "warning"],
    ["1 mm bleed only", [[82, 42]], "error"],
    ["A4", [[210, 297]], "error"],
    ["two good pages", [[84, 44], [84, 44]], "warning"],
    ["one good, one wrong page", [[84, 44], [100, 50]], "error"],
  ] as const)("%s → %s", async (_name, pages, verdict) => {
    const result = await preflightPdf(await makePdf(...(pages as unknown as [number, number][])), label);
    expect(result.verdict).toBe(verdict);
    expect(result.pages).toBe(pages.length);
  });

  it("reads a page's /Rotate: a 44 × 84 page rotated 90° is an 84 × 44 page", async () => {
    const doc = await PDFDocument.create();
    doc.addPage([44 * (72 / 25.4), 84 * (72 / 25.4)]).setRotation(degrees(90));
    expect((await preflightPdf(await doc.save(), { size: { width: 80, height: 40 } })).verdict).toBe("ok");
  });

  it("names the page and both sizes of a mismatch, and does not repeat the same finding", async () => {
    const result = await preflightPdf(await makePdf([84, 44], [100, 50], [100, 50]), { ...label, multiPageExpected: true });
    expect(result.issues).toEqual([{ code: "size_mismatch", params: { page: 2, width: 100, height: 50, wantWidth: 84, wantHeight: 44 } }]);
  });

  it("products without a fixed size get the page count only", async () => {
    const result = await preflightPdf(await makePdf([210, 297]), { size: null });
    expect(result.verdict).toBe("ok");
    expect(result.issues.map((i) => i.code)).toEqual(["size_not_checked"]);
  });

  it("never throws on arbitrary bytes: anything that is not a PDF is an unreadable error", async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 300 }), async (bytes) => {
        const result = await preflightPdf(new Uint8Array([...new TextEncoder().encode("%PDF-1.7\n"), ...bytes]), label);
        expect(["error", "ok", "warning"]).toContain(result.verdict);
      }),
      { numRuns: 60 },
    );
  });
});
