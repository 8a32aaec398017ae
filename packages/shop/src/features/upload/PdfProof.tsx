import { useTranslation } from "@printshop/ui";
import { useEffect, useRef, useState } from "react";
import { labelGeometry, type Size } from "../labels/geometry";
import { DrawingLegend, ProofOverlay } from "../labels/LabelDrawing";
import type { OpenedPage } from "./renderPdf";
import "./texts";

const ROOM = { width: 300, height: 260 };
const pct = (part: number, whole: number) => `${(part / whole) * 100}%`;
type State = "loading" | "drawn" | "failed" | "none";

/**
 * The instant proof: the PDF's first page rendered in the browser with pdf.js (loaded only here,
 * by a dynamic import) onto the label at one scale, the cut line, bleed and safe zone over it. A
 * page of another size shows as such (centred on the label, its outline dashed orange).
 */
export function PdfProof({ file, label }: { file: File | null; label: Size }) {
  const { t } = useTranslation("upload");
  const [state, setState] = useState<State>(file ? "loading" : "none");
  const [page, setPage] = useState<(Size & { turn: boolean }) | null>(null);
  const opened = useRef<OpenedPage | null>(null);
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (!file) return;
    let live = true;
    setState("loading");
    void (async () => {
      try {
        const { openFirstPage } = await import("./renderPdf");
        const doc = await openFirstPage(await file.arrayBuffer(), label);
        if (!live) return void doc.close();
        opened.current = doc;
        setPage(doc.size);
      } catch {
        if (live) setState("failed");
      }
    })();
    return () => {
      live = false;
      void opened.current?.close();
      opened.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the proof is redrawn for a new file or size, not for a new label object with the same size
  }, [file, label.width, label.height]);

  const g = labelGeometry(label, ROOM, { padding: 24, page });
  const pageWidth = g?.page?.width ?? 0;
  useEffect(() => {
    const doc = opened.current;
    if (!doc || !canvas.current || pageWidth <= 0) return;
    let live = true;
    doc.draw(canvas.current, pageWidth).then(
      () => live && setState("drawn"),
      () => live && setState("failed"),
    );
    return () => {
      live = false;
    };
  }, [page, pageWidth]);

  if (!g) return null;
  const r1 = (x: number) => Math.round(x * 10) / 10;
  return (
    <figure className="proof" data-testid="proof" data-state={state}>
      <div
        className="proof-stage"
        style={{ width: g.width, aspectRatio: `${g.width} / ${g.height}` }}
      >
        {g.page ? (
          <canvas
            ref={canvas}
            className="proof-canvas"
            data-testid="proof-canvas"
            aria-label={t("proof.canvas")}
            role="img"
            style={{
              left: pct(g.page.x, g.width),
              top: pct(g.page.y, g.height),
              width: pct(g.page.width, g.width),
              height: pct(g.page.height, g.height),
            }}
          />
        ) : null}
        <svg
          viewBox={`0 0 ${g.width} ${g.height}`}
          className="proof-overlay"
          data-testid="proof-overlay"
          aria-hidden="true"
        >
          <ProofOverlay g={g} withPage />
        </svg>
      </div>
      <figcaption>
        {state === "loading" ? (
          <p className="hint" role="status">
            {t("proof.loading")}
          </p>
        ) : null}
        {state === "failed" ? <p className="hint">{t("proof.failed")}</p> : null}
        {state === "none" ? <p className="hint">{t("proof.none")}</p> : null}
        <DrawingLegend
          extra={
            page ? (
              <li data-testid="proof-page-size">
                <svg viewBox="0 0 24 12" className="legend-key" aria-hidden="true">
                  <line x1="1" y1="6" x2="23" y2="6" className="drawing-page-key" />
                </svg>{" "}
                {t("proof.page", { width: r1(page.width), height: r1(page.height) })}
              </li>
            ) : null
          }
        />
      </figcaption>
    </figure>
  );
}
