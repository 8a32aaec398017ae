import { useTranslation } from "@printshop/ui";
import type { ReactNode } from "react";
import { BLEED_MM, SAFE_MM } from "@printshop/core/upload/margins";
import { labelGeometry, roundedRectPath, type LabelGeometry, type Size } from "./geometry";
import { FinishDefs, finishFill, finishOf } from "./swatches";
import { RollDrawing } from "./RollDrawing";
import "./drawing.css";
import "./texts";

/** The room the label gets in the drawing (px of the SVG's own units). */
export const DRAWING_ROOM = { width: 320, height: 240 };
const PAD = 24;

/**
 * The cut line, bleed and safe zone of a geometry as SVG shapes: the label page's drawing and,
 * over the rendered PDF page, the upload step's proof draw the same overlay.
 */
export function ProofOverlay({
  g,
  face,
  withPage,
}: {
  g: LabelGeometry;
  face?: string;
  withPage?: boolean;
}) {
  const { t } = useTranslation("labels");
  const n = (x: number) => Math.round(x * 10) / 10;
  return (
    <>
      {/* The bleed: the ring between the page's edge and the cut line, cut away after printing. */}
      <path
        d={`${roundedRectPath(g.bleed)}${roundedRectPath(g.cut)}`}
        fillRule="evenodd"
        className="drawing-bleed-area"
      />
      <path d={roundedRectPath(g.bleed)} className="drawing-bleed" data-testid="drawing-bleed" />
      {face ? <path d={roundedRectPath(g.cut)} fill={face} /> : null}
      {withPage && g.page ? (
        <path d={roundedRectPath(g.page)} className="drawing-page" data-testid="drawing-page" />
      ) : null}
      <path d={roundedRectPath(g.cut)} className="drawing-cut" data-testid="drawing-cut" />
      {g.safe ? (
        <path d={roundedRectPath(g.safe)} className="drawing-safe" data-testid="drawing-safe" />
      ) : null}
      <text
        x={g.bleed.x + g.bleed.width / 2}
        y={g.bleed.y - 6}
        textAnchor="middle"
        className="drawing-dim"
        data-testid="drawing-width"
      >
        {t("drawing.mm", { value: n(g.cut.width / g.scale) })}
      </text>
      <text
        x={g.bleed.x - 6}
        y={g.bleed.y + g.bleed.height / 2}
        textAnchor="middle"
        transform={`rotate(-90 ${g.bleed.x - 6} ${g.bleed.y + g.bleed.height / 2})`}
        className="drawing-dim"
        data-testid="drawing-height"
      >
        {t("drawing.mm", { value: n(g.cut.height / g.scale) })}
      </text>
    </>
  );
}

/** What the three outlines mean (the same legend under the drawing and beside the proof). */
export function DrawingLegend({ extra }: { extra?: ReactNode }) {
  const { t } = useTranslation("labels");
  const key = (cls: string) => (
    <svg viewBox="0 0 24 12" className="legend-key" aria-hidden="true">
      <line x1="1" y1="6" x2="23" y2="6" className={cls} />
    </svg>
  );
  return (
    <ul className="drawing-legend" data-testid="drawing-legend">
      <li>
        {key("drawing-cut")} {t("drawing.cut")}
      </li>
      <li>
        {key("drawing-bleed-key")} {t("drawing.bleed", { mm: BLEED_MM })}
      </li>
      <li>
        {key("drawing-safe")} {t("drawing.safe", { mm: SAFE_MM })}
      </li>
      {extra}
    </ul>
  );
}

/**
 * The label page's drawing: the label to scale as configured (size, rounded corners, material),
 * its 2 mm bleed and the safe zone, and the roll with the chosen winding direction.
 */
export function LabelDrawing(p: {
  width: number;
  height: number;
  materialId: number;
  materialTitle: string;
  winding: number;
  machine: boolean;
  core: number;
  rollDiameter: number | null;
  gap: number;
}) {
  const { t } = useTranslation("labels");
  const label: Size = { width: p.width, height: p.height };
  const g = labelGeometry(label, DRAWING_ROOM, { padding: PAD });
  const finish = finishOf(p.materialId);
  return (
    <section
      className="label-drawing"
      aria-labelledby="label-drawing-title"
      data-testid="label-drawing"
    >
      <h2 id="label-drawing-title">{t("drawing.title")}</h2>
      {g ? (
        <figure className="drawing-figure">
          <svg
            viewBox={`0 0 ${g.width} ${g.height}`}
            width={g.width}
            height={g.height}
            role="img"
            aria-label={t("drawing.alt", {
              width: p.width,
              height: p.height,
              material: p.materialTitle,
            })}
            className="drawing-svg"
            data-testid="drawing-svg"
            data-scale={g.scale}
          >
            <defs>
              <FinishDefs prefix="face" finish={finish} />
            </defs>
            <ProofOverlay g={g} face={finishFill("face", finish)} />
          </svg>
          <figcaption>
            <DrawingLegend />
          </figcaption>
        </figure>
      ) : (
        <p className="hint" data-testid="drawing-empty">
          {t("drawing.invalid")}
        </p>
      )}
      <RollDrawing
        width={p.width}
        height={p.height}
        gap={p.gap}
        winding={p.winding}
        machine={p.machine}
        core={p.core}
        diameter={p.rollDiameter}
        finish={finish}
      />
    </section>
  );
}
