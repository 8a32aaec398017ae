import { PDFDocument, type PDFPage } from "pdf-lib";
import { BLEED_MM, type Preflight, type PreflightIssue } from "./schema";

export { BLEED_MM };
/** How far a page may be off (rounding of pt ↔ mm). */
export const TOLERANCE_MM = 0.5;
const MM_PER_PT = 25.4 / 72;

const round1 = (x: number) => Math.round(x * 10) / 10;
const near = (a: number, b: number) => Math.abs(a - b) <= TOLERANCE_MM;
const fits = (w: number, h: number, tw: number, th: number) => (near(w, tw) && near(h, th)) || (near(w, th) && near(h, tw));

export interface PreflightTarget {
  /** The label's size in mm; null for products without a fixed size (sizes are not checked). */
  size: { width: number; height: number } | null;
  /** Personalized labels come as one page per label: several pages are expected. */
  multiPageExpected?: boolean;
}

/**
 * Checks a PDF: it opens, its page count, and every page's size (the MediaBox, turned by the
 * page's rotation) against the label plus 2 mm bleed per side. A page of the bare label size
 * prints but without bleed (warning); any other size does not match the order (error).
 */
export async function preflightPdf(bytes: Uint8Array, target: PreflightTarget): Promise<Preflight> {
  let pages: PDFPage[];
  try {
    const doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false });
    // A file with a PDF header but no page tree loads, then fails here.
    pages = doc.getPages();
    for (const page of pages) page.getSize();
  } catch {
    return { verdict: "error", pages: null, issues: [{ code: "pdf_unreadable" }] };
  }
  const issues: PreflightIssue[] = [];
  if (pages.length === 0) return { verdict: "error", pages: 0, issues: [{ code: "pdf_no_pages" }] };
  let error = false;
  let warning = false;
  if (target.size) {
    const want = { width: target.size.width + 2 * BLEED_MM, height: target.size.height + 2 * BLEED_MM };
    const seen = new Set<string>();
    pages.forEach((page, i) => {
      const { width, height } = page.getSize();
      const turned = page.getRotation().angle % 180 !== 0;
      const w = round1((turned ? height : width) * MM_PER_PT);
      const h = round1((turned ? width : height) * MM_PER_PT);
      let code: string | null = null;
      if (fits(w, h, want.width, want.height)) return;
      if (fits(w, h, target.size!.width, target.size!.height)) {
        code = "no_bleed";
        warning = true;
      } else {
        code = "size_mismatch";
        error = true;
      }
      const key = `${code}|${w}|${h}`;
      if (seen.has(key) || seen.size >= 5) return;
      seen.add(key);
      issues.push({ code, params: { page: i + 1, width: w, height: h, wantWidth: want.width, wantHeight: want.height } });
    });
  } else {
    issues.push({ code: "size_not_checked" });
  }
  if (pages.length > 1 && !target.multiPageExpected) {
    warning = true;
    issues.push({ code: "multiple_pages", params: { pages: pages.length } });
  }
  // "pdf_ok" says the size matches: only where a size was checked.
  if (!error && !warning && target.size) issues.unshift({ code: "pdf_ok", params: { pages: pages.length } });
  return { verdict: error ? "error" : warning ? "warning" : "ok", pages: pages.length, issues };
}
