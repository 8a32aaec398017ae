/**
 * The text of a PDF as a reader extracts it (pdfjs-dist, Mozilla's PDF engine), page by page:
 * what the tests assert an invoice says, read back from the bytes (pdf-lib only writes).
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const content = await (await doc.getPage(p)).getTextContent();
    pages.push(
      content.items
        .map((i) => ("str" in i ? i.str + (i.hasEOL ? "\n" : "") : ""))
        .join("")
        .replace(/[ \t]+\n/g, "\n"),
    );
  }
  await doc.destroy();
  return pages.join("\n");
}
