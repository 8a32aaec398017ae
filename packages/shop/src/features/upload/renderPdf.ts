import { GlobalWorkerOptions, getDocument } from "pdfjs-dist";
// The worker is its own asset (a same-origin script: the CSP's `worker-src 'self'`), fetched only
// when this module is: pdf.js reaches the browser only when a proof is drawn.
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";
import { pageInMm, type Size } from "../labels/geometry";

GlobalWorkerOptions.workerSrc = workerUrl;

export interface OpenedPage {
  /** The page in mm, turned a quarter when that matches the label. */
  size: Size & { turn: boolean };
  /** Draws the page into `canvas` at `cssWidth` px wide (sharp on high-density screens). */
  draw: (canvas: HTMLCanvasElement, cssWidth: number) => Promise<void>;
  close: () => Promise<void>;
}

/** Opens a PDF's first page with pdf.js (errors only in the console's verbosity). */
export async function openFirstPage(bytes: ArrayBuffer, label: Size): Promise<OpenedPage> {
  const task = getDocument({ data: new Uint8Array(bytes), verbosity: 0 });
  const doc = await task.promise;
  const page = await doc.getPage(1);
  const plain = page.getViewport({ scale: 1 });
  const size = pageInMm({ width: plain.width, height: plain.height }, label);
  return {
    size,
    draw: async (canvas, cssWidth) => {
      const rotation = (page.rotate + (size.turn ? 90 : 0)) % 360;
      const unit = page.getViewport({ scale: 1, rotation });
      const ratio = Math.min(window.devicePixelRatio || 1, 3);
      const viewport = page.getViewport({ scale: (cssWidth / unit.width) * ratio, rotation });
      canvas.width = Math.max(1, Math.round(viewport.width));
      canvas.height = Math.max(1, Math.round(viewport.height));
      await page.render({ canvas, viewport, background: "#ffffff" }).promise;
    },
    close: () => task.destroy(),
  };
}
