/** Saves a PDF answered as base64 (a job ticket) as a file in the browser. */
export function downloadPdf(out: { base64: string; fileName: string }) {
  const bytes = Uint8Array.from(atob(out.base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: "application/pdf" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = out.fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
