import { BLEED_MM, SAFE_MM } from "@printshop/core/upload/margins";

/**
 * The geometry of a label drawn to scale (the label page's drawing and the upload step's proof):
 * millimetres to pixels at one scale for everything, the bleed box (label + 2 mm each side), the
 * cut line and the safe zone (2 mm inside the cut). Pure: the unit tests pin it.
 */

/** The label model has one shape, a rectangle with rounded corners; this is its corner radius. */
export const CORNER_MM = 2;
/** Small labels are not blown up past this many pixels per millimetre. */
export const MAX_PX_PER_MM = 4;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Corner radius, px. */
  r: number;
}

export interface LabelGeometry {
  /** Pixels per millimetre. */
  scale: number;
  /** The drawing's size in px (content plus padding). */
  width: number;
  height: number;
  /** The page a print file should have: the label plus the bleed on every side. */
  bleed: Box;
  /** The cut line: the label itself. */
  cut: Box;
  /** Where text and logos are safe from the cut; null when the label is too small to have one. */
  safe: Box | null;
  /** A print file's page (when given), centred on the label, at the same scale. */
  page: Box | null;
}

export interface Size {
  width: number;
  height: number;
}

const valid = (s: Size | null | undefined): s is Size =>
  Boolean(s) &&
  Number.isFinite(s!.width) &&
  Number.isFinite(s!.height) &&
  s!.width > 0 &&
  s!.height > 0;

/**
 * Lays a `label` (mm) out in a drawing of at most `room` (px) with `padding` px around. A `page`
 * (mm, e.g. a PDF's first page) is centred on the label at the same scale, so a wrong size shows.
 * Answers null for a size that cannot be drawn (empty, zero, not a number).
 */
export function labelGeometry(
  label: Size,
  room: Size,
  options: { padding?: number; page?: Size | null; maxScale?: number } = {},
): LabelGeometry | null {
  if (!valid(label) || !valid(room)) return null;
  const pad = options.padding ?? 8;
  const page = valid(options.page) ? options.page : null;
  const outer = { width: label.width + 2 * BLEED_MM, height: label.height + 2 * BLEED_MM };
  const extent = {
    width: Math.max(outer.width, page?.width ?? 0),
    height: Math.max(outer.height, page?.height ?? 0),
  };
  const fit = Math.min(
    (room.width - 2 * pad) / extent.width,
    (room.height - 2 * pad) / extent.height,
  );
  const scale = Math.max(0, Math.min(fit, options.maxScale ?? MAX_PX_PER_MM));
  const width = extent.width * scale + 2 * pad;
  const height = extent.height * scale + 2 * pad;
  const cx = width / 2;
  const cy = height / 2;
  const corner = Math.min(CORNER_MM, label.width / 2, label.height / 2);
  const centred = (w: number, h: number, r: number): Box => ({
    x: cx - (w * scale) / 2,
    y: cy - (h * scale) / 2,
    width: w * scale,
    height: h * scale,
    r: r * scale,
  });
  const safeSize = { width: label.width - 2 * SAFE_MM, height: label.height - 2 * SAFE_MM };
  return {
    scale,
    width,
    height,
    bleed: centred(outer.width, outer.height, corner + BLEED_MM),
    cut: centred(label.width, label.height, corner),
    safe:
      safeSize.width > 0 && safeSize.height > 0
        ? centred(safeSize.width, safeSize.height, Math.max(0, corner - SAFE_MM))
        : null,
    page: page ? centred(page.width, page.height, 0) : null,
  };
}

export const MM_PER_PT = 25.4 / 72;

/**
 * A PDF page (points) in millimetres, turned a quarter when that matches the label better (the
 * preflight accepts a turned page too): `turn` says whether to render it rotated by 90°.
 */
export function pageInMm(page: Size, label: Size): Size & { turn: boolean } {
  const w = page.width * MM_PER_PT;
  const h = page.height * MM_PER_PT;
  const target = { width: label.width + 2 * BLEED_MM, height: label.height + 2 * BLEED_MM };
  const off = (a: number, b: number) => Math.abs(a - target.width) + Math.abs(b - target.height);
  return off(h, w) < off(w, h)
    ? { width: h, height: w, turn: true }
    : { width: w, height: h, turn: false };
}

/** An SVG path of a rounded rectangle (what the cut line, bleed and safe zone are drawn with). */
export function roundedRectPath(b: Box): string {
  const r = Math.max(0, Math.min(b.r, b.width / 2, b.height / 2));
  const f = (n: number) => Number(n.toFixed(2));
  const [x, y, w, h] = [b.x, b.y, b.width, b.height];
  if (r === 0) return `M${f(x)} ${f(y)}H${f(x + w)}V${f(y + h)}H${f(x)}Z`;
  return (
    `M${f(x + r)} ${f(y)}H${f(x + w - r)}A${f(r)} ${f(r)} 0 0 1 ${f(x + w)} ${f(y + r)}` +
    `V${f(y + h - r)}A${f(r)} ${f(r)} 0 0 1 ${f(x + w - r)} ${f(y + h)}` +
    `H${f(x + r)}A${f(r)} ${f(r)} 0 0 1 ${f(x)} ${f(y + h - r)}` +
    `V${f(y + r)}A${f(r)} ${f(r)} 0 0 1 ${f(x + r)} ${f(y)}Z`
  );
}
