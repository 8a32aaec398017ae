import {
  PDFContext,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  decodePDFRawStream,
  type PDFPage,
} from "pdf-lib";
import type { Preflight, PreflightIssue } from "./schema";
import { BLEED_MM } from "./margins";
import { PREFLIGHT_MAX_INFLATED_BYTES, tooComplexToCheck } from "./verdicts";

export { BLEED_MM, PREFLIGHT_MAX_INFLATED_BYTES };
/** How far a page may be off (rounding of pt ↔ mm). */
export const TOLERANCE_MM = 0.5;
const MM_PER_PT = 25.4 / 72;

const round1 = (x: number) => Math.round(x * 10) / 10;
const near = (a: number, b: number) => Math.abs(a - b) <= TOLERANCE_MM;
const fits = (w: number, h: number, tw: number, th: number) =>
  (near(w, tw) && near(h, th)) || (near(w, th) && near(h, tw));

export interface PreflightTarget {
  /** The label's size in mm; null for products without a fixed size (sizes are not checked). */
  size: { width: number; height: number } | null;
  /** Personalized labels come as one page per label: several pages are expected. */
  multiPageExpected?: boolean;
}

/** Thrown inside pdf-lib's decoder when the document's budget is spent. */
export class InflateLimitError extends Error {
  constructor(limit: number) {
    super(`the PDF inflates beyond ${limit} bytes`);
    this.name = "InflateLimitError";
  }
}

/** The budget of the document being loaded (null outside `preflightPdf`: no limit). */
let budget: { limit: number; used: number; exceeded: boolean } | null = null;
const CHARGED = Symbol("inflated bytes charged");

/**
 * Counts what pdf-lib's decoders produce, at the one place they all grow their output: every
 * decoder (Flate, LZW, ASCII85, ASCIIHex, RunLength) extends pdf-lib's internal `DecodeStream`
 * and asks `ensureBuffer(n)` for room before it writes past its buffer. pdf-lib does not export
 * that class, so its prototype is found through a decoder pdf-lib hands out (`decodePDFRawStream`
 * of an empty Flate stream); its `ensureBuffer` is wrapped once per thread. Each decoder is charged
 * for the buffer it is about to allocate (a power of two: at most twice what it holds), so the
 * budget bounds both the decoded bytes and the memory their buffers take, every stage of a filter
 * chain included; beyond the budget the wrapper throws before allocating. pdf-lib may catch that error
 * (it skips objects it cannot parse), so `budget.exceeded` also stays set for the caller to see.
 * This is a run-time wrap in our own code: the same in tests, the local server and the Lambda, and
 * it needs no patched copy of pdf-lib; `installInflateLimit()` fails loudly if pdf-lib's internals
 * change (the preflight tests run it).
 */
let installed = false;
export function installInflateLimit(): void {
  if (installed) return;
  const context = PDFContext.create();
  // An empty zlib stream (FlateStream reads the header when it is made).
  const empty = new Uint8Array([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]);
  const probe = decodePDFRawStream(
    PDFRawStream.of(context.obj({ Filter: "FlateDecode" }), empty),
  ) as object;
  let proto: Record<string | symbol, unknown> | null = Object.getPrototypeOf(probe) as Record<
    string | symbol,
    unknown
  > | null;
  while (proto && !Object.prototype.hasOwnProperty.call(proto, "ensureBuffer"))
    proto = Object.getPrototypeOf(proto) as Record<string | symbol, unknown> | null;
  const original = proto?.ensureBuffer;
  if (!proto || typeof original !== "function")
    throw new Error(
      "pdf-lib's decoders no longer have ensureBuffer: review installInflateLimit (upload/preflight.ts)",
    );
  proto.ensureBuffer = function ensureBuffer(
    this: { buffer: Uint8Array; minBufferLength?: number; [CHARGED]?: number },
    requested: number,
  ) {
    const b = budget;
    if (b && requested > this.buffer.byteLength) {
      // The size pdf-lib is about to allocate: its minimum, doubled until the request fits.
      let size =
        typeof this.minBufferLength === "number" && this.minBufferLength > 0
          ? this.minBufferLength
          : requested;
      while (size < requested) size *= 2;
      const charged = this[CHARGED] ?? 0;
      b.used += size - charged;
      this[CHARGED] = size;
      if (b.used > b.limit) {
        b.exceeded = true;
        throw new InflateLimitError(b.limit);
      }
    }
    return (original as (n: number) => unknown).call(this, requested);
  };
  installed = true;
}

/** One document at a time per thread: the inflate budget is the thread's. */
let queue: Promise<unknown> = Promise.resolve();

/** Whether the document runs JavaScript when opened or on a document action (a print file never needs it). */
function hasJavaScript(doc: PDFDocument): boolean {
  const catalog = doc.catalog;
  const isScript = (action: unknown) =>
    action instanceof PDFDict &&
    (action.lookup(PDFName.of("S")) === PDFName.of("JavaScript") || action.has(PDFName.of("JS")));
  const open = catalog.lookup(PDFName.of("OpenAction"));
  if (isScript(open)) return true;
  const names = catalog.lookup(PDFName.of("Names"));
  if (names instanceof PDFDict && names.has(PDFName.of("JavaScript"))) return true;
  const actions = catalog.lookup(PDFName.of("AA"));
  return (
    actions instanceof PDFDict &&
    actions.values().some((action) => isScript(doc.context.lookup(action)))
  );
}

/**
 * Checks a PDF: it opens, its page count, and every page's size (the MediaBox, turned by the
 * page's rotation) against the label plus 2 mm bleed per side. A page of the bare label size
 * prints but without bleed (warning); any other size does not match the order (error). A file
 * that inflates beyond `maxInflatedBytes` is too complex to check (`tooComplexToCheck`: our
 * prepress checks it). Document JavaScript is a warning: printing ignores it, prepress should know.
 * Runs in the preflight worker (cage.ts), which also bounds its memory and time.
 */
export function preflightPdf(
  bytes: Uint8Array,
  target: PreflightTarget,
  options: { maxInflatedBytes?: number } = {},
): Promise<Preflight> {
  const run = queue.then(() =>
    check(bytes, target, options.maxInflatedBytes ?? PREFLIGHT_MAX_INFLATED_BYTES),
  );
  queue = run.catch(() => undefined);
  return run;
}

async function check(
  bytes: Uint8Array,
  target: PreflightTarget,
  maxInflatedBytes: number,
): Promise<Preflight> {
  installInflateLimit();
  const spent = { limit: maxInflatedBytes, used: 0, exceeded: false };
  let pages: PDFPage[];
  let script = false;
  budget = spent;
  try {
    const doc = await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: false,
    });
    // A file with a PDF header but no page tree loads, then fails here.
    pages = doc.getPages();
    for (const page of pages) page.getSize();
    script = hasJavaScript(doc);
  } catch {
    if (spent.exceeded) return tooComplexToCheck();
    return { verdict: "error", pages: null, issues: [{ code: "pdf_unreadable" }] };
  } finally {
    budget = null;
  }
  // pdf-lib skips objects it cannot parse: a load that "succeeded" past the budget read a file without them.
  if (spent.exceeded) return tooComplexToCheck();
  const issues: PreflightIssue[] = [];
  if (pages.length === 0) return { verdict: "error", pages: 0, issues: [{ code: "pdf_no_pages" }] };
  let error = false;
  let warning = false;
  if (target.size) {
    const want = {
      width: target.size.width + 2 * BLEED_MM,
      height: target.size.height + 2 * BLEED_MM,
    };
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
      issues.push({
        code,
        params: {
          page: i + 1,
          width: w,
          height: h,
          wantWidth: want.width,
          wantHeight: want.height,
        },
      });
    });
  } else {
    issues.push({ code: "size_not_checked" });
  }
  if (pages.length > 1 && !target.multiPageExpected) {
    warning = true;
    issues.push({ code: "multiple_pages", params: { pages: pages.length } });
  }
  if (script) {
    warning = true;
    issues.push({ code: "pdf_javascript" });
  }
  // "pdf_ok" says the size matches: only where a size was checked.
  if (!error && !warning && target.size)
    issues.unshift({ code: "pdf_ok", params: { pages: pages.length } });
  return { verdict: error ? "error" : warning ? "warning" : "ok", pages: pages.length, issues };
}
