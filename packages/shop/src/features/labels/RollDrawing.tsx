import { useTranslation } from "@printshop/ui";
import { ROTATION } from "./WindingTiles";
import { FinishDefs, finishFill, type Finish } from "./swatches";
import "./texts";

const VIEW = { width: 300, height: 150 };
const ROLL = { cx: 66, cy: 84, r: 56 };
const BAND = { x: 112, y: 14, width: 184, height: 60 };

/**
 * The roll seen from the side with the web coming off it, the web seen from above: the labels in
 * their proportions and gap, each with its "A" turned as the chosen winding delivers it (1–4 face
 * out, 5–8 face in: drawn dashed, seen through the liner), the core to the roll's estimated size.
 */
export function RollDrawing(p: {
  width: number;
  height: number;
  gap: number;
  winding: number;
  machine: boolean;
  core: number;
  diameter: number | null;
  finish: Finish;
}) {
  const { t } = useTranslation("labels");
  const ok = [p.width, p.height].every((x) => Number.isFinite(x) && x > 0);
  const coreR = Math.max(
    8,
    Math.min(
      ROLL.r - 8,
      p.diameter && p.diameter > p.core ? (ROLL.r * p.core) / p.diameter : ROLL.r * 0.4,
    ),
  );
  const inside = p.winding >= 5;
  const s = ok ? Math.min((BAND.height - 12) / p.width, 64 / p.height) : 0;
  const step = ok ? (p.height + Math.max(0, p.gap)) * s : 0;
  const count = ok
    ? Math.max(1, Math.min(5, Math.floor((BAND.width - 8 + Math.max(0, p.gap) * s) / step)))
    : 0;
  const lw = p.height * s;
  const lh = p.width * s;
  const caption = p.winding === 0 ? t("windingNone") : t(`windingDir.${p.winding}`);
  return (
    <figure className="roll-figure" data-testid="roll-drawing" data-winding={p.winding}>
      <svg
        viewBox={`0 0 ${VIEW.width} ${VIEW.height}`}
        className="roll-svg"
        role="img"
        aria-label={t("drawing.rollAlt", { winding: caption })}
      >
        <defs>
          <FinishDefs prefix="roll" finish={p.finish} />
          <marker
            id="roll-arrow"
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="7"
            markerHeight="7"
            orient="auto-start-reverse"
          >
            <path d="M0 0L10 5L0 10Z" className="roll-arrow-head" />
          </marker>
        </defs>
        <circle cx={ROLL.cx} cy={ROLL.cy} r={ROLL.r} className="roll-body" />
        <circle cx={ROLL.cx} cy={ROLL.cy} r={coreR} className="roll-core" />
        <path
          d={`M${ROLL.cx} ${ROLL.cy - ROLL.r}L${BAND.x} ${BAND.y}L${BAND.x} ${BAND.y + BAND.height}L${ROLL.cx + ROLL.r * 0.6} ${ROLL.cy - ROLL.r * 0.8}Z`}
          className="roll-web-edge"
        />
        <rect x={BAND.x} y={BAND.y} width={BAND.width} height={BAND.height} className="roll-web" />
        {Array.from({ length: count }, (_, i) => {
          const x = BAND.x + 4 + i * step;
          const y = BAND.y + (BAND.height - lh) / 2;
          const r = Math.min(2 * s, lw / 2, lh / 2);
          return (
            <g key={i} data-testid="roll-label">
              <rect
                x={x}
                y={y}
                width={lw}
                height={lh}
                rx={r}
                fill={finishFill("roll", p.finish)}
                className={inside ? "roll-label roll-label-inside" : "roll-label"}
              />
              <text
                x={x + lw / 2}
                y={y + lh / 2}
                transform={`rotate(${ROTATION[p.winding] ?? 0} ${x + lw / 2} ${y + lh / 2})`}
                textAnchor="middle"
                dominantBaseline="central"
                className="roll-glyph"
                fontSize={Math.max(7, Math.min(lw, lh) * 0.6)}
              >
                A
              </text>
            </g>
          );
        })}
        <line
          x1={BAND.x + 20}
          y1={BAND.y + BAND.height + 16}
          x2={BAND.x + BAND.width - 10}
          y2={BAND.y + BAND.height + 16}
          className="roll-arrow"
          markerEnd="url(#roll-arrow)"
        />
        <text x={BAND.x + 20} y={BAND.y + BAND.height + 34} className="roll-note">
          {t("drawing.unwind")}
        </text>
      </svg>
      <figcaption data-testid="roll-caption">
        <strong>{t("drawing.roll")}</strong> {caption}
        {p.machine ? null : <span className="hint"> {t("drawing.rollManual")}</span>}
      </figcaption>
    </figure>
  );
}
