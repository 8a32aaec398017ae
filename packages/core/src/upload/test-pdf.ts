import { PDFDocument, StandardFonts, rgb } from "pdf-lib";

const PT_PER_MM = 72 / 25.4;

/** A PDF whose pages have the given sizes in mm (tests and demos generate print files with it). */
export async function makePdf(...pages: [number, number][]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  pages.forEach(([w, h], i) => {
    const page = doc.addPage([w * PT_PER_MM, h * PT_PER_MM]);
    page.drawText(`Page ${i + 1}: ${w} x ${h} mm`, { x: 4, y: 4, size: 6, font });
  });
  return doc.save();
}

/**
 * A one-page print file of `w × h` mm with artwork a renderer must show: a blue background to the
 * page's edges and a dark box over the middle quarter (the browser proof's tests count its pixels).
 */
export async function makeArtworkPdf(w: number, h: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const [pw, ph] = [w * PT_PER_MM, h * PT_PER_MM];
  const page = doc.addPage([pw, ph]);
  page.drawRectangle({ x: 0, y: 0, width: pw, height: ph, color: rgb(0.1, 0.4, 0.8) });
  page.drawRectangle({ x: pw / 4, y: ph / 4, width: pw / 2, height: ph / 2, color: rgb(0.1, 0.1, 0.1) });
  return doc.save();
}
