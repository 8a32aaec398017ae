import { PDFDocument, StandardFonts } from "pdf-lib";

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
