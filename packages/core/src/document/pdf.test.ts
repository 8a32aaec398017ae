import { describe, expect, it } from "vitest";
import { PdfWriter, qrMatrix } from "./pdf";
import { decodeMatrix, decodePdfQr, pdfText } from "./testing/read";

describe("the PDF kit", () => {
  it("writes Polish and German text that a reader extracts unchanged, on as many pages as it needs", async () => {
    const pdf = await PdfWriter.create({ title: "Faktura VAT", language: "pl" });
    pdf.heading("Zażółć gęślą jaźń — Größe × Menge");
    pdf.row([
      { text: "Etykiety na rolce, 50 × 40 mm", share: 0.6 },
      { text: "1 234,56 zł", share: 0.4, align: "right" },
    ]);
    for (let i = 0; i < 80; i++) pdf.text(`Wiersz ${i}: łódź, ĘŚĄŻŹĆŃÓŁ`);
    const pages = await pdfText(await pdf.save());
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0]).toContain("Zażółć gęślą jaźń — Größe × Menge");
    expect(pages[0]).toContain("1 234,56 zł");
    expect(pages.join(" ")).toContain("Wiersz 79: łódź, ĘŚĄŻŹĆŃÓŁ");
  });

  it("draws a character the font lacks as '?' instead of failing", async () => {
    const pdf = await PdfWriter.create({ title: "x", language: "en" });
    pdf.text("Price 中 ok");
    expect((await pdfText(await pdf.save()))[0]).toContain("Price ? ok");
  });

  it("wraps a long text inside its width and cuts a word wider than the column", async () => {
    const pdf = await PdfWriter.create({ title: "x", language: "en" });
    const lines = pdf.wrap("word ".repeat(40) + "x".repeat(300), 200, 10);
    expect(lines.length).toBeGreaterThan(5);
    expect(lines.join("").replace(/ /g, "")).toBe("word".repeat(40) + "x".repeat(300));
  });

  it("draws a QR code that a decoder reads back from the page", async () => {
    const link = "https://qr-test.ksef.mf.gov.pl/invoice/5260250274/27-11-2026/abc_DEF-123";
    const pdf = await PdfWriter.create({ title: "x", language: "pl" });
    pdf.text("KOD I");
    const drawn = pdf.qr(link, { size: 110 });
    expect(decodeMatrix(drawn)).toBe(link);
    expect(await decodePdfQr(await pdf.save())).toBe(link);
  });

  it("a different value gives a different code (the decoder is not fooled by any square pattern)", () => {
    expect(decodeMatrix(qrMatrix("ZAM-2026-000123"))).toBe("ZAM-2026-000123");
    expect(decodeMatrix(qrMatrix("ZAM-2026-000124"))).not.toBe("ZAM-2026-000123");
    expect(
      decodeMatrix([
        [true, false],
        [false, true],
      ]),
    ).toBeNull();
  });
});
