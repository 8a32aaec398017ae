import { useTranslation } from "@printshop/ui";
import { useRef, type KeyboardEvent } from "react";
import "./texts";

const TILES = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const;
/** Rotation of the label's "A" per direction: head, foot, right edge, left edge first. */
export const ROTATION: Record<number, number> = {
  1: 0,
  2: 180,
  3: 90,
  4: 270,
  5: 0,
  6: 180,
  7: 90,
  8: 270,
};

/** One tile: the roll seen from the side, the web leaving it, a label with its head marked. */
function RollPicture({ n }: { n: number }) {
  if (n === 0) {
    // The "wire" tile: a plain roll, no direction.
    return (
      <svg viewBox="0 0 64 48" aria-hidden="true" className="winding-svg">
        <circle cx="22" cy="24" r="16" className="roll" />
        <circle cx="22" cy="24" r="6" className="core" />
        <line x1="22" y1="8" x2="60" y2="8" className="web" />
      </svg>
    );
  }
  const inside = n >= 5;
  return (
    <svg viewBox="0 0 64 48" aria-hidden="true" className="winding-svg">
      <circle cx="22" cy="26" r="16" className="roll" />
      <circle cx="22" cy="26" r="6" className="core" />
      <line x1="22" y1="10" x2="62" y2="10" className="web" />
      <g transform={`translate(46 ${inside ? 15 : 5})`}>
        <rect
          x="-8"
          y="-5"
          width="16"
          height="10"
          rx="2"
          className={inside ? "label label-inside" : "label"}
        />
        <text
          x="0"
          y="0"
          transform={`rotate(${ROTATION[n]})`}
          textAnchor="middle"
          dominantBaseline="central"
          className="label-glyph"
        >
          A
        </text>
      </g>
      <text x="22" y="30" textAnchor="middle" className="tile-number">
        {n}
      </text>
    </svg>
  );
}

/**
 * The nine winding tiles as one radio group: arrow keys move and choose, Home/End jump, only the
 * chosen tile is in the tab order. While application is manual only tile 0 can be chosen.
 */
export function WindingTiles(p: {
  value: number;
  onChange: (n: number) => void;
  machine: boolean;
  invalid: boolean;
  describedBy?: string;
  labelledBy: string;
}) {
  const { t } = useTranslation("labels");
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const enabled = (n: number) => (p.machine ? n !== 0 : n === 0);
  const choices = TILES.filter(enabled);
  const move = (e: KeyboardEvent, from: number) => {
    const i = choices.indexOf(from as (typeof TILES)[number]);
    let next: number | undefined;
    if (e.key === "ArrowRight" || e.key === "ArrowDown") next = choices[(i + 1) % choices.length];
    else if (e.key === "ArrowLeft" || e.key === "ArrowUp")
      next = choices[(i - 1 + choices.length) % choices.length];
    else if (e.key === "Home") next = choices[0];
    else if (e.key === "End") next = choices[choices.length - 1];
    if (next === undefined) return;
    e.preventDefault();
    p.onChange(next);
    refs.current[next]?.focus();
  };
  const focusable = enabled(p.value) ? p.value : choices[0];
  return (
    <div
      role="radiogroup"
      aria-labelledby={p.labelledBy}
      aria-invalid={p.invalid || undefined}
      aria-describedby={p.describedBy}
      className="winding-tiles"
      data-testid="winding-tiles"
    >
      {TILES.map((n) => {
        const label = n === 0 ? t("windingNone") : t(`windingDir.${n}`);
        return (
          <button
            key={n}
            ref={(el) => {
              refs.current[n] = el;
            }}
            type="button"
            role="radio"
            aria-checked={p.value === n}
            aria-label={label}
            title={label}
            disabled={!enabled(n)}
            tabIndex={n === focusable ? 0 : -1}
            className={`winding-tile${p.value === n ? " is-checked" : ""}`}
            data-testid={`winding-${n}`}
            onClick={() => p.onChange(n)}
            onKeyDown={(e) => move(e, n)}
          >
            <RollPicture n={n} />
            <span className="winding-tile-text" aria-hidden="true">
              {label}
            </span>
          </button>
        );
      })}
    </div>
  );
}
