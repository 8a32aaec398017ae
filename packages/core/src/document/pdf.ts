import { readFileSync } from "node:fs";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { encode } from "uqr";

/**
 * The shop's PDF documents (invoices, job tickets, offers): A4 pages written top to bottom by a
 * cursor, in DejaVu Sans (Polish and German letters, `fonts/SOURCE.md`), with wrapped text,
 * table rows, rules and QR codes. Server-side only (it reads the font from beside this module:
 * `fonts/` in the sources, `fonts/` beside the bundle's chunks once built, copied by
 * packages/functions/build/runtime-files.ts).
 */

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 48;

export interface DocumentMeta {
  title: string;
  /** BCP 47 (`pl`, `en`, `de`): the document's language for readers and assistive technology. */
  language: string;
  author?: string;
  subject?: string;
}

export interface TextOptions {
  size?: number;
  bold?: boolean;
  /** Left edge (points from the page's left); default the margin. */
  x?: number;
  /** Width to wrap in; default up to the right margin. */
  width?: number;
  align?: "left" | "right";
  /** Grey instead of black (secondary text). */
  muted?: boolean;
}

export interface Cell extends Omit<TextOptions, "x" | "width" | "size"> {
  text: string;
  /** The column's width as a share of the content width (the row's shares add up to 1). */
  share: number;
}

const fontFile = (name: string) => new URL(`./fonts/${name}`, import.meta.url);

let fontBytes: { regular: Uint8Array; bold: Uint8Array } | undefined;
function fonts() {
  fontBytes ??= {
    regular: readFileSync(fontFile("DejaVuSans.ttf")),
    bold: readFileSync(fontFile("DejaVuSans-Bold.ttf")),
  };
  return fontBytes;
}

/** A QR code's modules (true: dark), no quiet zone, error correction M. */
export function qrMatrix(value: string): boolean[][] {
  return encode(value, { ecc: "M", border: 0 }).data;
}

const LINE = 1.3;
const BLACK = rgb(0, 0, 0);
const GREY = rgb(0.35, 0.35, 0.35);

export class PdfWriter {
  private page!: PDFPage;
  /** The cursor: the top of the next thing written, in points from the page's bottom. */
  y = 0;
  private readonly supported: [Set<number>, Set<number>];

  private constructor(
    readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.supported = [new Set(regular.getCharacterSet()), new Set(bold.getCharacterSet())];
    this.newPage();
  }

  static async create(meta: DocumentMeta): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    doc.registerFontkit(fontkit);
    const { regular, bold } = fonts();
    // Embedded whole: the files are already subsets (pdf-lib's own subsetting is not needed).
    const [r, b] = await Promise.all([
      doc.embedFont(regular, { subset: false }),
      doc.embedFont(bold, { subset: false }),
    ]);
    doc.setTitle(meta.title, { showInWindowTitleBar: true });
    doc.setLanguage(meta.language);
    doc.setProducer("printshop");
    doc.setCreator("printshop");
    if (meta.author) doc.setAuthor(meta.author);
    if (meta.subject) doc.setSubject(meta.subject);
    return new PdfWriter(doc, r, b);
  }

  get contentWidth(): number {
    return A4[0] - 2 * MARGIN;
  }

  /** Starts a new page; the cursor goes to its top margin. */
  newPage(): void {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  /** A new page unless `height` points still fit above the bottom margin. */
  ensure(height: number): void {
    if (this.y - height < MARGIN) this.newPage();
  }

  space(points: number): void {
    this.y -= points;
  }

  private font(bold = false) {
    return bold ? this.bold : this.regular;
  }

  /** The text with every character the font lacks replaced by "?" (never a failed document). */
  printable(value: string, bold = false): string {
    const set = this.supported[bold ? 1 : 0];
    let out = "";
    for (const ch of value.replace(/\t/g, " ")) {
      const code = ch.codePointAt(0)!;
      out += ch === "\n" || set.has(code) ? ch : "?";
    }
    return out;
  }

  /** The lines `value` wraps into at `width` (words kept whole unless one alone is too wide). */
  wrap(value: string, width: number, size: number, bold = false): string[] {
    const font = this.font(bold);
    const measure = (s: string) => font.widthOfTextAtSize(s, size);
    const lines: string[] = [];
    for (const paragraph of this.printable(value, bold).split("\n")) {
      let line = "";
      for (const word of paragraph.split(/ +/)) {
        const next = line ? `${line} ${word}` : word;
        if (measure(next) <= width) {
          line = next;
          continue;
        }
        if (line) lines.push(line);
        // A word wider than the column is cut where it no longer fits.
        let rest = word;
        while (measure(rest) > width && rest.length > 1) {
          let cut = rest.length - 1;
          while (cut > 1 && measure(rest.slice(0, cut)) > width) cut--;
          lines.push(rest.slice(0, cut));
          rest = rest.slice(cut);
        }
        line = rest;
      }
      lines.push(line);
    }
    return lines;
  }

  /** Draws lines at the cursor's height without moving it; answers the height used. */
  private drawLines(lines: string[], x: number, width: number, options: TextOptions): number {
    const size = options.size ?? 10;
    const font = this.font(options.bold);
    const lineHeight = size * LINE;
    lines.forEach((line, i) => {
      const lineWidth = font.widthOfTextAtSize(line, size);
      this.page.drawText(line, {
        x: options.align === "right" ? x + width - lineWidth : x,
        y: this.y - size - i * lineHeight,
        size,
        font,
        color: options.muted ? GREY : BLACK,
      });
    });
    return lines.length * lineHeight;
  }

  /** Wrapped text at the cursor, which moves below it (a new page first if it does not fit). */
  text(value: string, options: TextOptions = {}): void {
    const size = options.size ?? 10;
    const x = options.x ?? MARGIN;
    const width = options.width ?? A4[0] - MARGIN - x;
    const lines = this.wrap(value, width, size, options.bold);
    this.ensure(lines.length * size * LINE);
    this.y -= this.drawLines(lines, x, width, options);
  }

  heading(value: string, size = 15): void {
    this.space(4);
    this.text(value, { size, bold: true });
    this.space(4);
  }

  /** One table row: each cell wrapped in its column; the cursor moves below the tallest. */
  row(cells: Cell[], size = 9): void {
    const gap = 6;
    let x = MARGIN;
    const laid = cells.map((cell) => {
      const width = cell.share * this.contentWidth - gap;
      const lines = this.wrap(cell.text, width, size, cell.bold);
      const at = x;
      x += cell.share * this.contentWidth;
      return { cell, lines, at, width };
    });
    const height = Math.max(...laid.map((l) => l.lines.length)) * size * LINE;
    this.ensure(height);
    for (const { cell, lines, at, width } of laid)
      this.drawLines(lines, at, width, { ...cell, size });
    this.y -= height + 2;
  }

  /** A thin horizontal line across the content width. */
  rule(): void {
    this.ensure(6);
    this.y -= 3;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4[0] - MARGIN, y: this.y },
      thickness: 0.5,
      color: GREY,
    });
    this.y -= 3;
  }

  /**
   * A QR code of `value`, `size` points square, its top-left at (`x`, cursor) with a quiet zone
   * of four modules inside that square; the cursor moves below it unless `keepCursor`. Answers
   * the modules drawn (for tests that decode them).
   */
  qr(value: string, options: { size?: number; x?: number; keepCursor?: boolean } = {}) {
    const matrix = qrMatrix(value);
    const size = options.size ?? 96;
    const x = options.x ?? MARGIN;
    this.ensure(size);
    const modules = matrix.length + 8;
    const unit = size / modules;
    const top = this.y;
    matrix.forEach((row, r) =>
      row.forEach((dark, c) => {
        if (!dark) return;
        this.page.drawRectangle({
          x: x + (c + 4) * unit,
          y: top - (r + 5) * unit,
          width: unit,
          height: unit,
          color: BLACK,
        });
      }),
    );
    if (!options.keepCursor) this.y -= size;
    return matrix;
  }

  async save(): Promise<Uint8Array> {
    return this.doc.save();
  }
}
