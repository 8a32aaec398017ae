import jsQR from "jsqr";

/**
 * Reading a document back as a person would, for tests: the text of each page (pdf.js, the
 * reader browsers use, so a font or encoding fault shows as wrong text), and a QR code decoded
 * from pixels by a decoder (jsQR) — never compared with what the writer meant to draw.
 */

/** pdf.js (its Node build), loaded once with what it needs from newer Node versions (Node 20: `pnpm start`'s floor). */
async function pdfjs() {
  const withResolvers = Promise as unknown as { withResolvers?: unknown };
  withResolvers.withResolvers ??= function <T>() {
    let resolve!: (value: T) => void;
    let reject!: (reason: unknown) => void;
    const promise = new Promise<T>((yes, no) => {
      resolve = yes;
      reject = no;
    });
    return { promise, resolve, reject };
  };
  const buffer = ArrayBuffer.prototype as unknown as { transferToFixedLength?: unknown };
  buffer.transferToFixedLength ??= function (this: ArrayBuffer, length?: number) {
    const copy = new ArrayBuffer(length ?? this.byteLength);
    new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(copy.byteLength, this.byteLength)));
    return copy;
  };
  return import("pdfjs-dist/legacy/build/pdf.mjs");
}

/** Each page's text, its items joined by spaces in reading order. */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const { getDocument } = await pdfjs();
  const task = getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
  });
  const doc = await task.promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      pages.push(
        content.items
          .map((item) => ("str" in item ? item.str : ""))
          .filter(Boolean)
          .join(" "),
      );
    }
    return pages;
  } finally {
    await task.destroy();
  }
}

/** The rectangles filled on a page (x, y, width, height in points), as drawn by `PdfWriter.qr`. */
export async function pdfRectangles(bytes: Uint8Array, page = 1) {
  const { OPS, getDocument } = await pdfjs();
  const task = getDocument({ data: new Uint8Array(bytes) });
  const doc = await task.promise;
  try {
    const list = await (await doc.getPage(page)).getOperatorList();
    const rects: { x: number; y: number; width: number; height: number }[] = [];
    // The current transformation (pdf-lib draws a rectangle at 0,0 after moving the origin).
    type Matrix = [number, number, number, number, number, number];
    let ctm: Matrix = [1, 0, 0, 1, 0, 0];
    const stack: Matrix[] = [];
    const times = (m: Matrix, n: Matrix): Matrix => [
      m[0] * n[0] + m[1] * n[2],
      m[0] * n[1] + m[1] * n[3],
      m[2] * n[0] + m[3] * n[2],
      m[2] * n[1] + m[3] * n[3],
      m[4] * n[0] + m[5] * n[2] + n[4],
      m[4] * n[1] + m[5] * n[3] + n[5],
    ];
    list.fnArray.forEach((fn, i) => {
      const args = list.argsArray[i] as unknown[];
      if (fn === OPS.save) stack.push(ctm);
      else if (fn === OPS.restore) ctm = stack.pop() ?? [1, 0, 0, 1, 0, 0];
      else if (fn === OPS.transform) ctm = times(args as Matrix, ctm);
      else if (fn === OPS.constructPath) {
        // [op, [path data...], minMax]: the bounding box of the path, in its own space.
        const minMax = args[args.length - 1] as ArrayLike<number> | null;
        if (!minMax || minMax.length < 4) return;
        const [x0, y0] = [minMax[0]! * ctm[0] + ctm[4], minMax[1]! * ctm[3] + ctm[5]];
        const [x1, y1] = [minMax[2]! * ctm[0] + ctm[4], minMax[3]! * ctm[3] + ctm[5]];
        rects.push({ x: x0, y: y0, width: x1 - x0, height: y1 - y0 });
      }
    });
    return rects;
  } finally {
    await task.destroy();
  }
}

/**
 * Decodes a QR code from the squares filled on a page: the squares of one size are laid on a
 * pixel grid (4 px per module, white around) and handed to jsQR. Answers the decoded text, or
 * null when no code is readable there.
 */
export async function decodePdfQr(bytes: Uint8Array, page = 1): Promise<string | null> {
  const rects = (await pdfRectangles(bytes, page)).filter(
    (r) => r.width > 0 && Math.abs(r.width - r.height) < 0.01,
  );
  if (rects.length === 0) return null;
  const unit = Math.min(...rects.map((r) => r.width));
  const modules = rects.filter((r) => Math.abs(r.width - unit) < 0.01);
  const left = Math.min(...modules.map((r) => r.x));
  const top = Math.max(...modules.map((r) => r.y + r.height));
  const cells = modules.map((r) => ({
    c: Math.round((r.x - left) / unit),
    r: Math.round((top - r.y - r.height) / unit),
  }));
  const size = Math.max(...cells.map((m) => Math.max(m.c, m.r))) + 1;
  return decodeMatrix(
    Array.from({ length: size }, (_, r) =>
      Array.from({ length: size }, (_, c) => cells.some((m) => m.r === r && m.c === c)),
    ),
  );
}

/** Decodes a module matrix (true: dark) with jsQR, drawn at 4 px per module with a quiet zone. */
export function decodeMatrix(matrix: boolean[][]): string | null {
  const scale = 4;
  const quiet = 4;
  const side = (matrix.length + 2 * quiet) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  matrix.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (!dark) return;
      for (let dy = 0; dy < scale; dy++)
        for (let dx = 0; dx < scale; dx++) {
          const at = (((r + quiet) * scale + dy) * side + (c + quiet) * scale + dx) * 4;
          pixels[at] = pixels[at + 1] = pixels[at + 2] = 0;
        }
    }),
  );
  return jsQR(pixels, side, side)?.data ?? null;
}
