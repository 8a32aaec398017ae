import { describe, expect, it } from "vitest";
import { deflateSync, inflateSync } from "node:zlib";
import fc from "fast-check";
import { PDFDocument, degrees } from "pdf-lib";
import { preflightPdf } from "./preflight";
import { checkFile, contentTypeFor, MAX_FILE_BYTES, tooComplexToCheck } from "./schema";
import { deflatedRepeat, makeInflateBombPdf, makeJavaScriptPdf, makePdf, rawPdf } from "./test-pdf";

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
    [
      "two good pages",
      [
        [84, 44],
        [84, 44],
      ],
      "warning",
    ],
    [
      "one good, one wrong page",
      [
        [84, 44],
        [100, 50],
      ],
      "error",
    ],
  ] as const)("%s → %s", async (_name, pages, verdict) => {
    const result = await preflightPdf(
      await makePdf(...(pages as unknown as [number, number][])),
      label,
    );
    expect(result.verdict).toBe(verdict);
    expect(result.pages).toBe(pages.length);
  });

  it("reads a page's /Rotate: a 44 × 84 page rotated 90° is an 84 × 44 page", async () => {
    const doc = await PDFDocument.create();
    doc.addPage([44 * (72 / 25.4), 84 * (72 / 25.4)]).setRotation(degrees(90));
    expect(
      (await preflightPdf(await doc.save(), { size: { width: 80, height: 40 } })).verdict,
    ).toBe("ok");
  });

  it("names the page and both sizes of a mismatch, and does not repeat the same finding", async () => {
    const result = await preflightPdf(await makePdf([84, 44], [100, 50], [100, 50]), {
      ...label,
      multiPageExpected: true,
    });
    expect(result.issues).toEqual([
      {
        code: "size_mismatch",
        params: { page: 2, width: 100, height: 50, wantWidth: 84, wantHeight: 44 },
      },
    ]);
  });

  it("products without a fixed size get the page count only", async () => {
    const result = await preflightPdf(await makePdf([210, 297]), { size: null });
    expect(result.verdict).toBe("ok");
    expect(result.issues.map((i) => i.code)).toEqual(["size_not_checked"]);
  });

  it("never throws on arbitrary bytes: anything that is not a PDF is an unreadable error", async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 300 }), async (bytes) => {
        const result = await preflightPdf(
          new Uint8Array([...new TextEncoder().encode("%PDF-1.7\n"), ...bytes]),
          label,
        );
        expect(["error", "ok", "warning"]).toContain(result.verdict);
      }),
      { numRuns: 60 },
    );
  });
});

describe("what the preflight does with hostile and odd files (issue 24)", () => {
  const label = { size: { width: 50, height: 30 } };

  it("the test bomb is a valid zlib stream of exactly the bytes it claims (checked on a small one)", () => {
    const stream = deflatedRepeat(Buffer.from("5 0 <<>>"), 0x20, 64 * 1024, 5);
    const inflated = inflateSync(stream);
    expect(inflated.byteLength).toBe(8 + 5 * 64 * 1024);
    expect(inflated.subarray(0, 8).toString()).toBe("5 0 <<>>");
    expect(inflated.subarray(8).every((b) => b === 0x20)).toBe(true);
  });

  it("counts what pdf-lib inflates: under the cap a Flate object stream is read, over it the file is too complex to check", async () => {
    // 3 MB and a few bytes: pdf-lib's buffer for it is 4 MiB (what is charged).
    const pdf = makeInflateBombPdf(54, 34, 3);
    expect(await preflightPdf(pdf, label)).toMatchObject({ verdict: "ok", pages: 1 });
    expect(await preflightPdf(pdf, label, { maxInflatedBytes: 1024 * 1024 })).toEqual(
      tooComplexToCheck(),
    );
    // The cap is per document: the next one starts from zero.
    expect(await preflightPdf(pdf, label, { maxInflatedBytes: 5 * 1024 * 1024 })).toMatchObject({
      verdict: "ok",
    });
  });

  it("counts every stage of a filter chain (a Flate stream inside a Flate stream)", async () => {
    const inner = deflateSync(
      Buffer.concat([Buffer.from("5 0 << >>"), Buffer.alloc(3 * 1024 * 1024, 0x20)]),
    );
    const pdf = rawPdf([
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 153.07 96.38] >>",
      {
        dict: "/Type /ObjStm /N 1 /First 4 /Filter [/FlateDecode /FlateDecode]",
        stream: deflateSync(inner),
      },
    ]);
    expect(await preflightPdf(pdf, label)).toMatchObject({ verdict: "ok" });
    // The inner stage alone takes a 4 MiB buffer; with the outer one's the document is over.
    expect(await preflightPdf(pdf, label, { maxInflatedBytes: 4 * 1024 * 1024 + 1 })).toEqual(
      tooComplexToCheck(),
    );
  });

  it("a truncated PDF is unreadable", async () => {
    const whole = await makePdf([54, 34]);
    expect(await preflightPdf(whole.slice(0, Math.floor(whole.byteLength / 2)), label)).toEqual({
      verdict: "error",
      pages: null,
      issues: [{ code: "pdf_unreadable" }],
    });
  });

  it("a PDF that runs JavaScript when opened (/OpenAction /S /JavaScript) is printable with a warning", async () => {
    const result = await preflightPdf(await makeJavaScriptPdf(54, 34), label);
    expect(result).toEqual({ verdict: "warning", pages: 1, issues: [{ code: "pdf_javascript" }] });
  });

  it("a 500-page PDF is read whole", async () => {
    const pages = Array.from({ length: 500 }, () => [54, 34] as [number, number]);
    const result = await preflightPdf(await makePdf(...pages), {
      ...label,
      multiPageExpected: true,
    });
    expect(result).toEqual({
      verdict: "ok",
      pages: 500,
      issues: [{ code: "pdf_ok", params: { pages: 500 } }],
    });
  });
});
