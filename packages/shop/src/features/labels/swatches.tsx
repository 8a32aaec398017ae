/**
 * How each label material looks, drawn in SVG (no photos): the swatch beside the material select
 * and the face of the label in the drawing. Keyed by the catalogue's material ids (pricing.md §3's
 * nine materials); a material the back office adds later is drawn as plain white film.
 */
export type Finish = "gloss" | "matte" | "paper" | "clear" | "silver" | "void" | "holo";

const FINISH: Record<number, Finish> = {
  1: "gloss",
  2: "matte",
  3: "paper",
  4: "matte",
  5: "matte",
  6: "clear",
  7: "silver",
  8: "void",
  9: "holo",
};
export const finishOf = (materialId: number): Finish => FINISH[materialId] ?? "matte";

/** The gradients and patterns of one finish, under ids that start with `prefix` (unique per SVG). */
export function FinishDefs({ prefix, finish }: { prefix: string; finish: Finish }) {
  const id = `${prefix}-${finish}`;
  switch (finish) {
    case "gloss":
      return (
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset=".45" stopColor="#f4f7fb" />
          <stop offset=".5" stopColor="#ffffff" />
          <stop offset="1" stopColor="#e8edf3" />
        </linearGradient>
      );
    case "paper":
      return (
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fbf7ee" />
          <stop offset="1" stopColor="#efe8d8" />
        </linearGradient>
      );
    case "clear":
      return (
        <pattern id={id} width="8" height="8" patternUnits="userSpaceOnUse">
          <rect width="8" height="8" fill="#ffffff" />
          <rect width="4" height="4" fill="#e3e7ec" />
          <rect x="4" y="4" width="4" height="4" fill="#e3e7ec" />
        </pattern>
      );
    case "silver":
      return (
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#d9dde2" />
          <stop offset=".5" stopColor="#f6f7f9" />
          <stop offset="1" stopColor="#a9afb8" />
        </linearGradient>
      );
    case "void":
      return (
        <pattern id={id} width="16" height="8" patternUnits="userSpaceOnUse">
          <rect width="16" height="8" fill="#c9ced5" />
          <text x="1" y="6.5" fontSize="6" fontWeight="700" fill="#9aa1ab">
            VOID
          </text>
        </pattern>
      );
    case "holo":
      return (
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f7c6e0" />
          <stop offset=".25" stopColor="#c8d8ff" />
          <stop offset=".5" stopColor="#c9f5e3" />
          <stop offset=".75" stopColor="#fff1b8" />
          <stop offset="1" stopColor="#e5c8ff" />
        </linearGradient>
      );
    default:
      return (
        <linearGradient id={id}>
          <stop offset="0" stopColor="#f7f7f5" />
        </linearGradient>
      );
  }
}

export const finishFill = (prefix: string, finish: Finish) => `url(#${prefix}-${finish})`;

/** A square swatch of a material (beside the material select). */
export function MaterialSwatch({ materialId, title }: { materialId: number; title: string }) {
  const finish = finishOf(materialId);
  const prefix = `sw${materialId}`;
  return (
    <svg
      viewBox="0 0 32 32"
      className="material-swatch"
      role="img"
      aria-label={title}
      data-testid="material-swatch"
      data-finish={finish}
    >
      <title>{title}</title>
      <defs>
        <FinishDefs prefix={prefix} finish={finish} />
      </defs>
      <rect
        x="1"
        y="1"
        width="30"
        height="30"
        rx="5"
        fill={finishFill(prefix, finish)}
        stroke="#8a93a0"
      />
    </svg>
  );
}
