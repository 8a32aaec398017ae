import { constants, deflateRawSync } from "node:zlib";
import {
  PDFDocument,
  PDFName,
  PDFString,
  StandardFonts,
  concatTransformationMatrix,
  drawObject,
  popGraphicsState,
  pushGraphicsState,
  rgb,
} from "pdf-lib";

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
  page.drawRectangle({
    x: pw / 4,
    y: ph / 4,
    width: pw / 2,
    height: ph / 2,
    color: rgb(0.1, 0.1, 0.1),
  });
  return doc.save();
}

/**
 * A zlib stream of `prefix` followed by `count` × `chunkBytes` bytes of `byte`, built without ever
 * holding the inflated data: each chunk is compressed once with a full flush (which resets the
 * compressor, so the block stands alone) and repeated; an empty final block and the Adler-32 of
 * the whole (computed, not hashed) close it. Node's inflate accepts it (the tests check a small one).
 */
export function deflatedRepeat(
  prefix: Uint8Array,
  byte: number,
  chunkBytes: number,
  count: number,
): Buffer {
  const flush = { level: 9, finishFlush: constants.Z_FULL_FLUSH };
  const head = deflateRawSync(prefix, flush);
  const block = deflateRawSync(Buffer.alloc(chunkBytes, byte), flush);
  const M = 65521n;
  let a = 1n;
  let b = 0n;
  for (const x of prefix) {
    a = (a + BigInt(x)) % M;
    b = (b + a) % M;
  }
  // n more bytes of v: a grows by v each byte, b by the running a: n·a + v·n(n+1)/2.
  const n = BigInt(chunkBytes) * BigInt(count);
  const v = BigInt(byte);
  b = (b + n * a + (v * n * (n + 1n)) / 2n) % M;
  a = (a + v * n) % M;
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE(Number((b << 16n) | a));
  return Buffer.concat([
    Buffer.from([0x78, 0xda]),
    head,
    ...new Array<Buffer>(count).fill(block),
    Buffer.from([0x03, 0x00]),
    adler,
  ]);
}

/** A PDF of numbered objects (bodies as given, streams with their bytes), with a correct xref table. */
export function rawPdf(
  objects: (string | { dict: string; stream: Uint8Array })[],
  root = 1,
): Uint8Array {
  const parts: Buffer[] = [Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  let offset = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(offset);
    const chunk =
      typeof o === "string"
        ? Buffer.from(`${i + 1} 0 obj\n${o}\nendobj\n`, "latin1")
        : Buffer.concat([
            Buffer.from(
              `${i + 1} 0 obj\n<< ${o.dict} /Length ${o.stream.byteLength} >>\nstream\n`,
              "latin1",
            ),
            o.stream,
            Buffer.from("\nendstream\nendobj\n", "latin1"),
          ]);
    parts.push(chunk);
    offset += chunk.length;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`),
  ].join("");
  parts.push(
    Buffer.from(
      `${xref}trailer\n<< /Size ${objects.length + 1} /Root ${root} 0 R >>\nstartxref\n${offset}\n%%EOF\n`,
      "latin1",
    ),
  );
  return new Uint8Array(Buffer.concat(parts));
}

/**
 * A one-page PDF (`w × h` mm) with an object stream (`/ObjStm /FlateDecode`) that inflates to
 * about `inflatedMb` MB of spaces: the decompression bomb of issue 24 (500 MB from 0.5 MB).
 */
export function makeInflateBombPdf(w: number, h: number, inflatedMb: number): Uint8Array {
  const header = "5 0 ";
  const stream = deflatedRepeat(
    Buffer.from(`${header}<< /Filler true >>`, "latin1"),
    0x20,
    1024 * 1024,
    inflatedMb,
  );
  return rawPdf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${(w * PT_PER_MM).toFixed(2)} ${(h * PT_PER_MM).toFixed(2)}] >>`,
    { dict: `/Type /ObjStm /N 1 /First ${header.length} /Filter /FlateDecode`, stream },
  ]);
}

/**
 * A one-page PDF of `w × h` mm whose page shows one uncompressed RGB image of `side × side`
 * pixels: a legitimate large print file (4096 px: 48 MiB of image data, a 50 MB PDF).
 */
export async function makeImagePdf(w: number, h: number, side: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([w * PT_PER_MM, h * PT_PER_MM]);
  const pixels = new Uint8Array(side * side * 3);
  for (let i = 0; i < pixels.length; i += 3) pixels[i] = (i / 3) % 251;
  const image = doc.context.register(
    doc.context.stream(pixels, {
      Type: "XObject",
      Subtype: "Image",
      Width: side,
      Height: side,
      ColorSpace: "DeviceRGB",
      BitsPerComponent: 8,
    }),
  );
  page.node.setXObject(PDFName.of("Im0"), image);
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(page.getWidth(), 0, 0, page.getHeight(), 0, 0),
    drawObject("Im0"),
    popGraphicsState(),
  );
  return doc.save();
}

/** A one-page PDF of `w × h` mm that runs JavaScript when opened (`/OpenAction` `/S /JavaScript`). */
export async function makeJavaScriptPdf(w: number, h: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([w * PT_PER_MM, h * PT_PER_MM]);
  doc.catalog.set(
    PDFName.of("OpenAction"),
    doc.context.obj({ S: "JavaScript", JS: PDFString.of("app.alert('hello');") }),
  );
  return doc.save();
}
